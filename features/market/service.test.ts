import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { Database } from '../../platform/db.server';
import { databaseTargets } from '../../tests/databases';
import { createTestServices, fakeClock } from '../../tests/services';
import { datasetUpTo, coinFromDataset } from './dataset.server';
import { ProviderError, type MarketProvider } from './providers/provider';
import type { GlobalQuote } from './schemas';
import {
  BREAKER_COOLDOWN_MS,
  createMarketService,
  MARKET_TTL_MS,
  RATE_LIMIT_FALLBACK_MS,
  TICK_CHANNEL,
  type MarketService,
  type PriceTick,
} from './service.server';
import { marketSnapshots, priceCandles } from './tables.server';

/** An upstream whose answers the test scripts: ok, or failing in a given way; counts its calls. */
function scriptedUpstream(clock: () => number) {
  let failure: ProviderError | null = null;
  let delayMs = 0;
  let priceFactor = 1;
  const upstream = {
    calls: 0,
    fail(kind: ProviderError['kind'] | null, status?: number) {
      failure = kind ? new ProviderError(kind, `upstream ${kind}`, status) : null;
    },
    slow(ms: number) {
      delayMs = ms;
    },
    move(factor: number) {
      priceFactor = factor;
    },
  };
  const provider: MarketProvider = {
    name: 'coinmarketcap',
    async listings(limit) {
      upstream.calls += 1;
      if (delayMs) await new Promise((r) => setTimeout(r, delayMs));
      if (failure) throw failure;
      return datasetUpTo(limit).map((c) => ({
        ...coinFromDataset(c, clock()),
        price: c.price * priceFactor,
      }));
    },
    async quotes() {
      return [];
    },
    async globalMetrics(): Promise<GlobalQuote> {
      if (failure) throw failure;
      return {
        totalMarketCapUsd: 4e12,
        totalVolume24hUsd: 1e11,
        btcDominance: 58,
        ethDominance: 13,
        activeCryptocurrencies: 1,
        totalCryptocurrencies: 1,
        activeExchanges: 1,
        totalExchanges: 1,
        activeMarketPairs: 1,
        marketCapChange24h: 1,
        volumeChange24h: 1,
        btcDominanceChange24h: 0,
        ethDominanceChange24h: 0,
        defiMarketCapUsd: 1,
        defiVolume24hUsd: 1,
        defiChange24h: 0,
        stablecoinMarketCapUsd: 1,
        stablecoinVolume24hUsd: 1,
        stablecoinChange24h: 0,
        lastUpdated: new Date(clock()).toISOString(),
      };
    },
    async map() {
      return [];
    },
  };
  return { upstream, provider };
}

