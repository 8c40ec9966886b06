// What the auth use cases are built from, passed in so tests use a fresh database, a fake clock and real limiters.
import { TooManyRequestsError } from '../../lib/errors';
import type { Db } from '../../platform/db.server';
import type { ImageHost } from '../../platform/image-hosting.server';
import type { Logger } from '../../platform/logger.server';
import type { Throttle } from '../../platform/throttle.server';
import type { PasswordHashCost } from './passwords.server';
import { AUTH_MESSAGES } from './schemas';
import type { TokenSigner } from './tokens.server';

export interface Limiter {
  consume(
    key: string,
    points?: number,
  ): Promise<{ allowed: true } | { allowed: false; retryAfterSec: number }>;
  /** Gives a point back (an attempt that turned out not to be a failure). */
  reward(key: string, points?: number): Promise<void>;
  delete(key: string): Promise<void>;
}

/** The limits of OWASP ASVS 5's anti-automation rules, per client address and per account. */
export interface AuthLimiters {
  /** Failed sign-ins from one address (a success gives its point back). */
  loginIp: Limiter;
  /**
   * Sign-ins on one account: after a few failures each further try waits a growing delay (no lockout, so a
   * stranger who knows the address cannot keep its owner out); a success or a password reset clears it.
   */
  loginAccount: Throttle;
  /** Marks an address that has tried an account (until it signs in): such an address waits the account's delay. */
  loginAccountAddress: Throttle;
  /** Tries on a throttled account let through from addresses that have not tried it: a bounded number. */
  loginAccountNewAddresses: Throttle;
  signupIp: Limiter;
  /** Forgot-password and reset requests from one address. */
  resetIp: Limiter;
  /** Reset e-mails asked for one address. */
  resetAccount: Limiter;
}

export const AUTH_LIMITS = {
  loginIp: { points: 50, durationSec: 15 * 60 },
  /** 5 tries at once, then 1 s, 2 s, 4 s … 60 s after the last: at most 60 an hour once at the cap. */
  loginAccount: { freeAttempts: 5, baseDelaySec: 1, maxDelaySec: 60, forgetAfterSec: 15 * 60 },
  /** One try per address and account, remembered 15 minutes. */
  loginAccountAddress: {
    freeAttempts: 1,
    baseDelaySec: 15 * 60,
    maxDelaySec: 15 * 60,
    forgetAfterSec: 15 * 60,
  },
  /** 10 tries past the delay from new addresses, then none until an hour after the last. */
  loginAccountNewAddresses: { freeAttempts: 10, baseDelaySec: 3600, maxDelaySec: 3600, forgetAfterSec: 3600 },
  signupIp: { points: 10, durationSec: 60 * 60 },
  resetIp: { points: 20, durationSec: 15 * 60 },
  resetAccount: { points: 3, durationSec: 60 * 60 },
} as const;

/**
 * Sign-up answers no sooner than this: creating an account writes rows that a taken address does not, and
 * without a floor the answer's time would tell whether an address is registered (about 50 ms apart). Set well
 * above the write's time under load (bench: npm run bench, 'signup').
 */
export const SIGNUP_ANSWER_FLOOR_MS = 250;

/** Resolves once `ms` milliseconds have passed since `startedAt` (a performance.now() reading). */
export async function answerNoSoonerThan(startedAt: number, ms: number): Promise<void> {
  const left = startedAt + ms - performance.now();
  if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
}

export type AuthActivity = {
  type: 'login' | 'logout' | 'settings_update';
  description: string;
  /** settings_update: which setting (the password: 'password', never its value). */
  settingName?: string;
  metadata?: Record<string, unknown>;
};

export interface AuthDeps {
  db: Db;
  clock: () => number;
  logger: Logger;
  signer: TokenSigner;
  limiters: AuthLimiters;
  sendMail(message: { to: string; subject: string; text: string }): Promise<void>;
  /** Absolute origin used in e-mailed links. */
  siteUrl: string;
  /** Sign-up answers no sooner than this many milliseconds (SIGNUP_ANSWER_FLOOR_MS unless given). */
  signupFloorMs?: number;
  /** Where users' uploaded pictures are kept: a deleted account's picture is deleted there too. */
  imageHost: Pick<ImageHost, 'idOf' | 'delete'>;
  /** Records sign-in and sign-out in the activity log (wired by the composition root). */
  recordActivity?(userId: string, activity: AuthActivity): Promise<void>;
  /** What new password hashes cost: OWASP's ARGON2_OPTIONS unless given (tests use a cheap one). */
  hashCost?: PasswordHashCost;
}

export interface ClientInfo {
  ip: string;
  userAgent?: string;
}

export async function requireAllowance(limiter: Limiter, key: string): Promise<void> {
  const result = await limiter.consume(key);
  if (!result.allowed) {
    throw new TooManyRequestsError(AUTH_MESSAGES.tooManyAttempts(result.retryAfterSec), result.retryAfterSec);
  }
}

/** Accounts are keyed by their address however it was typed. */
export const accountKey = (email: string) => email.trim().toLowerCase();

/** Runs work after the answer is sent (mail), so known and unknown addresses answer in the same time. */
export function createBackground(logger: Logger) {
  const pending = new Set<Promise<unknown>>();
  return {
    run(label: string, work: () => Promise<unknown>) {
      const p = work()
        .catch((err: unknown) => logger.error({ err }, label))
        .finally(() => pending.delete(p));
      pending.add(p);
    },
    /** Resolves once every queued job has finished (tests, shutdown). */
    async idle() {
      while (pending.size) await Promise.allSettled([...pending]);
    },
  };
}
