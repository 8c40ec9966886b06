// Price-target alerts through the API: the body is checked in plain words, a target typed in euros is kept in dollars,
// the alert fires on a crossing and is delivered like a % alert, and another user's alert is never read or changed.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { dec } from '../../lib/decimal';
import { BUILT_IN_RATES, formatMoney } from '../../lib/money';
import type { Database } from '../../platform/db.server';
import { listOutbox } from '../../platform/mail.server';
import { createApp } from '../../server/app';
import { jsonRequest, newSignedInUser, type SignedIn } from '../../tests/auth';
import { oneDatabaseTarget } from '../../tests/databases';
import { createTestServices } from '../../tests/services';
import { subscriptions, users } from '../auth/tables.server';
import { userPreferences } from '../settings/tables.server';
import { ALERT_MESSAGES, type AlertRow, type NotificationRow } from './rules';
import { priceAlerts } from './tables.server';

type Json = ReturnType<typeof JSON.parse>;

describe.each(oneDatabaseTarget)('price-target alerts API on $name', (target) => {
  let database: Database;
  let services: ReturnType<typeof createTestServices>;
  let app: ReturnType<typeof createApp>;
  let btcUsd: number;

  const call = async (path: string, me: SignedIn, init: RequestInit = {}) => {
    const res = await app.request(`/api/dashboard${path}`, {
      ...init,
      headers: { ...me.bearer, ...(init.headers as Record<string, string> | undefined) },
    });
    return { res, body: (await res.json()) as Json };
  };
  const send = (method: string, body: unknown) => jsonRequest(body, { method });
  const create = async (me: SignedIn, body: Record<string, unknown>) => {
    const { res, body: answer } = await call('/alerts', me, send('POST', body));
    expect(res.status, JSON.stringify(answer)).toBe(201);
    return answer.data as AlertRow;
  };
  const listOf = async (me: SignedIn) => (await call('/alerts', me)).body.data as AlertRow[];
  const notificationsOf = async (me: SignedIn) =>
    (await call('/notifications', me)).body.data as NotificationRow[];
  const evaluate = (prices: Record<string, number>) =>
    services.alertsRuntime.evaluator.evaluate(new Map(Object.entries(prices)));

  beforeAll(async () => {
    database = await target.open();
    services = createTestServices(database);
    app = createApp(services);
    const { snapshot } = await services.market.read();
    btcUsd = snapshot.coins.find((c) => c.symbol === 'BTC')?.price ?? 0;
    expect(btcUsd).toBeGreaterThan(0);
  });
  afterAll(async () => {
    await services.auth.idle();
    await database.close();
  });

  test('a price-target body with a missing, zero, over-precise or either-way target answers 400 in plain words', async () => {
    const me = await newSignedInUser(app, database.db);
    const refusals: [Record<string, unknown>, string][] = [
      [{ symbol: 'BTC', condition: 'price_target', direction: 'up' }, ALERT_MESSAGES.targetRequired],
      [
        { symbol: 'BTC', condition: 'price_target', target_price: '0', direction: 'up' },
        ALERT_MESSAGES.targetPositive,
      ],
      [
        { symbol: 'BTC', condition: 'price_target', target_price: -5, direction: 'up' },
        ALERT_MESSAGES.targetPositive,
      ],
      [
        { symbol: 'BTC', condition: 'price_target', target_price: '1.123456789', direction: 'up' },
        ALERT_MESSAGES.targetTooPrecise,
      ],
      [
        { symbol: 'BTC', condition: 'price_target', target_price: '100000', direction: 'both' },
        ALERT_MESSAGES.targetDirection,
      ],
      [
        {
          symbol: 'BTC',
          condition: 'price_target',
          target_price: '100000',
          direction: 'up',
          target_currency: 'JPY',
        },
        ALERT_MESSAGES.currencyInvalid,
      ],
      [
        {
          symbol: 'BTC',
          condition: 'price_target',
          target_price: '100000',
          direction: 'up',
          repeat: 'twice',
        },
        ALERT_MESSAGES.repeatInvalid,
      ],
      [
        { symbol: 'BTC', condition: 'limit', target_price: '1', direction: 'up' },
        ALERT_MESSAGES.conditionInvalid,
      ],
      // A % alert still needs its threshold.
      [{ symbol: 'BTC', direction: 'up' }, ALERT_MESSAGES.thresholdPositive],
    ];
    for (const [body, error] of refusals) {
      const { res, body: answer } = await call('/alerts', me, send('POST', body));
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(answer, JSON.stringify(body)).toEqual({ success: false, error });
    }
    expect(await listOf(me)).toEqual([]);
  });

  test('a target typed in euros is kept in dollars, listed with its kind, and a % alert is answered as before', async () => {
    const me = await newSignedInUser(app, database.db);
    const percent = await create(me, { symbol: 'ETH', threshold_percent: 5, direction: 'down' });
    expect(percent).toMatchObject({
      condition: 'percent',
      threshold_percent: 5,
      target_price_usd: null,
      repeat: 'repeating',
    });
    // Newest first: the target is made a second later (at one moment the order would be the ids').
    services.clock.advance(1000);
    const created = await create(me, {
      symbol: 'btc',
      condition: 'price_target',
      target_price: '100000',
      target_currency: 'EUR',
      direction: 'up',
      repeat: 'once',
    });
    expect(created).toMatchObject({
      symbol: 'BTC',
      condition: 'price_target',
      direction: 'up',
      repeat: 'once',
    });
    const usd = dec(created.target_price_usd ?? '0');
    expect(usd.times(BUILT_IN_RATES.rates.EUR).round(6).toFixed()).toBe('100000');
    const listed = await listOf(me);
    expect(listed.map((a) => a.condition)).toEqual(['price_target', 'percent']);

    // Switching the % alert to a target without naming one is refused; with one it becomes a target alert.
    const noTarget = await call(`/alerts?id=${percent.id}`, me, send('PUT', { condition: 'price_target' }));
    expect(noTarget.res.status).toBe(400);
    expect(noTarget.body.error).toBe(ALERT_MESSAGES.targetRequired);
    const switched = await call(
      `/alerts?id=${percent.id}`,
      me,
      send('PUT', { condition: 'price_target', target_price: '2500.5' }),
    );
    expect(switched.res.status, JSON.stringify(switched.body)).toBe(200);
    const [, after] = await listOf(me);
    expect(after).toMatchObject({ condition: 'price_target', target_price_usd: '2500.5', direction: 'down' });
  });

  test('a target alert fires on the crossing, says "BTC above …" in the e-mail, and a "once" alert is then off', async () => {
    const me = await newSignedInUser(app, database.db);
    await database.db
      .insert(userPreferences)
      .values({ userId: me.userId, emailAlerts: true, currency: 'USD' });
    await database.db
      .update(subscriptions)
      .set({ tier: 'premium' })
      .where(eq(subscriptions.userId, me.userId));
    await database.db
      .update(users)
      .set({ emailVerifiedAt: new Date(services.clock()) })
      .where(eq(users.id, me.userId));
    const goal = Math.round(btcUsd * 1.02);
    // Made while BTC is under its target: the alert starts on the 'under' side.
    const alert = await create(me, {
      symbol: 'BTC',
      condition: 'price_target',
      target_price: String(goal),
      direction: 'up',
      repeat: 'once',
    });
    await evaluate({ BTC: btcUsd * 1.01 });
    expect(await notificationsOf(me)).toEqual([]);
    await evaluate({ BTC: goal + 10 });
    const [n] = await notificationsOf(me);
    expect(n).toMatchObject({ alert_id: alert.id, crossed: 'above', target_price_usd: String(goal) });
    const mails = (await listOutbox(database.db, { to: me.email })).filter((m) =>
      m.subject.startsWith('Price alert'),
    );
    expect(mails.map((m) => m.subject)).toEqual([
      `Price alert: BTC above ${formatMoney(goal, 'USD', BUILT_IN_RATES)}`,
    ]);
    const [row] = await database.db.select().from(priceAlerts).where(eq(priceAlerts.id, alert.id));
    expect(row?.isActive).toBe(false);
    expect((await listOf(me))[0]).toMatchObject({ is_active: false, triggered_count: 1 });
  });

  test("another user's price-target alert is never listed, changed or deleted", async () => {
    const owner = await newSignedInUser(app, database.db);
    const other = await newSignedInUser(app, database.db);
    const alert = await create(owner, {
      symbol: 'BTC',
      condition: 'price_target',
      target_price: '100000',
      direction: 'up',
    });
    expect(await listOf(other)).toEqual([]);
    const edit = await call(`/alerts?id=${alert.id}`, other, send('PUT', { target_price: '1' }));
    expect(edit).toMatchObject({
      res: { status: 404 },
      body: { success: false, error: ALERT_MESSAGES.notFound },
    });
    const drop = await call(`/alerts?id=${alert.id}`, other, { method: 'DELETE' });
    expect(drop.res.status).toBe(404);
    const webhook = await call(`/alerts/webhook?id=${alert.id}`, other);
    expect(webhook.res.status).toBe(404);
    expect((await listOf(owner))[0]).toMatchObject({
      id: alert.id,
      target_price_usd: '100000',
      is_active: true,
    });
  });
});
