// The portfolio in the browser: the user's lots and their coins' live quotes (TanStack Query, refreshed every
// 120 s or the reader's shorter update interval while positions exist), and the writes, each followed by the reloads the spec asks for (PORT-027/028).
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { readData } from '../../../lib/load-failure';
import { API_TIMEOUT_MS, listOf, type AuthFetch } from '../../../platform/browser/api';
import {
  EDIT_RELOAD_DELAY_MS,
  exportFileName,
  PORTFOLIO_API,
  PORTFOLIO_MESSAGES as M,
  portfolioRefreshMs,
  type ImportMode,
  type ImportRowError,
  type PositionInput,
} from '../rules';
import { loadLiveQuotes } from '../../market';
import { usePreferences } from '../../settings';
import { WATCHLIST_KEY } from '../../watchlist';
import { valuePortfolio, type PositionRow, type Quote } from '../valuation';

export const PORTFOLIO_QUERY_KEY = ['portfolio', 'positions'] as const;
export const QUOTES_QUERY_KEY = ['portfolio', 'quotes'] as const;
/** The watchlist's queries start with this key: a position change reloads them too (PORT-027). */
export const WATCHLIST_QUERY_ROOT = ['watchlist'] as const;

/** The live quotes of the coins held, as valuation takes them (a coin without a price is left out), and their time. */
async function loadQuotes(
  ids: readonly number[],
): Promise<{ byId: Record<number, Quote>; at: number | null }> {
  const { quotes, updatedAt } = await loadLiveQuotes(ids);
  const byId: Record<number, Quote> = {};
  for (const [id, q] of quotes) byId[id] = { price: q.price, change24h: q.change24h };
  const at = updatedAt === null ? Number.NaN : Date.parse(updatedAt);
  return { byId, at: Number.isNaN(at) ? null : at };
}

async function readError(res: Response): Promise<string> {
  const text = await res.text().catch(() => '');
  try {
    const body = JSON.parse(text) as { error?: unknown };
    if (typeof body.error === 'string') return body.error;
  } catch {
    // Not JSON: the text itself.
  }
  return text.slice(0, 200);
}

export type WriteOutcome = { ok: true } | { ok: false; error: string; detail?: string };
export type ImportOutcome =
  { ok: true; imported: number; replaced: number } | { ok: false; error: string; rows?: ImportRowError[] };

