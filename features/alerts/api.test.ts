import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Database } from '../../platform/db.server';
import { listOutbox } from '../../platform/mail.server';
import { createApp } from '../../server/app';
import { jsonRequest, newSignedInUser, signIn, type SignedIn } from '../../tests/auth';
import { oneDatabaseTarget } from '../../tests/databases';
import { createTestServices } from '../../tests/services';
import { subscriptions, users } from '../auth/tables.server';
import { cryptoReference } from '../reference/tables.server';
import { BUILT_IN_RATES, formatMoney } from '../../lib/money';
import { tickFromSnapshot, TICK_CHANNEL } from '../market/service.server';
import { userPreferences } from '../settings/tables.server';
import { ALERT_MESSAGES, COOLDOWN_DEFAULT_MINUTES, type AlertRow, type NotificationRow } from './rules';
import { priceAlerts } from './tables.server';

type Json = ReturnType<typeof JSON.parse>;
const MIN = 60_000;

describe.each(oneDatabaseTarget)('alerts API and job on $name', (target) => {
  let database: Database;
  let services: ReturnType<typeof createTestServices>;
  let app: ReturnType<typeof createApp>;
  let btcUsd: number;
  let ethUsd: number;

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
  const notificationsOf = async (me: SignedIn) =>
    (await call('/notifications', me)).body.data as NotificationRow[];
  const evaluate = (prices: Record<string, number>) =>
    services.alertsRuntime.evaluator.evaluate(new Map(Object.entries(prices)));
  const activities = async (me: SignedIn) => {
    const res = await app.request('/api/user-activity/activities?limit=50', { headers: me.bearer });
    return ((await res.json()) as Json).data as Json[];
  };

  beforeAll(async () => {
    database = await target.open();
    services = createTestServices(database);
    app = createApp(services);
    const { snapshot } = await services.market.read();
    btcUsd = snapshot.coins.find((c) => c.symbol === 'BTC')?.price ?? 0;
    ethUsd = snapshot.coins.find((c) => c.symbol === 'ETH')?.price ?? 0;
    expect(btcUsd).toBeGreaterThan(0);
  });
  afterAll(async () => {
    await services.auth.idle();
    await database.close();
  });

  test('[ALERT-031] [ALERT-030] [ALERT-029] a created alert is answered as data and listed back with its coin name', async () => {
    const me = await newSignedInUser(app, database.db);
    const created = await create(me, {
      symbol: 'btc',
      threshold_percent: 5,
      direction: 'up',
      alert_type: 'watchlist',
    });
    expect(created).toMatchObject({
      id: expect.any(String),
      symbol: 'BTC',
      name: 'Bitcoin',
      threshold_percent: 5,
      direction: 'up',
      alert_type: 'watchlist',
      is_active: true,
      triggered_count: 0,
      window_minutes: null,
      cooldown_minutes: COOLDOWN_DEFAULT_MINUTES,
      reference_price: String(btcUsd),
      created_at: new Date(services.clock()).toISOString(),
    });
    const { body } = await call('/alerts', me);
    expect(body).toEqual({ success: true, data: [created] });
  });

  test('[ALERT-035] an alert is named by the coin reference data, also for a coin the market no longer quotes', async () => {
    const me = await newSignedInUser(app, database.db);
    await services.reference.ensureLoaded();
    // A coin only the reference data knows (ranked far below the market's 300), watched since it left the market.
    await database.db.insert(cryptoReference).values({
      id: 990_035,
      symbol: 'QZT',
      name: 'Quartzite Network',
      slug: 'quartzite-network',
      rank: 4035,
      category: 'token',
      mapSyncedAt: new Date(services.clock()),
    });
    const { snapshot } = await services.market.read();
    expect(snapshot.coins.some((c) => c.symbol === 'QZT')).toBe(false);
    await database.db
      .insert(priceAlerts)
      .values({ userId: me.userId, symbol: 'QZT', direction: 'up', alertType: 'custom' });
    // And a coin of the market, beyond any short list of well-known names.
    const ranked = snapshot.coins[150]!;
    await create(me, { symbol: ranked.symbol, threshold_percent: 5, direction: 'up', alert_type: 'custom' });
    const listed = ((await call('/alerts', me)).body.data as AlertRow[]).map((a) => [a.symbol, a.name]);
    const known = await services.reference.lookup({ symbol: ranked.symbol });
    expect(known?.name).toBeTruthy();
    expect(new Map(listed as [string, string][])).toEqual(
      new Map([
        [ranked.symbol, known!.name],
        ['QZT', 'Quartzite Network'],
      ]),
    );
  });

  test('[ALERT-023] [ALERT-025] [ALERT-026] [ALERT-028] [ALERT-029] invalid alerts answer 400 with the spec texts', async () => {
    const me = await newSignedInUser(app, database.db);
    const base = { symbol: 'ETH', threshold_percent: 5, direction: 'down', alert_type: 'custom' };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base, symbol: '' }, ALERT_MESSAGES.symbolRequired],
      [{ ...base, symbol: '   ' }, ALERT_MESSAGES.symbolRequired],
      [{ ...base, symbol: undefined }, ALERT_MESSAGES.symbolRequired],
      [{ ...base, threshold_percent: 0 }, ALERT_MESSAGES.thresholdPositive],
      [{ ...base, threshold_percent: -2 }, ALERT_MESSAGES.thresholdPositive],
      [{ ...base, threshold_percent: 'lots' }, ALERT_MESSAGES.thresholdPositive],
      [{ ...base, threshold_percent: 0.05 }, ALERT_MESSAGES.thresholdRange],
      [{ ...base, threshold_percent: 100.1 }, ALERT_MESSAGES.thresholdRange],
      // Between steps of 0.1: refused, not rounded to 2.6 without a word.
      [{ ...base, threshold_percent: 2.55 }, ALERT_MESSAGES.thresholdStep],
      [{ ...base, threshold_percent: '0.15' }, ALERT_MESSAGES.thresholdStep],
      [{ ...base, direction: 'sideways' }, ALERT_MESSAGES.directionInvalid],
      [{ ...base, alert_type: 'other' }, ALERT_MESSAGES.typeInvalid],
      // The minutes fields in plain words, never their API names.
      [{ ...base, window_minutes: 0 }, ALERT_MESSAGES.windowRange],
      [{ ...base, window_minutes: 10081 }, ALERT_MESSAGES.windowRange],
      [{ ...base, cooldown_minutes: -1 }, ALERT_MESSAGES.cooldownRange],
      [{ ...base, cooldown_minutes: 2.5 }, ALERT_MESSAGES.cooldownRange],
      [{ ...base, cooldown_minutes: 'soon' }, ALERT_MESSAGES.cooldownRange],
    ];
    for (const [body, error] of cases) {
      const answer = await call('/alerts', me, send('POST', body));
      expect(answer.res.status, JSON.stringify(body)).toBe(400);
      expect(answer.body).toEqual({ success: false, error });
    }
    // The bounds themselves are allowed, and a threshold is kept to one decimal.
    expect((await create(me, { ...base, threshold_percent: 0.1 })).threshold_percent).toBe(0.1);
    expect((await create(me, { ...base, threshold_percent: '100' })).threshold_percent).toBe(100);
    expect((await call('/alerts', me)).body.data).toHaveLength(2);
  });

  test('an alert on a coin the market does not quote is refused, when created and when moved to it, as the portfolio refuses one', async () => {
    const me = await newSignedInUser(app, database.db);
    const base = { symbol: 'ETH', threshold_percent: 5, direction: 'down', alert_type: 'custom' };
    const unknown = await call('/alerts', me, send('POST', { ...base, symbol: 'notacoin' }));
    expect(unknown.res.status).toBe(400);
    expect(unknown.body).toEqual({ success: false, error: ALERT_MESSAGES.unknownCoin('NOTACOIN') });
    const alert = await create(me, base);
    const moved = await call(`/alerts?id=${alert.id}`, me, send('PUT', { symbol: 'AAAAAAAAAAAAAAAAAAAA' }));
    expect(moved.res.status).toBe(400);
    expect((await call('/alerts', me)).body.data).toEqual([
      expect.objectContaining({ id: alert.id, symbol: 'ETH' }),
    ]);
  });

  test('[ALERT-032] [ALERT-010] PUT changes fields or is_active and answers success', async () => {
    const me = await newSignedInUser(app, database.db);
    const alert = await create(me, {
      symbol: 'BTC',
      threshold_percent: 5,
      direction: 'up',
      alert_type: 'custom',
    });
    const edit = await call(
      `/alerts?id=${alert.id}`,
      me,
      send('PUT', {
        symbol: 'eth',
        threshold_percent: 7.5,
        direction: 'both',
        window_minutes: 60,
        cooldown_minutes: 15,
      }),
    );
    expect(edit.body).toEqual({ success: true });
    const off = await call(`/alerts?id=${alert.id}`, me, send('PUT', { is_active: false }));
    expect(off.body).toEqual({ success: true });
    const [row] = (await call('/alerts', me)).body.data as AlertRow[];
    expect(row).toMatchObject({
      symbol: 'ETH',
      name: 'Ethereum',
      threshold_percent: 7.5,
      direction: 'both',
      window_minutes: 60,
      cooldown_minutes: 15,
      is_active: false,
      // A new coin is measured from its own price.
      reference_price: String(ethUsd),
    });
    const bad = await call(`/alerts?id=${alert.id}`, me, send('PUT', { threshold_percent: 0 }));
    expect(bad.body).toEqual({ success: false, error: ALERT_MESSAGES.thresholdPositive });
  });

  test('switching, snoozing and editing an alert are logged in plain words; a save that changes nothing is not', async () => {
    const me = await newSignedInUser(app, database.db);
    const alert = await create(me, { symbol: 'BTC', threshold_percent: 5, direction: 'up' });
    const put = (body: Record<string, unknown>) => call(`/alerts?id=${alert.id}`, me, send('PUT', body));
    await put({ is_active: false });
    await put({ is_active: true });
    await put({ threshold_percent: 2.5, direction: 'both', cooldown_minutes: 15 });
    await put({ threshold_percent: 2.5 });
    await put({ snoozed_until: '2026-01-16T08:00:00Z' });
    const logged = (await activities(me)).filter((a) => a.activity_type === 'alert_updated');
    expect(logged.map((a) => a.description).reverse()).toEqual([
      'Turned off a price alert: BTC rises 5%',
      'Turned on a price alert: BTC rises 5%',
      'Edited a price alert: BTC rises 5% → BTC moves 2.5% either way; cooldown 60 min → 15 min',
      'Snoozed a price alert until 2026-01-16 08:00 UTC: BTC moves 2.5% either way',
    ]);
    expect(logged[0]).toMatchObject({
      coin_symbol: 'BTC',
      metadata: { action: 'update', alertId: alert.id },
    });
  });

  test('[ALERT-033] [ACT-021] [ACT-022] creating and deleting record activities with decision 18 metadata', async () => {
    const me = await newSignedInUser(app, database.db);
    const alert = await create(me, {
      symbol: 'BTC',
      threshold_percent: 5,
      direction: 'up',
      alert_type: 'custom',
    });
    const down = await create(me, {
      symbol: 'BTC',
      threshold_percent: 10,
      direction: 'down',
      alert_type: 'custom',
    });
    const removed = await call(`/alerts?id=${alert.id}`, me, { method: 'DELETE' });
    expect(removed.body).toEqual({ success: true });
    expect(((await call('/alerts', me)).body.data as AlertRow[]).map((a) => a.id)).toEqual([down.id]);
    const log = await activities(me);
    const created = log.filter((a) => a.activity_type === 'alert_created');
    expect(created).toHaveLength(2);
    const up = created.find((a) => a.alert_type === 'above');
    expect(up).toMatchObject({
      coin_symbol: 'BTC',
      coin_name: 'Bitcoin',
      description: 'Created a price alert: BTC rises 5%',
      metadata: { action: 'create' },
    });
    expect(created.find((a) => a.alert_type === 'below')?.description).toBe(
      'Created a price alert: BTC falls 10%',
    );
    expect(Number(up?.target_price)).toBeCloseTo(btcUsd * 1.05, 4);
    expect(Number(created.find((a) => a.alert_type === 'below')?.target_price)).toBeCloseTo(btcUsd * 0.9, 4);
    const deleted = log.filter((a) => a.activity_type === 'alert_deleted');
    expect(deleted).toEqual([
      expect.objectContaining({
        coin_symbol: 'BTC',
        alert_type: 'above',
        description: 'Deleted a price alert: BTC rises 5%',
        metadata: expect.objectContaining({ action: 'delete', alertId: alert.id }),
      }),
    ]);
  });

  test("another user's alert and notification answer 404 and stay unchanged", async () => {
    const owner = await newSignedInUser(app, database.db);
    const other = await newSignedInUser(app, database.db);
    const alert = await create(owner, {
      symbol: 'BTC',
      threshold_percent: 1,
      direction: 'both',
      alert_type: 'custom',
    });
    await evaluate({ BTC: btcUsd * 1.5 });
    const [mine] = await notificationsOf(owner);
    expect(mine?.alert_id).toBe(alert.id);

    expect((await call(`/alerts?id=${alert.id}`, other, send('PUT', { is_active: false }))).res.status).toBe(
      404,
    );
    const gone = await call(`/alerts?id=${alert.id}`, other, { method: 'DELETE' });
    expect(gone).toMatchObject({
      res: { status: 404 },
      body: { success: false, error: ALERT_MESSAGES.notFound },
    });
    expect((await call('/alerts?id=not-a-uuid', owner, { method: 'DELETE' })).res.status).toBe(404);
    expect((await call('/alerts', other)).body.data).toEqual([]);
    expect(await notificationsOf(other)).toEqual([]);
    // Marking someone else's notification read changes nothing.
    await call('/notifications', other, send('PUT', { notification_ids: [mine?.id] }));
    expect((await notificationsOf(owner))[0]?.is_read).toBe(false);
    expect((await call('/alerts', owner)).body.data[0]).toMatchObject({
      is_active: true,
      triggered_count: 1,
    });
    await evaluate({ BTC: btcUsd });
  });

  test('[ALERT-036] [ALERT-037] [ALERT-034] [ACT-023] a fired alert writes a notification, counts it and records its trigger price', async () => {
    const me = await newSignedInUser(app, database.db);
    const alert = await create(me, {
      symbol: 'ETH',
      threshold_percent: 5,
      direction: 'up',
      alert_type: 'portfolio',
    });
    services.clock.advance(MIN);
    const rise = ethUsd * 1.052;
    const fired = await evaluate({ ETH: rise });
    expect(fired.map((f) => f.alert.id)).toContain(alert.id);
    const [n] = await notificationsOf(me);
    expect(n).toEqual({
      id: expect.any(Number),
      alert_id: alert.id,
      is_read: false,
      symbol: 'ETH',
      severity: 'success',
      price_change_percent: expect.any(String),
      old_price: String(ethUsd),
      new_price: String(rise),
      triggered_at: new Date(services.clock()).toISOString(),
    });
    expect(Number(n?.price_change_percent)).toBeCloseTo(5.2, 6);
    expect((await call('/alerts', me)).body.data[0]).toMatchObject({
      triggered_count: 1,
      reference_price: String(rise),
    });
    const triggered = (await activities(me)).find((a) => a.activity_type === 'alert_triggered');
    expect(triggered).toMatchObject({
      coin_symbol: 'ETH',
      alert_type: 'above',
      trigger_price: String(rise),
      description: 'Price alert triggered: ETH moved +5.20% (alert set at 5%)',
    });

    const marked = await call('/notifications', me, send('PUT', { notification_ids: [n?.id] }));
    expect(marked.body).toEqual({ success: true });
    expect((await notificationsOf(me))[0]?.is_read).toBe(true);
    const empty = await call('/notifications', me, send('PUT', { notification_ids: [] }));
    expect(empty.body).toEqual({ success: false, error: ALERT_MESSAGES.notificationIdsRequired });
    await evaluate({ ETH: ethUsd });
  });

  test('[ALERT-039] an inactive alert produces no notification; below threshold does not fire', async () => {
    const me = await newSignedInUser(app, database.db);
    const off = await create(me, {
      symbol: 'SOL',
      threshold_percent: 2,
      direction: 'both',
      alert_type: 'custom',
    });
    await call(`/alerts?id=${off.id}`, me, send('PUT', { is_active: false }));
    const sol = Number(off.reference_price);
    await evaluate({ SOL: sol * 1.5 });
    expect(await notificationsOf(me)).toEqual([]);
    await create(me, { symbol: 'SOL', threshold_percent: 60, direction: 'up', alert_type: 'custom' });
    await evaluate({ SOL: sol * 1.5 + 1 });
    expect(await notificationsOf(me)).toEqual([]);
    await evaluate({ SOL: sol });
  });

  test('cooldown holds a second trigger; the reference resets after a trigger', async () => {
    const me = await newSignedInUser(app, database.db);
    const alert = await create(me, {
      symbol: 'BTC',
      threshold_percent: 5,
      direction: 'up',
      alert_type: 'custom',
      cooldown_minutes: 30,
    });
    const ref = Number(alert.reference_price);
    await evaluate({ BTC: ref * 1.06 });
    services.clock.advance(10 * MIN);
    await evaluate({ BTC: ref * 1.06 * 1.06 });
    expect(await notificationsOf(me)).toHaveLength(1);
    services.clock.advance(21 * MIN);
    await evaluate({ BTC: ref * 1.06 * 1.061 });
    // The access token has expired meanwhile: sign in again.
    const again = await signIn(app, me.email);
    const list = await notificationsOf(again);
    expect(list).toHaveLength(2);
    // Measured from the first trigger's price, not from the price at creation.
    expect(Number(list[0]?.old_price)).toBeCloseTo(ref * 1.06, 6);
    expect((await call('/alerts', again)).body.data[0]).toMatchObject({ id: alert.id, triggered_count: 2 });
    await evaluate({ BTC: ref });
    await database.db.update(priceAlerts).set({ isActive: false }).where(eq(priceAlerts.userId, me.userId));
    services.alertsRuntime.evaluator.invalidate();
  });

  test('a new alert fires at most once an hour by default: a 0.1% alert on a moving coin fires once in 3 minutes, then again after the hour', async () => {
    const me = await newSignedInUser(app, database.db);
    const alert = await create(me, { symbol: 'ETH', threshold_percent: 0.1, direction: 'both' });
    expect(alert.cooldown_minutes).toBe(60);
    const ref = Number(alert.reference_price);
    // Twelve ticks 15 s apart, each 0.2% away from the last.
    let price = ref;
    for (let i = 0; i < 12; i++) {
      services.clock.advance(15_000);
      price *= i % 2 === 0 ? 1.002 : 0.998 ** 2;
      await evaluate({ ETH: price });
    }
    expect(await notificationsOf(me)).toHaveLength(1);
    services.clock.advance(60 * MIN);
    await evaluate({ ETH: price * 1.01 });
    const again = await signIn(app, me.email);
    expect(await notificationsOf(again)).toHaveLength(2);
    // Both triggers are one entry of the activity log, counted (the day's triggers of an alert are grouped).
    const logged = (await activities(again)).filter((a) => a.activity_type === 'alert_triggered');
    expect(logged.map((a) => a.group_count)).toEqual([2]);
    await evaluate({ ETH: ethUsd });
    await database.db.update(priceAlerts).set({ isActive: false }).where(eq(priceAlerts.userId, me.userId));
    services.alertsRuntime.evaluator.invalidate();
  });

  test('the job follows market ticks under its lease, fires once, and streams the notification to its user only', async () => {
    const ada = await newSignedInUser(app, database.db);
    const bob = await newSignedInUser(app, database.db);
    const btc = Number(
      (await create(ada, { symbol: 'BTC', threshold_percent: 3, direction: 'down', alert_type: 'custom' }))
        .reference_price,
    );
    const eth = Number(
      (await create(bob, { symbol: 'ETH', threshold_percent: 3, direction: 'down', alert_type: 'custom' }))
        .reference_price,
    );
    // Ada's stream opened with her session cookie only, as an EventSource does.
    const stream = await app.request('/api/dashboard/notifications/stream', {
      headers: { Cookie: ada.cookie },
    });
    expect(stream.status).toBe(200);
    expect(stream.headers.get('Content-Type')).toBe('text/event-stream');
    const reader = stream.body?.getReader();
    if (!reader) throw new Error('no stream body');
    const job = await services.alertsRuntime.startJob();
    const second = await services.alertsRuntime.startJob();
    const { snapshot } = await services.market.read();
    const tick = tickFromSnapshot(snapshot);
    tick.coins = tick.coins.map((c) =>
      c.id === 1 ? { ...c, price: btc * 0.95 } : c.id === 1027 ? { ...c, price: eth * 1.01 } : c,
    );
    await services.bus.publish(TICK_CHANNEL, tick);
    await Promise.all([job.idle(), second.idle()]);
    const [n] = await notificationsOf(ada);
    expect(n).toMatchObject({ symbol: 'BTC', severity: 'warning' });
    expect(await notificationsOf(bob)).toEqual([]);
    // Two instances on the same tick: one notification.
    expect(await notificationsOf(ada)).toHaveLength(1);
    const decoder = new TextDecoder();
    let text = '';
    while (!text.includes('event: notification')) {
      const chunk = await reader.read();
      if (chunk.done) break;
      text += decoder.decode(chunk.value);
    }
    expect(text).toContain(`event: notification\nid: ${n?.id}\n`);
    const data = JSON.parse(
      text.split('event: notification')[1]?.split('data: ')[1]?.split('\n')[0] ?? '{}',
    ) as NotificationRow;
    expect(data).toEqual(n);
    await reader.cancel();
    await Promise.all([job.stop(), second.stop()]);
    expect(services.alertsRuntime.stream.stats().open).toBe(0);
  });

  test('the notification stream needs a signed-in user', async () => {
    const res = await app.request('/api/dashboard/notifications/stream');
    expect(res.status).toBe(401);
    expect((await app.request('/api/dashboard/alerts')).status).toBe(401);
    expect((await app.request('/api/dashboard/notifications')).status).toBe(401);
  });

  test('alert e-mail goes only to verified Premium users who asked for it (decisions 3 and 22)', async () => {
    const premium = await newSignedInUser(app, database.db);
    const unverified = await newSignedInUser(app, database.db);
    const free = await newSignedInUser(app, database.db);
    const euro = await newSignedInUser(app, database.db);
    const now = new Date(services.clock());
    for (const u of [premium, unverified, free, euro]) {
      await database.db
        .insert(userPreferences)
        .values({ userId: u.userId, emailAlerts: true, currency: u === euro ? 'EUR' : 'USD' });
      if (u !== free)
        await database.db
          .update(subscriptions)
          .set({ tier: 'premium' })
          .where(eq(subscriptions.userId, u.userId));
      if (u !== unverified)
        await database.db.update(users).set({ emailVerifiedAt: now }).where(eq(users.id, u.userId));
      await create(u, { symbol: 'DOGE', threshold_percent: 1, direction: 'up', alert_type: 'custom' });
    }
    const doge = (await services.market.read()).snapshot.coins.find((c) => c.symbol === 'DOGE')?.price ?? 1;
    await evaluate({ DOGE: doge * 1.2 });
    for (const u of [premium, unverified, free, euro]) expect(await notificationsOf(u)).toHaveLength(1);
    const mails = async (u: SignedIn) =>
      (await listOutbox(database.db, { to: u.email })).filter((m) => m.subject.startsWith('Price alert'));
    const [mail] = await mails(premium);
    expect(mail?.subject).toBe('Price alert: DOGE +20.00%');
    expect(mail?.text).toContain('Price moved from $');
    // A reader who chose euros reads euros, as on the alerts page.
    const [n] = await notificationsOf(euro);
    const [euroMail] = await mails(euro);
    const eur = (usd: string | undefined) => formatMoney(Number(usd), 'EUR', BUILT_IN_RATES);
    expect(euroMail?.text).toContain(`Price moved from ${eur(n?.old_price)} to ${eur(n?.new_price)}`);
    expect(euroMail?.text).toContain('€');
    expect(await mails(unverified)).toEqual([]);
    expect(await mails(free)).toEqual([]);
  });

  test("push subscriptions are stored per user and removed by endpoint; only the browsers' push services are accepted", async () => {
    const me = await newSignedInUser(app, database.db);
    const sub = {
      endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
      keys: { p256dh: 'BOr1p256dhkey-value', auth: 'authsecret' },
    };
    expect((await call('/push-subscriptions', me, send('POST', sub))).res.status).toBe(201);
    expect((await call('/push-subscriptions', me, send('POST', { endpoint: 'nope' }))).res.status).toBe(400);
    // The server would POST to the endpoint: an address of the server's own network is refused.
    for (const endpoint of [
      'http://127.0.0.1:6379/',
      'https://10.0.0.5/push',
      'https://fcm.googleapis.com.evil.test/x',
    ]) {
      const refused = await call('/push-subscriptions', me, send('POST', { ...sub, endpoint }));
      expect(refused.res.status).toBe(400);
      expect(refused.body.error).toBe('This push service is not supported');
    }
    expect((await call('/push-subscriptions', me, send('DELETE', { endpoint: sub.endpoint }))).body).toEqual({
      success: true,
    });
  });
});
