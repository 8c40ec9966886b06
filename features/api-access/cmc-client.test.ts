// A published CoinMarketCap client (coinmarketcap-api on npm, over HTTP with its own node-fetch), given Blockcast's
// address and an API key instead of CoinMarketCap's: its calls go to /api/coinmarketcap/v1/… with the key in
// X-CMC_PRO_API_KEY, and read answers in CoinMarketCap's shape.
import CoinMarketCap from 'coinmarketcap-api';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Database } from '../../platform/db.server';
import { createApp } from '../../server/app';
import { jsonRequest, newSignedInUser } from '../../tests/auth';
import { oneDatabaseTarget } from '../../tests/databases';
import { listening } from '../../tests/listening';
import { createTestServices } from '../../tests/services';
import { API_LIMITS, API_MESSAGES as M } from './rules';

type Json = ReturnType<typeof JSON.parse>;

describe.each(oneDatabaseTarget)('a CoinMarketCap client pointed at Blockcast on $name', (target) => {
  let database: Database;
  let services: ReturnType<typeof createTestServices>;
  let app: ReturnType<typeof createApp>;
  const seen: { url: string; headers: Headers; limit: string | null }[] = [];

  let base: string;
  let close: () => Promise<void>;

  /** The client as published (node-fetch over HTTP), its base URL changed to this site's. */
  const client = (key: string) => {
    const cmc = new CoinMarketCap(key);
    cmc.url = `${base}/api/coinmarketcap/v1`;
    return cmc;
  };

  beforeAll(async () => {
    database = await target.open();
    services = createTestServices(database);
    app = createApp(services);
    // What the client sent and what it was answered, seen by the server.
    ({ base, close } = await listening(async (req, env) => {
      const res = await app.fetch(req, env);
      seen.push({ url: req.url, headers: req.headers, limit: res.headers.get('X-RateLimit-Limit') });
      return res;
    }));
  });
  afterAll(async () => {
    await close();
    await services.auth.idle();
    await database.close();
  });

  test('with an Enterprise key it lists coins, quotes one, maps symbols and reads the global figures', async () => {
    const me = await newSignedInUser(app, database.db);
    await app.request('/api/billing/checkout', jsonRequest({ tier: 'enterprise' }, { headers: me.bearer }));
    const made = await app.request(
      '/api/dashboard/api-keys',
      jsonRequest({ name: 'cmc' }, { headers: me.bearer }),
    );
    const { key } = ((await made.json()) as Json).data;
    const cmc = client(key);

    const listings = (await cmc.getTickers({ limit: 3 })) as Json;
    expect(listings.status.error_code).toBe(0);
    expect(listings.data.map((c: Json) => c.symbol)).toEqual(['BTC', 'ETH', 'USDT']);
    expect(listings.data[0].quote.USD.price).toEqual(expect.any(Number));

    const quotes = (await cmc.getQuotes({ id: 1 })) as Json;
    expect(quotes.data['1']).toMatchObject({
      id: 1,
      symbol: 'BTC',
      quote: { USD: { price: expect.any(Number) } },
    });

    const map = (await cmc.getIdMap({ limit: 5 })) as Json;
    expect(map.data[0]).toMatchObject({ id: 1, symbol: 'BTC', slug: 'bitcoin' });

    const global = (await cmc.getGlobal()) as Json;
    expect(global.data.quote.USD.total_market_cap).toEqual(expect.any(Number));

    // Each call went to /api/coinmarketcap/v1/… with the key in CoinMarketCap's header, and was counted as the key's.
    expect(seen.map((s) => new URL(s.url).pathname)).toEqual([
      '/api/coinmarketcap/v1/cryptocurrency/listings/latest',
      '/api/coinmarketcap/v1/cryptocurrency/quotes/latest',
      '/api/coinmarketcap/v1/cryptocurrency/map',
      '/api/coinmarketcap/v1/global-metrics/quotes/latest',
    ]);
    expect(seen.every((s) => s.headers.get('X-CMC_PRO_API_KEY') === key)).toBe(true);
    expect(seen.every((s) => s.limit === String(API_LIMITS.enterprise.perMinute))).toBe(true);
  });

  test('with a revoked or mistyped key it reads CoinMarketCap’s error status, 401', async () => {
    const answer = (await client(`bc_live_${'Z'.repeat(40)}`).getTickers({ limit: 1 })) as Json;
    expect(answer.status).toMatchObject({ error_code: 401, error_message: M.unknownKey });
    const mistyped = (await client('bc_live_short').getTickers({ limit: 1 })) as Json;
    expect(mistyped.status).toMatchObject({ error_code: 401, error_message: M.malformedKey });
  });
});
