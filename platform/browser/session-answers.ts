// The session's answers as the browser reads them: the user and plan of a login, verify or refresh, and the texts of
// login and sign-up. Reading a login or sign-up answer's every odd case is sign-in-answers.ts, loaded on sign-in.
import type { PublicSubscription, PublicUser } from './account';

/** The texts of login and sign-up answers (auth's AUTH_MESSAGES carries them too). */
export const SESSION_MESSAGES = {
  loginFailed: 'Login failed',
  securityChallenge: 'Request temporarily blocked by security. Please wait a few moments and try again.',
  unexpectedFormat: 'Server returned unexpected response format.',
  signupFailed: 'Signup failed',
  signupInvalidFormat: 'Server returned invalid response format',
  signupSuccess: 'Account created successfully. Please check your email to verify.',
} as const;

/** What the user may see of a session answer: the tokens stay with the caller. */
export interface SessionPayload {
  token: string;
  csrfToken: string;
  expiresIn: number;
  user: PublicUser;
  subscription: PublicSubscription;
}

export const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
export const text = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v : undefined);

/** Accepts the user as the server sends it, and the older first_name / last_name / profile_image_url names. */
export function readUser(raw: unknown, subscription?: unknown): PublicUser | undefined {
  if (!isRecord(raw) || typeof raw.email !== 'string') return undefined;
  const sub = isRecord(raw.subscription) ? raw.subscription : isRecord(subscription) ? subscription : {};
  return {
    id: typeof raw.id === 'string' ? raw.id : '',
    email: raw.email,
    firstName: text(raw.firstName) ?? text(raw.first_name) ?? '',
    lastName: text(raw.lastName) ?? text(raw.last_name) ?? '',
    profileImageUrl: text(raw.profileImageUrl) ?? text(raw.profile_image_url) ?? null,
    emailVerified: raw.emailVerified === true,
    role: raw.role === 'admin' ? 'admin' : 'user',
    subscription: {
      tier: sub.tier === 'premium' || sub.tier === 'enterprise' ? sub.tier : 'free',
      status: (text(sub.status) ?? 'active') as PublicSubscription['status'],
      currentPeriodEnd: text(sub.currentPeriodEnd) ?? null,
    },
  };
}

/** A session answer (login, verify, refresh): the token as `token` or `accessToken`, with user and plan. */
export function readSession(json: unknown): SessionPayload | undefined {
  if (!isRecord(json)) return undefined;
  const token = text(json.token) ?? text(json.accessToken);
  const user = readUser(json.user, json.subscription);
  if (!token || !user) return undefined;
  return {
    token,
    csrfToken: text(json.csrfToken) ?? '',
    expiresIn: typeof json.expiresIn === 'number' ? json.expiresIn : 900,
    user,
    subscription: user.subscription,
  };
}
