// The coin reference service's inputs, answers and messages (dashboard spec section 7).
import { z } from 'zod';
import type { Coin, CoinMapEntry } from '../market';

export const REFERENCE_MESSAGES = {
  queryTooShort: 'Search query must be at least 2 characters long',
  lookupNeedsKey: 'Must provide id, symbol, or slug',
  symbolsRequired: 'Symbols array is required',
  notFound: 'Cryptocurrency not found',
  search: 'Failed to search cryptocurrencies',
  lookup: 'Failed to lookup cryptocurrency',
  top: 'Failed to get top cryptocurrencies',
  list: 'Failed to list cryptocurrencies',
  categories: 'Failed to get categories',
  platforms: 'Failed to get platforms',
  status: 'Failed to get sync status',
  syncMap: 'Failed to sync cryptocurrency map',
  syncInfo: 'Failed to sync cryptocurrency info',
} as const;

/** Answers are cached 5 minutes; categories and platforms 30. */
export const REFERENCE_TTL_MS = 5 * 60_000;
export const REFERENCE_LISTS_TTL_MS = 30 * 60_000;

/**
 * A coin of the reference data as its API answers it: the market coin's names (the coin map's, whose rank may be
 * null) and the reference's own details in the spec's snake case.
 */
export type CoinReference = Pick<CoinMapEntry, 'id' | 'symbol' | 'name' | 'slug' | 'rank'> &
  Pick<Coin, 'category'> & {
    logo_url: string | null;
    platform_name: string | null;
    website_url: string | null;
    twitter_username: string | null;
    is_active: 1 | 0;
  };

/** The longest search query taken. */
export const SEARCH_MAX_CHARS = 100;

const bool = z
  .enum(['true', 'false', '1', '0'], { error: (iss) => `${String(iss.path?.[0])} must be true or false` })
  .transform((v) => v === 'true' || v === '1');
const limit = (max: number, fallback: number) =>
  z.coerce
    .number({ error: `limit must be a whole number from 1 to ${max}` })
    .int(`limit must be a whole number from 1 to ${max}`)
    .min(1, `limit must be 1 to ${max}`)
    .max(max, `limit must be 1 to ${max}`)
    .default(fallback);
/** Ids as CoinMarketCap numbers them: positive whole numbers. */
const idList = z
  .string()
  .max(5000, 'ids is too long')
  .regex(/^\s*$|^\s*\d+(\s*,\s*\d+)*\s*$/, 'ids must be whole numbers separated by commas')
  .optional();
const symbolList = z
  .string()
  .max(5000, 'symbols is too long')
  .regex(
    /^\s*$|^\s*[A-Za-z0-9$.-]{1,20}(\s*,\s*[A-Za-z0-9$.-]{1,20})*\s*$/,
    'symbols must be coin symbols separated by commas',
  )
  .optional();

/** Text without control characters (a NUL byte is refused by PostgreSQL): a 400 naming the field, not a 500. */
const printable = (field: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${field} must be at most ${max} characters`)
    .refine(
      (v) => ![...v].some((ch) => ch < ' ' || ch === '\u007f'),
      `${field} must not contain control characters`,
    );

export const searchInput = z.object({
  q: printable('q', SEARCH_MAX_CHARS).default(''),
  limit: limit(100, 20),
  active: bool.optional(),
});
export const lookupInput = z.object({
  id: z.coerce
    .number({ error: 'id must be a whole number' })
    .int('id must be a whole number')
    .positive('id must be a whole number')
    .optional(),
  symbol: printable('symbol', 20).min(1).optional(),
  slug: printable('slug', 100).min(1).optional(),
});
export const topInput = z.object({
  limit: limit(500, 100),
  category: z.enum(['coin', 'token'], { error: 'category must be coin or token' }).optional(),
});
export const LIST_SORTS = ['rank', 'name', 'symbol'] as const;
export const listInput = z.object({
  page: z.coerce
    .number({ error: 'page must be a whole number' })
    .int('page must be a whole number')
    .min(1, 'page must be at least 1')
    .default(1),
  limit: limit(500, 50),
  active: bool.optional(),
  sort: z.enum(LIST_SORTS, { error: `sort must be one of: ${LIST_SORTS.join(', ')}` }).default('rank'),
  order: z.enum(['asc', 'desc'], { error: 'order must be asc or desc' }).default('asc'),
  category: z.enum(['coin', 'token'], { error: 'category must be coin or token' }).optional(),
  platform: printable('platform', 100).min(1).optional(),
});
export const syncInfoInput = z.object({ ids: idList, symbols: symbolList });
