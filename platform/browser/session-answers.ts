// Reads login and sign-up answers as the spec's error catalogue says: every odd answer gets its own text.
import type { Result } from '../../lib/result';
import type { PublicSubscription, PublicUser } from './account';
import { API_MESSAGES } from './api';

/** The texts of login and sign-up answers (auth's AUTH_MESSAGES carries them too). */
export const SESSION_MESSAGES = {
  loginFailed: 'Login failed',
  securityChallenge: 'Request temporarily blocked by security. Please wait a few moments and try again.',
  unexpectedFormat: 'Server returned unexpected response format.',
  signupFailed: 'Signup failed',
  signupInvalidFormat: 'Server returned invalid response format',
  signupSuccess: 'Account created successfully. Please check your email to verify.',
} as const;

export interface RawAnswer {
  status: number;
  statusText: string;
  contentType: string | null;
  body: string;
}

/** What the user may see of a session answer: the tokens stay with the caller. */
export interface SessionPayload {
  token: string;
  csrfToken: string;
  expiresIn: number;
  user: PublicUser;
  subscription: PublicSubscription;
}

// Markers of the interstitial pages CDNs and firewalls put in front of a site.
const CHALLENGE =
  /just a moment|attention required|cf-chl|challenge-platform|captcha|checking your browser|ddos protection/i;

function parseJson(answer: RawAnswer): unknown {
  try {
    return JSON.parse(answer.body) as unknown;
  } catch {
    return undefined;
  }
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const text = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v : undefined);

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

export function interpretLogin(answer: RawAnswer): Result<SessionPayload> {
  const json = parseJson(answer);
  if (json === undefined) {
    return {
      ok: false,
      error: CHALLENGE.test(answer.body) ? SESSION_MESSAGES.securityChallenge : API_MESSAGES.notJson,
    };
  }
  if (answer.status < 200 || answer.status >= 300 || (isRecord(json) && json.success === false)) {
    const message = isRecord(json) ? (text(json.message) ?? text(json.error)) : undefined;
    return { ok: false, error: message ?? SESSION_MESSAGES.loginFailed };
  }
  const session = readSession(json);
  return session ? { ok: true, data: session } : { ok: false, error: SESSION_MESSAGES.unexpectedFormat };
}

export function interpretSignup(answer: RawAnswer): Result<string> {
  const json = parseJson(answer);
  const failed = answer.status < 200 || answer.status >= 300;
  if (json === undefined || !isRecord(json)) {
    return {
      ok: false,
      error: failed
        ? API_MESSAGES.serverError(answer.status, answer.statusText)
        : SESSION_MESSAGES.signupInvalidFormat,
    };
  }
  if (json.success === true && !failed) return { ok: true, data: SESSION_MESSAGES.signupSuccess };
  // A success status with a body of another shape is a format problem, not a server error.
  if (!failed && json.success === undefined)
    return { ok: false, error: SESSION_MESSAGES.signupInvalidFormat };
  const error = text(json.error) ?? text(json.message);
  if (error) return { ok: false, error };
  return {
    ok: false,
    error:
      json.success === false
        ? SESSION_MESSAGES.signupFailed
        : API_MESSAGES.serverError(answer.status, answer.statusText),
  };
}

export async function readAnswer(res: Response): Promise<RawAnswer> {
  return {
    status: res.status,
    statusText: res.statusText,
    contentType: res.headers.get('Content-Type'),
    body: await res.text(),
  };
}
