// The browser's market data loader: client cache (memory, then local storage) → server market cache →
// direct listings → stale copy (up to an hour) → error. Each load reports its cache status and data source.
import { backoffDelay } from '../../../lib/backoff';
import type { CoinQuote } from '../schemas';
import { toCoin, type Coin, type GlobalMetrics, type MarketRow } from '../normalize';

export const MEMORY_TTL_MS = 2 * 60_000;
export const PERSIST_TTL_MS = 30 * 60_000;
export const STALE_MAX_MS = 60 * 60_000;
export const REQUEST_TIMEOUT_MS = 10_000;
export const CACHE_BUSTER_MS = 5 * 60_000;
export const MARKET_REFRESH_MS = 120_000;
export const MARKET_COINS = 300;
export const STORAGE_KEY = 'blockcast-market-v1';

export const OFFLINE_MESSAGE = 'Using offline data - some information may be outdated';
export const ALL_FAILED_MESSAGE = 'All data sources failed and no cached data available';
export const INVALID_FORMAT_MESSAGE = 'Invalid server response format';
export const serverErrorMessage = (status: number) => `Server error: ${status}`;

export type CacheStatusValue = 'hit' | 'miss' | 'refresh' | 'stale' | 'error' | 'unknown';
export type DataSource = 'cache' | 'server' | 'api' | 'stale-cache' | 'error';

export interface MarketData {
  coins: MarketRow[];
  globalMetrics: GlobalMetrics;
  /** Where the server got it: simulated, coinmarketcap, coingecko or fallback. */
  origin: string;
  fetchedAt: string;
}

export interface MarketLoad extends MarketData {
  cacheStatus: CacheStatusValue;
  dataSource: DataSource;
  message: string | null;
  loadedAt: number;
}

export interface LoaderEnv {
  fetch: typeof fetch;
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  now: () => number;
}

let memory: { at: number; data: MarketLoad } | undefined;

/** Forgets the in-memory copy (tests, and the cache manager's Clear button). */
export function clearMarketMemory() {
  memory = undefined;
}

function readPersisted(env: LoaderEnv): { at: number; data: MarketLoad } | undefined {
  try {
    const raw = env.storage?.getItem(STORAGE_KEY);
    return raw ? (JSON.parse(raw) as { at: number; data: MarketLoad }) : undefined;
  } catch {
    return undefined;
  }
}

function remember(env: LoaderEnv, data: MarketLoad) {
  memory = { at: env.now(), data };
  try {
    env.storage?.setItem(STORAGE_KEY, JSON.stringify(memory));
  } catch {
    // Storage full or disabled: the memory copy still serves.
  }
}

