// /top-movers: the biggest 24h gainers and losers of the top 300, refreshed from the performers endpoint.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { formatChange, formatLargeUsd, formatPrice, changeClass } from '../../../lib/format';
import { browserEnv, CACHE_POLICIES } from '../../../lib/client-cache';
import { loadPerformers, rememberPerformers } from '../client/performers-data';
import { applyTick, subscribeToTicks } from '../stream/client';
import type { Coin } from '../normalize';
import { CoinIcon } from './coin-icon';
import { coinHref } from '../addresses';

export const MOVERS_LIMIT = 20;
const PERFORMERS_REFRESH_MS = CACHE_POLICIES.performers.memoryMs;

function MoversTable({
  type,
  initial,
  loadedAt,
}: {
  type: 'gainers' | 'losers';
  initial: Coin[];
  loadedAt: number;
}) {
  useEffect(
    () => rememberPerformers(browserEnv(), type, MOVERS_LIMIT, initial, loadedAt),
    [type, initial, loadedAt],
  );
  const client = useQueryClient();
  const { data } = useQuery({
    queryKey: ['market', 'performers', type],
    queryFn: () => loadPerformers(browserEnv(), type, MOVERS_LIMIT),
    initialData: initial,
    initialDataUpdatedAt: loadedAt,
    staleTime: PERFORMERS_REFRESH_MS,
    refetchInterval: PERFORMERS_REFRESH_MS,
  });
  // Which coins are movers comes from the performers poll; their prices follow the stream like the header's.
  const ids = data.map((c) => c.id).join(',');
  useEffect(
    () =>
      subscribeToTicks({ ids: ids ? ids.split(',').map(Number) : [] }, (tick) => {
        const key = ['market', 'performers', type];
        client.setQueryData<Coin[]>(key, (old) => (old ? applyTick(old, tick) : old), {
          updatedAt: client.getQueryState(key)?.dataUpdatedAt,
        });
      }),
    [client, type, ids],
  );
  const title = type === 'gainers' ? 'Top Gainers' : 'Top Losers';
  return (
    <section className="card overflow-x-auto" tabIndex={0} aria-labelledby={`${type}-title`}>
      <h2 id={`${type}-title`} className="px-4 pt-4 text-xl font-bold">
        {title}
      </h2>
      <table className="mt-2 w-full text-xs sm:text-sm" data-testid={`${type}-table`}>
        <caption className="sr-only">{title} in the last 24 hours</caption>
        <thead>
          <tr className="border-b border-[var(--border)]">
            <th scope="col" className="px-2 py-2 sm:px-4 text-left">
              Name
            </th>
            <th scope="col" className="px-2 py-2 sm:px-4 text-right">
              Price
            </th>
            <th scope="col" className="px-2 py-2 sm:px-4 text-right">
              24h %
            </th>
            <th scope="col" className="hidden px-2 py-2 sm:px-4 text-right sm:table-cell">
              Volume (24h)
            </th>
          </tr>
        </thead>
        <tbody>
          {data.length === 0 ? (
            <tr>
              <td colSpan={4} className="muted px-4 py-8 text-center">
                No data available
              </td>
            </tr>
          ) : (
            data.map((coin) => (
              <tr key={coin.id} className="border-b border-[var(--border)] last:border-0">
                <td className="px-2 py-2 sm:px-4">
                  <Link to={coinHref(coin)} className="flex items-center gap-2 font-medium">
                    <CoinIcon symbol={coin.symbol} id={coin.id} />
                    {coin.name} <span className="muted text-xs">{coin.symbol}</span>
                  </Link>
                </td>
                <td className="px-2 py-2 sm:px-4 text-right font-mono tabular-nums">
                  {formatPrice(coin.price)}
                </td>
                <td
                  className={`px-2 py-2 sm:px-4 text-right font-mono tabular-nums ${changeClass(coin.change)}`}
                >
                  {formatChange(coin.change)}
                </td>
                <td className="hidden px-2 py-2 sm:px-4 text-right font-mono tabular-nums sm:table-cell">
                  {formatLargeUsd(coin.volume)}
                </td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </section>
  );
}

export function TopMoversView({
  gainers,
  losers,
  loadedAt,
}: {
  gainers: Coin[];
  losers: Coin[];
  loadedAt: number;
}) {
  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-3xl font-bold">Top Movers</h1>
      <p className="muted mt-2">
        The biggest price moves of the last 24 hours among the top 300 cryptocurrencies.
      </p>
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <MoversTable type="gainers" initial={gainers} loadedAt={loadedAt} />
        <MoversTable type="losers" initial={losers} loadedAt={loadedAt} />
      </div>
    </main>
  );
}
