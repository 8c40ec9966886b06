// The tickers' list query: first painted from the server-rendered list (which also seeds this browser's
// ticker copy), refreshed on the ticker's own schedule, retried with backoff, the default symbol if all fails.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { backoffDelay } from '../../../lib/backoff';
import { browserEnv } from '../../../lib/client-cache';
import { loadTicker, rememberTicker, tickerShown, type TickerData } from './ticker-data';

export const tickerKey = (limit: number) => ['market', 'ticker', limit] as const;

export function useTickerList(initial: TickerData | null, limit: number, refreshMs: number) {
  const seed = useMemo(
    () => (initial ? { ...initial, coins: initial.coins.slice(0, limit) } : undefined),
    [initial, limit],
  );
  const query = useQuery({
    queryKey: tickerKey(limit),
    queryFn: () => loadTicker(browserEnv(), limit),
    initialData: seed,
    initialDataUpdatedAt: seed?.loadedAt,
    staleTime: refreshMs,
    refetchInterval: refreshMs,
    retry: 5,
    retryDelay: (failures) => backoffDelay(failures + 1),
  });
  useEffect(() => {
    if (seed) rememberTicker(browserEnv(), limit, seed);
  }, [seed, limit]);
  return { query, shown: tickerShown(query.data, query.isError) };
}
