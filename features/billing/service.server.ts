// Billing use cases: the summary, plan changes through the payment provider (at once with the local one, by
// Stripe's Checkout and portal otherwise), the local card on file, and provider webhooks.
import { and, desc, eq, lte } from 'drizzle-orm';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import type { Db } from '../../platform/db.server';
import type { Logger } from '../../platform/logger.server';
import type { PaymentEvent, PaymentProvider } from '../../platform/payments.server';
import type { RecordActivityInput } from '../activity/server';
import {
  getSubscriptionRow,
  lockSubscriptionRow,
  setSubscription,
  toPublicSubscription,
  type PublicSubscription,
  type PublicUser,
  type SubscriptionRow,
  type Tier,
} from '../auth/server';
import { hasAccessStatus, PLANS, tierRank, type PaidTier } from './plans';
import { upgradeCharge, upgradeInvoiceDescription } from './proration';
import {
  BILLING_MESSAGES,
  CHECKOUT_RESULT_PARAM,
  INVOICE_LIST_LIMIT,
  type BillingSummary,
  type InvoiceSummary,
  type PaymentMethodInput,
  type PaymentMethodSummary,
  type PlanChangeAnswer,
} from './schemas';
import { invoices, paymentMethods } from './tables.server';
import { applyPaymentEvent, type WebhookOutcome } from './webhooks.server';

export interface BillingDeps {
  db: Db;
  clock: () => number;
  provider: PaymentProvider;
  /** The public origin: provider pages send the browser back here. */
  siteUrl: string;
  recordActivity: (userId: string, input: RecordActivityInput) => Promise<unknown>;
  logger: Logger;
}

/** Billing needs no more of a user than whom to charge and where to write. */
type BillingUser = Pick<PublicUser, 'id' | 'email'>;

export const BILLING_PAGE_PATH = '/dashboard/billing';
export const SUBSCRIPTION_PAGE_PATH = '/dashboard/subscription';

/** The calendar month after `from` (31 January → 28 or 29 February), in UTC. */
export function addOneMonth(from: Date): Date {
  const year = from.getUTCFullYear();
  const month = from.getUTCMonth() + 1;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const next = new Date(from);
  next.setUTCFullYear(year, month, Math.min(from.getUTCDate(), lastDay));
  return next;
}

