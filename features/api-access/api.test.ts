import { createHash, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Database } from '../../platform/db.server';
import { createRateLimiterFactory } from '../../platform/rate-limit.server';
import { createApp } from '../../server/app';
import { jsonRequest, newSignedInUser, TEST_PASSWORD, type SignedIn } from '../../tests/auth';
import { oneDatabaseTarget, testRedisUrl } from '../../tests/databases';
import { recordingLogger } from '../../tests/recording-logger';
import { createTestServices } from '../../tests/services';
import { subscriptions, users } from '../auth/server';
import { API_KEYS_MAX, API_LIMITS, API_MESSAGES as M } from './rules';
import { createApiAccessService } from './service.server';
import { apiKeys } from './tables.server';

type Json = ReturnType<typeof JSON.parse>;
const LISTINGS = '/api/coinmarketcap/cryptocurrency/listings/latest?limit=2';
const NEWS = '/api/crypto-news/list?limit=1';

describe.each(oneDatabaseTarget)('API keys and the public API’s limits on $name', (target) => {
  let database: Database;
  let services: ReturnType<typeof createTestServices>;
  let app: ReturnType<typeof createApp>;
  const { logger, lines } = recordingLogger();

  const keysCall = async (me: SignedIn, path = '', init: RequestInit = {}) => {
    const headers = { ...(init.headers as Record<string, string> | undefined), ...me.bearer };
    const res = await app.request(`/api/dashboard/api-keys${path}`, { ...init, headers });
    return { res, body: (await res.json()) as Json };
  };
  const createKey = async (me: SignedIn, name = 'Trading bot') => {
    const { res, body } = await keysCall(me, '', jsonRequest({ name }));
    expect(res.status, JSON.stringify(body)).toBe(201);
    return body.data as { key: string; apiKey: { id: string; prefix: string; name: string } };
  };
  const enterpriseUser = async () => {
    const me = await newSignedInUser(app, database.db);
    const res = await app.request(
      '/api/billing/checkout',
      jsonRequest({ tier: 'enterprise' }, { headers: me.bearer }),
    );
    expect(res.status).toBe(200);
    return me;
  };
  /** A call of the public API from an address of its own (each test's anonymous count starts at nothing). */
  const publicCall = (path: string, headers: Record<string, string> = {}, address = randomAddress()) =>
    app.request(path, { headers }, from(address));
  const activities = async (me: SignedIn) => {
    const res = await app.request('/api/user-activity/activities?limit=50', { headers: me.bearer });
    return ((await res.json()) as Json).data as Record<string, unknown>[];
  };

  beforeAll(async () => {
    database = await target.open();
    services = createTestServices(database, { logger });
    app = createApp(services);
  });
  afterAll(async () => {
    await services.auth.idle();
    await database.close();
  });

  test('a Free account sees no keys and may not make one: 403 naming its plan', async () => {
    const me = await newSignedInUser(app, database.db);
    const list = await keysCall(me);
    expect(list.body.data).toEqual({
      keys: [],
      limit: API_LIMITS.enterprise,
      remainingToday: {},
      canCreate: false,
    });
    const made = await keysCall(me, '', jsonRequest({ name: 'bot' }));
    expect(made.res.status).toBe(403);
    expect(made.body).toEqual({ success: false, error: M.createNeedsPlan('Free') });
  });

  test('an Enterprise user makes a key: shown once in full, then only its prefix; stored as its SHA-256', async () => {
    const me = await enterpriseUser();
    const { key, apiKey } = await createKey(me, 'Trading bot');
    expect(key).toMatch(/^bc_live_[A-Za-z0-9]{40}$/);
    expect(apiKey.prefix).toBe(key.slice(0, 14));
    const list = await keysCall(me);
    expect(JSON.stringify(list.body)).not.toContain(key);
    expect(list.body.data.keys).toEqual([
      expect.objectContaining({
        id: apiKey.id,
        name: 'Trading bot',
        prefix: key.slice(0, 14),
        lastUsedAt: null,
      }),
    ]);
    expect(list.body.data.canCreate).toBe(true);
    const [row] = await database.db.select().from(apiKeys).where(eq(apiKeys.id, apiKey.id));
    expect(row?.keyHash).toBe(createHash('sha256').update(key).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(key.slice(14));
  });

  test('the key works in X-API-Key, in Authorization: Bearer, and in X-CMC_PRO_API_KEY on the CoinMarketCap calls', async () => {
    const me = await enterpriseUser();
    const { key } = await createKey(me);
    for (const headers of <Record<string, string>[]>[
      { 'X-API-Key': key },
      { Authorization: `Bearer ${key}` },
      { 'X-CMC_PRO_API_KEY': key },
    ]) {
      const res = await publicCall(LISTINGS, headers);
      expect(res.status).toBe(200);
      expect(res.headers.get('RateLimit-Policy')).toBe(
        `"minute";q=${API_LIMITS.enterprise.perMinute};w=60, "day";q=${API_LIMITS.enterprise.perDay};w=86400`,
      );
      expect(res.headers.get('X-RateLimit-Limit')).toBe(String(API_LIMITS.enterprise.perMinute));
    }
    // The three calls were counted against the key, whatever the address.
    const res = await publicCall(LISTINGS, { 'X-API-Key': key });
    expect(res.headers.get('RateLimit')).toMatch(
      new RegExp(
        `^"minute";r=${API_LIMITS.enterprise.perMinute - 4};t=\\d+, "day";r=${API_LIMITS.enterprise.perDay - 4};t=\\d+$`,
      ),
    );
    // An empty header is no key: a client that always sends X-API-Key, empty, with its key as a bearer is served.
    const both = await publicCall(LISTINGS, { 'X-API-Key': '', Authorization: `Bearer ${key}` });
    expect(both.status).toBe(200);
    expect(both.headers.get('X-RateLimit-Limit')).toBe(String(API_LIMITS.enterprise.perMinute));
    // CoinMarketCap's header is only read on its calls: elsewhere the call is anonymous.
    const news = await publicCall(NEWS, { 'X-CMC_PRO_API_KEY': key });
    expect(news.status).toBe(200);
    expect(news.headers.get('X-RateLimit-Limit')).toBe(String(API_LIMITS.anonymous.perMinute));
  });

  test('anonymous calls are limited per address, and a signed-in reader’s own session token leaves a call anonymous', async () => {
    const me = await newSignedInUser(app, database.db);
    const res = await publicCall(NEWS, me.bearer);
    expect(res.status).toBe(200);
    expect(res.headers.get('RateLimit-Policy')).toBe(
      `"minute";q=${API_LIMITS.anonymous.perMinute};w=60, "day";q=${API_LIMITS.anonymous.perDay};w=86400`,
    );
    expect(res.headers.get('X-RateLimit-Remaining')).toBe(String(API_LIMITS.anonymous.perMinute - 1));
    // The site's own pages (a browser says so in Sec-Fetch-Site) are counted apart, on the site's larger limit.
    const page = await publicCall(NEWS, { 'Sec-Fetch-Site': 'same-origin' }, '198.51.100.77');
    expect(page.headers.get('RateLimit-Policy')).toBe(
      `"minute";q=${API_LIMITS.site.perMinute};w=60, "day";q=${API_LIMITS.site.perDay};w=86400`,
    );
    expect(page.headers.get('X-RateLimit-Remaining')).toBe(String(API_LIMITS.site.perMinute - 1));
    const other = await publicCall(NEWS, { 'Sec-Fetch-Site': 'cross-site' }, '198.51.100.77');
    expect(other.headers.get('X-RateLimit-Remaining')).toBe(String(API_LIMITS.anonymous.perMinute - 1));
    // A call that is not the public API's is not counted, and carries no limit headers.
    const own = await app.request('/api/dashboard/api-keys', { headers: me.bearer });
    expect(own.headers.get('RateLimit-Policy')).toBeNull();
  });

  test('bad keys: malformed and unknown 401 in each API’s own error shape, never 500', async () => {
    const cases: [string, Record<string, string>, string][] = [
      ['malformed', { 'X-API-Key': 'hello' }, M.malformedKey],
      ['malformed, too long', { 'X-API-Key': `bc_live_${'a'.repeat(10_000)}` }, M.malformedKey],
      ['malformed bearer', { Authorization: 'Bearer bc_test_123' }, M.malformedKey],
      ['unicode', { 'X-API-Key': 'bc_live_ÄÖÜ' }, M.malformedKey],
      ['unknown', { 'X-API-Key': `bc_live_${'A'.repeat(40)}` }, M.unknownKey],
    ];
    for (const [name, headers, message] of cases) {
      const news = await publicCall(NEWS, headers);
      expect(news.status, name).toBe(401);
      expect(await news.json(), name).toEqual({ success: false, error: message });
      // Counted against the address, and the answer says what is left, like any other.
      expect(news.headers.get('X-RateLimit-Remaining'), name).toBe(
        String(API_LIMITS.anonymous.perMinute - 1),
      );
      const cmc = await publicCall(LISTINGS, headers);
      expect(cmc.status, name).toBe(401);
      expect(((await cmc.json()) as Json).status, name).toMatchObject({
        error_code: 401,
        error_message: message,
      });
    }
  });

  test('a revoked key stops at once; another user can neither see nor revoke a key; both changes are in the activity log', async () => {
    const me = await enterpriseUser();
    const other = await enterpriseUser();
    const { key, apiKey } = await createKey(me, 'Sheet');
    expect((await keysCall(other)).body.data.keys).toEqual([]);
    const theirs = await keysCall(other, `/${apiKey.id}`, { method: 'DELETE' });
    expect(theirs.res.status).toBe(404);
    expect((await publicCall(NEWS, { 'X-API-Key': key })).status).toBe(200);
    const revoked = await keysCall(me, `/${apiKey.id}`, { method: 'DELETE' });
    expect(revoked.res.status).toBe(200);
    const after = await publicCall(NEWS, { 'X-API-Key': key });
    expect(after.status).toBe(401);
    expect(await after.json()).toEqual({ success: false, error: M.unknownKey });
    expect((await keysCall(me)).body.data.keys).toEqual([]);
    expect((await keysCall(me, `/${apiKey.id}`, { method: 'DELETE' })).res.status).toBe(404);
    expect((await keysCall(me, '/not-a-uuid', { method: 'DELETE' })).res.status).toBe(400);
    const log = (await activities(me)).filter((a) => String(a.activity_type).startsWith('api_key'));
    expect(log.map((a) => [a.activity_type, a.description])).toEqual([
      ['api_key_revoked', `Revoked API key "Sheet" (${apiKey.prefix}…)`],
      ['api_key_created', `Created API key "Sheet" (${apiKey.prefix}…)`],
    ]);
  });

  test('a downgraded account’s keys answer 403 naming its plan at once; a deleted account’s 401', async () => {
    const me = await enterpriseUser();
    const { key } = await createKey(me);
    await database.db
      .update(subscriptions)
      .set({ tier: 'premium' })
      .where(eq(subscriptions.userId, me.userId));
    const downgraded = await publicCall(LISTINGS, { 'X-API-Key': key });
    expect(downgraded.status).toBe(403);
    expect(((await downgraded.json()) as Json).status.error_message).toBe(M.planRequired('Premium'));
    await database.db
      .update(subscriptions)
      .set({ tier: 'enterprise', status: 'canceled' })
      .where(eq(subscriptions.userId, me.userId));
    expect(((await (await publicCall(NEWS, { 'X-API-Key': key })).json()) as Json).error).toBe(
      M.planRequired('Free'),
    );
    const deleted = await app.request(
      '/api/auth/delete-account',
      jsonRequest({ password: TEST_PASSWORD }, { headers: me.bearer }),
    );
    expect(deleted.status).toBe(200);
    expect((await publicCall(NEWS, { 'X-API-Key': key })).status).toBe(401);
  });

  test('a disabled account’s keys answer 403 at once, and work again once an admin enables it', async () => {
    const me = await enterpriseUser();
    const { key } = await createKey(me);
    expect((await publicCall(NEWS, { 'X-API-Key': key })).status).toBe(200);
    await database.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, me.userId));
    const refused = await publicCall(LISTINGS, { 'X-API-Key': key });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as Json).status.error_message).toBe(M.accountDisabled);
    await database.db.update(users).set({ disabledAt: null }).where(eq(users.id, me.userId));
    expect((await publicCall(NEWS, { 'X-API-Key': key })).status).toBe(200);
  });

  test(`at most ${API_KEYS_MAX} live keys, even when asked for at once; a revoked one frees a place`, async () => {
    const me = await enterpriseUser();
    const answers = await Promise.all(
      Array.from({ length: API_KEYS_MAX + 3 }, (_, i) => keysCall(me, '', jsonRequest({ name: `key ${i}` }))),
    );
    expect(answers.filter((a) => a.res.status === 201)).toHaveLength(API_KEYS_MAX);
    const refused = answers.filter((a) => a.res.status !== 201);
    expect(refused.map((a) => [a.res.status, a.body.error])).toEqual(
      Array.from({ length: 3 }, () => [409, M.keysMax]),
    );
    const { keys } = (await keysCall(me)).body.data as { keys: { id: string }[] };
    await keysCall(me, `/${keys[0]?.id}`, { method: 'DELETE' });
    await createKey(me);
  });

  test('a name is required, at most 60 characters, without control characters; nothing is made otherwise', async () => {
    const me = await enterpriseUser();
    for (const [body, error] of [
      [{}, M.nameRequired],
      [{ name: '   ' }, M.nameRequired],
      [{ name: 'x'.repeat(61) }, M.nameTooLong],
      [{ name: 'a\u0000b' }, M.nameControl],
    ] as const) {
      const { res, body: answer } = await keysCall(me, '', jsonRequest(body));
      expect(res.status).toBe(400);
      expect(answer.error).toBe(error);
    }
    expect((await keysCall(me)).body.data.keys).toEqual([]);
  });

  test('a name that direction marks turn around or invisible characters pad is refused with the reason; a name is stored trimmed', async () => {
    const me = await enterpriseUser();
    for (const name of [
      '\u202Etob gnidarT',
      'Trading\u200Bbot',
      '\u2066Sheet\u2069',
      '\uFEFFSheet',
      'Sheet\u2060',
      'Tr\u00ADading bot',
    ]) {
      const { res, body } = await keysCall(me, '', jsonRequest({ name }));
      expect(res.status, JSON.stringify(name)).toBe(400);
      expect(body.error, JSON.stringify(name)).toBe(M.nameInvisible);
    }
    expect((await keysCall(me)).body.data.keys).toEqual([]);
    const padded = await createKey(me, '  Trading bot \t');
    expect(padded.apiKey.name).toBe('Trading bot');
    // Scripts that need a joiner keep it.
    expect((await createKey(me, 'ربات می\u200Cخواهم')).apiKey.name).toBe('ربات می\u200Cخواهم');
  });

  test('the key page counts a key’s calls per day and says what is left today; the key itself is never logged', async () => {
    const me = await enterpriseUser();
    const { key, apiKey } = await createKey(me);
    for (let i = 0; i < 3; i++) expect((await publicCall(NEWS, { 'X-API-Key': key })).status).toBe(200);
    const { data } = (await keysCall(me)).body;
    const row = data.keys[0];
    expect(row.lastUsedAt).toBe(new Date(services.clock()).toISOString());
    expect(row.usage).toHaveLength(30);
    expect(row.usage.at(-1)).toEqual({
      day: new Date(services.clock()).toISOString().slice(0, 10),
      calls: 3,
    });
    expect(row.usage.slice(0, -1).every((d: { calls: number }) => d.calls === 0)).toBe(true);
    expect(data.remainingToday).toEqual({ [apiKey.id]: API_LIMITS.enterprise.perDay - 3 });
    expect(JSON.stringify(lines)).not.toContain(key.slice(8));
  });

  test('an account deleted before its calls are written takes only its own counts: another key keeps its own', async () => {
    const [gone, stays] = [await enterpriseUser(), await enterpriseUser()];
    const [goneKey, staysKey] = [(await createKey(gone)).key, (await createKey(stays)).key];
    for (let i = 0; i < 5; i++) expect((await publicCall(NEWS, { 'X-API-Key': staysKey })).status).toBe(200);
    expect((await publicCall(NEWS, { 'X-API-Key': goneKey })).status).toBe(200);
    await database.db.delete(users).where(eq(users.id, gone.userId));
    const row = (await keysCall(stays)).body.data.keys[0];
    expect(row.usage.at(-1).calls).toBe(5);
    expect(row.lastUsedAt).not.toBeNull();
  });
});

