import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Database } from '../../platform/db.server';
import { createApp } from '../../server/app';
import { CANDLE_FIGURES_TTL_MS } from './candle-figures.server';
import { SPARKLINE_POINTS } from './sparkline';
import { oneDatabaseTarget } from '../../tests/databases';
import { createTestServices } from '../../tests/services';
import { backfillHistory } from './job.server';
import { createSimulatedProvider } from './providers/simulated.server';

describe.each(oneDatabaseTarget)('market API on $name', (target) => {
  let database: Database;
  let services: ReturnType<typeof createTestServices>;
  let app: ReturnType<typeof createApp>;

  beforeAll(async () => {
    database = await target.open();
    services = createTestServices(database);
    app = createApp(services);
  });
  afterAll(() => database.close());

  const json = async (path: string, init?: RequestInit) => {
    const res = await app.request(path, init);
    return { res, body: (await res.json()) as ReturnType<typeof JSON.parse> };
  };

  describe('server market cache', () => {
    test('[MKT-025] [MKT-026] [MKT-051] /api/market-cache answers success, coins, globalMetrics and meta, with X-Cache-Status', async () => {
      const { res, body } = await json('/api/market-cache?limit=50&sort=marketCap&order=desc');
      expect(res.headers.get('x-cache-status')).toMatch(/^(hit|miss|refresh|stale|error)$/);
      expect(body.success).toBe(true);
      expect(body.data).toHaveLength(50);
      const caps = body.data.map((c: { marketCap: number }) => c.marketCap);
      expect(caps).toEqual([...caps].sort((a, b) => b - a));
      for (const field of [
        'totalMarketCap',
        'total24hVolume',
        'btcDominance',
        'ethDominance',
        'activeCryptocurrencies',
        'totalCryptocurrencies',
        'activeExchanges',
        'totalExchanges',
        'marketCapChange24h',
        'volumeChange24h',
        'activeMarketPairs',
        'defiMarketCap',
        'defiVolume24h',
        'defiChange24h',
        'stablecoinMarketCap',
        'stablecoinVolume24h',
        'stablecoinChange24h',
        'btcDominanceChange24h',
        'ethDominanceChange24h',
        'altcoinMarketCap',
        'altcoinVolume24h',
        'lastUpdated',
      ]) {
        expect(body.globalMetrics).toHaveProperty(field);
      }
      expect(body.meta.totalMarketCap).toBe(body.globalMetrics.totalMarketCap);
      expect(body.meta.cacheStatus).toBe(res.headers.get('x-cache-status'));
    });

    test('[MKT-057] each coin is normalized with the spec’s fields', async () => {
      const { body } = await json('/api/market-cache?limit=300');
      const usdt = body.data.find((c: { symbol: string }) => c.symbol === 'USDT');
      for (const field of [
        'symbol',
        'name',
        'price',
        'change',
        'rank',
        'volume',
        'marketCap',
        'image',
        'category',
        'isStablecoin',
        'isMemecoin',
        'isToken',
        'platform',
        'tokenAddress',
        'lastSynced',
        'id',
        'slug',
        'circulating_supply',
        'max_supply',
        'tags',
      ]) {
        expect(usdt).toHaveProperty(field);
      }
      expect(usdt).toMatchObject({
        isStablecoin: true,
        isToken: true,
        image: `/images/coins/64x64/usdt-825.png`,
      });
    });

    test('an unchanged answer is revalidated with its ETag (304)', async () => {
      const first = await app.request('/api/market-cache?limit=10');
      const etag = first.headers.get('etag');
      expect(etag).toBeTruthy();
      const again = await app.request('/api/market-cache?limit=10', { headers: { 'If-None-Match': etag! } });
      expect(again.status).toBe(304);
    });

    test.each([
      [
        '/api/market-cache?sort=bogus',
        'sort must be one of: rank, name, symbol, price, change, change1h, change7d, volume, marketCap',
      ],
      ['/api/market-cache?limit=0', 'limit must be 1 to 300'],
      ['/api/market-cache?order=up', 'order must be asc or desc'],
      ['/api/market-cache/performers?limit=101', 'limit must be 1 to 100'],
      ['/api/market-cache/performers?type=risers', 'type must be gainers or losers'],
      ['/api/market-cache/ticker?limit=abc', 'limit must be a whole number'],
    ])('a bad parameter (%s) answers 400 naming it', async (path, error) => {
      const { res, body } = await json(path);
      expect(res.status).toBe(400);
      expect(body).toEqual({ success: false, error });
    });

    test('sort keys are taken in CoinMarketCap’s snake case too', async () => {
      const { res, body } = await json('/api/market-cache?sort=market_cap&order=desc&limit=3');
      expect(res.status).toBe(200);
      const caps = (body.data as { marketCap: number }[]).map((c) => c.marketCap);
      expect(caps).toEqual([...caps].sort((a, b) => b - a));
    });

    test('[MKT-052] the ticker endpoint answers a list of ticker coins', async () => {
      const { body } = await json('/api/market-cache/ticker?limit=10&t=1');
      expect(body.data).toHaveLength(10);
      expect(body.data[0]).toMatchObject({
        symbol: 'BTC',
        price: expect.any(Number),
        change: expect.any(Number),
      });
    });

    test('[MKT-054] performers answer the top gainers or losers', async () => {
      const gainers = (await json('/api/market-cache/performers?type=gainers&limit=5')).body.data as {
        change: number;
      }[];
      const losers = (await json('/api/market-cache/performers?type=losers&limit=5')).body.data as {
        change: number;
      }[];
      expect(gainers.length).toBeGreaterThan(0);
      expect(gainers.map((c) => c.change)).toEqual([...gainers.map((c) => c.change)].sort((a, b) => b - a));
      for (const c of gainers) expect(c.change).toBeGreaterThan(0);
      for (const c of losers) expect(c.change).toBeLessThan(0);
      expect((await json('/api/market-cache/performers?type=sideways')).res.status).toBe(400);
    });

    test('[MKT-032] the cache dashboard reports real hit and miss figures', async () => {
      const { body } = await json('/api/market-cache/stats');
      expect(body.data.reads.hit + body.data.reads.miss).toBeGreaterThan(0);
      expect(body.data.provider).toBe('simulated');
    });
  });

  describe('price history', () => {
    test('history for the coin page comes from stored candles', async () => {
      await backfillHistory(
        database.db,
        createSimulatedProvider({ seed: 'test', clock: services.clock }),
        services.logger,
        services.clock(),
      );
      const year = (await json('/api/market/history/1?range=1Y')).body.data as {
        time: number;
        close: number;
      }[];
      expect(year.length).toBeGreaterThanOrEqual(360);
      const week = (await json('/api/market/history/1?range=7D')).body.data as unknown[];
      expect(week.length).toBeGreaterThanOrEqual(160);
      expect((await json('/api/market/history/1?range=5Y')).res.status).toBe(400);
    });

    test('the watchlist’s sparklines: packed 7-day lines of the coins asked for, from stored candles; bad ids are named', async () => {
      await backfillHistory(
        database.db,
        createSimulatedProvider({ seed: 'test', clock: services.clock }),
        services.logger,
        services.clock(),
      );
      // The figures are read once a minute: a read made before the history was written is renewed after it.
      services.clock.advance(CANDLE_FIGURES_TTL_MS);
      await json('/api/market/sparklines?ids=1');
      await services.market.settled();
      const { res, body } = await json('/api/market/sparklines?ids=1,1027,999999');
      expect(res.status).toBe(200);
      expect(Object.keys(body.data)).toEqual(['1', '1027']);
      expect(body.data['1']).toMatch(new RegExp(`^[A-Za-z0-9_-]{${SPARKLINE_POINTS}}$`));
      for (const bad of ['', 'x', '1,,2', '0']) {
        const answer = await json(`/api/market/sparklines?ids=${bad}`);
        expect(answer.res.status).toBe(400);
        expect(answer.body.error).toBe('ids must be 1 to 300 coin ids separated by commas');
      }
    });
  });

  describe('coin icons', () => {
    test('[MKT-093] coin images are served from /images/coins/64x64/{symbol}-{coinId}.png', async () => {
      const res = await app.request('/images/coins/64x64/btc-1.png');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/png');
      const png = Buffer.from(await res.arrayBuffer());
      expect(png.subarray(1, 4).toString()).toBe('PNG');
    });

    test('[MKT-094] a coin without an icon is sent to the generic icon; a symbol without one answers 404', async () => {
      const missing = await app.request('/images/coins/64x64/zzzz-9000121.png');
      expect(missing.status).toBe(302);
      expect(missing.headers.get('location')).toBe('/icons/crypto/generic.svg');
      expect((await app.request('/icons/crypto/zzzz.png')).status).toBe(404);
      expect((await app.request('/icons/crypto/eth.png')).status).toBe(200);
      expect((await app.request('/icons/crypto/generic.svg')).status).not.toBe(500);
    });
  });

  describe('compressed answers', () => {
    test('a cached answer is sent gzip-compressed to clients that accept it, and reads back the same', async () => {
      const plain = await app.request('/api/market-cache?limit=100');
      const zipped = await app.request('/api/market-cache?limit=100', {
        headers: { 'Accept-Encoding': 'gzip, br' },
      });
      expect(zipped.headers.get('content-encoding')).toBe('gzip');
      expect(zipped.headers.get('etag')).toBe(plain.headers.get('etag'));
      const { gunzipSync } = await import('node:zlib');
      const body = gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString();
      expect(body).toBe(await plain.text());
    });
  });

  describe('coin icon addresses', () => {
    test('only coins of the snapshot get their icon; a made-up id gets the generic icon and nothing is stored', async () => {
      const btc = await app.request('/images/coins/64x64/btc-1.png');
      expect(btc.status).toBe(200);
      expect(btc.headers.get('Content-Type')).toBe('image/png');
      const made = await app.request('/images/coins/64x64/btc-99999991.png');
      expect(made.status).toBe(302);
      expect(made.headers.get('Location')).toBe('/icons/crypto/generic.svg');
      expect((await services.icons.store.local()).map((i) => i.id)).not.toContain(99999991);
    });
  });
});
