// Sends alert webhook deliveries that are due. Each is claimed first (a conditional update pushes its due time past
// the longest an attempt can take), so two instances never make the same attempt; then it is signed and sent, and
// its outcome recorded: delivered, or the next retry on the schedule (webhook-sender), or given up.
import { and, asc, eq, lt, lte, ne } from 'drizzle-orm';
import type { Db } from '../../platform/db.server';
import type { Logger } from '../../platform/logger.server';
import { subscriptions } from '../auth/server';
import { canAccess } from '../billing/server';
import { alertWebhookDeliveries, alertWebhooks } from './tables.server';
import type { SecretBox } from './webhook-secret-box.server';
import {
  WEBHOOK_DELIVERY_KEEP_DAYS,
  type WebhookDeliveryRow,
  type WebhookGiveUpReason,
} from './webhook-rules';
import { nextAttemptAt, sendWebhook, type AttemptResult, type SenderOptions } from './webhook-sender.server';

/** A claimed delivery is left alone by other instances this long: well past an attempt's 5 s deadline. */
export const DELIVERY_CLAIM_MS = 60_000;
/** Deliveries read per pass, and sent at once. */
export const DISPATCH_BATCH = 20;
export const DISPATCH_CONCURRENCY = 4;

export type DeliveryRecord = typeof alertWebhookDeliveries.$inferSelect;

/** The `webhook-id` of a delivery: the same at every attempt, so a receiver can drop a repeat. */
export const messageIdOf = (deliveryId: string) => `msg_${deliveryId.replaceAll('-', '')}`;

export function toDeliveryRow(d: DeliveryRecord): WebhookDeliveryRow {
  return {
    id: d.id,
    event_type: d.eventType,
    status: d.status,
    attempts: d.attempts,
    status_code: d.lastStatusCode,
    error: d.lastError,
    created_at: d.createdAt.toISOString(),
    last_attempt_at: d.lastAttemptAt?.toISOString() ?? null,
    next_attempt_at: d.status === 'pending' ? (d.nextAttemptAt?.toISOString() ?? null) : null,
    gave_up_at: d.gaveUpAt?.toISOString() ?? null,
    gave_up_reason: d.gaveUpReason,
  };
}

export interface WebhookDispatcherDeps {
  db: Db;
  logger: Logger;
  clock: () => number;
  box: SecretBox;
  /** The sender's options: WEBHOOK_ALLOW_LOOPBACK_HTTP, and a resolver or deadline a test passes. */
  sender?: SenderOptions;
}

