// React hooks of the market data: the TanStack Query over the loader, and live prices from the stream.
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { browserEnv } from './client-cache';
import {
  loadMarketData,
  MARKET_REFRESH_MS,
  marketRetryDelay,
  rememberMarketData,
  type MarketLoad,
} from './market-data';
import { applyTick, subscribeToTicks } from './price-stream';

export const MARKET_QUERY_KEY = ['market', 'listings'] as const;

/** Whether the list on screen is live server data; otherwise a return to the tab refreshes it. */
export function isConnected(data: MarketLoad | undefined, failed: boolean): boolean {
  return !failed && !!data && data.cacheStatus !== 'stale' && data.cacheStatus !== 'error';
}

/** Polls every 2 minutes, but never while the device is offline (the hidden tab is TanStack's own rule). */
export const marketRefetchInterval = () =>
  typeof navigator !== 'undefined' && navigator.onLine === false ? false : MARKET_REFRESH_MS;

/** The market list, starting from the server-rendered data, refreshed every 2 minutes while visible and online. */
export function useMarketData(initial: MarketLoad) {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: MARKET_QUERY_KEY,
    queryFn: ({ meta }) => loadMarketData(browserEnv(), { force: meta?.force === true }),
    initialData: initial,
    initialDataUpdatedAt: initial.loadedAt,
    staleTime: MARKET_REFRESH_MS,
    refetchInterval: marketRefetchInterval,
    refetchIntervalInBackground: false,
    refetchOnReconnect: true,
    refetchOnWindowFocus: true,
    retry: 5,
    retryDelay: marketRetryDelay,
  });

  // The server-rendered list is this browser's newest copy: the next refresh starts from it.
  useEffect(() => rememberMarketData(browserEnv(), initial), [initial]);

  const connected = isConnected(query.data, query.isError);
  useEffect(() => {
    if (connected) return;
    const onVisible = () => {
      if (document.visibilityState === 'visible' && navigator.onLine)
        void refreshMarket(client).catch(() => {});
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [client, connected]);

  return query;
}

/** Forces a fresh load past the client cache (the Refresh button). */
export async function refreshMarket(client: QueryClient) {
  const data = await loadMarketData(browserEnv(), { force: true });
  client.setQueryData(MARKET_QUERY_KEY, data);
}

/** Applies each price tick of /api/stream/prices to the cached list, so prices move without a reload. */
export function useLivePrices() {
  const client = useQueryClient();
  useEffect(
    () =>
      subscribeToTicks((tick) => {
        client.setQueryData<MarketLoad>(MARKET_QUERY_KEY, (old) =>
          old
            ? { ...old, fetchedAt: new Date(tick.fetchedAt).toISOString(), coins: applyTick(old.coins, tick) }
            : old,
        );
      }),
    [client],
  );
}
