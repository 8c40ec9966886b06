// Attack, generated from the route table: every route the app serves is tried, so a new route is covered without
// new test code. A route is public only when it is listed below; every other API route must ask a visitor to sign
// in, every admin route must refuse a reader, a reader can never read or change another reader's data through any
// route, and no body, query or path parameter (random JSON, malformed escapes, 10 KB values, any unicode) gets a
// 5xx or a hang.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { jsonRequest, newSignedInUser, type SignedIn } from '../tests/auth';
import { oneDatabaseTarget } from '../tests/databases';
import { createTestServices } from '../tests/services';
import type { Database } from '../platform/db.server';
import { ADMIN_ONLY_PATHS, createApp, type App } from './app';

/** Routes anyone may call: the public site's API, the sign-in flow, and what browsers and crawlers fetch. */
const PUBLIC = new Set([
  'POST /api/auth/login',
  'POST /api/auth/signup',
  'POST /api/auth/verify',
  'POST /api/auth/refresh',
  'POST /api/auth/logout',
  'POST /api/auth/forgot-password',
  'POST /api/auth/reset-password',
  'POST /api/auth/verify-email',
  // A visit is recorded for a reader, and answered without a record for a visitor.
  'POST /api/user-activity/record',
  'GET /api/fx-rates',
  // Stripe's call: its signature is the credential.
  'POST /api/billing/webhook',
  'POST /api/telemetry/events',
  'GET /api/crypto-news/list',
  'GET /api/crypto-news/categories',
  'GET /api/crypto-news/:id',
  'GET /api/press-releases/list',
  'GET /api/press-releases/:id',
  'GET /api/news-art/:version/:key/:file',
  'POST /api/articles/:id/view',
  'POST /api/newsletter/subscribe',
  'GET /api/health',
  'POST /api/client-errors',
  'GET /api/market-cache',
  'GET /api/market-cache/ticker',
  'GET /api/market-cache/performers',
  'GET /api/market-cache/stats',
  'GET /api/market/history/:id',
  'GET /api/market/sparklines',
  'GET /api/stream/prices',
  'GET /api/coinmarketcap/cryptocurrency/listings/latest',
  'GET /api/coinmarketcap/cryptocurrency/quotes/latest',
  'GET /api/coinmarketcap/cryptocurrency/map',
  'GET /api/coinmarketcap/global-metrics/quotes/latest',
  // The same calls where a CoinMarketCap client given this site's base URL asks.
  'GET /api/coinmarketcap/v1/cryptocurrency/listings/latest',
  'GET /api/coinmarketcap/v1/cryptocurrency/quotes/latest',
  'GET /api/coinmarketcap/v1/cryptocurrency/map',
  'GET /api/coinmarketcap/v1/global-metrics/quotes/latest',
  'GET /api/coinmarketcap/v2/tools/price-conversion',
  'GET /api/coinmarketcap/v2/cryptocurrency/info',
  'GET /api/shows/schedule',
  // The public API's description and its readable docs.
  'GET /api/openapi.json',
  'GET /api/docs',
  'GET /api/coinmarketcap/v2/cryptocurrency/ohlcv/historical',
  'GET /api/crypto-reference/search',
  'GET /api/crypto-reference/lookup',
  'GET /api/crypto-reference/top',
  'GET /api/crypto-reference/list',
  'GET /api/crypto-reference/categories',
  'GET /api/crypto-reference/platforms',
  'GET /api/crypto-reference/status',
  'GET /api/image-proxy',
  'GET /api/image-cache/youtube/:id',
  'GET /api/image-cache/coinmarketcap/:id',
  'GET /api/image-cache/chainwire/:hash{.+}',
  'GET /api/icons/progress',
  'GET /api/icons/local',
]);

interface Route {
  method: string;
  /** Hono's pattern, e.g. /api/admin/users/:id/plan. */
  pattern: string;
  key: string;
}

type Access = 'public' | 'user' | 'admin';

const isAdminRoute = (r: Route) =>
  r.pattern.startsWith('/api/admin/') || ADMIN_ONLY_PATHS.some((p) => r.pattern === `/api${p}`);

export function accessOf(route: Route): Access {
  if (isAdminRoute(route)) return 'admin';
  if (PUBLIC.has(route.key) || !route.pattern.startsWith('/api/')) return 'public';
  return 'user';
}