/** The peer address a call comes from. */
const from = (address: string) => ({ incoming: { socket: { remoteAddress: address } } });

/** An address of the documentation range, new for each call of the helper. */
function randomAddress() {
  const n = Number.parseInt(randomUUID().slice(0, 4), 16);
  return `198.51.${n >> 8}.${n & 255}`;
}

describe.each(oneDatabaseTarget)('the public API’s limits, small ones, on $name', (target) => {
  let database: Database;
  const small = {
    anonymous: { perMinute: 3, perDay: 100 },
    site: { perMinute: 5, perDay: 100 },
    enterprise: { perMinute: 10, perDay: 4 },
  };

  beforeAll(async () => {
    database = await target.open();
  });
  afterAll(() => database.close());

  /** An app on the small limits; instances given one Redis and namespace share their counts. */
  const appWith = (redisUrl?: string, namespace = randomUUID(), apiLimitExempt: string[] = []) => {
    const base = createTestServices(database, { apiLimitExempt });
    const rateLimiters = createRateLimiterFactory(redisUrl, { namespace });
    const apiAccess = createApiAccessService({
      ...base,
      db: database.db,
      rateLimiters,
      limits: small,
      recordActivity: async () => undefined,
    });
    return Object.assign(createApp({ ...base, rateLimiters, apiAccess }), {
      clock: base.clock,
      rateLimiters,
    });
  };

  test('past the minute’s calls: 429 with Retry-After, the RateLimit headers at 0, and the API’s own error shape', async () => {
    const app = appWith();
    const call = (path: string) => app.request(path, {}, from('203.0.113.9'));
    for (let i = 0; i < 3; i++) expect((await call(NEWS)).status).toBe(200);
    const refused = await call(NEWS);
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('Retry-After'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.headers.get('RateLimit')).toBe(`"minute";r=0;t=${retryAfter}`);
    expect(refused.headers.get('X-RateLimit-Remaining')).toBe('0');
    expect(await refused.json()).toEqual({
      success: false,
      error: M.tooMany(3, 'minute', 'per address without a key'),
    });
    const cmc = await call(LISTINGS);
    expect(cmc.status).toBe(429);
    expect(((await cmc.json()) as Json).status).toMatchObject({ error_code: 429 });
    // Another address is not held back.
    expect((await app.request(NEWS, {}, from('203.0.113.10'))).status).toBe(200);
  });

  test('a program that says it is one of the site’s pages gets the site’s limit per address, not an unlimited one', async () => {
    const app = appWith();
    const asPage = { 'Sec-Fetch-Site': 'same-origin' };
    const call = (headers: Record<string, string> = asPage) =>
      app.request(NEWS, { headers }, from('203.0.113.40'));
    for (let i = 0; i < 5; i++) expect((await call()).status).toBe(200);
    const refused = await call();
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ success: false, error: M.tooMany(5, 'minute', 'per address') });
    // The address's calls without the header have their own count, and it is untouched.
    const plain = await call({});
    expect(plain.status).toBe(200);
    expect(plain.headers.get('X-RateLimit-Remaining')).toBe('2');
  });

  test('an address in API_LIMIT_EXEMPT is not counted without a key, and its calls with a key are', async () => {
    const app = appWith(undefined, randomUUID(), ['203.0.113.0/28']);
    for (const headers of <Record<string, string>[]>[{}, { 'Sec-Fetch-Site': 'same-origin' }])
      for (let i = 0; i < 8; i++) {
        const res = await app.request(NEWS, { headers }, from('203.0.113.7'));
        expect(res.status).toBe(200);
        expect(res.headers.get('RateLimit-Policy')).toBeNull();
      }
    // Next door, outside the range: counted.
    const outside = await app.request(NEWS, {}, from('203.0.113.16'));
    expect(outside.headers.get('X-RateLimit-Remaining')).toBe('2');
    const bad = await app.request(NEWS, { headers: { 'X-API-Key': 'nope' } }, from('203.0.113.7'));
    expect(bad.status).toBe(401);
    expect(bad.headers.get('X-RateLimit-Remaining')).toBe('2');
  });

  test('past the day’s calls: 429 until midnight UTC, and the call the day refused does not count in the minute', async () => {
    const app = appWith();
    const me = await newSignedInUser(app, database.db);
    await app.request('/api/billing/checkout', jsonRequest({ tier: 'enterprise' }, { headers: me.bearer }));
    const made = await app.request(
      '/api/dashboard/api-keys',
      jsonRequest({ name: 'bot' }, { headers: me.bearer }),
    );
    const { key } = ((await made.json()) as Json).data as { key: string };
    const call = () => app.request(NEWS, { headers: { 'X-API-Key': key } }, from('203.0.113.30'));
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await call());
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 429]);
    const untilMidnight = Math.ceil((86_400_000 - (app.clock() % 86_400_000)) / 1000);
    expect(answers[3]?.headers.get('RateLimit')).toMatch(
      new RegExp(`^"minute";r=6;t=\\d+, "day";r=0;t=${untilMidnight}$`),
    );
    // The day runs out first, so the X- headers speak of the day.
    expect(answers[3]?.headers.get('X-RateLimit-Limit')).toBe('4');
    const refused = answers[4]!;
    expect(refused.headers.get('Retry-After')).toBe(String(untilMidnight));
    expect(refused.headers.get('RateLimit')).toBe(`"day";r=0;t=${untilMidnight}`);
    expect(await refused.json()).toEqual({ success: false, error: M.tooMany(4, 'day', 'for this key') });
    // The next UTC day starts a new count.
    app.clock.advance(untilMidnight * 1000);
    expect((await call()).status).toBe(200);
  });

  test.each(testRedisUrl ? [testRedisUrl] : [])(
    'counted in Redis (%s), the limit holds across instances: calls spread over two count as on one',
    async (redisUrl) => {
      const namespace = randomUUID();
      const apps = [appWith(redisUrl, namespace), appWith(redisUrl, namespace)];
      // Connected first: until then (as in an outage) each instance counts in its own memory.
      await Promise.all(apps.map((a) => a.rateLimiters.ready()));
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        const app = apps[i % 2]!;
        statuses.push((await app.request(NEWS, {}, from('203.0.113.20'))).status);
      }
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
      await Promise.all(apps.map((a) => a.rateLimiters.close()));
    },
  );
});
