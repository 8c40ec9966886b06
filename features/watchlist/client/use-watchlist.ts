// The watchlist in the browser: the user's items (TanStack Query), their coins' live quotes (called every 60 s and
// moved by the price stream between calls, as the markets table is), and adding or removing coins, with the spec's
// failure texts.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo } from 'react';
import { readData } from '../../../lib/load-failure';
import { listOf } from '../../../platform/browser/api';
import { useSession } from '../../../platform/browser/session';
import { applyTickToQuotes, loadLiveQuotes, subscribeToTicks, type LiveQuotes } from '../../market';
import { usePreferences } from '../../settings';
import {
  WATCHLIST_API,
  WATCHLIST_MESSAGES as M,
  WATCHLIST_REFRESH_MS,
  type WatchedCoin,
  type WatchlistItem,
} from '../rules';
import { WATCHLIST_KEY } from '../query-keys';

export { WATCHLIST_KEY };
export const WATCHLIST_QUOTES_KEY = ['watchlist', 'quotes'] as const;

/** The server's message, else the status (the spec's 'Failed to … : {status}'). */
async function failure(res: Response, message: (status: number | string) => string): Promise<string> {
  const body = (await res.json().catch(() => null)) as { error?: string } | null;
  return body?.error ? `${message(res.status)} (${body.error})` : message(res.status);
}

export function useWatchlist() {
  const { authFetch, status } = useSession();
  const { autoRefresh } = usePreferences().preferences;
  const client = useQueryClient();
  const items = useQuery({
    queryKey: WATCHLIST_KEY,
    enabled: status === 'authenticated',
    queryFn: async (): Promise<WatchlistItem[]> => {
      const res = await authFetch(WATCHLIST_API, { signal: AbortSignal.timeout(20_000) });
      return listOf<WatchlistItem>(await readData(res));
    },
  });
  const ids = useMemo(() => (items.data ?? []).map((i) => i.coin_id), [items.data]);
  const quotes = useQuery({
    queryKey: [...WATCHLIST_QUOTES_KEY, ids],
    enabled: ids.length > 0,
    queryFn: () => loadLiveQuotes(ids),
    refetchInterval: autoRefresh ? WATCHLIST_REFRESH_MS : false,
    placeholderData: (previous) => previous,
  });

  // The stream's ticks move the prices between calls; with auto refresh off they stay as last loaded, as the
  // status line says.
  const idsKey = ids.join(',');
  useEffect(() => {
    if (!autoRefresh || !idsKey) return;
    const watched = idsKey.split(',').map(Number);
    return subscribeToTicks({ ids: watched }, (tick) =>
      client.setQueryData<LiveQuotes>([...WATCHLIST_QUOTES_KEY, watched], (old) =>
        old ? applyTickToQuotes(old, tick) : old,
      ),
    );
  }, [client, idsKey, autoRefresh]);

  const coins: WatchedCoin[] = useMemo(
    () =>
      (items.data ?? []).map((item) => ({ ...item, quote: quotes.data?.quotes.get(item.coin_id) ?? null })),
    [items.data, quotes.data],
  );

  const add = useCallback(
    async (coin: { coin_id: number; symbol: string; name: string; image_url: string | null }) => {
      try {
        const res = await authFetch(WATCHLIST_API, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(coin),
          signal: AbortSignal.timeout(20_000),
        });
        return res.ok ? null : await failure(res, M.addFailed);
      } catch {
        return M.addFailed('network error');
      }
    },
    [authFetch],
  );

  const remove = useCallback(
    async (coinId: number) => {
      try {
        const res = await authFetch(`${WATCHLIST_API}/${coinId}`, {
          method: 'DELETE',
          signal: AbortSignal.timeout(20_000),
        });
        if (!res.ok) return await failure(res, M.removeFailed);
        client.setQueryData<WatchlistItem[]>(WATCHLIST_KEY, (old) =>
          old?.filter((i) => i.coin_id !== coinId),
        );
        return null;
      } catch {
        return M.removeFailed('network error');
      } finally {
        void client.invalidateQueries({ queryKey: WATCHLIST_KEY });
      }
    },
    [authFetch, client],
  );

  const reload = useCallback(async () => {
    await client.invalidateQueries({ queryKey: WATCHLIST_KEY });
    await quotes.refetch();
  }, [client, quotes]);

  return { items, quotes, coins, add, remove, reload };
}