describe.each(databaseTargets)('market service on $name', (target) => {
  let database: Database;
  beforeAll(async () => {
    database = await target.open();
  });
  afterAll(async () => {
    await Promise.all(created.map((m) => m.settled()));
    await database.close();
  });
  // Background refreshes of one test must not write into the next one's empty database.
  const created: MarketService[] = [];
  beforeEach(async () => {
    await Promise.all(created.splice(0).map((m) => m.settled()));
    await database.db.delete(marketSnapshots);
    await database.db.delete(priceCandles);
  });

  function setup() {
    const clock = fakeClock();
    const { upstream, provider } = scriptedUpstream(clock);
    const services = createTestServices(database, { clock, provider });
    created.push(services.market);
    return { clock, upstream, services, market: services.market };
  }

  test('[MKT-046] a cold read fetches once (miss); reads within 10 minutes are hits with no upstream call', async () => {
    const { clock, upstream, market } = setup();
    expect((await market.read()).status).toBe('miss');
    clock.advance(MARKET_TTL_MS - 1000);
    const read = await market.read();
    expect(read.status).toBe('hit');
    expect(read.snapshot.coins).toHaveLength(300);
    expect(upstream.calls).toBe(1);
  });

  test('1,000 concurrent reads of a cold cache make exactly one upstream call', async () => {
    const { upstream, market } = setup();
    upstream.slow(50);
    const reads = await Promise.all(Array.from({ length: 1000 }, () => market.read()));
    expect(upstream.calls).toBe(1);
    expect(new Set(reads.map((r) => r.snapshot.fetchedAt)).size).toBe(1);
  });

  test('after 10 minutes the old snapshot is served at once while one refresh runs (stale-while-revalidate)', async () => {
    const { clock, upstream, market } = setup();
    await market.read();
    clock.advance(MARKET_TTL_MS + 1);
    upstream.move(2);
    const reads = await Promise.all([market.read(), market.read(), market.read()]);
    expect(reads.map((r) => r.status)).toEqual(['refresh', 'refresh', 'refresh']);
    expect(reads[0]!.snapshot.coins[0]!.price).toBe(datasetUpTo(1)[0]!.price);
    await expect.poll(async () => (await market.read()).status).toBe('hit');
    expect((await market.read()).snapshot.coins[0]!.price).toBe(datasetUpTo(1)[0]!.price * 2);
    expect(upstream.calls).toBe(2);
  });

  test('a failing upstream is probed at most once per 30 s; meanwhile the old snapshot is served as stale', async () => {
    const { clock, upstream, market } = setup();
    await market.read();
    clock.advance(MARKET_TTL_MS + 1);
    upstream.fail('http', 500);
    await market.read();
    await expect.poll(() => market.stats().upstreamFailures).toBe(1);
    for (let i = 0; i < 50; i++) expect((await market.read()).status).toBe('stale');
    expect(upstream.calls).toBe(2);
    clock.advance(BREAKER_COOLDOWN_MS);
    upstream.fail(null);
    expect((await market.read()).status).toBe('refresh');
    await expect.poll(async () => (await market.read()).status).toBe('hit');
    expect(upstream.calls).toBe(3);
  });

  test('while the breaker is open a refresh, the job’s included, fails without an upstream call; the probe at its time that gets through closes it', async () => {
    const { clock, upstream, market } = setup();
    await market.read();
    upstream.fail('http', 500);
    await expect(market.refresh()).rejects.toThrow();
    expect(market.pausedUntil()).toBe(clock() + BREAKER_COOLDOWN_MS);
    upstream.fail(null);
    clock.advance(BREAKER_COOLDOWN_MS - 1);
    await expect(market.refresh()).rejects.toThrow('upstream http');
    expect(upstream.calls).toBe(2);
    clock.advance(1);
    await market.refresh();
    expect(upstream.calls).toBe(3);
    expect(market.pausedUntil()).toBeLessThanOrEqual(clock());
    expect(market.stats().breakerOpenUntil).toBeNull();
    expect((await market.read()).status).toBe('hit');
  });

  test('[MKT-015] a 429 switches to the built-in fallback data for 10 minutes, with no upstream call meanwhile', async () => {
    const { clock, upstream, market } = setup();
    upstream.fail('rate_limited', 429);
    const first = await market.read();
    expect(first.status).toBe('error');
    expect(first.snapshot.source).toBe('fallback');
    expect(first.snapshot.coins).toHaveLength(300);
    clock.advance(RATE_LIMIT_FALLBACK_MS - 1000);
    upstream.fail(null);
    const during = await market.read();
    expect(during.snapshot.source).toBe('fallback');
    expect(upstream.calls).toBe(1);
    clock.advance(2000);
    await market.read();
    await expect.poll(async () => (await market.read()).snapshot.source).toBe('coinmarketcap');
    expect(upstream.calls).toBe(2);
  });

  test('[MKT-016] [MKT-017] [MKT-018] any other failure with nothing cached falls back to the dataset', async () => {
    const { upstream, market } = setup();
    upstream.fail('timeout');
    const read = await market.read();
    expect(read.status).toBe('error');
    expect(read.snapshot.source).toBe('fallback');
    expect(read.snapshot.coins.slice(0, 3).map((c) => c.symbol)).toEqual(['BTC', 'ETH', 'USDT']);
    expect(read.snapshot.coins).toHaveLength(300);
    expect(read.snapshot.coins[299]!.id).toBeGreaterThan(9_000_000);
    expect(read.snapshot.global).toMatchObject({
      totalMarketCapUsd: 3.99e12,
      btcDominance: 57.48,
      ethDominance: 14.4,
    });
  });

  test('a new instance reads the stored snapshot from the database instead of calling upstream', async () => {
    const { upstream, market, clock } = setup();
    await market.read();
    await market.settled();
    const other = createMarketService({
      ...createTestServices(database, { clock }),
      db: database.db,
      provider: scriptedUpstream(clock).provider,
    });
    const read = await other.read();
    expect(read.status).toBe('hit');
    expect(read.snapshot.coins).toHaveLength(300);
    expect(upstream.calls).toBe(1);
  });

  test('each refresh appends candles and publishes a tick with every coin’s latest figures, in rank order', async () => {
    const { services, upstream, market, clock } = setup();
    const ticks: PriceTick[] = [];
    await services.bus.subscribe(TICK_CHANNEL, (m) => ticks.push(m as PriceTick));
    await market.refresh();
    clock.advance(5_000);
    upstream.move(1.01);
    await market.refresh();
    await expect.poll(() => ticks.length).toBe(2);
    await market.settled();
    expect(ticks[0]!.coins).toHaveLength(300);
    const latest = (await market.read()).snapshot.coins;
    expect(ticks[1]!.coins.map((c) => [c.id, c.price])).toEqual(latest.map((c) => [c.id, c.price]));
    const candles = await database.db.select().from(priceCandles);
    expect(new Set(candles.map((c) => c.interval))).toEqual(new Set(['5m', '1h', '1d']));
  });
});
