// Alert webhooks through the API and the delivery job, against a local receiver that verifies every delivery with
// the Standard Webhooks reference library: set (secret once), test, an alert firing, retries on a fake clock, the
// Enterprise gate, and other users' alerts.
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { Database } from '../../platform/db.server';
import { createApp } from '../../server/app';
import { webhookWorld as world, type Json, type WebhookWorld } from '../../tests/alert-webhooks';
import { jsonRequest, newSignedInUser } from '../../tests/auth';
import { oneDatabaseTarget } from '../../tests/databases';
import { createTestServices } from '../../tests/services';
import { subscriptions } from '../auth/tables.server';
import type { AlertRow } from './rules';
import {
  deliveryOutcomeText,
  deliveryStatusText,
  WEBHOOK_DELIVERY_KEEP_DAYS,
  WEBHOOK_MESSAGES,
  WEBHOOK_TESTS_PER_MINUTE,
  type WebhookDeliveryRow,
} from './webhook-rules';
import { WEBHOOK_RETRY_DELAYS_MS } from './webhook-sender.server';

describe.each(oneDatabaseTarget)('alert webhooks on $name', (target) => {
  let database: Database;
  // The clock starts at the real time: the receiver's library refuses a timestamp more than 5 minutes off.
  let w: WebhookWorld;

  beforeAll(async () => {
    database = await target.open();
    w = await world(database);
  });
  afterAll(async () => {
    await w.close();
    await w.services.auth.idle();
    await database.close();
  });

  test('an Enterprise user sets a webhook: the secret is answered once, and a test reaches the receiver signed', async () => {
    const { me, alert, hook, secret } = await w.hooked();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);

    // Afterwards the secret is nowhere: not on the alert, not with the webhook.
    const list = await w.call('/alerts', me);
    expect(JSON.stringify(list.body)).not.toContain(secret.slice(6));
    expect((list.body.data as AlertRow[])[0]?.webhook_url).toBe(hook.url);
    const read = await w.call(`/alerts/webhook?id=${alert.id}`, me);
    expect(JSON.stringify(read.body)).not.toContain(secret.slice(6));
    expect(read.body.data).toMatchObject({ webhook: { url: hook.url }, deliveries: [] });

    const { res, body } = await w.sendTest(me, alert.id);
    expect(res.status, JSON.stringify(body)).toBe(201);
    expect(body.data).toMatchObject({
      event_type: 'webhook.test',
      status: 'delivered',
      attempts: 1,
      status_code: 200,
      error: null,
      next_attempt_at: null,
    });
    expect(hook.received).toHaveLength(1);
    const [got] = hook.received;
    expect(got?.verified).toBe(true);
    expect(got?.headers['webhook-id']).toMatch(/^msg_[0-9a-f]{32}$/);
    expect(got?.payload).toMatchObject({
      type: 'webhook.test',
      data: { alert_id: alert.id, symbol: 'BTC', direction: 'up', threshold_percent: 5 },
    });

    const { deliveries } = await w.readWebhook(me, alert.id);
    expect(deliveries).toEqual([body.data]);
    expect(deliveries[0]?.last_attempt_at).toBe(new Date(w.clock()).toISOString());
  });

  test('a fired alert is delivered to its webhook by the delivery job, signed, with the move in the body', async () => {
    const { me, alert, hook } = await w.hooked('ETH');
    const fired = await w.move('ETH', 1.06);
    expect(fired.map((f) => f.alert.id)).toEqual([alert.id]);
    const queued = await w.readWebhook(me, alert.id);
    expect(queued.deliveries).toMatchObject([
      { event_type: 'alert.triggered', status: 'pending', attempts: 0 },
    ]);

    expect(await w.services.alertsRuntime.webhookDispatcher.runDue()).toBe(1);
    expect(hook.received.map((r) => r.verified)).toEqual([true]);
    expect(hook.received[0]?.payload).toMatchObject({
      type: 'alert.triggered',
      data: {
        alert_id: alert.id,
        notification_id: fired[0]?.notification.id,
        symbol: 'ETH',
        direction: 'up',
        old_price_usd: fired[0]?.notification.old_price,
        new_price_usd: fired[0]?.notification.new_price,
      },
    });
    const { deliveries } = await w.readWebhook(me, alert.id);
    expect(deliveries).toMatchObject([{ status: 'delivered', status_code: 200, attempts: 1 }]);
  });

  test('a new address keeps the secret: nothing new is shown, and the new receiver verifies with the first secret', async () => {
    const { me, alert, secret } = await w.hooked();
    const moved = await w.receiver();
    const { res, body } = await w.setWebhook(me, alert.id, moved.url);
    expect(res.status).toBe(200);
    expect(body.data).toMatchObject({ webhook: { url: moved.url }, secret: null });
    moved.setSecret(secret);
    await w.sendTest(me, alert.id);
    expect(moved.received.map((r) => r.verified)).toEqual([true]);
    // An address is kept as the URL parser reads it, which is where deliveries go: a line break is dropped.
    const [head, tail] = [moved.url.slice(0, 12), moved.url.slice(12)];
    const typed = await w.setWebhook(me, alert.id, `${head}\n${tail}`);
    expect(typed.body.data.webhook.url).toBe(moved.url);
  });

  test('a receiver that cannot verify the signature answers 400, and the delivery waits for its retry', async () => {
    const { me, alert, hook } = await w.hooked();
    hook.setSecret(`whsec_${Buffer.alloc(24, 7).toString('base64')}`);
    const { body } = await w.sendTest(me, alert.id);
    expect(hook.received.map((r) => r.verified)).toEqual([false]);
    expect(body.data).toMatchObject({
      status: 'pending',
      attempts: 1,
      status_code: 400,
      next_attempt_at: new Date(w.clock() + 5_000).toISOString(),
    });
  });

  test('removing the webhook takes its deliveries with it; setting, changing and removing are in the activity log', async () => {
    const { me, alert, hook } = await w.hooked();
    const moved = await w.receiver();
    await w.setWebhook(me, alert.id, moved.url);
    const removed = await w.call(`/alerts/webhook?id=${alert.id}`, me, { method: 'DELETE' });
    expect(removed.res.status).toBe(200);
    expect(await w.readWebhook(me, alert.id)).toEqual({ webhook: null, deliveries: [] });
    expect((await w.call('/alerts', me)).body.data[0].webhook_url).toBeNull();
    const test = await w.sendTest(me, alert.id);
    expect(test.res.status).toBe(404);
    expect(test.body).toEqual({ success: false, error: WEBHOOK_MESSAGES.notFound });
    const res = await w.app.request('/api/user-activity/activities?limit=10', { headers: me.bearer });
    const descriptions = (((await res.json()) as Json).data as { description: string }[]).map(
      (a) => a.description,
    );
    expect(descriptions.slice(0, 3)).toEqual([
      'Removed the webhook of a price alert: BTC rises 5%',
      `Changed the webhook to ${new URL(moved.url).origin} of a price alert: BTC rises 5%`,
      `Set a webhook to ${new URL(hook.url).origin} on a price alert: BTC rises 5%`,
    ]);
    expect(descriptions.join(' ')).not.toContain('/hooks/blockcast');
  });

  test.each(['Free', 'Premium'] as const)(
    'a %s user is refused a webhook and a test with 403 naming their plan',
    async (plan) => {
      const me = plan === 'Free' ? await newSignedInUser(w.app, database.db) : await w.onPlan('premium');
      const alert = await w.newAlert(me);
      const hook = await w.receiver();
      const { res, body } = await w.setWebhook(me, alert.id, hook.url);
      expect(res.status).toBe(403);
      expect(body).toEqual({ success: false, error: WEBHOOK_MESSAGES.planRequired(plan) });
      expect(body.error).toContain(`on the ${plan} plan`);
      const test = await w.sendTest(me, alert.id);
      expect(test.res.status).toBe(403);
      expect(hook.received).toHaveLength(0);
      expect((await w.readWebhook(me, alert.id)).webhook).toBeNull();
    },
  );

  test('after a downgrade, a queued delivery is given up unsent and a new firing queues nothing', async () => {
    const { me, alert, hook } = await w.hooked('SOL', { cooldown_minutes: 0 });
    expect(await w.move('SOL', 1.1)).toHaveLength(1);
    await database.db.update(subscriptions).set({ tier: 'free' }).where(eq(subscriptions.userId, me.userId));
    await w.services.alertsRuntime.webhookDispatcher.runDue();
    expect(hook.received).toHaveLength(0);
    expect(await w.move('SOL', 1.2)).toHaveLength(1);
    const { deliveries } = await w.readWebhook(me, alert.id);
    expect(deliveries).toMatchObject([
      {
        status: 'failed',
        attempts: 0,
        status_code: null,
        error: null,
        last_attempt_at: null,
        gave_up_at: new Date(w.clock()).toISOString(),
        gave_up_reason: 'plan_lapsed',
      },
    ]);
  });

  test('another user can neither read, set, test nor remove the webhook of an alert not theirs', async () => {
    const { me, alert, hook } = await w.hooked();
    const intruder = await w.onPlan('enterprise');
    const elsewhere = await w.receiver();
    const tries = [
      await w.call(`/alerts/webhook?id=${alert.id}`, intruder),
      await w.setWebhook(intruder, alert.id, elsewhere.url),
      await w.sendTest(intruder, alert.id),
      await w.call(`/alerts/webhook?id=${alert.id}`, intruder, { method: 'DELETE' }),
    ];
    expect(tries.map((t) => [t.res.status, t.body.error])).toEqual(
      Array.from({ length: 4 }, () => [404, 'Alert not found']),
    );
    expect(JSON.stringify(tries.map((t) => t.body))).not.toContain(hook.url);
    expect(elsewhere.received).toHaveLength(0);
    expect(hook.received).toHaveLength(0);
    expect((await w.readWebhook(me, alert.id)).webhook?.url).toBe(hook.url);
  });

  test.each([
    ['https://10.0.0.5/hook', 'Webhook address refused: the address is not a public one'],
    ['https://169.254.169.254/latest/meta-data', 'Webhook address refused: the address is not a public one'],
    [
      'https://user:pw@hooks.example.com/x',
      'Webhook address refused: the address must not carry a user name or password',
    ],
    ['ftp://hooks.example.com/x', 'Webhook address refused: the address must start with https://'],
    ['https://hooks.example.com:0/x', 'Webhook address refused: the address must not name port 0'],
    ['not a url', 'Webhook address refused: not an absolute address'],
    ['', WEBHOOK_MESSAGES.urlRequired],
  ])('the address %s is refused with a plain reason', async (url, error) => {
    const me = await w.onPlan('enterprise');
    const alert = await w.newAlert(me);
    const { res, body } = await w.setWebhook(me, alert.id, url);
    expect(res.status).toBe(400);
    expect(body).toEqual({ success: false, error });
    expect((await w.readWebhook(me, alert.id)).webhook).toBeNull();
  });

  test('Send test is limited per user: past the limit, 429 and nothing sent', async () => {
    const { me, alert, hook } = await w.hooked();
    for (let i = 0; i < WEBHOOK_TESTS_PER_MINUTE; i++)
      expect((await w.sendTest(me, alert.id)).res.status).toBe(201);
    const refused = await w.sendTest(me, alert.id);
    expect(refused.res.status).toBe(429);
    expect(refused.body.error).toBe(WEBHOOK_MESSAGES.testsTooMany);
    expect(hook.received).toHaveLength(WEBHOOK_TESTS_PER_MINUTE);
  });

  test('without the development switch, a loopback http receiver is refused', async () => {
    const strict = createApp(
      createTestServices(database, { clock: w.clock, webhooks: { allowLoopbackHttp: false } }),
    );
    const me = await w.onPlan('enterprise');
    const alert = await w.newAlert(me);
    const res = await strict.request(
      `/api/dashboard/alerts/webhook?id=${alert.id}`,
      jsonRequest({ url: 'http://127.0.0.1:9/hook' }, { method: 'PUT', headers: me.bearer }),
    );
    expect(res.status).toBe(400);
    expect(((await res.json()) as Json).error).toBe(
      'Webhook address refused: the address must start with https://',
    );
  });
});

