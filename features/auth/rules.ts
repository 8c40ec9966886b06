// Texts, constants, answer shapes and helpers of accounts, without zod: what the browser imports.
import { hasLoneSurrogate, visibleText } from '../../lib/text';
import { API_MESSAGES } from '../../platform/browser/api';
import type { PublicUser } from '../../platform/browser/account';
import { SESSION_MESSAGES } from '../../platform/browser/session-answers';

// The account's shape and the session's protocol live with the browser's session, a layer down.
export {
  COOKIE_TRANSPORT,
  SESSION_REFRESH_INTERVAL_MS,
  SUBSCRIPTION_STATUSES,
  TIERS,
  TIER_LABELS,
  type PublicSubscription,
  type PublicUser,
  type Role,
  type SessionAnswer,
  type SubscriptionStatus,
  type Tier,
} from '../../platform/browser/account';

/** A user as an admin sees them: the public view, and whether they are disabled, when they joined and last came. */
export interface AdminUser extends PublicUser {
  disabled: boolean;
  createdAt: string;
  lastLoginAt: string | null;
}

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** The texts users see, written once for the code and the tests. */
export const AUTH_MESSAGES = {
  /** A call's failures (any API call) and the login and sign-up answers' texts, written where they are read. */
  ...API_MESSAGES,
  ...SESSION_MESSAGES,
  invalidCredentials: 'Invalid email or password',
  adminInvalidCredentials: 'Invalid credentials',
  accountDisabled: 'This account has been disabled. Please contact support.',
  /** The wait in seconds under a minute (a throttled account's delay), else in whole minutes rounded up. */
  tooManyAttempts: (retryAfterSec: number) => {
    const seconds = Math.max(1, Math.ceil(retryAfterSec));
    const [n, unit] = seconds < 60 ? [seconds, 'second'] : [Math.ceil(seconds / 60), 'minute'];
    return `Too many attempts. Please try again in ${n} ${unit}${n > 1 ? 's' : ''}.`;
  },
  authRequired: 'Authentication required',
  sessionExpired: 'Your session has expired. Please sign in again.',
  csrfInvalid: 'Invalid or missing CSRF token',
  forbidden: 'Forbidden',
  adminRequired: 'Administrator access required',
  resetRequested: 'If an account exists for that email, a password reset link is on its way.',
  resetDone: 'Your password has been reset. Please sign in with your new password.',
  resetInvalid: 'This password reset link is invalid or has expired. Please request a new one.',
  verifyDone: 'Your email address is verified.',
  verifyInvalid: 'This verification link is invalid or has expired.',
  /** The verification page names an address only to the account that owns it. */
  verifyDoneFor: (email: string) => `Your email address ${email} is verified.`,
  verifyAlready: 'This email address is already verified.',
  verificationNotSent: 'A new link could not be sent. Please try again.',
  verifyAlreadyFor: (email: string) => `Your email address ${email} is already verified.`,
  verifyOtherAccount: (state: 'verified' | 'already verified', signedInAs: string) =>
    `The email address this link was sent to is ${state}. You are signed in as another account, ${signedInAs}.`,
  verificationSent: 'A new verification email is on its way.',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  passwordTooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  passwordCommon: 'This password is too common. Please choose a less guessable one.',
  passwordsDiffer: 'The two passwords do not match.',
  emailInvalid: 'Please enter a valid email address',
  nameRequired: 'First and last name are required',
  nameTooLong: 'First and last name must be at most 100 characters each',
  nameInvalid: 'Names cannot contain control or text-direction characters',
  nameNoLetter: 'Names must contain at least one letter or digit',
  currentPasswordWrong: 'Your current password is not correct',
  passwordUnchanged: 'Choose a new password that differs from the current one',
  passwordChanged: 'Your password has been changed. Your other sessions have been signed out.',
  accountDeleted: 'Your account has been deleted.',
  cancelPaidPlanFirst: 'Cancel your paid plan on the billing page first, so that it is not charged again.',
  nameBroken: 'Names cannot contain broken characters',
} as const;

/** The longest first or last name. */
export const NAME_MAX_LENGTH = 100;
/** Control characters, and the marks that turn text around (U+202E makes 'evil' read 'live'). */
const HIDDEN_CONTROL = /[\p{Cc}\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;
/** Some letter or digit in any script, among the characters that show: a name of only invisible marks (a
 * zero-width space, or a Hangul filler, which Unicode counts as a letter) is no name. */
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/**
 * Why a first or last name is refused, or null: the one rule of sign-up, the profile form and the API. Joiners
 * (U+200C, U+200D) stay allowed inside a name: Persian and Indic scripts need them.
 */
export function nameProblem(raw: string): string | null {
  const name = raw.trim();
  if (!name) return AUTH_MESSAGES.nameRequired;
  if (name.length > NAME_MAX_LENGTH) return AUTH_MESSAGES.nameTooLong;
  if (HIDDEN_CONTROL.test(name)) return AUTH_MESSAGES.nameInvalid;
  if (hasLoneSurrogate(name)) return AUTH_MESSAGES.nameBroken;
  if (!LETTER_OR_DIGIT.test(visibleText(name))) return AUTH_MESSAGES.nameNoLetter;
  return null;
}

/** Which field of the sign-up or reset form a refusal is about, so the field can point to it. */
export function fieldOfMessage(message: string | null): 'firstName' | 'email' | 'password' | null {
  if (!message) return null;
  const m = AUTH_MESSAGES;
  const about: string[] = [m.passwordTooShort, m.passwordTooLong, m.passwordCommon, m.passwordsDiffer];
  if (about.includes(message)) return 'password';
  if (message === m.emailInvalid) return 'email';
  const names: string[] = [m.nameRequired, m.nameTooLong, m.nameInvalid, m.nameNoLetter, m.nameBroken];
  if (names.includes(message)) return 'firstName';
  return null;
}

/** An account page's address that keeps where the reader is going (none for the default, the dashboard). */
export function withRedirect(path: '/login' | '/signup', target: string): string {
  return target === '/dashboard' ? path : `${path}?redirectTo=${encodeURIComponent(target)}`;
}

/** Where sign-in may send the user back to: a path on this site only (never //other.site or a full URL). */
export function safeRedirectPath(raw: string | null | undefined, fallback = '/dashboard'): string {
  // Browsers drop tabs and newlines from addresses ("/\t/evil.example" is "//evil.example"): refuse them.
  const hasControl = [...(raw ?? '')].some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f);
  if (!raw || !raw.startsWith('/') || hasControl || raw.includes('\\')) return fallback;
  const base = 'http://blockcast.invalid';
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    return fallback;
  }
  return url.origin === base ? `${url.pathname}${url.search}${url.hash}` : fallback;
}
