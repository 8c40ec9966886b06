// React hooks of the market data: the TanStack Query over the loader, and live prices from the stream.
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { BACKOFF_MAX_RETRIES, backoffDelay } from '../../../lib/backoff';
import { browserEnv } from '../../../lib/client-cache';
import {
  loadMarketData,
  MARKET_REFRESH_MS,
  marketRetryDelay,
  rememberMarketData,
  type MarketLoad,
} from './market-data';
import { applyTick, subscribeToTicks, type TickNeed } from '../stream/client';

export const MARKET_QUERY_KEY = ['market', 'listings'] as const;

/** Whether the list on screen is live server data; otherwise a return to the tab refreshes it. */
export function isConnected(data: MarketLoad | undefined, failed: boolean): boolean {
  return !failed && !!data && data.cacheStatus !== 'stale' && data.cacheStatus !== 'error';
}

/**
 * When the next load is due: never while the device is offline (the hidden tab is TanStack's own rule); after
 * `failures` loads in a row that fell back to a stale copy, 1, 2, 4, 8 and 16 s (MKT-008/009: the copy stays on
 * screen meanwhile); otherwise every 2 minutes.
 */
export function marketRefetchInterval(failures: number): number | false {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return false;
  return failures > 0 && failures <= BACKOFF_MAX_RETRIES ? backoffDelay(failures) : MARKET_REFRESH_MS;
}

/** Loads in a row that answered a stale copy because every source failed. */
let staleLoads = 0;

/** The market list, starting from the server-rendered data, refreshed every 2 minutes while visible and online. */
export function useMarketData(initial: MarketLoad) {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: MARKET_QUERY_KEY,
    // While the list on screen is degraded, a load skips this browser's copies and asks the server.
    queryFn: async () => {
      const shown = client.getQueryState<MarketLoad>(MARKET_QUERY_KEY);
      const load = await loadMarketData(browserEnv(), {
        force: !isConnected(shown?.data, shown?.status === 'error'),
      });
      staleLoads = load.dataSource === 'stale-cache' ? staleLoads + 1 : 0;
      return load;
    },
    initialData: initial,
    initialDataUpdatedAt: initial.loadedAt,
    staleTime: MARKET_REFRESH_MS,
    refetchInterval: () => marketRefetchInterval(staleLoads),
    refetchIntervalInBackground: false,
    // Back online: reload at once, though live ticks may have kept the data looking fresh (MKT-011).
    refetchOnReconnect: 'always',
    refetchOnWindowFocus: true,
    retry: 5,
    retryDelay: marketRetryDelay,
  });

  // The server-rendered list is this browser's newest copy: the next refresh starts from it.
  useEffect(() => rememberMarketData(browserEnv(), initial), [initial]);

  useReloadOnReturn(isConnected(query.data, query.isError), query.refetch);
  return query;
}

/**
 * Back on the tab while the data on screen is not connected: load at once, whatever its age (TanStack's own
 * focus refetch waits for stale data; both share one request).
 */
export function useReloadOnReturn(
  connected: boolean,
  refetch: (options: { cancelRefetch: boolean }) => unknown,
) {
  useEffect(() => {
    if (connected) return;
    const onVisible = () => {
      if (document.visibilityState === 'visible' && navigator.onLine) void refetch({ cancelRefetch: false });
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [refetch, connected]);
}

/** Forces a fresh load past the client cache (the Refresh button). */
export async function refreshMarket(client: QueryClient) {
  const data = await loadMarketData(browserEnv(), { force: true });
  // A retry still under way would otherwise land later and mark these fresh data as failed.
  await client.cancelQueries({ queryKey: MARKET_QUERY_KEY });
  client.setQueryData(MARKET_QUERY_KEY, data);
}

/**
 * Applies each price tick of /api/stream/prices to the cached list, so prices move without a reload. The
 * stream carries the coins `need` names (the rows shown); the others keep the figures of the last poll.
 */
export function useLivePrices(need: TickNeed) {
  const client = useQueryClient();
  const needKey = JSON.stringify(need);
  useEffect(
    () =>
      subscribeToTicks(JSON.parse(needKey) as TickNeed, (tick) => {
        client.setQueryData<MarketLoad>(MARKET_QUERY_KEY, (old) =>
          old
            ? { ...old, fetchedAt: new Date(tick.fetchedAt).toISOString(), coins: applyTick(old.coins, tick) }
            : old,
        );
      }),
    [client, needKey],
  );
}
