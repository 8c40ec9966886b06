// The three plans (price, what each adds) and the gate rules that decide who opens a paid page: safe for the browser.
import { API_LIMITS } from '../api-access';
import type { PublicSubscription, SubscriptionStatus, Tier } from '../auth';

export type PaidTier = Exclude<Tier, 'free'>;

export interface Plan {
  tier: Tier;
  name: string;
  /** Monthly price in US cents: integers, so no float ever touches money. */
  monthlyPriceCents: number;
  currency: 'usd';
  /** What the plan adds to the one below it (decision 3). */
  features: readonly string[];
}

/**
 * Decision 3 says what each plan includes but not what it costs: $19 and $99 a month sit where news-and-data
 * subscriptions for individuals and for teams usually sit. Change them here and in the Stripe prices together.
 */
export const PLANS: Readonly<Record<Tier, Plan>> = {
  free: {
    tier: 'free',
    name: 'Free',
    monthlyPriceCents: 0,
    currency: 'usd',
    features: [
      'The whole public site: news, shows, markets and coin pages',
      'Dashboard: portfolio, watchlist, price alerts and settings',
      'Alerts shown in the dashboard',
    ],
  },
  premium: {
    tier: 'premium',
    name: 'Premium',
    monthlyPriceCents: 1900,
    currency: 'usd',
    features: [
      'Everything in Free',
      'Analytics',
      'Price alerts delivered by e-mail and push',
      'CSV import of portfolio positions',
    ],
  },
  enterprise: {
    tier: 'enterprise',
    name: 'Enterprise',
    monthlyPriceCents: 9900,
    currency: 'usd',
    features: [
      'Everything in Premium',
      'API keys for the public JSON API',
      'Higher API rate limits',
      `${API_LIMITS.enterprise.perMinute.toLocaleString('en-US')} API calls a minute and ${API_LIMITS.enterprise.perDay.toLocaleString('en-US')} a day per key (${API_LIMITS.anonymous.perMinute} and ${API_LIMITS.anonymous.perDay.toLocaleString('en-US')} without one)`,
      'Price alerts delivered to your own HTTPS webhook, signed',
    ],
  },
};

/** Cheapest first, as the plan pages list them. */
export const PLAN_LIST: readonly Plan[] = [PLANS.free, PLANS.premium, PLANS.enterprise];

const TIER_RANK: Readonly<Record<Tier, number>> = { free: 0, premium: 1, enterprise: 2 };

/** Orders tiers: free 0 < premium 1 < enterprise 2. */
export function tierRank(tier: Tier): number {
  return TIER_RANK[tier];
}

/** The statuses under which a paid tier is honoured. */
export const ACCESS_STATUSES: readonly SubscriptionStatus[] = ['active', 'trialing'];

export function hasAccessStatus(status: SubscriptionStatus): boolean {
  return ACCESS_STATUSES.includes(status);
}

type SubscriptionLike = Pick<PublicSubscription, 'tier' | 'status'>;

/** True when the subscription opens content of the required tier (a higher tier opens lower content). */
export function canAccess(subscription: SubscriptionLike | null | undefined, required: PaidTier): boolean {
  if (!subscription) return false;
  return hasAccessStatus(subscription.status) && tierRank(subscription.tier) >= tierRank(required);
}

/** The name of the plan an account is on, for a refusal that names it: Free unless its subscription gives access. */
export function planNameOf(subscription: SubscriptionLike | null | undefined): string {
  return PLANS[subscription && hasAccessStatus(subscription.status) ? subscription.tier : 'free'].name;
}

export type Gate = 'open' | 'premium' | 'enterprise' | 'subscription-required';

/**
 * Which screen a gated page shows. A status other than active or trialing comes first: whatever the tier,
 * the user must sort out the subscription before an upgrade could help. No subscription counts as Free.
 */
export function gateFor(subscription: SubscriptionLike | null | undefined, required: PaidTier): Gate {
  const current: SubscriptionLike = subscription ?? { tier: 'free', status: 'active' };
  if (!hasAccessStatus(current.status)) return 'subscription-required';
  return canAccess(current, required) ? 'open' : required;
}

/** The gate screens' titles, as the spec names them. */
export const GATE_TITLES = {
  premium: 'Premium Feature',
  enterprise: 'Enterprise Feature',
  'subscription-required': 'Subscription Required',
} as const satisfies Record<Exclude<Gate, 'open'>, string>;

/** The Subscription Required screen's text (spec: 'your subscription is {status}'). */
export function subscriptionRequiredText(status: SubscriptionStatus): string {
  return `your subscription is ${status}`;
}

/** The body of the upgrade screens: not in the spec, so ours. */
export const GATE_UPGRADE_TEXT = {
  premium: 'This feature is part of the Premium plan.',
  enterprise: 'This feature is part of the Enterprise plan.',
} as const satisfies Record<PaidTier, string>;

/** Title and text of the screen a closed gate shows. */
export function gateScreen(
  gate: Exclude<Gate, 'open'>,
  subscription: SubscriptionLike | null | undefined,
): { title: string; text: string } {
  if (gate === 'subscription-required') {
    return { title: GATE_TITLES[gate], text: subscriptionRequiredText(subscription?.status ?? 'inactive') };
  }
  return { title: GATE_TITLES[gate], text: GATE_UPGRADE_TEXT[gate] };
}

/** "$19.00" for 1900 cents: one formatter for plan prices and invoices. */
export function formatCents(cents: number, currency = 'usd'): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(
    cents / 100,
  );
}
