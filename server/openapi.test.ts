// The OpenAPI document against the app it describes, over HTTP on a running server: it lists every public API
// call and nothing else, and each answer a call gives (its 200 and its failures) validates against the schema the
// document gives for that status.
import Ajv2020 from 'ajv/dist/2020';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { API_LIMITS } from '../features/api-access/server';
import { subscriptions } from '../features/auth/server';
import { storeCandles } from '../features/market/server';
import { seedRow } from '../features/news/seed/row.server';
import { runSeeds } from '../db/seed/index.server';
import { showsSeed } from '../features/shows/seed.server';
import type { Database } from '../platform/db.server';
import { jsonRequest, newSignedInUser } from '../tests/auth';
import { oneDatabaseTarget } from '../tests/databases';
import { listening } from '../tests/listening';
import { createTestServices } from '../tests/services';
import { createApp } from './app';
import type { OpenApiDocument } from './openapi';
import { isPublicApiCall } from './public-api';

type Json = ReturnType<typeof JSON.parse>;

/** Parameters that make each documented call answer 200. */
const OK_QUERIES: Record<string, string> = {
  '/api/coinmarketcap/cryptocurrency/listings/latest': 'limit=3',
  '/api/coinmarketcap/v1/cryptocurrency/listings/latest': 'limit=3&start=2',
  '/api/coinmarketcap/cryptocurrency/quotes/latest': 'symbol=BTC,ETH',
  '/api/coinmarketcap/v1/cryptocurrency/quotes/latest': 'id=1,1027',
  '/api/coinmarketcap/cryptocurrency/map': 'limit=5',
  '/api/coinmarketcap/v1/cryptocurrency/map': 'limit=5',
  '/api/coinmarketcap/global-metrics/quotes/latest': '',
  '/api/coinmarketcap/v1/global-metrics/quotes/latest': '',
  '/api/coinmarketcap/v2/cryptocurrency/info': 'symbol=BTC,ETH',
  '/api/coinmarketcap/v2/cryptocurrency/ohlcv/historical':
    'id=1027&time_start=2024-01-01T00:00:00Z&time_end=2024-01-03T00:00:00Z',
  '/api/coinmarketcap/v2/tools/price-conversion': 'amount=2&symbol=BTC&convert=USD,ETH',
  '/api/crypto-news/list': 'limit=5&search=miners',
  '/api/crypto-news/categories': '',
  '/api/crypto-news/{id}': '',
  '/api/press-releases/list': 'limit=5',
  '/api/press-releases/{id}': '',
  '/api/shows/schedule': '',
};

