import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Database } from '../../platform/db.server';
import { createApp } from '../../server/app';
import { newSignedInUser, signIn } from '../../tests/auth';
import { oneDatabaseTarget } from '../../tests/databases';
import { createSimulatedProvider } from '../market/providers/simulated.server';
import { createTestServices, fakeClock } from '../../tests/services';
import { INFO_SYNC_COOLDOWN_MS, MAP_SYNC_COOLDOWN_MS } from './service.server';
import { REFERENCE_MESSAGES as M } from './schemas';
import { cryptoReference } from './tables.server';

type Json = ReturnType<typeof JSON.parse>;

describe.each(oneDatabaseTarget)('coin reference service on $name', (target) => {
  let database: Database;
  let services: ReturnType<typeof createTestServices>;
  let app: ReturnType<typeof createApp>;
  let adminEmail: string;
  const get = async (path: string, init?: RequestInit) => {
    const res = await app.request(`/api/crypto-reference${path}`, init);
    return { res, body: (await res.json()) as Json };
  };
  /** A fresh admin sign-in: the tests move the clock past an access token's lifetime. */
  const adminBearer = async () => (await signIn(app, adminEmail)).bearer;
  /** Syncs cost provider quota: admins only. */
  const adminPost = async (path: string) => get(path, { method: 'POST', headers: await adminBearer() });

  beforeAll(async () => {
    database = await target.open();
    services = createTestServices(database);
    app = createApp(services);
    adminEmail = (await newSignedInUser(app, database.db, { role: 'admin' })).email;
    await services.reference.ensureLoaded();
  });
  afterAll(async () => {
    await services.auth.idle();
    await database.close();
  });

  test('[REF-001] unknown paths and refusals of the admin guard carry success, data and error too', async () => {
    const unknown = await get('/nope');
    expect(unknown.res.status).toBe(404);
    expect(unknown.body).toEqual({ success: false, data: null, error: 'Not found' });
    const anonymous = await get('/sync-map', { method: 'POST' });
    expect(anonymous.res.status).toBe(401);
    expect(anonymous.body).toEqual({ success: false, data: null, error: 'Authentication required' });
  });

  test('[REF-001] [REF-002] [REF-027] search answers success, data, error and results with full references', async () => {
    const { res, body } = await get('/search?q=bit');
    expect(res.status).toBe(200);
    expect(body).toMatchObject({ success: true, error: null });
    expect(body.results).toEqual(body.data);
    const btc = body.results[0];
    expect(btc).toEqual({
      id: 1,
      symbol: 'BTC',
      name: 'Bitcoin',
      slug: 'bitcoin',
      rank: 1,
      logo_url: '/images/coins/64x64/btc-1.png',
      category: 'coin',
      platform_name: null,
      website_url: expect.stringMatching(/^https:\/\//),
      twitter_username: null,
      is_active: 1,
    });
    for (const r of body.results) expect(`${r.name} ${r.symbol}`.toLowerCase()).toContain('bit');
  });

  test('[REF-003] [REF-004] search returns at most limit results, and only active coins when asked', async () => {
    expect((await get('/search?q=a&limit=5')).res.status).toBe(400);
    const { body } = await get('/search?q=co&limit=3&active=true');
    expect(body.results.length).toBeLessThanOrEqual(3);
    await database.db.update(cryptoReference).set({ isActive: false }).where(eq(cryptoReference.id, 1027));
    await services.reference.syncInfo({ ids: [], symbols: ['ETH'] }); // a sync drops cached answers
    const active = (await get('/search?q=ethereum&active=true')).body.results as { id: number }[];
    expect(active.map((r) => r.id)).not.toContain(1027);
    const all = (await get('/search?q=ethereum')).body.results as { id: number }[];
    expect(all.map((r) => r.id)).toContain(1027);
    services.clock.advance(MAP_SYNC_COOLDOWN_MS);
    await services.reference.syncMap();
  });

  test('[REF-005] a query under 2 characters is refused with the spec’s message', async () => {
    const { res, body } = await get('/search?q=b');
    expect(res.status).toBe(400);
    expect(body).toEqual({ success: false, data: null, error: M.queryTooShort });
  });

  test('[REF-007] [REF-008] lookup by id, symbol or slug; none of them is refused', async () => {
    expect((await get('/lookup?id=1027')).body.data.symbol).toBe('ETH');
    expect((await get('/lookup?symbol=eth')).body.data.id).toBe(1027);
    expect((await get('/lookup?slug=ethereum')).body.data.id).toBe(1027);
    // A NUL byte is refused by name, never a 500 from the database.
    for (const query of ['/lookup?symbol=%00', '/lookup?slug=a%00', '/search?q=%00', '/list?platform=%00']) {
      const { res, body } = await get(query);
      expect(res.status, query).toBe(400);
      expect(String(body.error)).toMatch(/must not contain control characters$/);
    }
    const none = await get('/lookup');
    expect(none.res.status).toBe(400);
    expect(none.body.error).toBe(M.lookupNeedsKey);
    expect((await get('/lookup?symbol=NOPE999')).res.status).toBe(404);
  });

  test('[REF-010] top answers the n top-ranked coins, limited to a category when given', async () => {
    const top = (await get('/top?limit=5')).body.data as { rank: number }[];
    expect(top.map((c) => c.rank)).toEqual([1, 2, 3, 4, 5]);
    const tokens = (await get('/top?limit=5&category=token')).body.data as {
      category: string;
      rank: number;
    }[];
    expect(tokens).toHaveLength(5);
    for (const t of tokens) expect(t.category).toBe('token');
    expect(tokens.map((t) => t.rank)).toEqual([...tokens.map((t) => t.rank)].sort((a, b) => a - b));
  });

  test('[REF-012] [REF-013] [REF-014] list pages, filters and sorts', async () => {
    const page2 = await get('/list?page=2&limit=10');
    expect(page2.body.data).toHaveLength(10);
    expect(page2.body.data[0].rank).toBe(11);
    expect(page2.body.pagination).toMatchObject({ page: 2, limit: 10, total: 300, pages: 30 });
    const eth = (await get('/list?platform=Ethereum&category=token&limit=500')).body.data as {
      platform_name: string;
    }[];
    expect(eth.length).toBeGreaterThan(5);
    for (const c of eth) expect(c.platform_name).toBe('Ethereum');
    const byName = (await get('/list?sort=name&order=desc&limit=3')).body.data as { name: string }[];
    expect(byName.map((c) => c.name)).toEqual([...byName.map((c) => c.name)].sort().reverse());
    expect((await get('/list?active=true&limit=1')).body.pagination.total).toBe(300);
  });

  test('names sort and platforms match whatever their case (dogwifhat sorts among the Ds)', async () => {
    const names = ((await get('/list?sort=name&limit=500')).body.data as { name: string }[]).map(
      (c) => c.name,
    );
    expect(names).toContain('dogwifhat');
    const lower = names.map((n) => n.toLowerCase());
    expect(lower).toEqual([...lower].sort());
    const lowerCase = await get('/list?platform=ethereum&limit=500');
    const asWritten = await get('/list?platform=Ethereum&limit=500');
    expect(lowerCase.body.pagination.total).toBe(asWritten.body.pagination.total);
    expect(lowerCase.body.pagination.total).toBeGreaterThan(5);
  });

  test.each([
    ['/list?sort=price', 'sort must be one of: rank, name, symbol'],
    ['/list?limit=0', 'limit must be 1 to 500'],
    ['/list?active=yes', 'active must be true or false'],
    ['/list?page=31&limit=10', 'page must be 1 to 30'],
    ['/lookup?id=abc', 'id must be a whole number'],
    [`/search?q=${'b'.repeat(101)}`, 'q must be at most 100 characters'],
    ['/top?category=nft', 'category must be coin or token'],
  ])('a bad parameter (%s) answers 400 naming it, not a server failure', async (path, error) => {
    const { res, body } = await get(path);
    expect(res.status).toBe(400);
    expect(body).toEqual({ success: false, data: null, error });
  });

  test('[REF-016] [REF-018] categories and token platforms with their counts', async () => {
    const categories = (await get('/categories')).body.data as { category: string; count: number }[];
    expect(categories.map((c) => c.category).sort()).toEqual(['coin', 'token']);
    expect(categories.reduce((s, c) => s + c.count, 0)).toBe(300);
    const platforms = (await get('/platforms')).body.data as { platform: string; count: number }[];
    expect(platforms[0]!.platform).toBe('Ethereum');
  });

  test('[REF-028] [REF-029] answers are cached 5 minutes; categories and platforms 30', async () => {
    expect((await get('/search?q=bitcoin')).res.headers.get('cache-control')).toBe('public, max-age=300');
    expect((await get('/top?limit=3')).res.headers.get('cache-control')).toBe('public, max-age=300');
    expect((await get('/categories')).res.headers.get('cache-control')).toBe('public, max-age=1800');
    expect((await get('/platforms')).res.headers.get('cache-control')).toBe('public, max-age=1800');
  });

  test('[REF-020] [REF-022] status reports the sync, and sync-map refreshes the map from the source', async () => {
    const before = (await get('/status')).body.data;
    expect(before).toMatchObject({ total: 300, active: 300 });
    expect(before.lastMapSync).toMatch(/^\d{4}-/);
    services.clock.advance(MAP_SYNC_COOLDOWN_MS);
    const sync = await adminPost('/sync-map');
    expect(sync.body).toEqual({ success: true, data: { synced: 300 }, error: null });
    expect(Date.parse((await get('/status')).body.data.lastMapSync)).toBeGreaterThan(
      Date.parse(before.lastMapSync),
    );
  });

  test('[REF-024] [REF-026] sync-info refreshes the given coins; without ids or symbols it is refused', async () => {
    services.clock.advance(INFO_SYNC_COOLDOWN_MS);
    const ok = await adminPost('/sync-info?symbols=BTC,ETH&ids=5426');
    expect(ok.body).toEqual({ success: true, data: { updated: 3 }, error: null });
    const missing = await adminPost('/sync-info');
    expect(missing.res.status).toBe(400);
    expect(missing.body.error).toBe(M.symbolsRequired);
    expect((await adminPost('/sync-info?symbols=')).body.error).toBe(M.symbolsRequired);
    expect((await adminPost('/sync-info?ids=1,abc')).body.error).toBe(
      'ids must be whole numbers separated by commas',
    );
  });

  test('asking for the same coins again within 10 minutes calls the source for none of them and keeps the cache', async () => {
    services.clock.advance(INFO_SYNC_COOLDOWN_MS);
    const first = await adminPost('/sync-info?symbols=SOL');
    expect(first.body.data).toEqual({ updated: 1 });
    const cachedSearch = await get('/search?q=sol');
    const again = await adminPost('/sync-info?symbols=SOL');
    expect(again.body.data).toEqual({ updated: 0 });
    const version = await services.cache.get<number>('ref:version');
    await adminPost('/sync-info?symbols=SOL');
    expect(await services.cache.get<number>('ref:version')).toBe(version);
    expect((await get('/search?q=sol')).body).toEqual(cachedSearch.body);
    services.clock.advance(INFO_SYNC_COOLDOWN_MS);
    expect((await adminPost('/sync-info?symbols=SOL')).body.data).toEqual({ updated: 1 });
  });

  test('[REF-006] [REF-009] [REF-011] [REF-015] [REF-017] [REF-019] [REF-021] [REF-023] [REF-025] a failing service answers each endpoint’s own error', async () => {
    const broken = await target.open();
    // The admin check still answers (from the working database), so each endpoint's own failure shows.
    const brokenApp = createApp(createTestServices(broken, { overrides: { auth: services.auth } }));
    await broken.close();
    const headers = await adminBearer();
    const cases: [string, string, string?][] = [
      ['/search?q=btc', M.search],
      ['/lookup?symbol=btc', M.lookup],
      ['/top', M.top],
      ['/list', M.list],
      ['/categories', M.categories],
      ['/platforms', M.platforms],
      ['/status', M.status],
      ['/sync-map', M.syncMap, 'POST'],
      ['/sync-info?symbols=BTC', M.syncInfo, 'POST'],
    ];
    for (const [path, message, method] of cases) {
      const res = await brokenApp.request(`/api/crypto-reference${path}`, {
        method: method ?? 'GET',
        headers,
      });
      expect(res.status).toBe(500);
      expect(await res.json()).toEqual({ success: false, data: null, error: message });
    }
  });
});

describe('map sync protects the provider quota', () => {
  test('concurrent and repeated sync-map calls share one provider call, and none for 10 minutes after it', async () => {
    const database = await oneDatabaseTarget[0]!.open();
    const clock = fakeClock();
    const simulated = createSimulatedProvider({ seed: 'test', clock });
    let mapCalls = 0;
    const provider = {
      ...simulated,
      map: (limit: number) => {
        mapCalls += 1;
        return simulated.map(limit);
      },
    };
    const services = createTestServices(database, { clock, provider });
    const app = createApp(services);
    const admin = await newSignedInUser(app, database.db, { role: 'admin' });
    const sync = () =>
      app.request('/api/crypto-reference/sync-map', { method: 'POST', headers: admin.bearer });
    const answers = await Promise.all(Array.from({ length: 50 }, sync));
    expect(answers.every((r) => r.status === 200)).toBe(true);
    expect(mapCalls).toBe(1);
    expect(await answers[0]!.json()).toEqual({ success: true, data: { synced: 300 }, error: null });
    clock.advance(MAP_SYNC_COOLDOWN_MS - 1);
    await sync();
    expect(mapCalls).toBe(1);
    clock.advance(1);
    await sync();
    expect(mapCalls).toBe(2);
    await services.auth.idle();
    await database.close();
  });
});

test('a failed map sync also holds further provider calls for 10 minutes', async () => {
  const database = await oneDatabaseTarget[0]!.open();
  const clock = fakeClock();
  const simulated = createSimulatedProvider({ seed: 'test', clock });
  let mapCalls = 0;
  let failing = true;
  const provider = {
    ...simulated,
    map: async (limit: number) => {
      mapCalls += 1;
      if (failing) throw new Error('upstream down');
      return simulated.map(limit);
    },
  };
  const services = createTestServices(database, { clock, provider });
  const app = createApp(services);
  const admin = await newSignedInUser(app, database.db, { role: 'admin' });
  const sync = async () => {
    const res = await app.request('/api/crypto-reference/sync-map', {
      method: 'POST',
      headers: admin.bearer,
    });
    return { status: res.status, body: (await res.json()) as Json };
  };
  const first = await sync();
  expect(first.status).toBe(500);
  expect(first.body).toMatchObject({ success: false, error: M.syncMap });
  failing = false;
  expect((await sync()).status).toBe(500);
  expect(mapCalls).toBe(1);
  clock.advance(MAP_SYNC_COOLDOWN_MS);
  expect((await sync()).body).toEqual({ success: true, data: { synced: 300 }, error: null });
  expect(mapCalls).toBe(2);
  await services.auth.idle();
  await database.close();
});
