// The watchlist in the browser: the user's items (TanStack Query), their coins' live quotes (called every 60 s and
// moved by the price stream between calls, as the markets table is), and adding or removing coins, with the spec's
// failure texts.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo } from 'react';
import { apiCall, apiLoad, type CallFailure, listOf, shape } from '../../../platform/browser/api';
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

const itemsOf = listOf(
  shape<WatchlistItem>({ coin_id: 'number', symbol: 'string', name: 'string', image_url: 'string?' }),
);

/** The spec's 'Failed to … : {status}', with the server's message when it gave one; 'network error' without an answer. */
function failureText(failure: CallFailure, message: (status: number | string) => string): string {
  if (failure.kind === 'notJson') return failure.error;
  if (failure.kind !== 'server') return message('network error');
  return failure.serverMessage
    ? `${message(failure.status)} (${failure.serverMessage})`
    : message(failure.status);
}

export function useWatchlist() {
  const { authFetch, status } = useSession();
  const { autoRefresh } = usePreferences().preferences;
  const client = useQueryClient();
  const items = useQuery({
    queryKey: WATCHLIST_KEY,
    enabled: status === 'authenticated',
    queryFn: () => apiLoad(authFetch, WATCHLIST_API, itemsOf),
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
      const result = await apiCall(authFetch, WATCHLIST_API, { method: 'POST', body: coin });
      return result.ok ? null : failureText(result, M.addFailed);
    },
    [authFetch],
  );

  const remove = useCallback(
    async (coinId: number) => {
      const result = await apiCall(authFetch, `${WATCHLIST_API}/${coinId}`, { method: 'DELETE' });
      if (result.ok)
        client.setQueryData<WatchlistItem[]>(WATCHLIST_KEY, (old) =>
          old?.filter((i) => i.coin_id !== coinId),
        );
      void client.invalidateQueries({ queryKey: WATCHLIST_KEY });
      return result.ok ? null : failureText(result, M.removeFailed);
    },
    [authFetch, client],
  );

  const reload = useCallback(async () => {
    await client.invalidateQueries({ queryKey: WATCHLIST_KEY });
    await quotes.refetch();
  }, [client, quotes]);

  return { items, quotes, coins, add, remove, reload };
}
