// React hooks of the market data: the TanStack Query over the loader, and live prices from the stream.
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { loadMarketData, MARKET_REFRESH_MS, marketRetryDelay, type MarketLoad } from './market-data';
import { applyTick, subscribeToTicks } from './price-stream';

export const MARKET_QUERY_KEY = ['market', 'listings'] as const;

function browserEnv() {
  let storage: Storage | null = null;
  try {
    storage = window.localStorage;
  } catch {
    storage = null;
  }
  return { fetch: window.fetch.bind(window), storage, now: Date.now };
}

/** The market list, starting from the server-rendered data, refreshed every 2 minutes while visible and online. */
export function useMarketData(initial: MarketLoad) {
  return useQuery({
    queryKey: MARKET_QUERY_KEY,
    queryFn: ({ meta }) => loadMarketData(browserEnv(), { force: meta?.force === true }),
    initialData: initial,
    initialDataUpdatedAt: initial.loadedAt,
    staleTime: MARKET_REFRESH_MS,
    refetchInterval: () =>
      typeof navigator !== 'undefined' && navigator.onLine === false ? false : MARKET_REFRESH_MS,
    refetchIntervalInBackground: false,
    refetchOnReconnect: true,
    refetchOnWindowFocus: true,
    retry: 5,
    retryDelay: marketRetryDelay,
  });
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