export function createWebhookDispatcher(deps: WebhookDispatcherDeps) {
  const { db, logger, clock, box } = deps;

  /** Takes a due delivery for this instance; false when another took it first or it is no longer due. */
  async function claim(id: string): Promise<boolean> {
    const now = clock();
    const rows = await db
      .update(alertWebhookDeliveries)
      .set({ nextAttemptAt: new Date(now + DELIVERY_CLAIM_MS) })
      .where(
        and(
          eq(alertWebhookDeliveries.id, id),
          eq(alertWebhookDeliveries.status, 'pending'),
          lte(alertWebhookDeliveries.nextAttemptAt, new Date(now)),
        ),
      )
      .returning({ id: alertWebhookDeliveries.id });
    return rows.length > 0;
  }

  /**
   * Records an attempt's outcome: delivered, the next retry, or given up when the schedule has run out. Answers the
   * delivery as it now stands, or undefined when it is gone (its webhook was removed meanwhile).
   */
  async function record(d: DeliveryRecord, result: AttemptResult): Promise<DeliveryRecord | undefined> {
    const at = new Date(clock());
    const attempts = d.attempts + 1;
    const next = result.ok ? null : nextAttemptAt(attempts, at);
    const gaveUp = !result.ok && !next;
    const [row] = await db
      .update(alertWebhookDeliveries)
      .set({
        attempts,
        status: result.ok ? 'delivered' : next ? 'pending' : 'failed',
        lastStatusCode: result.status,
        lastError: result.error,
        lastAttemptAt: at,
        nextAttemptAt: next,
        gaveUpAt: gaveUp ? at : null,
        gaveUpReason: gaveUp ? 'retries_exhausted' : null,
      })
      .where(eq(alertWebhookDeliveries.id, d.id))
      .returning();
    return row;
  }

  /**
   * Ends a delivery without sending it (nothing a retry could change). No attempt is made, so none is counted: the
   * last attempt's status, error and time stay as they were, and the give-up has its own time and reason.
   */
  async function giveUp(d: DeliveryRecord, reason: WebhookGiveUpReason): Promise<DeliveryRecord | undefined> {
    const [row] = await db
      .update(alertWebhookDeliveries)
      .set({ status: 'failed', nextAttemptAt: null, gaveUpAt: new Date(clock()), gaveUpReason: reason })
      .where(eq(alertWebhookDeliveries.id, d.id))
      .returning();
    return row;
  }

  /**
   * Makes one attempt of a delivery this instance has claimed. The webhook's address and secret are read now (an
   * address changed since the delivery was made is where it goes), and so is the plan: a lapsed one ends it. Answers
   * undefined when the delivery is gone, before the attempt or during it (its webhook or alert was removed).
   */
  async function attempt(id: string): Promise<DeliveryRecord | undefined> {
    const [found] = await db
      .select({
        delivery: alertWebhookDeliveries,
        url: alertWebhooks.url,
        secretSealed: alertWebhooks.secretSealed,
        tier: subscriptions.tier,
        status: subscriptions.status,
      })
      .from(alertWebhookDeliveries)
      .innerJoin(alertWebhooks, eq(alertWebhooks.id, alertWebhookDeliveries.webhookId))
      .leftJoin(subscriptions, eq(subscriptions.userId, alertWebhooks.userId))
      .where(eq(alertWebhookDeliveries.id, id));
    if (!found) return undefined;
    const { delivery } = found;
    const plan = found.tier && found.status ? { tier: found.tier, status: found.status } : null;
    if (!canAccess(plan, 'enterprise')) {
      return giveUp(delivery, 'plan_lapsed');
    }
    let secret: string;
    try {
      secret = box.open(found.secretSealed);
    } catch (err) {
      logger.warn({ err, deliveryId: id }, 'alert webhook: sealed secret unreadable');
      return giveUp(delivery, 'secret_unreadable');
    }
    const result = await sendWebhook(
      found.url,
      secret,
      { id: messageIdOf(delivery.id), timestampSec: Math.floor(clock() / 1000), body: delivery.payload },
      deps.sender,
    );
    return record(delivery, result);
  }

  return {
    attempt,

    /** Deletes finished deliveries older than WEBHOOK_DELIVERY_KEEP_DAYS; answers how many. */
    async prune(): Promise<number> {
      const before = new Date(clock() - WEBHOOK_DELIVERY_KEEP_DAYS * 86_400_000);
      const gone = await db
        .delete(alertWebhookDeliveries)
        .where(
          and(ne(alertWebhookDeliveries.status, 'pending'), lt(alertWebhookDeliveries.createdAt, before)),
        )
        .returning({ id: alertWebhookDeliveries.id });
      return gone.length;
    },

    /** Claims and sends the deliveries due now (a batch of them, a few at a time). Answers how many it sent. */
    async runDue(): Promise<number> {
      const due = await db
        .select({ id: alertWebhookDeliveries.id })
        .from(alertWebhookDeliveries)
        .where(
          and(
            eq(alertWebhookDeliveries.status, 'pending'),
            lte(alertWebhookDeliveries.nextAttemptAt, new Date(clock())),
          ),
        )
        .orderBy(asc(alertWebhookDeliveries.nextAttemptAt))
        .limit(DISPATCH_BATCH);
      let sent = 0;
      const queue = due.map((d) => d.id);
      const worker = async () => {
        for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
          if (!(await claim(id))) continue;
          await attempt(id);
          sent += 1;
        }
      };
      await Promise.all(Array.from({ length: Math.min(DISPATCH_CONCURRENCY, queue.length) }, worker));
      return sent;
    },
  };
}

export type WebhookDispatcher = ReturnType<typeof createWebhookDispatcher>;
