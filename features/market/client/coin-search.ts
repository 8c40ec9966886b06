// Coin search for search boxes: the coin map at five times the wanted count, filtered by name or symbol here,
// remembered 10 minutes; a failed search is an empty list.
export const SEARCH_LIMIT_DEFAULT = 20;
export const SEARCH_TTL_MS = 600_000;

export interface CoinMatch {
  id: number;
  name: string;
  symbol: string;
  slug: string;
  rank: number | null;
}

const remembered = new Map<string, { at: number; results: CoinMatch[] }>();

export function clearCoinSearch() {
  remembered.clear();
}

export async function searchCoinMap(
  term: string,
  options: { limit?: number; fetcher?: typeof fetch; now?: () => number } = {},
): Promise<CoinMatch[]> {
  const limit = options.limit ?? SEARCH_LIMIT_DEFAULT;
  const now = (options.now ?? Date.now)();
  const q = term.trim().toLowerCase();
  if (!q) return [];
  const key = `${q}:${limit}`;
  const hit = remembered.get(key);
  if (hit && now - hit.at < SEARCH_TTL_MS) return hit.results;
  try {
    const res = await (options.fetcher ?? fetch)(`/api/coinmarketcap/cryptocurrency/map?limit=${limit * 5}`);
    if (!res.ok) return [];
    const body = (await res.json()) as { data?: CoinMatch[] };
    const results = (body.data ?? [])
      .filter((c) => c.name.toLowerCase().includes(q) || c.symbol.toLowerCase().includes(q))
      .slice(0, limit);
    remembered.set(key, { at: now, results });
    return results;
  } catch {
    return [];
  }
}
