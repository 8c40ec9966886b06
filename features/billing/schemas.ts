// Billing's inputs, answers and texts: safe for the browser.
import { z } from 'zod';
import { TIERS, type PublicSubscription, type Tier } from '../auth';
import { CARD_BRANDS, type CardBrand } from './cards';
import { formatCents, PLANS } from './plans';

/** The texts users see, written once for the code and the tests. */
export const BILLING_MESSAGES = {
  tierInvalid: 'Choose the Free, Premium or Enterprise plan',
  alreadyOnPlan: (tier: Tier) => `You are already on the ${PLANS[tier].name} plan`,
  managedByProvider: 'Payment details are managed by the payment provider',
  noBillingAccount: 'There is no billing account to manage yet',
  cardInvalid: 'Enter the card brand, its last four digits and its expiry date',
  cardExpired: 'This card has expired',
  tooManyRequests: 'Too many billing requests. Please try again later.',
} as const;

/** The end of a paid period still running at `now`, as words; undefined when none is. */
function runningUntil(periodEnd: string | null, now: number): string | undefined {
  if (!periodEnd || Date.parse(periodEnd) <= now) return undefined;
  return new Date(periodEnd).toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' });
}

/**
 * The downgrade question's text: what happens to the period already paid for. It says what the service does: the
 * local provider changes the plan at once and keeps the running period's end, refunding nothing (past the period's
 * end, a lower paid plan is a new month bought at its price); Stripe's page shows its own terms before the user
 * confirms there.
 */
export function downgradeNotice(
  current: Pick<PublicSubscription, 'tier' | 'currentPeriodEnd'>,
  target: Tier,
  provider: PaymentProviderKind,
  now: number,
): string {
  const from = PLANS[current.tier].name;
  const to = PLANS[target].name;
  if (provider === 'stripe') {
    return `You will finish this change on our payment provider's page, which shows what happens to the rest of the period you have paid for before you confirm.`;
  }
  const end = runningUntil(current.currentPeriodEnd, now);
  if (target === 'free') {
    return end
      ? `Your ${from} plan ends now and you move to Free. The rest of the period you paid for, until ${end}, is not refunded.`
      : `Your ${from} plan ends now and you move to Free.`;
  }
  return end
    ? `You move to ${to} now, with no new charge, until ${end}, the end of the period you paid for. The difference is not refunded.`
    : `You move to ${to} now and pay ${formatCents(PLANS[target].monthlyPriceCents)} for one month.`;
}

/** Query parameter Stripe's Checkout returns with: `success` on the billing page, `canceled` on the plans page. */
export const CHECKOUT_RESULT_PARAM = 'checkout';

/** How many invoices the billing page lists, newest first. */
export const INVOICE_LIST_LIMIT = 24;

export const checkoutInput = z.object({
  tier: z.enum(TIERS, { message: BILLING_MESSAGES.tierInvalid }),
});
export type CheckoutInput = z.infer<typeof checkoutInput>;

/**
 * The card on file as the local provider stores it. Strict: a body carrying anything else (a card number above
 * all) is refused, so a number never reaches the server, its logs or its database (see cards.ts).
 */
export const paymentMethodInput = z.strictObject(
  {
    brand: z.enum(CARD_BRANDS, { message: BILLING_MESSAGES.cardInvalid }),
    last4: z.string({ message: BILLING_MESSAGES.cardInvalid }).regex(/^\d{4}$/, BILLING_MESSAGES.cardInvalid),
    expMonth: z.number({ message: BILLING_MESSAGES.cardInvalid }).int().min(1).max(12),
    expYear: z.number({ message: BILLING_MESSAGES.cardInvalid }).int().min(2000).max(2100),
  },
  { message: BILLING_MESSAGES.cardInvalid },
);
export type PaymentMethodInput = z.infer<typeof paymentMethodInput>;

export interface PaymentMethodSummary {
  brand: CardBrand;
  last4: string;
  expMonth: number;
  expYear: number;
}

export interface InvoiceSummary {
  id: string;
  description: string;
  amountCents: number;
  currency: string;
  status: 'paid' | 'open' | 'void' | 'uncollectible';
  /** The provider's page for the invoice (Stripe's hosted invoice), if any. */
  hostedUrl: string | null;
  createdAt: string;
}

export type PaymentProviderKind = 'local' | 'stripe';

/** GET /api/billing/summary's data. */
export interface BillingSummary {
  subscription: PublicSubscription;
  paymentMethod: PaymentMethodSummary | null;
  /** The newest INVOICE_LIST_LIMIT invoices, newest first. */
  invoices: InvoiceSummary[];
  provider: PaymentProviderKind;
  /** Stripe only: the user has a Stripe customer, so POST /portal can open Stripe's billing page. */
  portalAvailable: boolean;
}

/** What checkout and cancel answer: a provider page to send the browser to, or a change already made. */
export type PlanChangeAnswer = { url: string } | { completed: true; subscription: PublicSubscription };