export function usePortfolio(authFetch: AuthFetch, enabled: boolean) {
  const client = useQueryClient();
  // The refresh (120 s, or the reader's shorter update interval) runs while positions exist, unless the reader
  // turned auto refresh off.
  const { autoRefresh, updateInterval } = usePreferences().preferences;
  const refreshMs = portfolioRefreshMs(updateInterval);
  const positions = useQuery({
    queryKey: PORTFOLIO_QUERY_KEY,
    enabled,
    queryFn: async (): Promise<PositionRow[]> => {
      const res = await authFetch(PORTFOLIO_API, { signal: AbortSignal.timeout(API_TIMEOUT_MS) });
      return listOf<PositionRow>(await readData(res));
    },
    staleTime: 0,
    refetchInterval: (q) => (autoRefresh && (q.state.data?.length ?? 0) > 0 ? refreshMs : false),
  });
  const ids = useMemo(
    () => [...new Set((positions.data ?? []).map((p) => p.coin_id))].sort((a, b) => a - b),
    [positions.data],
  );
  const quotes = useQuery({
    queryKey: [...QUOTES_QUERY_KEY, ids.join(',')],
    enabled: enabled && ids.length > 0,
    queryFn: () => loadQuotes(ids),
    staleTime: 0,
    refetchInterval: autoRefresh && ids.length > 0 ? refreshMs : false,
    placeholderData: (previous) => previous,
  });
  const valuation = useMemo(() => {
    const map = quotes.data?.byId ?? {};
    return valuePortfolio(positions.data ?? [], (id) => map[id]);
  }, [positions.data, quotes.data]);

  const reload = useCallback(async () => {
    await Promise.all([
      client.invalidateQueries({ queryKey: ['portfolio'] }),
      client.invalidateQueries({ queryKey: WATCHLIST_QUERY_ROOT }),
      // The watchlist's items reload even when its page is not shown, so its cached copy is fresh on return.
      client.refetchQueries({ queryKey: WATCHLIST_KEY, type: 'inactive' }),
    ]);
  }, [client]);

  const send = useCallback(
    (method: 'POST' | 'PUT' | 'DELETE', query: string, body?: PositionInput) =>
      authFetch(`${PORTFOLIO_API}${query}`, {
        method,
        headers: body ? { 'Content-Type': 'application/json' } : undefined,
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(API_TIMEOUT_MS),
      }),
    [authFetch],
  );

  /** Adds (no id) or updates a lot; 'Failed to save position…' is the form's text, detail the spec's message. */
  const save = useCallback(
    async (input: PositionInput, id?: string): Promise<WriteOutcome> => {
      try {
        const res = await send(id ? 'PUT' : 'POST', id ? `?id=${encodeURIComponent(id)}` : '', input);
        if (!res.ok) {
          const reason = await readError(res);
          const detail = id ? M.updateFailed(res.status, reason) : M.addFailed(res.status);
          return { ok: false, error: M.saveFailed, detail };
        }
        await reload();
        // After an edit, a second reload a second later (PORT-028): prices and totals settle on the server.
        if (id) setTimeout(() => void reload(), EDIT_RELOAD_DELAY_MS);
        return { ok: true };
      } catch {
        return { ok: false, error: M.saveFailed };
      }
    },
    [send, reload],
  );

  const remove = useCallback(
    async (id: string): Promise<WriteOutcome> => {
      try {
        const res = await send('DELETE', `?id=${encodeURIComponent(id)}`);
        if (!res.ok) return { ok: false, error: M.removeFailed(res.status) };
        await reload();
        return { ok: true };
      } catch {
        return { ok: false, error: M.removeFailed(0) };
      }
    },
    [send, reload],
  );

  // The file is made here from the figures on the page, so its prices are the ones shown (and it says when).
  const pricesAt = quotes.data?.at ?? null;
  const exportCsv = useCallback(async (): Promise<{ ok: true } | { ok: false; error: string }> => {
    try {
      // The CSV writer (papaparse) loads on the first export, not with the page.
      const { portfolioCsv } = await import('../csv');
      const blob = new Blob([portfolioCsv(valuation, pricesAt)], { type: 'text/csv;charset=utf-8' });
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = exportFileName(Date.now());
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      return { ok: true };
    } catch {
      return { ok: false, error: 'Failed to export the portfolio. Please try again.' };
    }
  }, [valuation, pricesAt]);

  const importCsv = useCallback(
    async (file: File, mode: ImportMode): Promise<ImportOutcome> => {
      try {
        const res = await authFetch(`${PORTFOLIO_API}/import?mode=${mode}`, {
          method: 'POST',
          headers: { 'Content-Type': 'text/csv' },
          body: await file.text(),
          signal: AbortSignal.timeout(API_TIMEOUT_MS),
        });
        const body = (await res.json().catch(() => null)) as {
          data?: { imported: number; replaced: number };
          error?: string;
          errors?: ImportRowError[];
        } | null;
        if (!res.ok || !body?.data) {
          return { ok: false, error: body?.error ?? `Import failed: ${res.status}`, rows: body?.errors };
        }
        await reload();
        return { ok: true, imported: body.data.imported, replaced: body.data.replaced };
      } catch {
        return { ok: false, error: 'Failed to import the file. Please try again.' };
      }
    },
    [authFetch, reload],
  );

  return {
    positions,
    quotes,
    valuation,
    /** When the figures on screen were last loaded (prices when there are any). */
    updatedAt: Math.max(positions.dataUpdatedAt, quotes.dataUpdatedAt),
    save,
    remove,
    exportCsv,
    importCsv,
  };
}