export function createBillingService(deps: BillingDeps) {
  const { db, clock, provider, siteUrl, logger } = deps;
  const now = () => new Date(clock());
  const returnUrl = `${siteUrl}${BILLING_PAGE_PATH}`;

  /** A Stripe customer of this user, when Stripe is the provider and it manages this user's plan. */
  const stripeCustomer = (row: SubscriptionRow | undefined) =>
    provider.kind === 'stripe' && row?.provider === 'stripe' && row.providerCustomerId
      ? row.providerCustomerId
      : undefined;

  async function noteTierChange(userId: string, from: Tier, to: Tier): Promise<void> {
    if (tierRank(to) <= tierRank(from)) return;
    try {
      await deps.recordActivity(userId, {
        activityType: 'subscription_upgrade',
        description: `Upgraded from ${PLANS[from].name} to ${PLANS[to].name}`,
        settingName: 'tier',
        oldValue: from,
        newValue: to,
      });
    } catch (err) {
      // The plan has changed and been paid for; a lost log line must not turn that into an error.
      logger.warn({ err, userId }, 'subscription upgrade activity not recorded');
    }
  }

  /**
   * The paid period running now: it starts at its last local invoice, and is paid for the plan that invoice bought,
   * as its tier column says (an upgrade's credit carries the earlier payment into it). None: nothing to credit.
   */
  async function paidPeriod(
    t: Db,
    userId: string,
    at: Date,
  ): Promise<{ start: Date; paidFor?: PaidTier } | undefined> {
    const [last] = await t
      .select({ createdAt: invoices.createdAt, tier: invoices.tier })
      .from(invoices)
      .where(and(eq(invoices.userId, userId), eq(invoices.provider, 'local'), lte(invoices.createdAt, at)))
      .orderBy(desc(invoices.createdAt))
      .limit(1);
    return last && { start: last.createdAt, paidFor: last.tier ?? undefined };
  }

  /**
   * Local provider. The user's plan row is locked for the whole change, so concurrent checkouts run one after the
   * other and all but the first find the plan already bought (409). Up: a new month at the new price less the
   * unused part of what the running period was paid for (proration.ts). Down, or back up to what the period was
   * already paid for: at once, no charge, the period kept.
   */
  async function changeLocally(userId: string, tier: PaidTier): Promise<PublicSubscription> {
    const { before, after } = await db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      const row = await lockSubscriptionRow(t, userId);
      // Read the time under the lock: a change that waited sees the invoice of the one before it as already paid.
      const at = now();
      const current = toPublicSubscription(row);
      if (current.tier === tier && hasAccessStatus(current.status)) {
        throw new ConflictError(BILLING_MESSAGES.alreadyOnPlan(tier));
      }
      const running =
        current.tier !== 'free' && hasAccessStatus(current.status) && row?.currentPeriodEnd
          ? { from: current.tier, periodEnd: row.currentPeriodEnd }
          : undefined;
      const live = running && running.periodEnd > at ? running : undefined;
      const period = live && (await paidPeriod(t, userId, at));
      // You never pay twice for the same period: what it was paid for (or the plan held, if higher) is free to
      // move to at once, the period end kept; past it, the credit is what was paid, not the plan held.
      const paidFor =
        live && period?.paidFor && tierRank(period.paidFor) > tierRank(live.from)
          ? period.paidFor
          : live?.from;
      if (live && paidFor && tierRank(tier) <= tierRank(paidFor)) {
        return setSubscription(t, userId, { tier, status: 'active', provider: 'local' }, at);
      }
      const { creditCents, chargeCents } =
        live && paidFor && period
          ? upgradeCharge({
              from: paidFor,
              to: tier,
              periodStart: period.start,
              periodEnd: live.periodEnd,
              at,
            })
          : { creditCents: 0, chargeCents: PLANS[tier].monthlyPriceCents };
      const change = await setSubscription(
        t,
        userId,
        {
          tier,
          status: 'active',
          currentPeriodEnd: addOneMonth(at),
          provider: 'local',
          providerSubscriptionId: null,
        },
        at,
      );
      await t.insert(invoices).values({
        userId,
        provider: 'local',
        tier,
        description:
          paidFor && creditCents > 0
            ? upgradeInvoiceDescription(paidFor, tier, creditCents)
            : `Blockcast ${PLANS[tier].name}, 1 month`,
        amountCents: chargeCents,
        currency: PLANS[tier].currency,
        status: 'paid',
        createdAt: at,
      });
      return change;
    });
    await noteTierChange(userId, before.tier, after.tier);
    return after;
  }

  async function cancel(user: BillingUser): Promise<PlanChangeAnswer> {
    const row = await getSubscriptionRow(db, user.id);
    const customerId = stripeCustomer(row);
    // Stripe ends the subscription from its portal (at the period's end, as the terms promise) and tells us by
    // webhook; a plan Stripe does not manage ends here and now.
    if (customerId && row?.providerSubscriptionId) {
      return provider.openPortal({ customerId, returnUrl });
    }
    const current = toPublicSubscription(row);
    if (current.tier === 'free' && current.status === 'active')
      return { completed: true, subscription: current };
    const { after } = await setSubscription(
      db,
      user.id,
      { tier: 'free', status: 'active', currentPeriodEnd: null, providerSubscriptionId: null },
      now(),
    );
    return { completed: true, subscription: after };
  }

  /** Applies a normalised provider event once; records an upgrade in the activity log when the tier rose. */
  async function handleWebhook(event: PaymentEvent): Promise<WebhookOutcome> {
    const applied = await applyPaymentEvent(db, event, now());
    if (applied.outcome === 'unmatched') {
      logger.warn({ eventId: event.id, type: event.type }, 'payment event matches no user');
    }
    if (applied.tierChange) {
      const { userId, from, to } = applied.tierChange;
      await noteTierChange(userId, from, to);
    }
    return applied.outcome;
  }

  return {
    providerKind: provider.kind,

    async summary(userId: string): Promise<BillingSummary> {
      const row = await getSubscriptionRow(db, userId);
      const [card] = await db.select().from(paymentMethods).where(eq(paymentMethods.userId, userId)).limit(1);
      const rows = await db
        .select()
        .from(invoices)
        .where(eq(invoices.userId, userId))
        .orderBy(desc(invoices.createdAt), desc(invoices.id))
        .limit(INVOICE_LIST_LIMIT);
      return {
        subscription: toPublicSubscription(row),
        paymentMethod: card
          ? {
              brand: card.brand as PaymentMethodSummary['brand'],
              last4: card.last4,
              expMonth: card.expMonth,
              expYear: card.expYear,
            }
          : null,
        invoices: rows.map((r): InvoiceSummary => ({
          id: r.id,
          description: r.description,
          amountCents: r.amountCents,
          currency: r.currency,
          status: r.status,
          hostedUrl: r.hostedUrl,
          createdAt: r.createdAt.toISOString(),
        })),
        provider: provider.kind,
        portalAvailable: stripeCustomer(row) !== undefined,
      };
    },

    /** Moves the user to a plan: Free cancels; a paid plan is bought (local: at once) or changed in the portal. */
    async checkout(user: BillingUser, tier: Tier): Promise<PlanChangeAnswer> {
      if (tier === 'free') return cancel(user);
      const row = await getSubscriptionRow(db, user.id);
      const current = toPublicSubscription(row);
      if (current.tier === tier && hasAccessStatus(current.status)) {
        throw new ConflictError(BILLING_MESSAGES.alreadyOnPlan(tier));
      }
      const customerId = stripeCustomer(row);
      // A running Stripe subscription changes plan in Stripe's portal: a second Checkout would bill twice.
      if (customerId && row?.providerSubscriptionId) return provider.openPortal({ customerId, returnUrl });
      const started = await provider.startCheckout({
        userId: user.id,
        email: user.email,
        tier,
        ...(customerId && { customerId }),
        successUrl: `${returnUrl}?${CHECKOUT_RESULT_PARAM}=success`,
        cancelUrl: `${siteUrl}${SUBSCRIPTION_PAGE_PATH}?${CHECKOUT_RESULT_PARAM}=canceled`,
      });
      if ('url' in started) return { url: started.url };
      return { completed: true, subscription: await changeLocally(user.id, tier) };
    },

    cancel,

    async portal(user: BillingUser): Promise<{ url: string }> {
      const row = await getSubscriptionRow(db, user.id);
      if (provider.kind === 'local') return provider.openPortal({ customerId: user.id, returnUrl });
      const customerId = stripeCustomer(row);
      if (!customerId) throw new ConflictError(BILLING_MESSAGES.noBillingAccount);
      return provider.openPortal({ customerId, returnUrl });
    },

    /** Local provider only: with Stripe the card lives in Stripe and changes in its portal. */
    async updatePaymentMethod(userId: string, card: PaymentMethodInput): Promise<PaymentMethodSummary> {
      if (provider.kind !== 'local') throw new ConflictError(BILLING_MESSAGES.managedByProvider);
      const today = now();
      const expired =
        card.expYear < today.getUTCFullYear() ||
        (card.expYear === today.getUTCFullYear() && card.expMonth < today.getUTCMonth() + 1);
      if (expired) throw new ValidationError(BILLING_MESSAGES.cardExpired);
      const values = { ...card, updatedAt: today };
      await db
        .insert(paymentMethods)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: paymentMethods.userId, set: values });
      return { brand: card.brand, last4: card.last4, expMonth: card.expMonth, expYear: card.expYear };
    },

    handleWebhook,

    /** A webhook as it arrived: 404 without a provider that sends them, 400 when the signature fails. */
    async receiveWebhook(rawBody: string, signatureHeader: string | undefined): Promise<WebhookOutcome> {
      if (provider.kind === 'local') throw new NotFoundError();
      return handleWebhook(await provider.parseWebhook(rawBody, signatureHeader));
    },
  };
}

export type BillingService = ReturnType<typeof createBillingService>;
