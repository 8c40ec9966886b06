// Alert webhooks (Enterprise): a user's alert may also be delivered to an HTTPS endpoint of theirs. Sets and clears
// an alert's webhook (the secret is made once and answered once), lists its deliveries, sends a test, and queues a
// delivery when an alert fires; the delivery job (webhook-job) sends what is queued. Always scoped to the alert's
// owner: another user's alert is "not found".
import { and, desc, eq } from 'drizzle-orm';
import { NotFoundError, ForbiddenError, ValidationError } from '../../lib/errors';
import type { Db } from '../../platform/db.server';
import type { Logger } from '../../platform/logger.server';
import type { RecordActivityInput } from '../activity/server';
import { getSubscription } from '../auth/server';
import { canAccess, planNameOf } from '../billing/server';
import { describeAlert } from './evaluate';
import type { FiredAlert } from './job.server';
import { activityAlertType, ALERT_MESSAGES } from './rules';
import { alertWebhookDeliveries, alertWebhooks, priceAlerts } from './tables.server';
import {
  DELIVERY_CLAIM_MS,
  toDeliveryRow,
  type DeliveryRecord,
  type WebhookDispatcher,
} from './webhook-dispatch.server';
import {
  WEBHOOK_DELIVERIES_LIST_MAX,
  WEBHOOK_MESSAGES,
  type WebhookDeliveryRow,
  type WebhookEventType,
  type WebhookRow,
  type WebhookSetAnswer,
} from './webhook-rules';
import type { SecretBox } from './webhook-secret-box.server';
import { endpointProblem, generateWebhookSecret } from './webhook-sender.server';

type WebhookRecord = typeof alertWebhooks.$inferSelect;
/** The database or a transaction on it. */
type Tx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];
type AlertRecord = typeof priceAlerts.$inferSelect;

const toWebhookRow = (w: WebhookRecord): WebhookRow => ({
  url: w.url,
  created_at: w.createdAt.toISOString(),
  updated_at: w.updatedAt.toISOString(),
});

/** Where a webhook goes, for the activity log: its origin only (a path may carry the receiver's own token). */
const originOf = (url: string) => new URL(url).origin;

/** A webhook message's body (Standard Webhooks' recommended shape: type, timestamp, data). */
function payloadOf(type: WebhookEventType, at: Date, data: Record<string, unknown>): string {
  return JSON.stringify({ type, timestamp: at.toISOString(), data });
}

export interface WebhookServiceDeps {
  db: Db;
  logger: Logger;
  clock: () => number;
  box: SecretBox;
  dispatcher: WebhookDispatcher;
  /** Development and tests only (WEBHOOK_ALLOW_LOOPBACK_HTTP): http:// to a loopback receiver is accepted. */
  allowLoopbackHttp?: boolean;
  recordActivity: (userId: string, input: RecordActivityInput) => Promise<unknown>;
  /** Told when a delivery is due now, so the delivery job sends it without waiting for its next turn. */
  onDue?: () => void;
}

