// /top-movers: the top 24h gainers and losers.
import { TopMoversView, MOVERS_LIMIT } from '../../features/market/components/top-movers-view';
import { topMovers } from '../../features/market/queries';
import { toMarketRow } from '../../features/market/schemas';
import { seo } from '../seo';
import type { Route } from './+types/top-movers';

export async function loader({ context }: Route.LoaderArgs) {
  const { snapshot } = await context.services.market.read();
  return {
    gainers: topMovers(snapshot.coins, 'gainers', MOVERS_LIMIT).map(toMarketRow),
    losers: topMovers(snapshot.coins, 'losers', MOVERS_LIMIT).map(toMarketRow),
    loadedAt: context.services.clock(),
  };
}

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: 'Top Movers',
    description: 'The biggest crypto gainers and losers of the last 24 hours.',
  });

export default function TopMovers({ loaderData }: Route.ComponentProps) {
  return <TopMoversView {...loaderData} />;
}
