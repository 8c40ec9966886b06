import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Database } from '../../platform/db.server';
import { createApp } from '../../server/app';
import { jsonRequest, newSignedInUser, type SignedIn } from '../../tests/auth';
import { oneDatabaseTarget } from '../../tests/databases';
import { createTestServices } from '../../tests/services';
import { WATCHLIST_MAX_ITEMS, WATCHLIST_MESSAGES } from './rules';

type Json = ReturnType<typeof JSON.parse>;

describe.each(oneDatabaseTarget)('watchlist API on $name', (target) => {
  let database: Database;
  let services: ReturnType<typeof createTestServices>;
  let app: ReturnType<typeof createApp>;
  const call = async (me: SignedIn | null, path = '', init: RequestInit = {}) => {
    const headers = { ...(init.headers as Record<string, string> | undefined), ...(me?.bearer ?? {}) };
    const res = await app.request(`/api/crypto-watchlist${path}`, { ...init, headers });
    return { res, body: (await res.json()) as Json };
  };
  const add = (me: SignedIn, body: unknown) => call(me, '', jsonRequest(body));
  const remove = (me: SignedIn, coinId: number | string) => call(me, `/${coinId}`, { method: 'DELETE' });
  const activities = async (me: SignedIn) => {
    const res = await app.request('/api/user-activity/activities?limit=50', { headers: me.bearer });
    return ((await res.json()) as Json).data as Record<string, unknown>[];
  };

  beforeAll(async () => {
    database = await target.open();
    services = createTestServices(database);
    app = createApp(services);
  });
  afterAll(async () => {
    await services.auth.idle();
    await database.close();
  });

  test('[WATCH-011] [WATCH-013] [ACT-016] adding coins lists them newest first with coin_id, symbol, name, image_url and addedAt, and records each add', async () => {
    const me = await newSignedInUser(app, database.db);
    const btc = await add(me, { coin_id: 1, symbol: 'BTC', name: 'Bitcoin', image_url: null });
    expect(btc.res.status).toBe(201);
    services.clock.advance(1000);
    await add(me, { coin_id: 1027, symbol: 'ETH', name: 'Ethereum', image_url: null });
    const { res, body } = await call(me);
    expect(res.status).toBe(200);
    expect(body.data).toEqual([
      {
        coin_id: 1027,
        symbol: 'ETH',
        name: 'Ethereum',
        image_url: '/images/coins/64x64/eth-1027.png',
        addedAt: new Date(services.clock()).toISOString(),
      },
      {
        coin_id: 1,
        symbol: 'BTC',
        name: 'Bitcoin',
        image_url: '/images/coins/64x64/btc-1.png',
        addedAt: new Date(services.clock() - 1000).toISOString(),
      },
    ]);
    const adds = (await activities(me)).filter((a) => a.activity_type === 'watchlist_add');
    expect(adds.map((a) => [a.coin_symbol, a.coin_name])).toEqual([
      ['ETH', 'Ethereum'],
      ['BTC', 'Bitcoin'],
    ]);
  });

  test('the site names the coin: a made-up symbol, name or picture in the request is not stored', async () => {
    const me = await newSignedInUser(app, database.db);
    const { body } = await add(me, {
      coin_id: 1,
      symbol: 'SCAM',
      name: '<img src=x onerror=alert(1)>',
      image_url: 'javascript:alert(1)',
    });
    expect(body.data).toMatchObject({
      symbol: 'BTC',
      name: 'Bitcoin',
      image_url: '/images/coins/64x64/btc-1.png',
    });
  });

  test('adding a coin twice keeps one item and records one add', async () => {
    const me = await newSignedInUser(app, database.db);
    expect((await add(me, { coin_id: 1 })).res.status).toBe(201);
    expect((await add(me, { coin_id: 1 })).res.status).toBe(200);
    expect((await call(me)).body.data).toHaveLength(1);
    expect((await activities(me)).filter((a) => a.activity_type === 'watchlist_add')).toHaveLength(1);
  });

  test('[WATCH-009] [ACT-017] DELETE /api/crypto-watchlist/{coinId} removes the coin and records the removal', async () => {
    const me = await newSignedInUser(app, database.db);
    await add(me, { coin_id: 1 });
    await add(me, { coin_id: 1027 });
    const { res } = await remove(me, 1);
    expect(res.status).toBe(200);
    expect((await call(me)).body.data.map((i: { symbol: string }) => i.symbol)).toEqual(['ETH']);
    const removal = (await activities(me)).find((a) => a.activity_type === 'watchlist_remove');
    expect(removal).toMatchObject({
      coin_symbol: 'BTC',
      coin_name: 'Bitcoin',
      metadata: { action: 'remove' },
    });
    const again = await remove(me, 1);
    expect(again.res.status).toBe(404);
    expect(again.body.error).toBe(WATCHLIST_MESSAGES.notWatched);
  });

  test("another user's watchlist is never read or changed: their coin is not ours to remove", async () => {
    const ada = await newSignedInUser(app, database.db);
    const eve = await newSignedInUser(app, database.db);
    await add(ada, { coin_id: 1 });
    expect((await call(eve)).body.data).toEqual([]);
    expect((await remove(eve, 1)).res.status).toBe(404);
    expect((await call(ada)).body.data).toHaveLength(1);
  });

  test('bad input: an unknown coin, a bad id, a full watchlist and a signed-out caller are refused', async () => {
    const me = await newSignedInUser(app, database.db);
    const unknown = await add(me, { coin_id: 99_999_991 });
    expect(unknown.res.status).toBe(404);
    expect(unknown.body.error).toBe(WATCHLIST_MESSAGES.unknownCoin);
    for (const bad of [{}, { coin_id: 'abc' }, { coin_id: -1 }, { coin_id: 1.5 }]) {
      const { res, body } = await add(me, bad);
      expect(res.status).toBe(400);
      expect(body.error).toBe('coin_id must be a positive whole number');
    }
    expect((await remove(me, 'abc')).res.status).toBe(400);
    expect((await call(null)).res.status).toBe(401);

    const coins = (await services.market.read()).snapshot.coins.slice(0, WATCHLIST_MAX_ITEMS);
    for (const coin of coins) await add(me, { coin_id: coin.id });
    const extra = (await services.market.read()).snapshot.coins[WATCHLIST_MAX_ITEMS];
    const full = await add(me, { coin_id: extra?.id });
    expect(full.res.status).toBe(409);
    expect(full.body.error).toBe(WATCHLIST_MESSAGES.full);
  });
});