describe.each(oneDatabaseTarget)('the OpenAPI document on $name', (target) => {
  let database: Database;
  let services: ReturnType<typeof createTestServices>;
  let app: ReturnType<typeof createApp>;
  let close: () => Promise<void>;
  let base: string;
  let doc: OpenApiDocument;
  const ajv = new Ajv2020({ strict: false, validateFormats: false });
  let validated = 0;

  beforeAll(async () => {
    database = await target.open();
    services = createTestServices(database);
    app = createApp(services);
    const now = services.clock();
    const story = {
      description: 'A summary of the story.',
      category: 'Bitcoin' as const,
      tags: ['bitcoin'],
      source: 'Blockcast Newsroom',
      hoursAgo: 1,
      views: 3,
      body: 'A paragraph.',
    };
    await services.news.insertMany([
      seedRow(
        { ...story, type: 'news', slug: 'miners-sell-less', title: 'Miners sell less as fees rise' },
        now,
      ),
      seedRow(
        { ...story, type: 'press_release', slug: 'exchange-lists-token', title: 'Exchange lists a token' },
        now,
      ),
    ]);
    await runSeeds(database.db, [showsSeed(services.clock)]);
    await storeCandles(database.db, [
      {
        coinId: 1027,
        interval: '1d',
        candles: [0, 1].map((i) => ({
          time: Date.UTC(2024, 0, 1) + i * 86_400_000,
          open: 2000,
          high: 2100,
          low: 1900,
          close: 2050,
          volume: 1e9,
        })),
      },
    ]);
    ({ base, close } = await listening(app.fetch));
    const res = await fetch(`${base}/api/openapi.json`);
    expect(res.status).toBe(200);
    expect(res.headers.get('Access-Control-Allow-Origin')).toBe('*');
    doc = (await res.json()) as OpenApiDocument;
  });
  afterAll(async () => {
    await close();
    await services.auth.idle();
    await database.close();
  });

  /** The schema the document gives for a call's answer with this status. */
  const schemaOf = (path: string, status: number) => {
    const response = doc.paths[path]?.get.responses?.[String(status)] as
      { content: { 'application/json': { schema: object } } } | undefined;
    expect(response, `${path} documents ${status}`).toBeDefined();
    return response!.content['application/json'].schema;
  };

  /** Calls `url` and checks the answer against the document's schema for the status it expects. */
  const answersAsDocumented = async (path: string, url: string, status: number, headers?: HeadersInit) => {
    const res = await fetch(`${base}${url}`, { headers });
    const body = (await res.json()) as Json;
    expect(res.status, `${url}: ${JSON.stringify(body).slice(0, 300)}`).toBe(status);
    // The schema's `#/components/…` references resolve against the document's components.
    const validate = ajv.compile({
      $id: `urn:blockcast:${encodeURIComponent(path)}:${status}:${validated++}`,
      components: doc.components,
      allOf: [schemaOf(path, status)],
    });
    const valid = validate(body);
    expect(valid, `${url} → ${status}: ${ajv.errorsText(validate.errors)}`).toBe(true);
    return { res, body };
  };

  test('lists every public API call the app serves, and nothing else', () => {
    const served = new Set(
      app.routes
        .filter((r) => r.method === 'GET' && isPublicApiCall('GET', r.path) && !r.path.endsWith('*'))
        .map((r) => r.path.replace(/:(\w+)/g, '{$1}')),
    );
    expect(served.size).toBeGreaterThanOrEqual(17);
    expect(new Set(Object.keys(doc.paths))).toEqual(served);
    // Nothing else: not the site's own calls, not the signed-in ones, not the admin's.
    for (const path of Object.keys(doc.paths)) expect(isPublicApiCall('GET', path)).toBe(true);
    expect(doc.paths['/api/auth/login']).toBeUndefined();
    expect(doc.paths['/api/market-cache']).toBeUndefined();
    expect(doc.openapi).toBe('3.1.0');
  });

  test("the document's server is the one that served it, at whatever address it was reached", async () => {
    const servers = doc.servers as { url: string }[];
    // Where a client (Redoc's samples, a generated client given the document's URL) sends its calls.
    const origin = new URL(servers[0]!.url, `${base}/api/openapi.json`);
    const res = await fetch(new URL('api/crypto-news/categories', origin));
    expect(res.status).toBe(200);
    expect(origin.origin).toBe(new URL(base).origin);
  });

  test('the description states every limit the API enforces, and how its answers are cached', () => {
    const description = (doc.info as { description: string }).description;
    for (const [caller, limit] of Object.entries(API_LIMITS)) {
      expect(description, caller).toMatch(
        new RegExp(`${limit.perMinute.toLocaleString('en-US')} (calls )?a minute`),
      );
      expect(description, caller).toContain(limit.perDay.toLocaleString('en-US'));
    }
    expect(description).toContain('If-None-Match');
  });

  test('the parameters are the ones the routes validate, with their bounds', () => {
    const params = (path: string) =>
      (doc.paths[path]?.get.parameters as { name: string; in: string; schema: Json }[]).map((p) => [
        p.name,
        p.in,
      ]);
    expect(params('/api/crypto-news/list')).toEqual(
      expect.arrayContaining([
        ['limit', 'query'],
        ['page', 'query'],
        ['category', 'query'],
        ['search', 'query'],
        ['type', 'query'],
      ]),
    );
    expect(params('/api/crypto-news/{id}')).toEqual([['id', 'path']]);
    const amount = (doc.paths['/api/coinmarketcap/v2/tools/price-conversion']?.get.parameters as Json[]).find(
      (p) => p.name === 'amount',
    );
    expect(amount).toMatchObject({ in: 'query', required: true });
  });

  test('every documented call answers 200 with what its schema says', async () => {
    const ids = { news: 'miners-sell-less', press: 'exchange-lists-token' };
    for (const path of Object.keys(doc.paths)) {
      expect(OK_QUERIES, `a test query for ${path}`).toHaveProperty([path]);
      const url =
        path
          .replace('/api/crypto-news/{id}', `/api/crypto-news/${ids.news}`)
          .replace('/api/press-releases/{id}', `/api/press-releases/${ids.press}`) +
        (OK_QUERIES[path] ? `?${OK_QUERIES[path]}` : '');
      const { res } = await answersAsDocumented(path, url, 200, { 'X-Forwarded-For': '203.0.113.1' });
      expect(res.headers.get('RateLimit-Policy')).toBeTruthy();
    }
  });

  test('a bad parameter, an unknown story, a bad key and a plan without keys answer as documented', async () => {
    await answersAsDocumented(
      '/api/coinmarketcap/v1/cryptocurrency/listings/latest',
      '/api/coinmarketcap/v1/cryptocurrency/listings/latest?limit=0',
      400,
    );
    await answersAsDocumented('/api/crypto-news/list', '/api/crypto-news/list?limit=0', 400);
    await answersAsDocumented('/api/crypto-news/{id}', '/api/crypto-news/no-such-story', 404);
    await answersAsDocumented('/api/press-releases/{id}', '/api/press-releases/no-such-release', 404);
    await answersAsDocumented('/api/shows/schedule', '/api/shows/schedule', 401, {
      'X-API-Key': 'bc_live_x',
    });
    await answersAsDocumented(
      '/api/coinmarketcap/v2/cryptocurrency/info',
      '/api/coinmarketcap/v2/cryptocurrency/info?id=1',
      401,
      { 'X-CMC_PRO_API_KEY': `bc_live_${'a'.repeat(40)}` },
    );

    const me = await newSignedInUser(app, database.db);
    await app.request('/api/billing/checkout', jsonRequest({ tier: 'enterprise' }, { headers: me.bearer }));
    const made = await app.request(
      '/api/dashboard/api-keys',
      jsonRequest({ name: 'doc' }, { headers: me.bearer }),
    );
    const { key } = ((await made.json()) as Json).data as { key: string };
    await database.db.update(subscriptions).set({ tier: 'free' }).where(eq(subscriptions.userId, me.userId));
    await answersAsDocumented('/api/crypto-news/categories', '/api/crypto-news/categories', 403, {
      Authorization: `Bearer ${key}`,
    });
  });

  test('past the limit a call answers 429 as documented, with Retry-After', async () => {
    const path = '/api/coinmarketcap/v1/global-metrics/quotes/latest';
    const headers = { 'X-Forwarded-For': '203.0.113.77' };
    let last: Response | undefined;
    for (let i = 0; i < 200 && last?.status !== 429; i++) last = await fetch(`${base}${path}`, { headers });
    expect(last?.status).toBe(429);
    const { res } = await answersAsDocumented(path, path, 429, headers);
    expect(Number(res.headers.get('Retry-After'))).toBeGreaterThan(0);
  });
});
