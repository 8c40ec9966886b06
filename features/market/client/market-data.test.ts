import { beforeEach, describe, expect, test } from 'vitest';
import { fakeBrowser, type FakeRoute } from '../../../tests/fake-browser';
import {
  ALL_FAILED_MESSAGE,
  clearMarketMemory,
  INVALID_FORMAT_MESSAGE,
  loadMarketData,
  MARKET_COINS,
  MARKET_REFRESH_MS,
  type MarketLoad,
  MEMORY_TTL_MS,
  OFFLINE_MESSAGE,
  PERSIST_TTL_MS,
  rememberMarketData,
  STALE_MAX_MS,
} from './market-data';

const coin = {
  id: 1,
  symbol: 'BTC',
  name: 'Bitcoin',
  price: 100_000,
  change: 1,
  rank: 1,
  volume: 4e10,
  marketCap: 2e12,
  category: 'coin',
  categories: ['layer1'],
  tags: ['layer-1'],
};
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

type Route = FakeRoute;

/** A browser environment whose server answers as the test says, recording each request. */
const browser = (routes: { server: Route; listings: Route }) =>
  fakeBrowser((url) => (url.startsWith('/api/market-cache') ? routes.server : routes.listings));

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
    // The answer's coins in the spec's names become the table's rows in the coin's.
    expect(load.coins).toEqual([
      {
        id: 1,
        symbol: 'BTC',
        name: 'Bitcoin',
        rank: 1,
        price: 100_000,
        change24h: 1,
        volume24h: 4e10,
        marketCap: 2e12,
        categories: ['layer1'],
      },
    ]);
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
    expect(load.coins[0]).toMatchObject({ symbol: 'BTC', price: 99_000, change24h: 2 });
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

describe('server errors and refreshes', () => {
  test('[MKT-028] a non-OK answer of the server market cache is reported as Server error: {status}', async () => {
    const routes: { server: Route; listings: Route } = {
      server: { status: 503, body: 'down' },
      listings: { status: 200, body: listingsBody },
    };
    const env = browser(routes);
    expect((await loadMarketData(env)).serverError).toBe('Server error: 503');
    routes.listings = 'network-error';
    routes.server = { status: 502, body: 'bad gateway' };
    const stale = await loadMarketData(env, { force: true });
    expect(stale).toMatchObject({ dataSource: 'stale-cache', serverError: 'Server error: 502' });
    routes.server = 'network-error';
    expect((await loadMarketData(env, { force: true })).serverError).toBeNull();
    routes.server = { status: 200, body: serverBody };
    expect((await loadMarketData(env, { force: true })).serverError).toBeUndefined();
  });

  test('[MKT-014] each 2-minute refresh reaches the network, though local storage holds a younger copy', async () => {
    const env = browser({ server: { status: 200, body: serverBody }, listings: 'network-error' });
    await loadMarketData(env);
    env.advance(MARKET_REFRESH_MS);
    expect((await loadMarketData(env)).dataSource).toBe('server');
    env.advance(MARKET_REFRESH_MS);
    expect((await loadMarketData(env)).dataSource).toBe('server');
    expect(env.requests).toHaveLength(3);
  });

  test('the server-rendered list seeds the cache, so the first refresh within 2 minutes needs no request', async () => {
    const env = browser({ server: { status: 200, body: serverBody }, listings: 'network-error' });
    rememberMarketData(env, {
      coins: [],
      globalMetrics: {} as MarketLoad['globalMetrics'],
      origin: 'simulated',
      fetchedAt: new Date(env.now()).toISOString(),
      cacheStatus: 'hit',
      dataSource: 'server',
      message: null,
      loadedAt: env.now(),
    });
    env.advance(MEMORY_TTL_MS - 1);
    expect((await loadMarketData(env)).dataSource).toBe('cache');
    expect(env.requests).toHaveLength(0);
  });
});

describe('degraded data', () => {
  test('a server answer marked stale carries the offline message, and keeps it when reused from memory', async () => {
    const env = browser({
      server: { status: 200, body: serverBody, headers: { 'X-Cache-Status': 'stale' } },
      listings: 'network-error',
    });
    expect(await loadMarketData(env)).toMatchObject({ cacheStatus: 'stale', message: OFFLINE_MESSAGE });
    env.advance(1000);
    expect(await loadMarketData(env)).toMatchObject({
      dataSource: 'cache',
      cacheStatus: 'stale',
      message: OFFLINE_MESSAGE,
    });
  });
});
