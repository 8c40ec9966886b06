// The watchlist's constants, texts and pure rules (sorting, gainers and losers), without zod: the browser imports
// them.
import { isFlatChange } from '../../lib/format';
import type { Coin } from '../market';

export const WATCHLIST_API = '/api/crypto-watchlist';
/** Coins one user may watch. */
export const WATCHLIST_MAX_ITEMS = 200;
/** The add dialog (dashboard-spec section 9): the top 500 without a search, up to 100 results, 300 ms, 2 chars. */
export const ADD_DIALOG_TOP = 500;
export const ADD_DIALOG_SEARCH_LIMIT = 100;
export const ADD_DIALOG_DEBOUNCE_MS = 300;
export const ADD_DIALOG_MIN_CHARS = 2;
/** The overview lists this many items. */
export const OVERVIEW_ITEMS = 5;
/** An item of the overview's watchlist card: the coin with its live price and 24h change, if the market has them. */
export interface WatchlistPreviewItem {
  coinId: number;
  symbol: string;
  name: string;
  price: number | null;
  change24h: number | null;
}
export const WATCHLIST_REFRESH_MS = 60_000;

export const WATCHLIST_MESSAGES = {
  addFailed: (status: number | string) => `Failed to add to watchlist: ${status}`,
  removeFailed: (status: number | string) => `Failed to remove from watchlist: ${status}`,
  maxSelections: (n: number) => `Maximum ${n} selections allowed`,
  full: `Your watchlist holds at most ${WATCHLIST_MAX_ITEMS} coins`,
  unknownCoin: 'Cryptocurrency not found',
  notWatched: 'This coin is not on your watchlist',
  /** The toasts that confirm a change (nothing else on the page says it happened). */
  added: (names: readonly string[]) =>
    `Added ${names.length === 1 ? names[0] : `${names.length} coins`} to your watchlist`,
  removed: (name: string) => `Removed ${name} from your watchlist`,
} as const;

/** A watched coin as the API answers it (the spec's names). */
export interface WatchlistItem {
  coin_id: number;
  symbol: string;
  name: string;
  image_url: string | null;
  addedAt: string;
}

/** A watched coin with its live figures (absent when the market has no price for it). */
export interface WatchedCoin extends WatchlistItem {
  quote: Coin | null;
}

export const SORT_KEYS = ['name', 'price', 'change', 'marketCap', 'addedAt'] as const;
export type WatchlistSortKey = (typeof SORT_KEYS)[number];
export type SortDirection = 'asc' | 'desc';
export const SORT_LABELS: Record<WatchlistSortKey, string> = {
  name: 'Name',
  price: 'Price',
  change: '24h Change',
  marketCap: 'Market Cap',
  addedAt: 'Date Added',
};

/** Choosing the current key again flips the direction; a new key starts descending (A→Z for names). */
export function nextSort(
  current: { key: WatchlistSortKey; direction: SortDirection },
  chosen: WatchlistSortKey,
): { key: WatchlistSortKey; direction: SortDirection } {
  if (chosen === current.key) return { key: chosen, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { key: chosen, direction: chosen === 'name' ? 'asc' : 'desc' };
}

const figure = (c: WatchedCoin, key: WatchlistSortKey): number | string | null => {
  switch (key) {
    case 'name':
      return c.name.toLowerCase();
    case 'price':
      return c.quote?.price ?? null;
    case 'change':
      return c.quote?.change24h ?? null;
    case 'marketCap':
      return c.quote?.marketCap ?? null;
    case 'addedAt':
      return Date.parse(c.addedAt);
  }
};

/** Sorted by a key; coins without a price sort last either way. */
export function sortWatched(
  coins: readonly WatchedCoin[],
  key: WatchlistSortKey,
  direction: SortDirection,
): WatchedCoin[] {
  const sign = direction === 'asc' ? 1 : -1;
  return [...coins].sort((a, b) => {
    const x = figure(a, key);
    const y = figure(b, key);
    if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
    if (typeof x === 'string' && typeof y === 'string') return sign * x.localeCompare(y);
    return sign * (Number(x) - Number(y));
  });
}

/**
 * Decision 20: a gainer's 24h change is above 0, a loser's below, as the table shows it: a change shown as 0.00%
 * (a stablecoin's -0.001%) is neither, so the cards never count a row the table calls flat.
 */
export function countMovers(coins: readonly WatchedCoin[]): { gainers: number; losers: number } {
  let gainers = 0;
  let losers = 0;
  for (const c of coins) {
    if (!c.quote || isFlatChange(c.quote.change24h)) continue;
    if (c.quote.change24h > 0) gainers += 1;
    else if (c.quote.change24h < 0) losers += 1;
  }
  return { gainers, losers };
}
