// The portfolio in the browser: the user's lots and their coins' live quotes (TanStack Query, refreshed every
// 120 s or the reader's shorter update interval while positions exist), and the writes, each followed by the reloads the spec asks for (PORT-027/028).
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { apiCall, apiLoad, type AuthFetch, listOf, shape } from '../../../platform/browser/api';
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
import { asBuy, valuePortfolio, type PositionRow, type Quote } from '../valuation';

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

const positionsOf = listOf(
  shape<PositionRow>({
    id: 'string',
    coin_id: 'number',
    symbol: 'string',
    quantity: 'string',
    purchase_price: 'string',
    purchase_date: 'string',
  }),
);
const importedOf = shape<{ imported: number; replaced: number }>({ imported: 'number', replaced: 'number' });
const rowErrorsOf = listOf(shape<ImportRowError>({ line: 'number', error: 'string' }));

/** The rows a refused import names, when its answer lists them. */
function failedRows(body: unknown): ImportRowError[] | undefined {
  try {
    return rowErrorsOf((body as { errors?: unknown }).errors);
  } catch {
    return undefined;
  }
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
    queryFn: () => apiLoad(authFetch, PORTFOLIO_API, positionsOf),
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
    return valuePortfolio((positions.data ?? []).map(asBuy), (id) => map[id]);
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
      apiCall(authFetch, `${PORTFOLIO_API}${query}`, { method, body }),
    [authFetch],
  );

  /** Adds (no id) or updates a lot; 'Failed to save position…' is the form's text, detail the spec's message. */
  const save = useCallback(
    async (input: PositionInput, id?: string): Promise<WriteOutcome> => {
      const result = await send(id ? 'PUT' : 'POST', id ? `?id=${encodeURIComponent(id)}` : '', input);
      if (!result.ok) {
        if (result.kind !== 'server') return { ok: false, error: M.saveFailed };
        // The spec quotes the refusal: the server's message, or the answer's own text (never more than 200 characters).
        const reason =
          result.serverMessage ?? (typeof result.body === 'string' ? result.body.slice(0, 200) : '');
        const detail = id ? M.updateFailed(result.status, reason) : M.addFailed(result.status);
        return { ok: false, error: M.saveFailed, detail };
      }
      await reload();
      // After an edit, a second reload a second later (PORT-028): prices and totals settle on the server.
      if (id) setTimeout(() => void reload(), EDIT_RELOAD_DELAY_MS);
      return { ok: true };
    },
    [send, reload],
  );

  const remove = useCallback(
    async (id: string): Promise<WriteOutcome> => {
      const result = await send('DELETE', `?id=${encodeURIComponent(id)}`);
      // Without the server's answer the status is 0, as the spec's text has it.
      if (!result.ok)
        return { ok: false, error: M.removeFailed(result.kind === 'server' ? result.status : 0) };
      await reload();
      return { ok: true };
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
      const result = await apiCall(authFetch, `${PORTFOLIO_API}/import?mode=${mode}`, {
        method: 'POST',
        // Sent as a file, so a large one has an upload's time.
        body: new Blob([await file.text()], { type: 'text/csv' }),
        check: importedOf,
      });
      if (result.ok) {
        await reload();
        return { ok: true, ...result.data };
      }
      if (result.kind === 'timeout' || result.kind === 'network')
        return { ok: false, error: 'Failed to import the file. Please try again.' };
      return {
        ok: false,
        error: result.serverMessage ?? `Import failed: ${result.status}`,
        rows: failedRows(result.body),
      };
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