/** The API routes the app serves (each method and pattern once; middleware entries left out). */
function routeTable(app: App): Route[] {
  const routes = new Map<string, Route>();
  for (const { method, path } of app.routes) {
    if (method === 'ALL' || !path.startsWith('/api/') || path.includes('*')) continue;
    const key = `${method} ${path}`;
    routes.set(key, { method, pattern: path, key });
  }
  return [...routes.values()];
}

/** The pattern with each parameter replaced by `value` (its regex, if any, dropped: a parameter may be anything). */
const fill = (pattern: string, value: (name: string) => string) =>
  pattern.replace(/:(\w+)(\{[^/]*\})?/g, (_m, name: string) => value(name));

describe.each(oneDatabaseTarget)('every route, tried on $name', (target) => {
  let database: Database;
  let services: ReturnType<typeof createTestServices>;
  let app: App;
  let routes: Route[];
  let admin: SignedIn;
  let owner: SignedIn;
  let intruder: SignedIn;

  const request = async (
    method: string,
    path: string,
    as: SignedIn | undefined,
    body?: unknown,
  ): Promise<{ status: number; text: string }> => {
    const headers: Record<string, string> = { ...as?.bearer };
    const init: RequestInit =
      body === undefined || method === 'GET' || method === 'HEAD'
        ? { method, headers }
        : body instanceof FormData
          ? { method, headers, body }
          : body instanceof Blob
            ? { method, headers: { ...headers, 'Content-Type': body.type }, body }
            : jsonRequest(body, { method, headers });
    const abort = new AbortController();
    const res = await app.request(path, { ...init, signal: abort.signal });
    // A stream answers at once and never ends: its head is what is judged.
    if (res.headers.get('content-type')?.startsWith('text/event-stream')) {
      abort.abort();
      await res.body?.cancel().catch(() => undefined);
      return { status: res.status, text: '' };
    }
    return { status: res.status, text: await res.text() };
  };

  /** Tried with a JSON body; where the route takes another kind (415), a file upload, then a CSV text. */
  const statusOf = async (route: Route, as: SignedIn | undefined) => {
    const path = fill(route.pattern, () => '1');
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(8)], { type: 'image/png' }), 'a.png');
    let status = 415;
    for (const body of [{}, form, new Blob(['symbol,quantity\n'], { type: 'text/csv' })]) {
      status = (await request(route.method, path, as, body)).status;
      if (status !== 415) break;
    }
    return status;
  };

  beforeAll(async () => {
    database = await target.open();
    services = createTestServices(database);
    app = createApp(services);
    routes = routeTable(app);
    admin = await newSignedInUser(app, database.db, { role: 'admin' });
    owner = await newSignedInUser(app, database.db);
    intruder = await newSignedInUser(app, database.db);
  });
  afterAll(async () => {
    await services.auth.idle();
    await database.close();
  });

  test('the table holds every kind of route: public, a reader’s and an admin’s', () => {
    const count = (access: Access) => routes.filter((r) => accessOf(r) === access).length;
    expect(count('public')).toBeGreaterThan(30);
    expect(count('user')).toBeGreaterThan(25);
    expect(count('admin')).toBeGreaterThan(15);
    // Every listed public route exists: a renamed route cannot leave a stale entry that hides a new one.
    const served = new Set(routes.map((r) => r.key));
    expect([...PUBLIC].filter((key) => !served.has(key))).toEqual([]);
  });

  test('every route that needs a reader asks a visitor to sign in (401)', async () => {
    const refused: string[] = [];
    for (const route of routes.filter((r) => accessOf(r) !== 'public')) {
      const status = await statusOf(route, undefined);
      if (status !== 401) refused.push(`${route.key}: ${status}`);
    }
    expect(refused).toEqual([]);
  });

  test('every admin route refuses a signed-in reader (403)', async () => {
    const letThrough: string[] = [];
    for (const route of routes.filter((r) => accessOf(r) === 'admin')) {
      const status = await statusOf(route, owner);
      if (status !== 403) letThrough.push(`${route.key}: ${status}`);
    }
    expect(letThrough).toEqual([]);
  });

  test('no route lets a reader read, change or delete another reader’s data', async () => {
    // The owner's things, made through the API: an alert, a position, a watched coin.
    const made = await Promise.all([
      request('POST', '/api/dashboard/alerts', owner, {
        symbol: 'BTC',
        threshold_percent: 5,
        direction: 'up',
      }),
      request('POST', '/api/dashboard/portfolio', owner, {
        symbol: 'BTC',
        coin_id: 1,
        quantity: '1.5',
        purchase_price: '30000',
        purchase_date: '2025-06-01',
      }),
      request('POST', '/api/crypto-watchlist', owner, { coin_id: 1, symbol: 'BTC', name: 'Bitcoin' }),
    ]);
    expect(made.map((m) => m.status)).toEqual([201, 201, 201]);
    const ids = made.map((m) => String((JSON.parse(m.text) as { data: { id: string | number } }).data.id));
    // What the owner reads of their own: every reader's GET route that names no one thing.
    const own = routes.filter(
      (r) => accessOf(r) === 'user' && r.method === 'GET' && !r.pattern.includes(':'),
    );
    const snapshot = async () => {
      const answers: Record<string, string> = {};
      for (const route of own) answers[route.key] = (await request('GET', route.pattern, owner)).text;
      return answers;
    };
    const before = await snapshot();
    expect(Object.values(before).join(' ')).toContain(ids[0]);

    // The intruder calls every reader's route with the owner's ids wherever an id may go.
    const leaks: string[] = [];
    let calls = 0;
    for (const route of routes.filter((r) => accessOf(r) === 'user')) {
      for (const id of [...ids, '1']) {
        const path = `${fill(route.pattern, () => encodeURIComponent(id))}?id=${encodeURIComponent(id)}`;
        const body = { id, ids: [id], notification_ids: [id], coin_id: id, is_active: false, quantity: '9' };
        const answer = await request(route.method, path, intruder, body);
        calls += 1;
        const shown = answer.text;
        if (shown.includes(owner.email) || ids.slice(0, 2).some((own) => shown.includes(own))) {
          leaks.push(`${route.key} with ${id}: ${answer.status}`);
        }
      }
    }
    expect(calls).toBeGreaterThan(100);
    expect(leaks).toEqual([]);
    expect(await snapshot()).toEqual(before);
  });

  test(
    'no body, query or path parameter gets a 5xx or a hang, whoever calls',
    { timeout: 240_000 },
    async () => {
      const callers = [undefined, intruder, admin];
      const failures: string[] = [];
      let cases = 0;
      const judge = async (route: Route, path: string, as: SignedIn | undefined, body: unknown) => {
        cases += 1;
        const answer = await Promise.race([
          request(route.method, path, as, body),
          new Promise<{ status: number; text: string }>((resolve) =>
            setTimeout(() => resolve({ status: 0, text: 'no answer in 10 s' }), 10_000),
          ),
        ]);
        if (answer.status >= 500 || answer.status === 0) {
          failures.push(
            `${route.method} ${path.slice(0, 120)} ${JSON.stringify(body)?.slice(0, 120)}: ${answer.status}`,
          );
        }
      };
      // Values no handler expects: malformed escapes, 10 KB, unicode, numbers out of range, prototype keys.
      const odd = [
        '%E0%A4%A',
        '%',
        '%00',
        '..%2F..%2Fetc%2Fpasswd',
        'x'.repeat(10_240),
        '😀𝔘ñ\u202e',
        '-1',
        '1e309',
        '9'.repeat(40),
        '__proto__',
        'null',
      ];
      // The sign-up, reset and subscribe routes mail and count; they are tried as often as any other.
      for (const route of routes) {
        for (const value of odd) {
          const path = `${fill(route.pattern, () => value)}?id=${value}&limit=${value}&page=${value}&q=${value}`;
          for (const as of callers) await judge(route, path, as, { id: value, [value]: value });
        }
        await fc.assert(
          fc.asyncProperty(
            fc.string({ unit: 'grapheme', maxLength: 40 }),
            fc.dictionary(fc.string({ maxLength: 12 }), fc.string({ unit: 'grapheme', maxLength: 30 }), {
              maxKeys: 4,
            }),
            fc.jsonValue({ maxDepth: 3 }),
            fc.constantFrom(...callers),
            async (segment, query, body, as) => {
              const path = `${fill(route.pattern, () => encodeURIComponent(segment))}?${new URLSearchParams(query)}`;
              await judge(route, path, as, body);
              return true;
            },
          ),
          { numRuns: 12, seed: 20_261_128 },
        );
      }
      // The figures the note reports: routes, cases, 5xx seen.
      console.info(`route-guard: ${routes.length} routes, ${cases} cases, ${failures.length} 5xx or hangs`);
      expect(failures).toEqual([]);
    },
  );
});
