// Pure selections over a snapshot: sorting, paging, top movers, search. Shared by the API and the pages.
import type { MarketRow } from './schemas';

export const SORT_KEYS = [
  'rank',
  'name',
  'symbol',
  'price',
  'change',
  'change1h',
  'change7d',
  'volume',
  'marketCap',
] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export type SortOrder = 'asc' | 'desc';

/** The field each sort key orders by: the keys are the API's and the page's, the fields the coin's. */
export const SORT_FIELDS = {
  rank: 'rank',
  name: 'name',
  symbol: 'symbol',
  price: 'price',
  change: 'change24h',
  change1h: 'change1h',
  change7d: 'change7d',
  volume: 'volume24h',
  marketCap: 'marketCap',
} as const satisfies Record<SortKey, keyof MarketRow>;

export function sortCoins<T extends Omit<MarketRow, 'categories'>>(
  coins: T[],
  key: SortKey,
  order: SortOrder,
): T[] {
  const dir = order === 'asc' ? 1 : -1;
  const field = SORT_FIELDS[key];
  return [...coins].sort((a, b) => {
    const x = a[field];
    const y = b[field];
    const cmp = typeof x === 'string' && typeof y === 'string' ? x.localeCompare(y) : Number(x) - Number(y);
    return cmp === 0 ? a.rank - b.rank : cmp * dir;
  });
}

/** Top movers: the biggest 24h gains or losses (coins with no move in that direction are left out). */
export function topMovers<T extends Omit<MarketRow, 'categories'>>(
  coins: T[],
  type: 'gainers' | 'losers',
  limit: number,
): T[] {
  const moved = coins.filter((c) => (type === 'gainers' ? c.change24h > 0 : c.change24h < 0));
  return sortCoins(moved, 'change', type === 'gainers' ? 'desc' : 'asc').slice(0, limit);
}

/** Coins whose name or symbol contains the term (case-insensitive). */
export function searchCoins<T extends Pick<MarketRow, 'name' | 'symbol'>>(coins: T[], term: string): T[] {
  const q = term.trim().toLowerCase();
  if (!q) return coins;
  return coins.filter((c) => c.name.toLowerCase().includes(q) || c.symbol.toLowerCase().includes(q));
}
