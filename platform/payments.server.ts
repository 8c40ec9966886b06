// Payments behind one small interface: the local provider (an upgrade takes effect at once) by default, Stripe
// (Checkout, the customer portal, signed webhooks; stripe-payments.server.ts) when configured. Provider wire
// formats stop at this edge.
import { ValidationError } from '../lib/errors';

export type PaymentProviderKind = 'local' | 'stripe';
export type PaidTier = 'premium' | 'enterprise';
/** The subscription statuses of accounts (features/auth), as a provider reports them. */
export type ProviderSubscriptionStatus = 'active' | 'trialing' | 'inactive' | 'past_due' | 'canceled';

export interface CheckoutRequest {
  userId: string;
  email: string;
  tier: PaidTier;
  /** The provider's customer for this user, when there is one already. */
  customerId?: string;
  successUrl: string;
  cancelUrl: string;
}

/** Either a provider page to send the browser to, or (local) the payment is already done. */
export type CheckoutStart = { url: string } | { completed: true };

/** A provider event, reduced to what billing acts on. */
export type PaymentEventBody =
  | {
      kind: 'checkout.completed';
      /** Ours, as given to the provider at checkout. */
      userId: string | null;
      customerId: string | null;
      subscriptionId: string | null;
      tier: PaidTier | null;
      /** False while an asynchronous payment method is still settling: no upgrade yet. */
      paid: boolean;
    }
  | {
      kind: 'subscription.updated';
      userId: string | null;
      customerId: string;
      subscriptionId: string;
      /** From the subscription's price; null when the price is none of ours. */
      tier: PaidTier | null;
      /** 'canceled' once the subscription has ended (deleted, or expired before its first payment). */
      status: ProviderSubscriptionStatus;
      currentPeriodEnd: Date | null;
    }
  | {
      kind: 'invoice.paid';
      userId: string | null;
      customerId: string | null;
      invoiceId: string;
      /** The plan its lines charge for (from their price); null when none of ours. */
      tier: PaidTier | null;
      amountCents: number;
      currency: string;
      hostedUrl: string | null;
      description: string;
      createdAt: Date;
    }
  | { kind: 'ignored' };

/** `id` is the provider's event id (each is processed once); `type` its own name for the event. */
/** occurredAt: when the provider created the event; deliveries can arrive out of that order. */
export type PaymentEvent = { id: string; type: string; occurredAt: Date } & PaymentEventBody;

export interface PaymentProvider {
  readonly kind: PaymentProviderKind;
  startCheckout(request: CheckoutRequest): Promise<CheckoutStart>;
  /** The provider's page where a customer changes plan, card or cancels. */
  openPortal(request: { customerId: string; returnUrl: string }): Promise<{ url: string }>;
  /** Verifies the signature over the raw body and normalises the event; throws InvalidWebhookError otherwise. */
  parseWebhook(rawBody: string, signatureHeader: string | undefined): Promise<PaymentEvent>;
}

export const INVALID_SIGNATURE_MESSAGE = 'Invalid signature';

/** A webhook whose signature, age or body does not check out: answered 400, never processed. */
export class InvalidWebhookError extends ValidationError {
  constructor() {
    super(INVALID_SIGNATURE_MESSAGE);
  }
}

/** Where the local "portal" sends the browser: the site's own billing page. */
export const LOCAL_PORTAL_PATH = '/dashboard/billing';

/** No money moves: a checkout is complete as soon as it starts, and there are no webhooks. */
export function createLocalPaymentProvider(): PaymentProvider {
  return {
    kind: 'local',
    async startCheckout() {
      return { completed: true };
    },
    async openPortal() {
      return { url: LOCAL_PORTAL_PATH };
    },
    async parseWebhook() {
      throw new InvalidWebhookError();
    },
  };
}