export function createWebhookService(deps: WebhookServiceDeps) {
  const { db, logger, clock, box, dispatcher } = deps;

  /** Refuses an account that is not on the Enterprise plan, naming the plan it is on. */
  async function requireEnterprise(userId: string) {
    const plan = await getSubscription(db, userId);
    if (!canAccess(plan, 'enterprise'))
      throw new ForbiddenError(WEBHOOK_MESSAGES.planRequired(planNameOf(plan)));
  }

  async function ownAlert(userId: string, alertId: string): Promise<AlertRecord> {
    const [row] = await db
      .select()
      .from(priceAlerts)
      .where(and(eq(priceAlerts.id, alertId), eq(priceAlerts.userId, userId)));
    if (!row) throw new NotFoundError(ALERT_MESSAGES.notFound);
    return row;
  }

  /**
   * The user's alert, locked until the transaction ends. Setting and removing a webhook take it for update, so they
   * happen one after another (each sees what the one before did); a test takes it for key share, so the webhook it
   * reads cannot be removed before its delivery is made.
   */
  async function lockOwnAlert(
    tx: Tx,
    userId: string,
    alertId: string,
    strength: 'update' | 'key share',
  ): Promise<AlertRecord> {
    const [row] = await tx
      .select()
      .from(priceAlerts)
      .where(and(eq(priceAlerts.id, alertId), eq(priceAlerts.userId, userId)))
      .for(strength);
    if (!row) throw new NotFoundError(ALERT_MESSAGES.notFound);
    return row;
  }

  async function webhookOf(alertId: string): Promise<WebhookRecord | undefined> {
    const [row] = await db.select().from(alertWebhooks).where(eq(alertWebhooks.alertId, alertId));
    return row;
  }

  function record(userId: string, alert: AlertRecord, description: string, action: string) {
    return deps
      .recordActivity(userId, {
        activityType: 'alert_updated',
        description: `${description}: ${describeAlert(alert.symbol, alert.direction, alert.thresholdPercent)}`,
        coinSymbol: alert.symbol,
        alertType: activityAlertType(alert.direction),
        metadata: { action, alertId: alert.id },
      })
      .catch((err: unknown) => logger.warn({ err }, 'alert webhooks: activity not recorded'));
  }

  async function enqueue(
    tx: Tx,
    webhookId: string,
    type: WebhookEventType,
    payload: string,
    claimed: boolean,
  ): Promise<DeliveryRecord> {
    const now = clock();
    const [row] = await tx
      .insert(alertWebhookDeliveries)
      .values({
        webhookId,
        eventType: type,
        payload,
        // A delivery its maker sends at once is made already claimed, so the job does not send it too.
        nextAttemptAt: new Date(claimed ? now + DELIVERY_CLAIM_MS : now),
        createdAt: new Date(now),
      })
      .returning();
    if (!row) throw new Error('webhook delivery insert returned nothing');
    return row;
  }

  return {
    /**
     * Sets an alert's webhook address (Enterprise). The first time, a secret is made: the answer carries it, and
     * it is never shown again. A new address for an existing webhook keeps its secret.
     */
    async set(userId: string, alertId: string, rawUrl: string): Promise<WebhookSetAnswer> {
      await ownAlert(userId, alertId);
      await requireEnterprise(userId);
      const problem = endpointProblem(rawUrl.trim(), deps.allowLoopbackHttp);
      if (problem) throw new ValidationError(WEBHOOK_MESSAGES.addressRefused(problem));
      // Stored and shown as the URL parser reads it (line breaks dropped, host in its canonical form), which is
      // where the deliveries go.
      const url = new URL(rawUrl.trim()).href;
      // Saves of one alert's webhook take turns on the alert's lock: of first saves at once, one makes the webhook
      // and its secret, and each other finds it made and changes its address as a later save would.
      const saved = await db.transaction(async (tx) => {
        const alert = await lockOwnAlert(tx, userId, alertId, 'update');
        const now = new Date(clock());
        const [existing] = await tx.select().from(alertWebhooks).where(eq(alertWebhooks.alertId, alertId));
        if (existing) {
          if (existing.url === url) return { alert, webhook: existing, secret: null, change: null };
          const [row] = await tx
            .update(alertWebhooks)
            .set({ url, updatedAt: now })
            .where(eq(alertWebhooks.id, existing.id))
            .returning();
          return { alert, webhook: row ?? existing, secret: null, change: 'update' as const };
        }
        const secret = generateWebhookSecret();
        const [row] = await tx
          .insert(alertWebhooks)
          .values({ alertId, userId, url, secretSealed: box.seal(secret), createdAt: now, updatedAt: now })
          .returning();
        if (!row) throw new Error('webhook insert returned nothing');
        return { alert, webhook: row, secret, change: 'set' as const };
      });
      const { alert, webhook, secret, change } = saved;
      if (change === 'update')
        await record(
          userId,
          alert,
          `Changed the webhook to ${originOf(url)} of a price alert`,
          'webhook_update',
        );
      if (change === 'set')
        await record(userId, alert, `Set a webhook to ${originOf(url)} on a price alert`, 'webhook_set');
      return { webhook: toWebhookRow(webhook), secret };
    },

    /** Removes an alert's webhook and its deliveries; any plan may (a downgraded account can stop its own). */
    async clear(userId: string, alertId: string): Promise<void> {
      const { alert, removed } = await db.transaction(async (tx) => {
        const locked = await lockOwnAlert(tx, userId, alertId, 'update');
        const gone = await tx
          .delete(alertWebhooks)
          .where(and(eq(alertWebhooks.alertId, alertId), eq(alertWebhooks.userId, userId)))
          .returning({ url: alertWebhooks.url });
        return { alert: locked, removed: gone.length > 0 };
      });
      if (removed) await record(userId, alert, 'Removed the webhook of a price alert', 'webhook_remove');
    },

    /** An alert's webhook (null when it has none) and its latest deliveries, newest first. */
    async read(
      userId: string,
      alertId: string,
    ): Promise<{ webhook: WebhookRow | null; deliveries: WebhookDeliveryRow[] }> {
      await ownAlert(userId, alertId);
      const webhook = await webhookOf(alertId);
      if (!webhook) return { webhook: null, deliveries: [] };
      const rows = await db
        .select()
        .from(alertWebhookDeliveries)
        .where(eq(alertWebhookDeliveries.webhookId, webhook.id))
        .orderBy(desc(alertWebhookDeliveries.createdAt), desc(alertWebhookDeliveries.id))
        .limit(WEBHOOK_DELIVERIES_LIST_MAX);
      return { webhook: toWebhookRow(webhook), deliveries: rows.map(toDeliveryRow) };
    },

    /**
     * Sends a test message to an alert's webhook now (Enterprise) and answers the delivery as it stands after the
     * attempt; a failed test is retried like any delivery. An alert without a webhook, or whose webhook is removed
     * before the attempt is recorded (its deliveries go with it), answers 404: there is no delivery to show.
     */
    async sendTest(userId: string, alertId: string): Promise<WebhookDeliveryRow> {
      await ownAlert(userId, alertId);
      await requireEnterprise(userId);
      const made = await db.transaction(async (tx) => {
        const alert = await lockOwnAlert(tx, userId, alertId, 'key share');
        const [webhook] = await tx
          .select({ id: alertWebhooks.id })
          .from(alertWebhooks)
          .where(eq(alertWebhooks.alertId, alertId));
        if (!webhook) throw new NotFoundError(WEBHOOK_MESSAGES.notFound);
        const payload = payloadOf('webhook.test', new Date(clock()), {
          alert_id: alert.id,
          symbol: alert.symbol,
          direction: alert.direction,
          threshold_percent: Number(alert.thresholdPercent),
          message: `A test of the webhook of your ${alert.symbol} price alert`,
        });
        return enqueue(tx, webhook.id, 'webhook.test', payload, true);
      });
      const attempted = await dispatcher.attempt(made.id);
      if (!attempted) throw new NotFoundError(WEBHOOK_MESSAGES.notFound);
      return toDeliveryRow(attempted);
    },

    /** Queues the delivery of a fired alert to its webhook, if it has one and its owner is on Enterprise. */
    async enqueueFired({ alert, notification }: FiredAlert): Promise<void> {
      const [found] = await db
        .select({ id: alertWebhooks.id })
        .from(alertWebhooks)
        .where(eq(alertWebhooks.alertId, alert.id));
      if (!found) return;
      if (!canAccess(await getSubscription(db, alert.userId), 'enterprise')) return;
      const payload = payloadOf('alert.triggered', new Date(notification.triggered_at), {
        alert_id: alert.id,
        notification_id: notification.id,
        symbol: notification.symbol,
        direction: alert.direction,
        condition: alert.condition,
        // A % alert's threshold, or a price-target alert's target and the way it was crossed.
        ...(alert.condition === 'price_target'
          ? { target_price_usd: notification.target_price_usd, crossed: notification.crossed }
          : { threshold_percent: Number(alert.thresholdPercent) }),
        price_change_percent: notification.price_change_percent,
        old_price_usd: notification.old_price,
        new_price_usd: notification.new_price,
        triggered_at: notification.triggered_at,
      });
      await enqueue(db, found.id, 'alert.triggered', payload, false);
      deps.onDue?.();
    },
  };
}

export type WebhookService = ReturnType<typeof createWebhookService>;
