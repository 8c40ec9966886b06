// /dashboard/watchlist, and /dashboard/watchlist/add with the add dialog open.
import { useMatches, useRouteLoaderData } from 'react-router';
import { WatchlistView } from '../../features/watchlist/components/watchlist-view';
import type { loader as rootLoader } from '../root';
import { seo } from '../seo';
import type { Route } from './+types/dashboard-watchlist';

const SOURCE_NAMES: Record<string, string> = {
  simulated: 'simulated market feed',
  coinmarketcap: 'CoinMarketCap',
  coingecko: 'CoinGecko',
  fallback: 'built-in dataset',
};

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: args.matches.at(-1)?.id === 'dashboard-watchlist-add' ? 'Add to Watchlist' : 'Watchlist',
    description: 'Your watchlist.',
    noindex: true,
  });

export default function DashboardWatchlist() {
  const addOpen = useMatches().at(-1)?.id === 'dashboard-watchlist-add';
  const source = useRouteLoaderData<typeof rootLoader>('root')?.ticker?.source;
  return <WatchlistView addOpen={addOpen} source={source ? (SOURCE_NAMES[source] ?? source) : null} />;
}
