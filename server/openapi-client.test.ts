// A typed client generated from the OpenAPI document (openapi-typescript's types, openapi-fetch's client), as a
// developer building on the API would make one: the types are checked in (tests/generated/public-api.d.ts, which
// `npm run typecheck` checks this file against) and must be what the live document generates, and the client runs
// a short scenario against a running server.
import createClient from 'openapi-fetch';
import openapiTS, { astToString } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Database } from '../platform/db.server';
import { oneDatabaseTarget } from '../tests/databases';
import type { paths } from '../tests/generated/public-api';
import { listening } from '../tests/listening';
import { createTestServices } from '../tests/services';
import { createApp } from './app';

describe.each(oneDatabaseTarget)('a client generated from the document, on $name', (target) => {
  let database: Database;
  let services: ReturnType<typeof createTestServices>;
  let close: () => Promise<void>;
  let base: string;

  beforeAll(async () => {
    database = await target.open();
    services = createTestServices(database);
    const app = createApp(services);
    ({ base, close } = await listening(app.fetch));
  });
  afterAll(async () => {
    await close();
    await services.auth.idle();
    await database.close();
  });

  test('the checked-in types are what the live document generates (npx vitest -u updates them)', async () => {
    const document = (await (await fetch(`${base}/api/openapi.json`)).json()) as Parameters<
      typeof openapiTS
    >[0];
    const types = astToString(await openapiTS(document));
    await expect(
      `// Generated from /api/openapi.json by openapi-typescript (server/openapi-client.test.ts).\n${types}`,
    ).toMatchFileSnapshot('../tests/generated/public-api.d.ts');
  });

  test('lists coins, converts an amount, reads the news categories and the schedule, and reads a 400', async () => {
    const api = createClient<paths>({ baseUrl: base });

    const listings = await api.GET('/api/coinmarketcap/v1/cryptocurrency/listings/latest', {
      params: { query: { limit: 2 } },
    });
    expect(listings.response.status).toBe(200);
    expect(listings.data?.data.map((c) => c.symbol)).toEqual(['BTC', 'ETH']);
    const btc = listings.data?.data[0]?.quote.USD.price ?? 0;
    expect(btc).toBeGreaterThan(0);

    const converted = await api.GET('/api/coinmarketcap/v2/tools/price-conversion', {
      params: { query: { amount: '2', id: '1' } },
    });
    const one = converted.data?.data;
    expect(one && !Array.isArray(one) ? one.quote.USD?.price : null).toBeCloseTo(2 * btc, 2);

    const categories = await api.GET('/api/crypto-news/categories');
    expect(categories.data?.data.map((c) => c.name)).toContain('Bitcoin');

    const schedule = await api.GET('/api/shows/schedule');
    expect(schedule.data?.data.timezone).toBe('America/New_York');
    expect(schedule.data?.data.programmes.length).toBeGreaterThan(4);

    const bad = await api.GET('/api/crypto-news/{id}', { params: { path: { id: 'no-such-story' } } });
    expect(bad.response.status).toBe(404);
    expect(bad.error?.error).toBe('Article not found');
  });
});
