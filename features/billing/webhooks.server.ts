// Applies one payment-provider event to plans and invoices, exactly once: the event id is claimed in the same
// transaction as the change, so a second delivery (or a concurrent one) changes nothing.
import { and, eq } from 'drizzle-orm';
import type { PaymentEvent } from '../../platform/payments.server';
import type { Db } from '../../platform/db.server';
import {
  getSubscriptionRow,
  setSubscription,
  subscriptions,
  users,
  type SubscriptionChange,
  type SubscriptionRow,
  type Tier,
} from '../auth/server';
import { invoices, paymentEvents } from './tables.server';

export type WebhookOutcome =
  /** The event changed (or confirmed) a user's plan or invoices. */
  | 'processed'
  /** Seen before: nothing done. */
  | 'duplicate'
  /** Not an event billing acts on. */
  | 'ignored'
  /** No user of ours matches it (a customer made outside the site): recorded, nothing else. */
  | 'unmatched'
  /** Older than the last event applied to the user's plan (delivered out of order): recorded, nothing else. */
  | 'stale';

export interface AppliedEvent {
  outcome: WebhookOutcome;
  /** The plan before and after, when the event changed a user's tier. */
  tierChange?: { userId: string; from: Tier; to: Tier };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Statuses of a subscription that is running (paid, on trial, or being dunned). */
const RUNNING = new Set(['active', 'trialing', 'past_due']);

export async function applyPaymentEvent(db: Db, event: PaymentEvent, now: Date): Promise<AppliedEvent> {
  if (event.kind === 'ignored') return { outcome: 'ignored' };
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [claimed] = await t
      .insert(paymentEvents)
      .values({ id: event.id, type: event.type, processedAt: now })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (!claimed) return { outcome: 'duplicate' };
    const userId = await findUser(t, event.userId, event.customerId);
    if (!userId) return { outcome: 'unmatched' };
    const row = await getSubscriptionRow(t, userId);

    if (event.kind === 'invoice.paid') {
      const [known] = await t
        .select({ id: invoices.id })
        .from(invoices)
        .where(and(eq(invoices.provider, 'stripe'), eq(invoices.providerInvoiceId, event.invoiceId)))
        .limit(1);
      if (!known) {
        await t.insert(invoices).values({
          userId,
          provider: 'stripe',
          providerInvoiceId: event.invoiceId,
          tier: event.tier,
          description: event.description,
          amountCents: event.amountCents,
          currency: event.currency,
          status: 'paid',
          hostedUrl: event.hostedUrl,
          createdAt: event.createdAt,
        });
      }
      return { outcome: 'processed' };
    }

    if (row?.providerEventAt && event.occurredAt < row.providerEventAt) return { outcome: 'stale' };
    const change =
      event.kind === 'checkout.completed' ? checkoutChange(event, row) : subscriptionChange(event, row);
    if (!change) return { outcome: 'processed' };
    const { before, after } = await setSubscription(
      t,
      userId,
      { ...change, providerEventAt: event.occurredAt },
      now,
    );
    return {
      outcome: 'processed',
      ...(before.tier !== after.tier && { tierChange: { userId, from: before.tier, to: after.tier } }),
    };
  });
}

/** Ours by the id we gave at checkout, else by the provider's customer already linked to a user. */
async function findUser(
  db: Db,
  userId: string | null,
  customerId: string | null,
): Promise<string | undefined> {
  if (userId && UUID.test(userId)) {
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
    if (user) return user.id;
  }
  if (!customerId) return undefined;
  const [linked] = await db
    .select({ userId: subscriptions.userId })
    .from(subscriptions)
    .where(eq(subscriptions.providerCustomerId, customerId))
    .limit(1);
  return linked?.userId;
}

type CheckoutEvent = Extract<PaymentEvent, { kind: 'checkout.completed' }>;
type SubscriptionEvent = Extract<PaymentEvent, { kind: 'subscription.updated' }>;

function checkoutChange(event: CheckoutEvent, row: SubscriptionRow | undefined): SubscriptionChange {
  const change: SubscriptionChange = { provider: 'stripe' };
  if (event.customerId) change.providerCustomerId = event.customerId;
  // Stripe often sends the subscription's own event first; it carries status and period, so it wins.
  const alreadyKnown = event.subscriptionId !== null && row?.providerSubscriptionId === event.subscriptionId;
  if (event.paid && event.tier && !alreadyKnown) {
    change.tier = event.tier;
    change.status = 'active';
    change.providerSubscriptionId = event.subscriptionId;
  }
  return change;
}

function subscriptionChange(
  event: SubscriptionEvent,
  row: SubscriptionRow | undefined,
): SubscriptionChange | undefined {
  const isCurrent = row?.providerSubscriptionId === event.subscriptionId;
  // An older subscription that ends, or a new one not yet paid, must not override the plan the user has now.
  if (!isCurrent && !RUNNING.has(event.status)) return undefined;
  const link: SubscriptionChange = {
    provider: 'stripe',
    ...(event.customerId && { providerCustomerId: event.customerId }),
  };
  if (event.status === 'canceled') {
    // An ended subscription leaves the user on Free, which is itself an active plan.
    return { ...link, tier: 'free', status: 'active', currentPeriodEnd: null, providerSubscriptionId: null };
  }
  return {
    ...link,
    ...(event.tier && { tier: event.tier }),
    status: event.status,
    currentPeriodEnd: event.currentPeriodEnd,
    providerSubscriptionId: event.subscriptionId,
  };
}
