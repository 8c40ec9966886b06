// The Stripe adapter of payments: Checkout Sessions in subscription mode, the customer portal, and webhooks
// verified with Stripe's own signature check and mapped to our PaymentEvent. Nothing of Stripe's shape leaks out.
import Stripe from 'stripe';
import { UpstreamError } from '../lib/errors';
import type { Logger } from './logger.server';
import {
  InvalidWebhookError,
  type CheckoutRequest,
  type PaidTier,
  type PaymentEvent,
  type PaymentProvider,
  type ProviderSubscriptionStatus,
} from './payments.server';

export interface StripeProviderOptions {
  secretKey: string;
  webhookSecret: string;
  /** Stripe price ids of the monthly plans. */
  prices: Record<PaidTier, string>;
  /** Another API origin (a local fake in tests); Stripe's own when unset. */
  apiBase?: string;
  /** The webhook age check reads this clock, so tests with a fake clock sign events at its time. */
  clock?: () => number;
  /** Oldest signed timestamp accepted, in seconds (Stripe's default: 300). */
  toleranceSec?: number;
  timeoutMs?: number;
  /** Failed API calls are logged here; the caller only sees PROVIDER_UNAVAILABLE_MESSAGE. */
  logger?: Logger;
}

export const PROVIDER_UNAVAILABLE_MESSAGE = 'The payment provider is unavailable. Please try again later.';

const STATUS: Record<string, ProviderSubscriptionStatus> = {
  active: 'active',
  trialing: 'trialing',
  past_due: 'past_due',
  // Stripe stopped retrying but the subscription is not over: the user must pay, as with past_due.
  unpaid: 'past_due',
  canceled: 'canceled',
  // The first payment never succeeded within 23 hours: the subscription is over before it began.
  incomplete_expired: 'canceled',
  incomplete: 'inactive',
  paused: 'inactive',
};

export function createStripeProvider(options: StripeProviderOptions): PaymentProvider {
  const base = options.apiBase ? new URL(options.apiBase) : undefined;
  const stripe = new Stripe(options.secretKey, {
    ...(base && {
      host: base.hostname,
      port: base.port || (base.protocol === 'http:' ? 80 : 443),
      protocol: base.protocol === 'http:' ? 'http' : 'https',
    }),
    timeout: options.timeoutMs ?? 15_000,
    maxNetworkRetries: 1,
    telemetry: false,
  });
  const clock = options.clock ?? Date.now;
  const tierOfPrice = new Map<string, PaidTier>([
    [options.prices.premium, 'premium'],
    [options.prices.enterprise, 'enterprise'],
  ]);

  async function call<T>(request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (err) {
      options.logger?.warn({ err }, 'stripe call failed');
      throw new UpstreamError(PROVIDER_UNAVAILABLE_MESSAGE);
    }
  }

  function subscriptionTier(subscription: Stripe.Subscription): PaidTier | null {
    for (const item of subscription.items.data) {
      const tier = tierOfPrice.get(item.price.id);
      if (tier) return tier;
    }
    return paidTier(subscription.metadata.tier);
  }

  /**
   * The plan an invoice charges for: the price of its first line that charges (a plan change also has a line
   * crediting the old plan's unused time, below zero), else the subscription's metadata from checkout, which the
   * portal does not update. Never its description: that is Stripe's wording for people.
   */
  function invoiceTier(invoice: Stripe.Invoice): PaidTier | null {
    for (const line of invoice.lines.data) {
      const price = line.pricing?.price_details?.price;
      const tier = price ? tierOfPrice.get(typeof price === 'string' ? price : price.id) : undefined;
      if (tier && line.amount >= 0) return tier;
    }
    return paidTier(invoice.parent?.subscription_details?.metadata?.tier);
  }

  function toEvent(event: Stripe.Event): PaymentEvent {
    const head = { id: event.id, type: event.type, occurredAt: new Date(event.created * 1000) };
    switch (event.type) {
      case 'checkout.session.completed': {
        const session = event.data.object;
        if (session.mode !== 'subscription') return { ...head, kind: 'ignored' };
        return {
          ...head,
          kind: 'checkout.completed',
          userId: session.client_reference_id ?? session.metadata?.userId ?? null,
          customerId: idOf(session.customer),
          subscriptionId: idOf(session.subscription),
          tier: paidTier(session.metadata?.tier),
          paid: session.payment_status === 'paid' || session.payment_status === 'no_payment_required',
        };
      }
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted': {
        const subscription = event.data.object;
        const periodEnds = subscription.items.data.map((item) => item.current_period_end);
        return {
          ...head,
          kind: 'subscription.updated',
          userId: subscription.metadata.userId ?? null,
          customerId: idOf(subscription.customer) ?? '',
          subscriptionId: subscription.id,
          tier: subscriptionTier(subscription),
          status:
            event.type === 'customer.subscription.deleted'
              ? 'canceled'
              : (STATUS[subscription.status] ?? 'inactive'),
          currentPeriodEnd: periodEnds.length ? new Date(Math.max(...periodEnds) * 1000) : null,
        };
      }
      case 'invoice.paid': {
        const invoice = event.data.object;
        if (!invoice.id) return { ...head, kind: 'ignored' };
        const details = invoice.parent?.subscription_details;
        return {
          ...head,
          kind: 'invoice.paid',
          userId: details?.metadata?.userId ?? null,
          customerId: idOf(invoice.customer),
          invoiceId: invoice.id,
          tier: invoiceTier(invoice),
          amountCents: invoice.amount_paid,
          currency: invoice.currency,
          hostedUrl: invoice.hosted_invoice_url ?? null,
          description:
            invoice.description ??
            invoice.lines.data[0]?.description ??
            `Invoice ${invoice.number ?? invoice.id}`,
          createdAt: new Date(invoice.created * 1000),
        };
      }
      default:
        return { ...head, kind: 'ignored' };
    }
  }

  return {
    kind: 'stripe',

    async startCheckout(request: CheckoutRequest) {
      // Both copies of the metadata matter: the session's for checkout.session.completed, the subscription's for
      // every later subscription and invoice event.
      const metadata = { userId: request.userId, tier: request.tier };
      const session = await call(() =>
        stripe.checkout.sessions.create({
          mode: 'subscription',
          line_items: [{ price: options.prices[request.tier], quantity: 1 }],
          client_reference_id: request.userId,
          ...(request.customerId ? { customer: request.customerId } : { customer_email: request.email }),
          metadata,
          subscription_data: { metadata },
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
        }),
      );
      if (!session.url) throw new UpstreamError(PROVIDER_UNAVAILABLE_MESSAGE);
      return { url: session.url };
    },

    async openPortal(request) {
      const session = await call(() =>
        stripe.billingPortal.sessions.create({ customer: request.customerId, return_url: request.returnUrl }),
      );
      return { url: session.url };
    },

    async parseWebhook(rawBody, signatureHeader) {
      if (!signatureHeader) throw new InvalidWebhookError();
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          rawBody,
          signatureHeader,
          options.webhookSecret,
          options.toleranceSec ?? stripe.webhooks.DEFAULT_TOLERANCE,
          undefined,
          clock(),
        );
      } catch {
        throw new InvalidWebhookError();
      }
      return toEvent(event);
    },
  };
}

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

function paidTier(value: string | undefined): PaidTier | null {
  return value === 'premium' || value === 'enterprise' ? value : null;
}
