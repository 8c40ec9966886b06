// Coin search for search boxes: the coin map at five times the wanted count, filtered by name or symbol here,
// remembered 10 minutes; a failed search is an empty list.
import { apiCall, listOf, shape, type AuthFetch } from '../../../platform/browser/api';
import type { Coin, CoinMapEntry } from '../schemas';

export const SEARCH_LIMIT_DEFAULT = 20;
export const SEARCH_TTL_MS = 600_000;

/** A coin of the coin map that matches a search: its names and rank, no figures. */
export type CoinMatch = Pick<CoinMapEntry, 'id' | 'name' | 'symbol' | 'slug' | 'rank'>;

const remembered = new Map<string, { at: number; results: CoinMatch[] }>();

export function clearCoinSearch() {
  remembered.clear();
}

/** What a search reads of the coin map's answer. */
const mapAnswer = shape<{ data?: CoinMatch[] }>({
  data: (v) => (v == null ? undefined : listOf(shape<CoinMatch>({ name: 'string', symbol: 'string' }))(v)),
});

export async function searchCoinMap(
  term: string,
  options: { limit?: number; fetcher?: AuthFetch; now?: () => number } = {},
): Promise<CoinMatch[]> {
  const limit = options.limit ?? SEARCH_LIMIT_DEFAULT;
  const now = (options.now ?? Date.now)();
  const q = term.trim().toLowerCase();
  if (!q) return [];
  const key = `${q}:${limit}`;
  const hit = remembered.get(key);
  if (hit && now - hit.at < SEARCH_TTL_MS) return hit.results;
  const result = await apiCall(
    options.fetcher ?? fetch,
    `/api/coinmarketcap/cryptocurrency/map?limit=${limit * 5}`,
    {
      whole: true,
      check: mapAnswer,
    },
  );
  if (!result.ok) return [];
  // The map's entries carry more (is_active, platform): a match keeps its names and rank.
  const results = (result.data.data ?? [])
    .filter((c) => c.name.toLowerCase().includes(q) || c.symbol.toLowerCase().includes(q))
    .slice(0, limit)
    .map(({ id, name, symbol, slug, rank }) => ({ id, name, symbol, slug, rank }));
  remembered.set(key, { at: now, results });
  return results;
}

/** The header search: suggestions start at 2 characters and show at most 8 (dashboard-spec section 2). */
export const HEADER_SEARCH_MIN_CHARS = 2;
export const HEADER_SEARCH_LIMIT = 8;

/**
 * Loaded coins whose name or symbol holds the term: an exact symbol first, then symbols and names that start with
 * it, then the rest, each by rank. Fewer than 2 characters match nothing.
 */
export function matchLoadedCoins<T extends Pick<Coin, 'symbol' | 'name' | 'rank'>>(
  coins: readonly T[],
  term: string,
  limit = HEADER_SEARCH_LIMIT,
): T[] {
  const q = term.trim().toLowerCase();
  if (q.length < HEADER_SEARCH_MIN_CHARS) return [];
  const score = (c: T) => {
    const symbol = c.symbol.toLowerCase();
    const name = c.name.toLowerCase();
    if (symbol === q) return 0;
    if (symbol.startsWith(q) || name.startsWith(q)) return 1;
    if (symbol.includes(q) || name.includes(q)) return 2;
    return -1;
  };
  return coins
    .map((coin) => ({ coin, s: score(coin) }))
    .filter((m) => m.s >= 0)
    .sort((a, b) => a.s - b.s || a.coin.rank - b.coin.rank)
    .slice(0, limit)
    .map((m) => m.coin);
}
