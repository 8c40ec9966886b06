// The header's compact price ticker: 10 coins, one shown at a time, rotating every 3 s; links to /markets.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { formatChange, formatTickerPrice } from '../../../lib/format';
import { backoffDelay } from '../../../lib/backoff';
import type { CacheStatusValue } from '../client/market-data';
import { applyTick, subscribeToTicks } from '../client/price-stream';
import { changeClass } from './rankings-table';

export const TICKER_COINS = 10;
export const TICKER_ROTATE_MS = 3_000;
export const TICKER_REFRESH_MS = 60_000;
/** Shown when the ticker cannot load: the default symbol. */
export const DEFAULT_TICKER: TickerData = {
  coins: [{ id: 1, symbol: 'BTC', name: 'Bitcoin', price: Number.NaN, change: Number.NaN }],
  cacheStatus: 'unknown',
};

export interface TickerCoin {
  id: number;
  symbol: string;
  name: string;
  price: number;
  change: number;
}

export interface TickerData {
  coins: TickerCoin[];
  cacheStatus: CacheStatusValue;
}

export function tickerBadge(loading: boolean, status: CacheStatusValue): string {
  if (loading) return 'Updating Data...';
  return status === 'hit' ? 'Cached Live Data' : 'Professional Live Data';
}

async function fetchTicker(): Promise<TickerData> {
  const res = await fetch(`/api/market-cache/ticker?limit=${TICKER_COINS}&t=${Date.now()}`, {
    headers: { 'Cache-Control': 'no-cache' },
  });
  if (!res.ok) throw new Error(`Server error: ${res.status}`);
  const body = (await res.json()) as { data: TickerCoin[] };
  return {
    coins: body.data,
    cacheStatus: (res.headers.get('X-Cache-Status') as CacheStatusValue | null) ?? 'unknown',
  };
}

export function CompactTicker({ initial }: { initial: TickerData | null }) {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: ['market', 'ticker'],
    queryFn: fetchTicker,
    initialData: initial ?? undefined,
    refetchInterval: TICKER_REFRESH_MS,
    retry: 5,
    retryDelay: (n) => backoffDelay(n + 1),
  });
  const data = query.data ?? (query.isError ? DEFAULT_TICKER : null);
  const [index, setIndex] = useState(0);

  useEffect(() => {
    const timer = setInterval(() => setIndex((i) => i + 1), TICKER_ROTATE_MS);
    return () => clearInterval(timer);
  }, []);
  useEffect(
    () =>
      subscribeToTicks((tick) =>
        client.setQueryData<TickerData>(['market', 'ticker'], (old) =>
          old ? { ...old, coins: applyTick(old.coins, tick) } : old,
        ),
      ),
    [client],
  );

  const coins = data?.coins ?? [];
  const coin = coins.length ? coins[index % coins.length] : undefined;
  return (
    <Link
      to="/markets"
      className="compact-ticker"
      data-testid="compact-ticker"
      aria-label="Live prices: open the markets page"
    >
      <span
        className="hidden text-[10px] font-semibold uppercase tracking-wide lg:inline"
        data-testid="ticker-badge"
      >
        {tickerBadge(query.isFetching && !data, data?.cacheStatus ?? 'unknown')}
      </span>
      {coin ? (
        <span className="flex items-center gap-2 font-mono tabular-nums" aria-live="off">
          <span className="font-sans font-semibold">{coin.symbol}</span>
          <span>{formatTickerPrice(coin.price)}</span>
          <span className={changeClass(coin.change)}>{formatChange(coin.change)}</span>
        </span>
      ) : (
        <span>Updating Data...</span>
      )}
    </Link>
  );
}
