// The price tickers' data in the browser: the ticker list (cached 1 minute in memory, 15 minutes in local
// storage), the quotes that refresh its prices, and the default symbol shown when nothing can be loaded.
import type { CmcListing } from '../cmc-format';
import type { MarketCacheTickerCoin } from '../market-cache-format';
import type { TickerCoin } from '../schemas';
import type { CacheStatusValue } from './market-data';
import { CACHE_POLICIES, cachedLoad, storeCopy, type ClientEnv } from '../../../lib/client-cache';
import { listOf, shape } from '../../../platform/browser/api';
import { marketGet } from './market-get';

/** The compact header ticker: 10 coins, one shown at a time, rotating every 3 s, polled every 60 s. */
export const TICKER_COINS = 10;
export const TICKER_ROTATE_MS = 3_000;
export const TICKER_REFRESH_MS = 60_000;
/** The full ticker: 40 coins whose list is reloaded every 4 hours… */
export const FULL_TICKER_COINS = 40;
export const FULL_TICKER_REFRESH_MS = 14_400 * 1000;
/** …and whose prices the header ticker refreshes every 5 minutes (between live ticks from the stream). */
export const HEADER_TICKER_REFRESH_MS = 300_000;

export type { TickerCoin };
/** A ticker coin's price and 24h change, as quotes and ticks renew them. */
export type TickerQuote = Pick<TickerCoin, 'price' | 'change24h'>;

export interface TickerData {
  coins: TickerCoin[];
  cacheStatus: CacheStatusValue;
  /** Where the prices come from: a provider, or the simulated feed or built-in dataset (never called live). */
  source?: string;
  /** When the list was fetched (server render or browser request). */
  loadedAt: number;
}

/** Shown when the ticker has nothing to show and cannot load: the default symbol, priced by the stream. */
export const DEFAULT_TICKER: TickerData = {
  coins: [{ id: 1, symbol: 'BTC', name: 'Bitcoin', price: Number.NaN, change24h: Number.NaN }],
  cacheStatus: 'unknown',
  loadedAt: 0,
};

/** What a ticker shows: its data, else the default symbol once loading has failed, else nothing yet. */
export function tickerShown(data: TickerData | undefined, failed: boolean): TickerData | null {
  return data ?? (failed ? DEFAULT_TICKER : null);
}

/** The ticker's server-rendered list becomes this browser's copy, so a refresh never goes back to an older one. */
export function rememberTicker(env: ClientEnv, limit: number, data: TickerData) {
  storeCopy(env, CACHE_POLICIES.ticker, String(limit), data, data.loadedAt);
}

/** Prices this old, with no tick or reload since, are not called live. */
export const TICKER_DELAYED_AFTER_MS = 5 * 60_000;

/**
 * The badge: 'Delayed Data' once the prices shown are old (offline, no update for 5 minutes, or a stale copy
 * kept after a failed load); never a 'live' label for data that is not.
 */
export function tickerBadge(
  loading: boolean,
  status: CacheStatusValue,
  delayed = false,
  source?: string,
): string {
  if (loading) return 'Updating Data...';
  if (delayed || status === 'stale' || status === 'error') return 'Delayed Data';
  if (source === 'simulated') return 'Simulated Data';
  if (source === 'fallback') return 'Sample Data';
  return status === 'hit' ? 'Cached Live Data' : 'Professional Live Data';
}

/** What the ticker reads of /api/market-cache/ticker's answer. */
const tickerAnswer = shape<{ data: MarketCacheTickerCoin[]; meta?: { source?: string } }>({
  data: listOf(shape<MarketCacheTickerCoin>({ symbol: 'string', price: 'number' })),
  meta: 'object?',
});

/** The top `limit` coins for a ticker, through this browser's ticker cache; throws when it has nothing. */
export async function loadTicker(env: ClientEnv, limit: number): Promise<TickerData> {
  const { data, from } = await cachedLoad<TickerData>(env, CACHE_POLICIES.ticker, String(limit), async () => {
    const { body, headers } = await marketGet(
      env,
      `/api/market-cache/ticker?limit=${limit}&t=${env.now()}`,
      tickerAnswer,
    );
    const { data: list, meta } = body;
    const status = headers.get('X-Cache-Status');
    return {
      // The answer's spec names, read into the coin's.
      coins: list.map(({ id, symbol, name, price, change }) => ({
        id,
        symbol,
        name,
        price,
        change24h: change,
      })),
      cacheStatus: (status as CacheStatusValue | null) ?? 'unknown',
      source: meta?.source,
      loadedAt: env.now(),
    };
  });
  if (from === 'memory' || from === 'storage') return { ...data, cacheStatus: 'hit' };
  return from === 'stale' ? { ...data, cacheStatus: 'stale' } : data;
}

/** Current prices of the given coins from quotes/latest by id (with a cache-buster); failures keep the old ones. */
export async function loadTickerQuotes(env: ClientEnv, ids: number[]): Promise<Map<number, TickerQuote>> {
  const out = new Map<number, TickerQuote>();
  if (ids.length === 0) return out;
  const { body } = await marketGet(
    env,
    `/api/coinmarketcap/cryptocurrency/quotes/latest?id=${ids.join(',')}&cache_bust=${env.now()}`,
    shape<{ data?: Record<string, Partial<CmcListing>> }>({ data: 'object?' }),
  );
  for (const [id, entry] of Object.entries(body.data ?? {})) {
    const usd = entry.quote?.USD;
    if (typeof usd?.price === 'number' && typeof usd.percent_change_24h === 'number')
      out.set(Number(id), { price: usd.price, change24h: usd.percent_change_24h });
  }
  return out;
}

/** The list with the given prices applied (coins without a quote keep theirs). */
export function withQuotes<T extends TickerCoin>(coins: T[], quotes: Map<number, TickerQuote>): T[] {
  return coins.map((c) => {
    const q = quotes.get(c.id);
    return q ? { ...c, price: q.price, change24h: q.change24h } : c;
  });
}