// Each with a clock of its own. What a pass sends is every delivery due, so each test leaves none pending.
describe.each(oneDatabaseTarget)('alert webhook retries and the delivery job on $name', (target) => {
  let database: Database;
  let w: WebhookWorld;
  beforeAll(async () => {
    database = await target.open();
  });
  beforeEach(async () => {
    w = await world(database);
  });
  afterEach(async () => {
    await w.close();
    await w.services.auth.idle();
  });
  afterAll(() => database.close());

  test('a failing receiver is retried on the schedule for 24 hours, with the same webhook-id, then given up', async () => {
    const { me, alert, hook } = await w.hooked();
    hook.answerWith(503);
    const first = await w.sendTest(me, alert.id);
    expect(first.body.data).toMatchObject({ status: 'pending', status_code: 503 });
    const startedAt = w.clock();
    const { webhookDispatcher } = w.services.alertsRuntime;
    const sentAt = [startedAt];
    for (const delay of WEBHOOK_RETRY_DELAYS_MS) {
      // A second before it is due, nothing is sent; at its time, it is.
      w.clock.advance(delay - 1000);
      expect(await webhookDispatcher.runDue()).toBe(0);
      w.clock.advance(1000);
      expect(await webhookDispatcher.runDue()).toBe(1);
      sentAt.push(w.clock());
    }
    expect(sentAt.at(-1)! - startedAt).toBe(24 * 3_600_000);
    expect(hook.received).toHaveLength(8);
    expect(new Set(hook.received.map((r) => r.headers['webhook-id'])).size).toBe(1);
    expect(hook.received.map((r) => Number(r.headers['webhook-timestamp']))).toEqual(
      sentAt.map((t) => Math.floor(t / 1000)),
    );
    // Read through the service: a day on, the test's access token has long expired. The list shows the last attempt,
    // its status and time, and that it gave up after it: the give-up is no attempt of its own.
    const { deliveries } = await w.services.alertWebhooks.read(me.userId, alert.id);
    const lastAt = new Date(sentAt.at(-1)!).toISOString();
    expect(deliveries).toMatchObject([
      {
        status: 'failed',
        attempts: 8,
        status_code: 503,
        error: null,
        last_attempt_at: lastAt,
        next_attempt_at: null,
        gave_up_at: lastAt,
        gave_up_reason: 'retries_exhausted',
      },
    ]);
    expect(deliveryStatusText(deliveries[0]!)).toBe('Gave up after 8 attempts');
    w.clock.advance(24 * 3_600_000);
    expect(await webhookDispatcher.runDue()).toBe(0);
  });

  test('retried twice, then given up unsent after a downgrade: the list keeps the last real attempt and says it gave up', async () => {
    const { me, alert, hook } = await w.hooked();
    hook.answerWith(503);
    await w.sendTest(me, alert.id);
    const { webhookDispatcher } = w.services.alertsRuntime;
    w.clock.advance(WEBHOOK_RETRY_DELAYS_MS[0]!);
    hook.answerWith(502);
    expect(await webhookDispatcher.runDue()).toBe(1);
    const lastAt = new Date(w.clock()).toISOString();
    await database.db.update(subscriptions).set({ tier: 'free' }).where(eq(subscriptions.userId, me.userId));
    w.clock.advance(WEBHOOK_RETRY_DELAYS_MS[1]!);
    expect(await webhookDispatcher.runDue()).toBe(1);
    expect(hook.received).toHaveLength(2);
    const [given] = (await w.services.alertWebhooks.read(me.userId, alert.id)).deliveries;
    expect(given).toMatchObject({
      status: 'failed',
      attempts: 2,
      status_code: 502,
      error: null,
      last_attempt_at: lastAt,
      next_attempt_at: null,
      gave_up_at: new Date(w.clock()).toISOString(),
      gave_up_reason: 'plan_lapsed',
    });
    expect(deliveryStatusText(given!)).toBe('Gave up after 2 attempts');
    expect(deliveryOutcomeText(given!)).toBe('HTTP 502');
  });

  test('a 413 with a body past 64 KB on a keep-alive connection: the body is cut, the status recorded, the socket closed, and the next delivery goes through', async () => {
    const { me, alert, hook } = await w.hooked();
    const bodyBytes = 32 * 1024 * 1024;
    hook.answerWith({ status: 413, bodyBytes });
    const { body } = await w.sendTest(me, alert.id);
    expect(body.data).toMatchObject({ status: 'pending', attempts: 1, status_code: 413, error: null });
    // The sender read no further than the cap (and what the connection had buffered): the receiver could never
    // write it all, and its connection was closed under it rather than kept for another request.
    expect(hook.received[0]?.headers.connection).toBe('close');
    await expect.poll(() => hook.openConnections()).toBe(0);
    expect(hook.answers).toMatchObject([{ status: 413, finished: false }]);
    expect(hook.answers[0]!.bytesWritten).toBeLessThan(bodyBytes);

    hook.answerWith(undefined);
    const next = await w.sendTest(me, alert.id);
    expect(next.body.data).toMatchObject({ status: 'delivered', status_code: 200, error: null });
    expect(hook.received.map((r) => r.verified)).toEqual([true, true]);
    await expect.poll(() => hook.openConnections()).toBe(0);
    // The 413 waits for its retry: removed, so the next test's pass finds nothing of this one's.
    await w.services.alertWebhooks.clear(me.userId, alert.id);
  });

  test('a 413 on a keep-alive connection closed before its body ends: the status is recorded, with why the answer was short', async () => {
    const { me, alert, hook } = await w.hooked();
    hook.answerWith({ status: 413, bodyBytes: 100 * 1024, sendBytes: 10 });
    const { body } = await w.sendTest(me, alert.id);
    expect(body.data).toMatchObject({
      status: 'pending',
      attempts: 1,
      status_code: 413,
      error: WEBHOOK_MESSAGES.answerEndedEarly,
    });
    expect(deliveryOutcomeText(body.data as WebhookDeliveryRow)).toBe('HTTP 413 (the answer ended early)');
    // A 2xx cut short the same way was still answered: a delivery, not one to send again for a day.
    hook.answerWith({ status: 200, bodyBytes: 100 * 1024, sendBytes: 10 });
    const accepted = await w.sendTest(me, alert.id);
    expect(accepted.body.data).toMatchObject({ status: 'delivered', status_code: 200 });
    hook.answerWith(undefined);
    const next = await w.sendTest(me, alert.id);
    expect(next.body.data).toMatchObject({ status: 'delivered', status_code: 200, error: null });
    expect(hook.received.map((r) => r.verified)).toEqual([true, true, true]);
    await expect.poll(() => hook.openConnections()).toBe(0);
    // The 413 waits for its retry: removed, so the next test's pass finds nothing of this one's.
    await w.services.alertWebhooks.clear(me.userId, alert.id);
  });

  test('a delivery that succeeds on a retry is not sent again', async () => {
    const { me, alert, hook } = await w.hooked();
    hook.answerWith(500);
    await w.sendTest(me, alert.id);
    hook.answerWith(undefined);
    w.clock.advance(WEBHOOK_RETRY_DELAYS_MS[0]!);
    // The receiver's library allows 5 minutes of skew: the first retry, 5 s on, still verifies.
    expect(await w.services.alertsRuntime.webhookDispatcher.runDue()).toBe(1);
    expect(hook.received.map((r) => r.verified)).toEqual([true, true]);
    w.clock.advance(24 * 3_600_000);
    expect(await w.services.alertsRuntime.webhookDispatcher.runDue()).toBe(0);
    expect((await w.services.alertWebhooks.read(me.userId, alert.id)).deliveries).toMatchObject([
      { status: 'delivered', attempts: 2, status_code: 200 },
    ]);
  });

  test('finished deliveries are deleted after 30 days; one still being retried is kept', async () => {
    // On a database of its own: every finished delivery there is this test's.
    const own = await target.open();
    const v = await world(own);
    try {
      const { me, alert, hook } = await v.hooked();
      await v.sendTest(me, alert.id);
      hook.answerWith(500);
      await v.sendTest(me, alert.id);
      const { webhookDispatcher } = v.services.alertsRuntime;
      v.clock.advance(WEBHOOK_DELIVERY_KEEP_DAYS * 86_400_000 - 1000);
      expect(await webhookDispatcher.prune()).toBe(0);
      v.clock.advance(2000);
      expect(await webhookDispatcher.prune()).toBe(1);
      const { deliveries } = await v.services.alertWebhooks.read(me.userId, alert.id);
      expect(deliveries.map((d) => d.status)).toEqual(['pending']);
    } finally {
      await v.close();
      await v.services.auth.idle();
      await own.close();
    }
  });

  test('two instances passing over the same due delivery at once send it once: the first claim wins', async () => {
    const { hook } = await w.hooked('XRP');
    const second = createTestServices(database, { clock: w.clock });
    await w.move('XRP', 1.06);
    const sent = await Promise.all(
      [w.services, second].map((s) => s.alertsRuntime.webhookDispatcher.runDue()),
    );
    expect(sent.sort()).toEqual([0, 1]);
    expect(hook.received.map((r) => r.verified)).toEqual([true]);
  });

  test('two instances running the delivery job under its lease send a queued delivery once', async () => {
    const { me, alert, hook } = await w.hooked('ADA');
    const second = createTestServices(database, { clock: w.clock });
    const jobs = await Promise.all(
      [w.services, second].map((s) => s.alertsRuntime.startWebhookJob({ pollMs: 20 })),
    );
    try {
      await w.move('ADA', 1.06);
      await expect
        .poll(async () => (await w.readWebhook(me, alert.id)).deliveries[0]?.status, { timeout: 10_000 })
        .toBe('delivered');
      // Passes of both jobs go on meanwhile, and find nothing more to send.
      await expect.poll(() => hook.received.length, { timeout: 1_000 }).toBe(1);
      await Promise.all(jobs.map((j) => j.idle()));
      expect(hook.received.map((r) => r.verified)).toEqual([true]);
    } finally {
      await Promise.all(jobs.map((j) => j.stop()));
    }
  });
});
