// /analysis: market breadth, dominance and sector performance, computed from the current market.
import { marketAnalysis } from '../../features/market/analysis';
import { AnalysisView } from '../../features/market/components/analysis-view';
import { seo } from '../seo';
import type { Route } from './+types/analysis';

export async function loader({ context }: Route.LoaderArgs) {
  const { snapshot } = await context.services.market.read();
  return marketAnalysis(snapshot);
}

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: 'Market Analysis',
    description:
      'Crypto market breadth, Bitcoin and Ethereum dominance, and sector performance over the last 24 hours.',
  });

export default function Analysis({ loaderData }: Route.ComponentProps) {
  return <AnalysisView analysis={loaderData} />;
}
