import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Database } from '../../platform/db.server';
import { createApp } from '../../server/app';
import { oneDatabaseTarget } from '../../tests/databases';
import { createTestServices } from '../../tests/services';
import { storeCandles } from '../market/server';

describe.each(oneDatabaseTarget)('CoinMarketCap-compatible API on $name', (target) => {
  let database: Database;
  let app: ReturnType<typeof createApp>;

  beforeAll(async () => {
    database = await target.open();
    app = createApp(createTestServices(database));
  });
  afterAll(() => database.close());

  const json = async (path: string, init?: RequestInit) => {
    const res = await app.request(path, init);
    return { res, body: (await res.json()) as ReturnType<typeof JSON.parse> };
  };

  describe('CoinMarketCap-compatible endpoints', () => {
    test('[MKT-042] [MKT-043] listings answer CoinMarketCap’s shape, up to 300 coins, in USD', async () => {
      const { res, body } = await json(
        '/api/coinmarketcap/cryptocurrency/listings/latest?limit=300&convert=USD&cb=123',
      );
      expect(res.status).toBe(200);
      expect(body.status.error_code).toBe(0);
      expect(body.data).toHaveLength(300);
      const btc = body.data[0];
      expect(btc).toMatchObject({
        id: 1,
        symbol: 'BTC',
        name: 'Bitcoin',
        slug: 'bitcoin',
        cmc_rank: 1,
        platform: null,
      });
      expect(Object.keys(btc.quote.USD)).toEqual(
        expect.arrayContaining(['price', 'percent_change_24h', 'volume_24h', 'market_cap', 'last_updated']),
      );
      expect(btc).toHaveProperty('tags');
      expect(btc).toHaveProperty('circulating_supply');
      expect(btc).toHaveProperty('max_supply', 21_000_000);
      const token = body.data.find((c: { platform: unknown }) => c.platform !== null);
      expect(token.platform).toMatchObject({
        name: expect.any(String),
        token_address: expect.stringMatching(/^0x|^T|^[1-9A-HJ-NP-Za-km-z]/),
      });
      expect(
        (await json('/api/coinmarketcap/cryptocurrency/listings/latest?limit=10')).body.data,
      ).toHaveLength(10);
    });

    test('bad listings parameters answer 400 in CoinMarketCap’s error shape', async () => {
      const tooMany = await json('/api/coinmarketcap/cryptocurrency/listings/latest?limit=301');
      expect(tooMany.res.status).toBe(400);
      expect(tooMany.body.status).toMatchObject({
        error_code: 400,
        error_message: expect.stringContaining('limit'),
      });
      expect((await json('/api/coinmarketcap/cryptocurrency/listings/latest?convert=EUR')).res.status).toBe(
        400,
      );
    });

    test('a failure inside the compatible API answers CoinMarketCap’s shape with status 500 and no detail', async () => {
      const failing = createTestServices(database);
      const broken = createApp({
        ...failing,
        market: {
          ...failing.market,
          read: () => Promise.reject(new Error('connection refused at 10.0.0.7:5432')),
        },
      });
      const res = await broken.request('/api/coinmarketcap/cryptocurrency/listings/latest');
      expect(res.status).toBe(500);
      const body = (await res.json()) as { status: { error_code: number; error_message: string } };
      expect(body.status).toMatchObject({ error_code: 500, error_message: 'Internal server error' });
      expect(JSON.stringify(body)).not.toContain('10.0.0.7');
    });

    test.each([
      ['listings/latest?start=301', 'Invalid value for "start": must be 1 to 300'],
      ['listings/latest?start=0', 'Invalid value for "start": must be 1 to 300'],
      [
        'quotes/latest?id=' + Array.from({ length: 121 }, (_, i) => i + 1).join(','),
        'Invalid value for "id": takes at most 120 values',
      ],
      ['quotes/latest?symbol=' + 'A'.repeat(2001), 'Invalid value for "symbol": is too long'],
    ])('out-of-range parameters (%s) answer CoinMarketCap’s 400', async (path, message) => {
      const { res, body } = await json(`/api/coinmarketcap/cryptocurrency/${path}`);
      expect(res.status).toBe(400);
      expect(body.status).toMatchObject({ error_code: 400, error_message: message });
    });

    test('[MKT-047] quotes by symbol answer data keyed by symbol', async () => {
      const { body } = await json('/api/coinmarketcap/cryptocurrency/quotes/latest?symbol=btc,ETH');
      expect(Object.keys(body.data)).toEqual(['BTC', 'ETH']);
      expect(body.data.ETH.quote.USD.price).toBeGreaterThan(0);
    });

    test('[MKT-048] quotes by id list answer data keyed by id with price and 24h change', async () => {
      const { body } = await json(
        `/api/coinmarketcap/cryptocurrency/quotes/latest?id=1,1027&cache_bust=${Date.now()}`,
      );
      expect(Object.keys(body.data)).toEqual(['1', '1027']);
      expect(body.data['1'].quote.USD).toMatchObject({
        price: expect.any(Number),
        percent_change_24h: expect.any(Number),
      });
      expect((await json('/api/coinmarketcap/cryptocurrency/quotes/latest')).res.status).toBe(400);
      expect((await json('/api/coinmarketcap/cryptocurrency/quotes/latest?symbol=NOPE')).res.status).toBe(
        400,
      );
    });

    test('info and quotes name their coins one way: by id, slug or symbol, never two at once', async () => {
      for (const call of [
        '/api/coinmarketcap/v2/cryptocurrency/info',
        '/api/coinmarketcap/v1/cryptocurrency/quotes/latest',
      ]) {
        for (const [query, message] of [
          ['', 'One of "id", "slug" or "symbol" is required'],
          ['symbol=BTC&slug=bitcoin', 'Give only one of "id", "slug" or "symbol"'],
          ['id=1&symbol=ETH', 'Give only one of "id", "slug" or "symbol"'],
        ]) {
          const { res, body } = await json(`${call}?${query}`);
          expect(res.status, `${call}?${query}`).toBe(400);
          expect(body.status.error_message, `${call}?${query}`).toBe(message);
        }
      }
      expect(
        Object.keys((await json('/api/coinmarketcap/v2/cryptocurrency/info?slug=bitcoin')).body.data),
      ).toEqual(['1']);
    });

    test('[MKT-049] the map answers up to limit entries', async () => {
      const { body } = await json('/api/coinmarketcap/cryptocurrency/map?limit=100');
      expect(body.data).toHaveLength(100);
      expect(body.data[0]).toMatchObject({ id: 1, symbol: 'BTC', is_active: 1 });
    });

    test('[MKT-050] global metrics answer dominance and the USD totals', async () => {
      const { body } = await json('/api/coinmarketcap/global-metrics/quotes/latest');
      expect(body.data.btc_dominance).toBeGreaterThan(40);
      expect(body.data.eth_dominance).toBeGreaterThan(5);
      expect(body.data.quote.USD.total_market_cap).toBeGreaterThan(1e12);
      expect(body.data.quote.USD.total_volume_24h).toBeGreaterThan(0);
    });
  });
  describe('price conversion (/v2/tools/price-conversion)', () => {
    const PATH = '/api/coinmarketcap/v2/tools/price-conversion';
    const coin = async (symbol: string) =>
      (await json(`/api/coinmarketcap/cryptocurrency/quotes/latest?symbol=${symbol}`)).body.data[symbol].quote
        .USD.price as number;

    test('2.5 BTC by id: one object, in USD and in ETH at the snapshot prices', async () => {
      const [btc, eth] = [await coin('BTC'), await coin('ETH')];
      const { res, body } = await json(`${PATH}?amount=2.5&id=1&convert=USD,ETH`);
      expect(res.status).toBe(200);
      expect(body.status.error_code).toBe(0);
      expect(body.data).toMatchObject({ id: 1, symbol: 'BTC', name: 'Bitcoin', amount: 2.5 });
      expect(body.data.quote.USD.price).toBeCloseTo(2.5 * btc, 6);
      expect(body.data.quote.ETH.price).toBeCloseTo((2.5 * btc) / eth, 9);
      expect(body.data.quote.USD.last_updated).toBe(body.data.last_updated);
    });

    test('by symbol: a list, as CoinMarketCap answers it; USD when no convert is given', async () => {
      const { res, body } = await json(`${PATH}?amount=1000&symbol=eth`);
      expect(res.status).toBe(200);
      expect(body.data).toHaveLength(1);
      expect(body.data[0]).toMatchObject({ symbol: 'ETH', amount: 1000 });
      expect(Object.keys(body.data[0].quote)).toEqual(['USD']);
    });

    test('bad input is a 400 naming the parameter, in CoinMarketCap’s status', async () => {
      for (const [query, message] of [
        ['id=1', 'Invalid value for "amount": is required'],
        ['amount=abc&id=1', 'Invalid value for "amount": must be a number'],
        ['amount=0&id=1', 'Invalid value for "amount": must be above 0 and at most 1000000000000'],
        ['amount=1', 'One of "id" or "symbol" is required'],
        ['amount=1&id=1&symbol=BTC', 'Give only one of "id" or "symbol"'],
        ['amount=1&id=1&convert=NOPE', 'Invalid value for "convert": "NOPE"'],
        ['amount=1&id=1&time=2024-01-01', 'Invalid value for "time": only the latest prices are converted'],
        ['amount=1&id=999999999', 'No coin matches the given value'],
      ]) {
        const { res, body } = await json(`${PATH}?${query}`);
        expect(res.status, query).toBe(400);
        expect(body.status, query).toMatchObject({ error_code: 400, error_message: message });
      }
    });
  });
  describe('OHLCV history (/v2/cryptocurrency/ohlcv/historical), from the stored candles', () => {
    const PATH = '/api/coinmarketcap/v2/cryptocurrency/ohlcv/historical';
    const DAY = 86_400_000;
    // Three closed days of Ethereum, at midnight UTC, far in the past so no live candle mixes in.
    const days = [0, 1, 2].map((i) => Date.UTC(2024, 0, 1) + i * DAY);
    beforeAll(async () => {
      await storeCandles(database.db, [
        {
          coinId: 1027,
          interval: '1d',
          candles: days.map((time, i) => ({
            time,
            open: 2000 + i,
            high: 2100 + i,
            low: 1900 + i,
            close: 2050 + i,
            volume: 1e9 + i,
          })),
        },
      ]);
    });

    test('a coin’s daily candles in a window, oldest first, in CoinMarketCap’s v2 shape', async () => {
      const { res, body } = await json(
        `${PATH}?id=1027&time_start=2024-01-01T00:00:00Z&time_end=2024-01-03T00:00:00Z`,
      );
      expect(res.status).toBe(200);
      expect(body.data).toMatchObject({ id: 1027, symbol: 'ETH', name: 'Ethereum' });
      expect(body.data.quotes).toEqual(
        [0, 1].map((i) => ({
          time_open: new Date(days[i]!).toISOString(),
          time_close: new Date(days[i]! + DAY - 1).toISOString(),
          time_high: null,
          time_low: null,
          quote: {
            USD: {
              open: 2000 + i,
              high: 2100 + i,
              low: 1900 + i,
              close: 2050 + i,
              volume: 1e9 + i,
              market_cap: null,
              timestamp: new Date(days[i]! + DAY - 1).toISOString(),
            },
          },
        })),
      );
    });

    test('count keeps the newest; a symbol answers a list under the symbol; Unix seconds are taken', async () => {
      const start = Date.UTC(2024, 0, 1) / 1000;
      const { body } = await json(
        `${PATH}?symbol=eth&time_start=${start}&time_end=${start + 3 * 86_400}&count=2`,
      );
      expect(Object.keys(body.data)).toEqual(['ETH']);
      expect(
        body.data.ETH[0].quotes.map((q: { quote: { USD: { close: number } } }) => q.quote.USD.close),
      ).toEqual([2051, 2052]);
    });

    test('bad input is a 400 naming the parameter', async () => {
      for (const [query, message] of [
        ['time_period=daily', 'One of "id", "slug" or "symbol" is required'],
        ['id=1027&symbol=ETH', 'Give only one of "id", "slug" or "symbol"'],
        // Repeated, a parameter is said to be so (its two values read as one list failed as 'a whole number').
        ['id=1027&count=5&count=6', 'Invalid value for "count": must be given once'],
        ['id=1027&time_period=weekly', 'Invalid value for "time_period": must be daily or hourly'],
        [
          'id=1027&time_start=yesterday',
          'Invalid value for "time_start": must be an ISO 8601 time or Unix seconds',
        ],
        [
          'id=1027&time_start=2024-02-01&time_end=2024-01-01',
          'Invalid value for "time_start": must be before "time_end"',
        ],
        // Past the year 9999, or before 1970, the database cannot hold the time: a 400, not a 500.
        ['id=1&time_end=999999999999', 'Invalid value for "time_end": must be from 1970 to the year 9999'],
        ['id=1&time_end=253402300800', 'Invalid value for "time_end": must be from 1970 to the year 9999'],
        [
          'id=1&time_start=-000001-01-01T00:00:00Z',
          'Invalid value for "time_start": must be from 1970 to the year 9999',
        ],
        ['id=1027&count=0', 'Invalid value for "count": must be 1 to 10000'],
        ['id=1027&convert=EUR', 'Invalid value for "convert": only USD'],
      ]) {
        const { res, body } = await json(`${PATH}?${query}`);
        expect(res.status, query).toBe(400);
        expect(body.status.error_message, query).toBe(message);
      }
    });
  });
});
