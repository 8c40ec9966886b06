// The signed-in account as the API answers it (the user, their plan and role), and the session's protocol
// constants: what the browser's session holds, what auth's server answers, and what every feature showing the
// user reads. Without zod, so the first load stays small; auth's rules re-export it under the same names.

export const TIERS = ['free', 'premium', 'enterprise'] as const;
export type Tier = (typeof TIERS)[number];
/** A plan's name as pages show it. */
export const TIER_LABELS: Readonly<Record<Tier, string>> = {
  free: 'Free',
  premium: 'Premium',
  enterprise: 'Enterprise',
};
export const SUBSCRIPTION_STATUSES = ['active', 'trialing', 'inactive', 'past_due', 'canceled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
export type Role = 'user' | 'admin';

export interface PublicSubscription {
  tier: Tier;
  status: SubscriptionStatus;
  currentPeriodEnd: string | null;
}

export interface PublicUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  profileImageUrl: string | null;
  emailVerified: boolean;
  role: Role;
  subscription: PublicSubscription;
}

/** What login, verify and refresh answer. */
export interface SessionAnswer {
  success: true;
  token: string;
  accessToken: string;
  refreshToken: string;
  csrfToken: string;
  expiresIn: number;
  user: PublicUser;
  subscription: PublicSubscription;
}

/** While signed in, the browser refreshes its session this often (spec: every 11 hours). */
export const SESSION_REFRESH_INTERVAL_MS = 11 * 60 * 60 * 1000;

/** The browser app sends this header: its refresh token then stays in the cookie and never appears in JSON. */
export const COOKIE_TRANSPORT = { header: 'X-Session-Transport', value: 'cookie' } as const;
