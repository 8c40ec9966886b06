import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Database } from '../../platform/db.server';
import { createApp } from '../../server/app';
import { jsonRequest, newSignedInUser } from '../../tests/auth';
import { oneDatabaseTarget } from '../../tests/databases';
import { createTestServices } from '../../tests/services';

type Json = ReturnType<typeof JSON.parse>;
const DAY = 24 * 60 * 60 * 1000;

describe.each(oneDatabaseTarget)('activity API on $name', (target) => {
  let database: Database;
  let services: ReturnType<typeof createTestServices>;
  let app: ReturnType<typeof createApp>;
  const call = async (path: string, init?: RequestInit) => {
    const res = await app.request(`/api/user-activity${path}`, init);
    return { res, body: (await res.json()) as Json };
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

  test('[ACT-009] [ACT-010] [ACT-011] a recorded activity is stored with every field and listed back, newest first', async () => {
    const me = await newSignedInUser(app, database.db);
    const full = {
      activityType: 'alert_triggered',
      description: 'BTC moved 5%',
      coinSymbol: 'BTC',
      coinName: 'Bitcoin',
      coinId: 1,
      amount: '0.5',
      valueUsd: 32000.25,
      priceUsd: '64000.5',
      pageName: 'Alerts',
      pagePath: '/dashboard/alerts',
      alertType: 'above',
      targetPrice: '67200',
      triggerPrice: '67250.1',
      settingName: 'threshold',
      oldValue: '5',
      newValue: '6',
      metadata: { action: 'trigger' },
    };
    const recorded = await call('/record', jsonRequest(full, { headers: me.bearer }));
    expect(recorded.res.status).toBe(201);
    services.clock.advance(1000);
    await call(
      '/record',
      jsonRequest({ activityType: 'page_view', description: 'Viewed Markets' }, { headers: me.bearer }),
    );
    const { body } = await call('/activities?limit=5', { headers: me.bearer });
    expect(body.success).toBe(true);
    expect(body.data[0].activity_type).toBe('page_view');
    expect(body.data.find((a: Json) => a.activity_type === 'alert_triggered')).toEqual({
      id: expect.any(Number),
      user_id: me.userId,
      activity_type: 'alert_triggered',
      description: 'BTC moved 5%',
      coin_symbol: 'BTC',
      coin_name: 'Bitcoin',
      coin_id: '1',
      amount: '0.5',
      value_usd: '32000.25',
      price_usd: '64000.5',
      page_name: 'Alerts',
      page_path: '/dashboard/alerts',
      alert_type: 'above',
      target_price: '67200',
      trigger_price: '67250.1',
      setting_name: 'threshold',
      old_value: '5',
      new_value: '6',
      metadata: { action: 'trigger' },
      created_at: expect.any(String),
      group_count: 1,
      group_first_at: expect.any(String),
    });
    const limited = await call('/activities?limit=1', { headers: me.bearer });
    expect(limited.body.data).toHaveLength(1);
  });

  test('[ACT-013] the activity calls refuse callers who are not signed in', async () => {
    expect((await call('/activities')).res.status).toBe(401);
    expect((await call('/stats')).res.status).toBe(401);
    const rec = await call('/record', jsonRequest({ activityType: 'page_view', description: 'x' }));
    expect(rec.res.status).toBe(401);
    expect(rec.body).toEqual({ success: false, error: 'Authentication required' });
  });

  test("one user never reads another's activities", async () => {
    const alice = await newSignedInUser(app, database.db);
    const bob = await newSignedInUser(app, database.db);
    await call(
      '/record',
      jsonRequest({ activityType: 'page_view', description: 'Alice only' }, { headers: alice.bearer }),
    );
    const { body } = await call('/activities?limit=50', { headers: bob.bearer });
    expect(body.data.map((a: Json) => a.description)).not.toContain('Alice only');
    expect(body.data.every((a: Json) => a.user_id === bob.userId)).toBe(true);
  });

  test('bad input is refused with a clear message and stores nothing', async () => {
    const me = await newSignedInUser(app, database.db);
    const bad = await call(
      '/record',
      jsonRequest({ activityType: 'hack', description: 'x' }, { headers: me.bearer }),
    );
    expect(bad.res.status).toBe(400);
    expect(bad.body.error).toBe('Unknown activity type');
    const huge = await call(
      '/record',
      jsonRequest(
        { activityType: 'page_view', description: 'x', metadata: { blob: 'x'.repeat(9000) } },
        { headers: me.bearer },
      ),
    );
    expect(huge.res.status).toBe(413);
    const { body } = await call('/activities', { headers: me.bearer });
    expect(body.data.map((a: Json) => a.activity_type)).toEqual(['login']);
  });

  test('an amount that overflows and a negative price are refused, each with its field named, and nothing is stored', async () => {
    const me = await newSignedInUser(app, database.db);
    const refused = async (fields: Record<string, unknown>) => {
      const { res, body } = await call(
        '/record',
        jsonRequest({ activityType: 'portfolio_add', description: 'x', ...fields }, { headers: me.bearer }),
      );
      expect(res.status).toBe(400);
      return body.error as string;
    };
    expect(await refused({ amount: '1e400' })).toBe('amount must be less than 1e24');
    expect(await refused({ priceUsd: '-5' })).toBe('priceUsd must not be negative');
    expect(await refused({ priceUsd: -0.5 })).toBe('priceUsd must not be negative');
    expect(await refused({ valueUsd: 'lots' })).toBe('valueUsd must be a number');
    const { body } = await call('/activities', { headers: me.bearer });
    expect(body.data.map((a: Json) => a.activity_type)).toEqual(['login']);
    const fine = await call(
      '/record',
      jsonRequest(
        { activityType: 'portfolio_add', description: 'x', amount: '1e3', priceUsd: '0' },
        { headers: me.bearer },
      ),
    );
    expect(fine.res.status).toBe(201);
    expect(fine.body.data).toMatchObject({ amount: '1000', price_usd: '0' });
  });

  test('text that cannot be stored is refused with its field named; a description of only invisible marks is none', async () => {
    const me = await newSignedInUser(app, database.db);
    const record = (fields: Record<string, unknown>) =>
      call('/record', jsonRequest({ activityType: 'page_view', ...fields }, { headers: me.bearer }));
    // JSON's "\ud800" is half a UTF-16 pair: stored, it would come back as U+FFFD.
    const refused = [
      [{ description: 'Viewed \uD800' }, 'description contains characters that cannot be stored'],
      [
        { description: 'Viewed', pageName: 'News\uDC00' },
        'pageName contains characters that cannot be stored',
      ],
      [
        { description: 'Viewed', metadata: { from: ['ok', '\uD83D'] } },
        'metadata.from.1 contains characters that cannot be stored',
      ],
      [{ description: '\u200B\u2060\uFEFF' }, 'description is required'],
      [{ description: '\u3164' }, 'description is required'],
    ] as const;
    for (const [fields, message] of refused) {
      const { res, body } = await record(fields);
      expect({ fields, status: res.status, error: body.error }).toEqual({
        fields,
        status: 400,
        error: message,
      });
    }
    const { body } = await call('/activities', { headers: me.bearer });
    expect(body.data.map((a: Json) => a.activity_type)).toEqual(['login']);
  });

  test('the list filters by category on the server, and refuses a category it does not know', async () => {
    const me = await newSignedInUser(app, database.db);
    const record = (activityType: string, description: string) =>
      call('/record', jsonRequest({ activityType, description }, { headers: me.bearer }));
    await record('watchlist_add', 'Added Bitcoin to watchlist');
    await record('alert_created', 'Created a price alert: BTC rises 5%');
    await record('settings_update', 'Changed currency from USD to EUR');
    await record('subscription_upgrade', 'Upgraded to Premium');
    const of = async (category: string) =>
      ((await call(`/activities?category=${category}`, { headers: me.bearer })).body.data as Json[]).map(
        (a) => a.description,
      );
    expect(await of('alerts')).toEqual(['Created a price alert: BTC rises 5%']);
    expect(await of('account')).toEqual(['Upgraded to Premium', 'Changed currency from USD to EUR']);
    expect(await of('login')).toEqual(['Signed in']);
    const bad = await call('/activities?category=everything', { headers: me.bearer });
    expect(bad.res.status).toBe(400);
    expect(bad.body.error).toBe(
      'category must be one of: watchlist, portfolio, alerts, price_checks, login, page_views, account',
    );
  });

  test("one alert's triggers of a day are one entry with their count, so they do not push the rest out of the 50", async () => {
    const me = await newSignedInUser(app, database.db);
    await call(
      '/record',
      jsonRequest({ activityType: 'watchlist_add', description: 'Added Bitcoin' }, { headers: me.bearer }),
    );
    const trigger = (alertId: string, n: number) =>
      call(
        '/record',
        jsonRequest(
          {
            activityType: 'alert_triggered',
            description: `Price alert triggered ${n}`,
            metadata: { action: 'trigger', alertId },
          },
          { headers: me.bearer },
        ),
      );
    const first = new Date(services.clock()).toISOString();
    for (let n = 1; n <= 60; n++) {
      services.clock.advance(1000);
      await trigger('alert-a', n);
    }
    services.clock.advance(1000);
    await trigger('alert-b', 1);
    const { body } = await call('/activities', { headers: me.bearer });
    const list = body.data as Json[];
    expect(list.map((a) => [a.description, a.group_count])).toEqual([
      ['Price alert triggered 1', 1],
      ['Price alert triggered 60', 60],
      ['Added Bitcoin', 1],
      ['Signed in', 1],
    ]);
    expect(Date.parse(list[1].group_first_at)).toBe(Date.parse(first) + 1000);
  });

  test('[ACT-012] [ACT-014] stats count the period per type and per day (7 days by default), with the last sign-in', async () => {
    const me = await newSignedInUser(app, database.db);
    await services.auth.idle();
    const record = (type: string) =>
      call('/record', jsonRequest({ activityType: type, description: type }, { headers: me.bearer }));
    await record('price_check');
    await record('price_check');
    services.clock.advance(-3 * DAY);
    await record('watchlist_add');
    services.clock.advance(-10 * DAY);
    await record('watchlist_add');
    services.clock.advance(13 * DAY);
    const { res, body } = await call('/stats', { headers: me.bearer });
    expect(res.status).toBe(200);
    expect(body.data).toMatchObject({
      timeframe: '7d',
      total: 4,
      byType: { login: 1, price_check: 2, watchlist_add: 1 },
      allTime: 5,
      lastSevenDays: 4,
      lastLogin: new Date(services.clock()).toISOString(),
    });
    expect(body.data.byDay).toHaveLength(7);
    expect(body.data.byDay.at(-1)).toEqual({
      date: new Date(services.clock()).toISOString().slice(0, 10),
      count: 3,
    });
    const month = await call('/stats?timeframe=30d', { headers: me.bearer });
    expect(month.body.data.total).toBe(5);
    expect((await call('/stats?timeframe=forever', { headers: me.bearer })).res.status).toBe(400);
  });
});
