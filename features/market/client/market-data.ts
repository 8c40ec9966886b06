// The browser's market data loader: client cache (memory, then local storage) → server market cache →
// direct listings → stale copy (up to an hour) → error. Each load reports its cache status and data source.
import { backoffDelay } from '../../../lib/backoff';
import { coinFromCmc, type CmcListing } from '../cmc-format';
import { marketRowFromMarketCache, type GlobalMetrics, type MarketCacheCoin } from '../market-cache-format';
import { toMarketRow, type MarketRow } from '../schemas';
import {
  CACHE_POLICIES,
  cachedLoad,
  clearCopies,
  storeCopy,
  type ClientEnv,
} from '../../../lib/client-cache';
import { listOf, shape } from '../../../platform/browser/api';
import { INVALID_FORMAT_MESSAGE, marketGet } from './market-get';

export { INVALID_FORMAT_MESSAGE } from './market-get';

const policy = CACHE_POLICIES.market;
export const MEMORY_TTL_MS = policy.memoryMs;
export const PERSIST_TTL_MS = policy.persistMs;
export const STALE_MAX_MS = policy.staleMs;
export const CACHE_BUSTER_MS = 5 * 60_000;
export const MARKET_REFRESH_MS = 120_000;
export const MARKET_COINS = 300;

export const OFFLINE_MESSAGE = 'Using offline data - some information may be outdated';
export const ALL_FAILED_MESSAGE = 'All data sources failed and no cached data available';

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
  /** Why the server market cache failed, when it did: 'Server error: {status}' or the network error. */
  serverError?: string | null;
  loadedAt: number;
}

/** Forgets this browser's copies (tests, and the cache manager's Clear button). */
export function clearMarketMemory(env: ClientEnv | null = null) {
  clearCopies(env, policy);
}

const CACHE_STATUSES: CacheStatusValue[] = ['hit', 'miss', 'refresh', 'stale', 'error'];
const asCacheStatus = (v: string | null): CacheStatusValue =>
  CACHE_STATUSES.includes(v as CacheStatusValue) ? (v as CacheStatusValue) : 'unknown';

/** What a market load reads of /api/market-cache's answer. */
const serverAnswer = shape<{
  success: boolean;
  data: MarketCacheCoin[];
  globalMetrics: GlobalMetrics;
  meta?: { source?: string; fetchedAt?: string };
}>({
  success: 'boolean',
  data: listOf(shape<MarketCacheCoin>({ id: 'number', symbol: 'string', price: 'number' })),
  globalMetrics: 'object',
  meta: 'object?',
});

async function fromServer(env: ClientEnv): Promise<MarketLoad> {
  const { body: b, headers } = await marketGet(
    env,
    `/api/market-cache?limit=${MARKET_COINS}&sort=rank&order=asc`,
    serverAnswer,
  );
  if (b.success !== true) throw new Error(INVALID_FORMAT_MESSAGE);
  const cacheStatus = asCacheStatus(headers.get('X-Cache-Status'));
  return {
    coins: b.data.map(marketRowFromMarketCache),
    globalMetrics: b.globalMetrics,
    origin: b.meta?.source ?? 'unknown',
    fetchedAt: b.meta?.fetchedAt ?? new Date(env.now()).toISOString(),
    cacheStatus,
    dataSource: 'server',
    message: cacheStatus === 'stale' ? OFFLINE_MESSAGE : null,
    loadedAt: env.now(),
  };
}

/** The direct path: our CoinMarketCap-compatible listings, with a cache-buster that changes every 5 minutes. */
async function fromListings(env: ClientEnv, previous: MarketLoad | undefined): Promise<MarketLoad> {
  const buster = Math.floor(env.now() / CACHE_BUSTER_MS);
  const { body } = await marketGet(
    env,
    `/api/coinmarketcap/cryptocurrency/listings/latest?limit=${MARKET_COINS}&convert=USD&cb=${buster}`,
    shape<{ data: CmcListing[] }>({ data: 'array' }),
  );
  if (body.data.length === 0) throw new Error(INVALID_FORMAT_MESSAGE);
  const coins = body.data
    .map(coinFromCmc)
    .filter((q) => q !== undefined)
    .map(toMarketRow);
  const total = coins.reduce((s, c) => s + c.marketCap, 0);
  const globalMetrics =
    previous?.globalMetrics ??
    ({ totalMarketCap: total, total24hVolume: coins.reduce((s, c) => s + c.volume24h, 0) } as GlobalMetrics);
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
export async function loadMarketData(env: ClientEnv, options: { force?: boolean } = {}): Promise<MarketLoad> {
  let serverError: string | null = null;
  let result;
  try {
    result = await cachedLoad<MarketLoad>(
      env,
      policy,
      '',
      async (previous) => {
        try {
          return await fromServer(env);
        } catch (err) {
          // Only the server's own answers are reported; a network failure says nothing a reader can use.
          const message = err instanceof Error ? err.message : '';
          serverError =
            message.startsWith('Server error') || message === INVALID_FORMAT_MESSAGE ? message : null;
          return { ...(await fromListings(env, previous)), serverError };
        }
      },
      options,
    );
  } catch {
    throw new Error(ALL_FAILED_MESSAGE);
  }
  const { data, from } = result;
  // A copy keeps saying what it is: degraded data stays stale or error, with its message, when reused.
  const degraded = data.cacheStatus === 'stale' || data.cacheStatus === 'error';
  if (from === 'memory' || from === 'storage')
    return { ...data, cacheStatus: degraded ? data.cacheStatus : 'hit', dataSource: 'cache' };
  if (from === 'stale')
    return {
      ...data,
      cacheStatus: 'stale',
      dataSource: 'stale-cache',
      message: OFFLINE_MESSAGE,
      serverError,
    };
  return data;
}

/** Keeps the server-rendered list as this browser's newest copy, so the next refresh starts from it. */
export function rememberMarketData(env: ClientEnv, data: MarketLoad) {
  storeCopy(env, policy, '', data, data.loadedAt);
}

/** Retry schedule of the market query: 1 s doubling, 30 s cap, 5 tries. */
export const marketRetryDelay = (failureCount: number) => backoffDelay(failureCount + 1);
