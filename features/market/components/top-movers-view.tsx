// /top-movers: the biggest 24h gainers and losers of the top 300, refreshed from the performers endpoint.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { browserEnv, CACHE_POLICIES } from '../../../lib/client-cache';
import { loadPerformers, rememberPerformers } from '../client/performers-data';
import { applyTick, subscribeToTicks } from '../stream/client';
import type { MarketRow } from '../schemas';
import { amountColumn, changeColumn, priceColumn } from './coin-columns';
import { CoinIcon } from './coin-icon';
import { coinHref } from '../addresses';
import { CARD_TABLE, Table, type Column, type TableLook } from '../../../ui/data-table';

export const MOVERS_LIMIT = 20;
const PERFORMERS_REFRESH_MS = CACHE_POLICIES.performers.memoryMs;

const COLUMNS: Column<MarketRow>[] = [
  {
    key: 'name',
    header: 'Name',
    cell: (coin) => (
      <Link to={coinHref(coin)} className="flex items-center gap-2 font-medium">
        <CoinIcon symbol={coin.symbol} id={coin.id} />
        {coin.name} <span className="muted text-xs">{coin.symbol}</span>
      </Link>
    ),
  },
  priceColumn(),
  changeColumn(),
  // From 640 px: a phone keeps name, price and change.
  amountColumn('volume', 'volume24h', 'Volume (24h)', 'hidden sm:table-cell'),
];

const LOOK: TableLook = {
  ...CARD_TABLE,
  table: 'mt-2 w-full text-xs sm:text-sm',
  headCell: 'px-2 py-2 sm:px-4',
  cell: 'px-2 py-2 sm:px-4',
  status: 'muted px-4 py-8 text-center',
};

function MoversTable({
  type,
  initial,
  loadedAt,
}: {
  type: 'gainers' | 'losers';
  initial: MarketRow[];
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
        client.setQueryData<MarketRow[]>(key, (old) => (old ? applyTick(old, tick) : old), {
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
      <Table
        look={LOOK}
        caption={`${title} in the last 24 hours`}
        columns={COLUMNS}
        rows={data}
        rowKey={(coin) => coin.id}
        testId={`${type}-table`}
      />
    </section>
  );
}

export function TopMoversView({
  gainers,
  losers,
  loadedAt,
}: {
  gainers: MarketRow[];
  losers: MarketRow[];
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
