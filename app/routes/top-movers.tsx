// /top-movers: the top 24h gainers and losers.
import { TopMoversView, MOVERS_LIMIT } from '../../features/market/components/top-movers-view';
import { toMarketCacheCoin } from '../../features/market/normalize';
import { topMovers } from '../../features/market/queries';
import { seo } from '../seo';
import type { Route } from './+types/top-movers';

export async function loader({ context }: Route.LoaderArgs) {
  const { snapshot } = await context.services.market.read();
  const coins = snapshot.coins.map(toMarketCacheCoin);
  return {
    gainers: topMovers(coins, 'gainers', MOVERS_LIMIT),
    losers: topMovers(coins, 'losers', MOVERS_LIMIT),
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
