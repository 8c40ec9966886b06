// The real CoinMarketCap adapter against a local server speaking CoinMarketCap's wire format:
// how the product behaves when the provider rate-limits, fails, or nothing can be reached at all.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { Database } from '../../platform/db.server';
import { createApp } from '../../server/app';
import { oneDatabaseTarget } from '../../tests/databases';
import { startFakeCoinMarketCap, type FakeCmc } from '../../tests/fakes/coinmarketcap-server';
import { createTestServices, fakeClock } from '../../tests/services';
import { memoryStorage } from '../../tests/fake-storage';
import { ALL_FAILED_MESSAGE, clearMarketMemory, loadMarketData, OFFLINE_MESSAGE } from './client/market-data';
import { loadMarketPage } from './page-data.server';
import { createCoinMarketCapProvider } from './providers/coinmarketcap.server';
import { CMC_COINS } from './providers/provider-fixtures';
import { MARKET_TTL_MS, RATE_LIMIT_FALLBACK_MS } from './service.server';
import { marketSnapshots } from './tables.server';

describe.each(oneDatabaseTarget)('upstream failures on $name', (target) => {
  let database: Database;
  let fake: FakeCmc;

  beforeAll(async () => {
    database = await target.open();
    fake = await startFakeCoinMarketCap(CMC_COINS, { apiKey: 'test-key' });
  });
  afterAll(async () => {
    await fake.close();
    await database.close();
  });
  beforeEach(async () => {
    fake.setMode('ok');
    fake.requests.length = 0;
    await database.db.delete(marketSnapshots);
  });

  /** The services of the test under way: their database write may still be running when the test ends. */
  let running: ReturnType<typeof createTestServices>[] = [];
  afterEach(async () => {
    // A snapshot written after the next test's clean-up would be that test's stored copy.
    await Promise.all(running.map((s) => s.market.settled()));
    running = [];
  });

  /**
   * A healthy local answer takes milliseconds, but a busy machine can hold the event loop for a second: only the test
   * that waits out a hanging upstream gets a short timeout.
   */
  function setup(timeoutMs = 10_000) {
    const clock = fakeClock();
    const provider = createCoinMarketCapProvider({ baseUrl: fake.url, apiKey: 'test-key', timeoutMs });
    const services = createTestServices(database, { clock, provider });
    running.push(services);
    return { clock, services, app: createApp(services) };
  }
  const upstreamListingCalls = () => fake.requests.filter((r) => r.path.includes('listings')).length;

  describe('with a CoinMarketCap upstream', () => {
    test('[MKT-004] prices come from the provider, and the API never exposes its key', async () => {
      const { app } = setup();
      const res = await app.request('/api/coinmarketcap/cryptocurrency/listings/latest?limit=2');
      const text = await res.text();
      expect(res.headers.get('x-cache-status')).toBe('miss');
      const top = [...CMC_COINS].sort((a, b) => a.rank - b.rank)[0]!;
      expect(JSON.parse(text).data[0].symbol).toBe(top.symbol);
      expect(text).not.toContain('test-key');
      expect(fake.requests[0]!.apiKey).toBe('test-key');
    });

    test('[MKT-015] a 429 gives the built-in fallback data for 10 minutes, without asking again', async () => {
      const { app, clock } = setup();
      fake.setMode('429');
      const first = await app.request('/api/market-cache?limit=300');
      const body = (await first.json()) as { data: unknown[]; meta: { source: string } };
      expect(first.headers.get('x-cache-status')).toBe('error');
      expect(body.meta.source).toBe('fallback');
      expect(body.data).toHaveLength(300);
      const calls = upstreamListingCalls();
      for (let minute = 1; minute < 10; minute++) {
        clock.advance(60_000);
        const again = (await (await app.request('/api/market-cache?limit=5')).json()) as {
          meta: { source: string };
        };
        expect(again.meta.source).toBe('fallback');
      }
      expect(upstreamListingCalls()).toBe(calls);
      fake.setMode('ok');
      clock.advance(RATE_LIMIT_FALLBACK_MS - 9 * 60_000 + 1);
      await app.request('/api/market-cache?limit=5');
      await expect
        .poll(
          async () =>
            ((await (await app.request('/api/market-cache?limit=5')).json()) as { meta: { source: string } })
              .meta.source,
        )
        .toBe('coinmarketcap');
    });

    test.each(['500', 'timeout', 'malformed', 'empty'] as const)(
      '[MKT-005] [MKT-016] after a %s the last prices are served as stale, labelled as offline data',
      async (mode) => {
        const { services, clock } = setup(mode === 'timeout' ? 1_500 : undefined);
        await services.market.read();
        clock.advance(MARKET_TTL_MS + 1);
        fake.setMode(mode);
        await services.market.read();
        await expect.poll(() => services.market.stats().upstreamFailures, { timeout: 15_000 }).toBe(1);
        const page = await loadMarketPage(services.market, clock());
        expect(page.cacheStatus).toBe('stale');
        expect(page.message).toBe(OFFLINE_MESSAGE);
        expect(page.coins.length).toBe(CMC_COINS.length);
      },
    );

    test('[MKT-016] [MKT-023] with the provider down and nothing stored, pages still get the fallback data', async () => {
      const { services, clock } = setup();
      fake.setMode('500');
      const page = await loadMarketPage(services.market, clock());
      expect(page.origin).toBe('fallback');
      expect(page.coins).toHaveLength(300);
    });
  });

  describe('the browser loader when the server is unreachable', () => {
    const down: typeof fetch = async () => {
      throw new TypeError('Failed to fetch');
    };
    test('[MKT-006] with no copy of its own it reports that every source failed', async () => {
      clearMarketMemory();
      await expect(loadMarketData({ fetch: down, storage: memoryStorage(), now: Date.now })).rejects.toThrow(
        ALL_FAILED_MESSAGE,
      );
    });
  });
});
