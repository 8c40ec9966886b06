// Alert webhooks under concurrent calls, on both databases (the embedded one serialises differently from
// PostgreSQL): first saves at once, and a test sent while the webhook is removed.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { queryRows, type Database } from '../../platform/db.server';
import { webhookWorld, type WebhookWorld } from '../../tests/alert-webhooks';
import { databaseTargets } from '../../tests/databases';
import { alertWebhookDeliveries, alertWebhooks, priceAlerts } from './tables.server';
import { WEBHOOK_MESSAGES, type WebhookSetAnswer } from './webhook-rules';

const CONCURRENT_PUTS = 8;

/** Statements of this database waiting for a lock another transaction holds. */
async function waitingForLocks(database: Database): Promise<number> {
  const rows = await queryRows<{ n: number }>(
    database.db,
    sql`select count(*)::int as n from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock'`,
  );
  return rows[0]?.n ?? 0;
}

describe.each(databaseTargets)('alert webhooks under concurrent calls on $name', (target) => {
  let database: Database;
  let w: WebhookWorld;
  beforeAll(async () => {
    database = await target.open();
    w = await webhookWorld(database);
  });
  afterAll(async () => {
    await w.close();
    await w.services.auth.idle();
    await database.close();
  });

  test.each([
    ['the same address', false],
    ['different addresses', true],
  ] as const)(
    `${CONCURRENT_PUTS} first saves of an alert's webhook at once (%s): one webhook, one secret, each answer as if it came in turn`,
    async (_name, differ) => {
      const me = await w.onPlan('enterprise');
      const alert = await w.newAlert(me);
      const hooks = await Promise.all(
        Array.from({ length: differ ? CONCURRENT_PUTS : 1 }, () => w.receiver()),
      );
      const urlOf = (i: number) => hooks[differ ? i : 0]!.url;
      const answers = await Promise.all(
        Array.from({ length: CONCURRENT_PUTS }, (_, i) => w.setWebhook(me, alert.id, urlOf(i))),
      );
      const outcomes = answers.map((a) => [a.res.status, (a.body.data as WebhookSetAnswer).secret !== null]);
      expect(outcomes.filter(([status]) => status === 201)).toEqual([[201, true]]);
      expect(outcomes.filter(([status]) => status === 200)).toHaveLength(CONCURRENT_PUTS - 1);
      expect(outcomes.filter(([status, secret]) => status === 200 && secret)).toEqual([]);
      // Each answer names the address it saved, as a save after another's would.
      expect(answers.map((a) => (a.body.data as WebhookSetAnswer).webhook.url)).toEqual(
        Array.from({ length: CONCURRENT_PUTS }, (_, i) => urlOf(i)),
      );

      const rows = await database.db.select().from(alertWebhooks).where(eq(alertWebhooks.alertId, alert.id));
      expect(rows).toHaveLength(1);
      // The one secret shown is the one deliveries are signed with, wherever the last save pointed.
      const secret = answers.map((a) => (a.body.data as WebhookSetAnswer).secret).find((s) => s !== null);
      const last = hooks.find((h) => h.url === rows[0]?.url);
      if (!secret || !last) throw new Error('no secret, or the saved address is no receiver of the test');
      last.setSecret(secret);
      expect((await w.sendTest(me, alert.id)).res.status).toBe(201);
      expect(last.received.map((r) => r.verified)).toEqual([true]);
    },
  );

  test('a test whose webhook is removed while the receiver answers is 404, not the delivery it deleted', async () => {
    const { me, alert, hook } = await w.hooked();
    hook.beforeAnswer(async () => {
      const removed = await w.call(`/alerts/webhook?id=${alert.id}`, me, { method: 'DELETE' });
      expect(removed.res.status).toBe(200);
    });
    const { res, body } = await w.sendTest(me, alert.id);
    expect(hook.received.map((r) => r.verified)).toEqual([true]);
    expect(res.status).toBe(404);
    expect(body).toEqual({ success: false, error: WEBHOOK_MESSAGES.notFound });
    expect(await w.readWebhook(me, alert.id)).toEqual({ webhook: null, deliveries: [] });
    expect(await database.db.select().from(alertWebhookDeliveries)).not.toContainEqual(
      expect.objectContaining({ payload: hook.received[0]?.body }),
    );
  });
});

// Only PostgreSQL lets a test hold a transaction open while the app queries on other connections (the embedded
// database has one session).
describe.each(databaseTargets.filter((t) => t.name === 'postgres'))(
  'a test sent while the webhook is being removed, on $name',
  (target) => {
    let database: Database;
    let w: WebhookWorld;
    beforeAll(async () => {
      database = await target.open();
      w = await webhookWorld(database);
    });
    afterAll(async () => {
      await w.close();
      await w.services.auth.idle();
      await database.close();
    });

    test('a removal under way when the test starts wins: the test answers 404 and sends nothing, never a 500', async () => {
      const { me, alert, hook } = await w.hooked();
      let commit!: () => void;
      const committing = new Promise<void>((resolve) => (commit = resolve));
      let removing!: () => void;
      const removed = new Promise<void>((resolve) => (removing = resolve));
      // What removing the webhook does, held open: the alert locked, the webhook deleted, not yet committed.
      const removal = database.db.transaction(async (tx) => {
        await tx.select().from(priceAlerts).where(eq(priceAlerts.id, alert.id)).for('update');
        await tx.delete(alertWebhooks).where(eq(alertWebhooks.alertId, alert.id));
        removing();
        await committing;
      });
      await removed;
      const testing = w.sendTest(me, alert.id);
      await expect.poll(() => waitingForLocks(database)).toBeGreaterThan(0);
      commit();
      await removal;
      const { res, body } = await testing;
      expect([res.status, body]).toEqual([404, { success: false, error: WEBHOOK_MESSAGES.notFound }]);
      expect(hook.received).toHaveLength(0);
      expect(await w.readWebhook(me, alert.id)).toEqual({ webhook: null, deliveries: [] });
    });
  },
);
