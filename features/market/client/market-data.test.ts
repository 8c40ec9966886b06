import { beforeEach, describe, expect, test } from 'vitest';
import {
  ALL_FAILED_MESSAGE,
  clearMarketMemory,
  INVALID_FORMAT_MESSAGE,
  loadMarketData,
  MARKET_COINS,
  MEMORY_TTL_MS,
  OFFLINE_MESSAGE,
  PERSIST_TTL_MS,
  STALE_MAX_MS,
  type LoaderEnv,
} from './market-data';

const coin = { id: 1, symbol: 'BTC', name: 'Bitcoin', price: 100_000, change: 1, rank: 1 };
const serverBody = {
  success: true,
  data: [coin],
  globalMetrics: { totalMarketCap: 4e12 },
  meta: { source: 'simulated', fetchedAt: '2026-01-01T00:00:00.000Z' },
};
const listingsBody = {
  status: { error_code: 0 },
  data: [
    {
      id: 1,
      name: 'Bitcoin',
      symbol: 'BTC',
      slug: 'bitcoin',
      cmc_rank: 1,
      tags: [],
      platform: null,
      circulating_supply: 1,
      total_supply: 1,
      max_supply: 21e6,
      last_updated: '2026-01-01T00:00:00.000Z',
      quote: { USD: { price: 99_000, volume_24h: 1, market_cap: 1, percent_change_24h: 2 } },
    },
  ],
};

type Route = { status: number; body: unknown; headers?: Record<string, string> } | 'network-error';

/** A browser environment whose server answers as the test says, recording each request. */
function browser(routes: { server: Route; listings: Route }) {
  const store = new Map<string, string>();
  let now = Date.parse('2026-01-01T00:00:00Z');
  const requests: { url: string; headers: Record<string, string> }[] = [];
  const env: LoaderEnv & { advance(ms: number): void; requests: typeof requests } = {
    requests,
    storage: { getItem: (k) => store.get(k) ?? null, setItem: (k, v) => void store.set(k, v) },
    now: () => now,
    advance: (ms) => {
      now += ms;
    },
    fetch: (async (input: string, init?: RequestInit) => {
      requests.push({ url: input, headers: (init?.headers ?? {}) as Record<string, string> });
      const route = input.startsWith('/api/market-cache') ? routes.server : routes.listings;
      if (route === 'network-error') throw new TypeError('Failed to fetch');
      const body = typeof route.body === 'string' ? route.body : JSON.stringify(route.body);
      return new Response(body, { status: route.status, headers: route.headers });
    }) as typeof fetch,
  };
  return env;
}

beforeEach(() => clearMarketMemory());

describe('browser market data loader', () => {
  test('[MKT-003] [MKT-013] [MKT-027] a cold load asks the server market cache for 300 coins, with no-cache headers', async () => {
    const env = browser({
      server: { status: 200, body: serverBody, headers: { 'X-Cache-Status': 'hit' } },
      listings: 'network-error',
    });
    const load = await loadMarketData(env);
    expect(env.requests[0]!.url).toBe(`/api/market-cache?limit=${MARKET_COINS}&sort=rank&order=asc`);
    expect(MARKET_COINS).toBe(300);
    expect(env.requests[0]!.headers).toMatchObject({ 'Cache-Control': 'no-cache', Pragma: 'no-cache' });
    expect(load).toMatchObject({ dataSource: 'server', cacheStatus: 'hit', origin: 'simulated' });
  });

  test('[MKT-001] [MKT-007] within 2 minutes the memory copy answers without a request (cache / hit)', async () => {
    const env = browser({ server: { status: 200, body: serverBody }, listings: 'network-error' });
    await loadMarketData(env);
    env.advance(MEMORY_TTL_MS - 1);
    const load = await loadMarketData(env);
    expect(env.requests).toHaveLength(1);
    expect(load).toMatchObject({ dataSource: 'cache', cacheStatus: 'hit' });
  });

  test('[MKT-002] after a reload, local storage answers for up to 30 minutes', async () => {
    const env = browser({ server: { status: 200, body: serverBody }, listings: 'network-error' });
    await loadMarketData(env);
    clearMarketMemory();
    env.advance(PERSIST_TTL_MS - 1);
    expect((await loadMarketData(env)).dataSource).toBe('cache');
    expect(env.requests).toHaveLength(1);
    clearMarketMemory();
    env.advance(2);
    await loadMarketData(env);
    expect(env.requests).toHaveLength(2);
  });

  test('[MKT-004] [MKT-044] when the server cache answers an error, the listings are called directly with a 5-minute cache-buster', async () => {
    const env = browser({
      server: { status: 503, body: 'down' },
      listings: { status: 200, body: listingsBody },
    });
    const load = await loadMarketData(env);
    expect(load).toMatchObject({ dataSource: 'api', cacheStatus: 'miss' });
    expect(load.coins[0]).toMatchObject({ symbol: 'BTC', price: 99_000, change: 2 });
    const buster = (url: string) => new URL(url, 'http://x').searchParams.get('cb');
    const first = buster(env.requests[1]!.url);
    expect(env.requests[1]!.url).toMatch(
      /^\/api\/coinmarketcap\/cryptocurrency\/listings\/latest\?limit=300&convert=USD&cb=\d+$/,
    );
    env.advance(60_000);
    await loadMarketData(env, { force: true });
    expect(buster(env.requests[3]!.url)).toBe(first);
    env.advance(5 * 60_000);
    await loadMarketData(env, { force: true });
    expect(buster(env.requests[5]!.url)).not.toBe(first);
  });

  test('[MKT-029] a server answer without the expected shape counts as a failure', async () => {
    const env = browser({
      server: { status: 200, body: { success: true, data: 'nope' } },
      listings: 'network-error',
    });
    await expect(loadMarketData(env)).rejects.toThrow(ALL_FAILED_MESSAGE);
    expect(INVALID_FORMAT_MESSAGE).toBe('Invalid server response format');
  });

  test('[MKT-005] with both calls failing, a copy up to an hour old is used and labelled offline data', async () => {
    const routes: { server: Route; listings: Route } = {
      server: { status: 200, body: serverBody },
      listings: 'network-error',
    };
    const env = browser(routes);
    await loadMarketData(env);
    routes.server = 'network-error';
    env.advance(STALE_MAX_MS - 1);
    const load = await loadMarketData(env, { force: true });
    expect(load).toMatchObject({ dataSource: 'stale-cache', cacheStatus: 'stale', message: OFFLINE_MESSAGE });
    env.advance(2);
    await expect(loadMarketData(env, { force: true })).rejects.toThrow(ALL_FAILED_MESSAGE);
  });
});
