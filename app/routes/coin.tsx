// /coin/{id|symbol}, /crypto/{id|symbol|slug}, /bitcoin and /btc: one coin's page. Canonical: /crypto/{slug}.
import { useEffect } from 'react';
import { data } from 'react-router';
import { useRecordActivity } from '../../features/activity/client/use-activity';
import { coinCanonicalPath } from '../../features/market/addresses';
import { loadCoin } from '../../features/market/coin.server';
import { CoinView } from '../../features/market/components/coin-view';
import { pagePath } from '../page-path';
import { seo } from '../seo';
import type { CrumbHandle } from '../shell/breadcrumbs';
import type { Route } from './+types/coin';

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const path = pagePath(request);
  const key = params.id ?? (path === '/btc' || path === '/bitcoin' ? 'bitcoin' : '');
  const found = await loadCoin(context.services.market, key);
  if (!found) throw data(null, { status: 404 });
  return found;
}

/** The last breadcrumb is the coin's name, not the symbol or id in the address. */
export const handle: CrumbHandle = {
  crumb: (data) => (data as Awaited<ReturnType<typeof loader>>).coin.name,
};

export const meta: Route.MetaFunction = (args) => {
  const found = args.loaderData;
  if (!found) return seo(args, { title: 'Coin not found', noindex: true });
  const { coin, fetchedAt } = found;
  return seo(args, {
    title: `${coin.name} (${coin.symbol}) Price, Chart and Market Cap`,
    description: `${coin.name} price today, 24h change, market cap, volume, supply and price chart. ${coin.description ?? ''}`,
    path: coinCanonicalPath(coin),
    price: { name: coin.name, symbol: coin.symbol, price: coin.price, now: fetchedAt },
  });
};

export default function CoinPage({ loaderData }: Route.ComponentProps) {
  const record = useRecordActivity();
  const { symbol, name, id, price } = loaderData.coin;
  useEffect(() => {
    record('price_check', `Checked ${name} price`, { coinSymbol: symbol, coinName: name, coinId: id, price });
    // Once per coin opened, not on every price tick.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id, record]);
  // The key re-mounts the view when the coin changes (client navigation between coins).
  return <CoinView key={loaderData.coin.id} initial={loaderData.coin} />;
}