async function getJson(env: LoaderEnv, url: string): Promise<{ body: unknown; status: string | null }> {
  const res = await env.fetch(url, {
    headers: { 'Cache-Control': 'no-cache', Pragma: 'no-cache' },
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  if (!res.ok) throw new Error(serverErrorMessage(res.status));
  try {
    return { body: await res.json(), status: res.headers.get('X-Cache-Status') };
  } catch {
    throw new Error(INVALID_FORMAT_MESSAGE);
  }
}

const CACHE_STATUSES: CacheStatusValue[] = ['hit', 'miss', 'refresh', 'stale', 'error'];
const asCacheStatus = (v: string | null): CacheStatusValue =>
  CACHE_STATUSES.includes(v as CacheStatusValue) ? (v as CacheStatusValue) : 'unknown';

async function fromServer(env: LoaderEnv): Promise<MarketLoad> {
  const { body, status } = await getJson(env, `/api/market-cache?limit=${MARKET_COINS}&sort=rank&order=asc`);
  const b = body as {
    success?: boolean;
    data?: unknown;
    globalMetrics?: unknown;
    meta?: { source?: string; fetchedAt?: string };
  };
  if (!b || b.success !== true || !Array.isArray(b.data) || typeof b.globalMetrics !== 'object') {
    throw new Error(INVALID_FORMAT_MESSAGE);
  }
  return {
    coins: b.data as Coin[],
    globalMetrics: b.globalMetrics as GlobalMetrics,
    origin: b.meta?.source ?? 'unknown',
    fetchedAt: b.meta?.fetchedAt ?? new Date(env.now()).toISOString(),
    cacheStatus: asCacheStatus(status),
    dataSource: 'server',
    message: null,
    loadedAt: env.now(),
  };
}

interface CmcListing {
  id: number;
  name: string;
  symbol: string;
  slug: string;
  cmc_rank: number;
  tags?: string[];
  platform: { name: string; symbol: string; token_address: string } | null;
  circulating_supply: number | null;
  total_supply: number | null;
  max_supply: number | null;
  last_updated: string;
  quote: {
    USD: {
      price: number;
      volume_24h: number;
      market_cap: number;
      percent_change_1h?: number;
      percent_change_24h: number;
      percent_change_7d?: number;
    };
  };
}

/** The direct path: our CoinMarketCap-compatible listings, with a cache-buster that changes every 5 minutes. */
async function fromListings(env: LoaderEnv, previous: MarketLoad | undefined): Promise<MarketLoad> {
  const buster = Math.floor(env.now() / CACHE_BUSTER_MS);
  const { body } = await getJson(
    env,
    `/api/coinmarketcap/cryptocurrency/listings/latest?limit=${MARKET_COINS}&convert=USD&cb=${buster}`,
  );
  const data = (body as { data?: unknown }).data;
  if (!Array.isArray(data) || data.length === 0) throw new Error(INVALID_FORMAT_MESSAGE);
  const coins = (data as CmcListing[]).map((l) => {
    const quote: CoinQuote = {
      id: l.id,
      rank: l.cmc_rank,
      name: l.name,
      symbol: l.symbol,
      slug: l.slug,
      category: l.platform ? 'token' : 'coin',
      tags: l.tags ?? [],
      platform: l.platform
        ? { name: l.platform.name, symbol: l.platform.symbol, tokenAddress: l.platform.token_address }
        : null,
      circulatingSupply: l.circulating_supply,
      totalSupply: l.total_supply,
      maxSupply: l.max_supply,
      priceUsd: l.quote.USD.price,
      volume24hUsd: l.quote.USD.volume_24h,
      marketCapUsd: l.quote.USD.market_cap,
      percentChange1h: l.quote.USD.percent_change_1h ?? 0,
      percentChange24h: l.quote.USD.percent_change_24h,
      percentChange7d: l.quote.USD.percent_change_7d ?? 0,
      lastUpdated: l.last_updated,
    };
    return toCoin(quote);
  });
  const total = coins.reduce((s, c) => s + c.marketCap, 0);
  const globalMetrics =
    previous?.globalMetrics ??
    ({ totalMarketCap: total, total24hVolume: coins.reduce((s, c) => s + c.volume, 0) } as GlobalMetrics);
  return {
    coins,
    globalMetrics,
    origin: 'api',
    fetchedAt: new Date(env.now()).toISOString(),
    cacheStatus: 'miss',
    dataSource: 'api',
    message: null,
    loadedAt: env.now(),
  };
}

/** One load along the source chain. `force` skips the client cache (Refresh button). */
export async function loadMarketData(env: LoaderEnv, options: { force?: boolean } = {}): Promise<MarketLoad> {
  const now = env.now();
  const persisted = memory ?? readPersisted(env);
  if (!options.force) {
    if (memory && now - memory.at < MEMORY_TTL_MS)
      return { ...memory.data, cacheStatus: 'hit', dataSource: 'cache' };
    if (persisted && now - persisted.at < PERSIST_TTL_MS) {
      memory = persisted;
      return { ...persisted.data, cacheStatus: 'hit', dataSource: 'cache' };
    }
  }
  try {
    const data = await fromServer(env);
    remember(env, data);
    return data;
  } catch {
    try {
      const data = await fromListings(env, persisted?.data);
      remember(env, data);
      return data;
    } catch {
      if (persisted && now - persisted.at < STALE_MAX_MS) {
        return {
          ...persisted.data,
          cacheStatus: 'stale',
          dataSource: 'stale-cache',
          message: OFFLINE_MESSAGE,
        };
      }
      throw new Error(ALL_FAILED_MESSAGE);
    }
  }
}

/** Retry schedule of the market query: 1 s doubling, 30 s cap, 5 tries. */
export const marketRetryDelay = (failureCount: number) => backoffDelay(failureCount + 1);
