// What the auth use cases are built from, passed in so tests use a fresh database, a fake clock and real limiters.
import { TooManyRequestsError } from '../../lib/errors';
import type { Db } from '../../platform/db.server';
import type { Logger } from '../../platform/logger.server';
import { AUTH_MESSAGES } from './schemas';
import type { TokenSigner } from './tokens.server';

export interface Limiter {
  consume(
    key: string,
    points?: number,
  ): Promise<{ allowed: true } | { allowed: false; retryAfterSec: number }>;
  delete(key: string): Promise<void>;
}

/** The limits of OWASP ASVS 5's anti-automation rules, per client address and per account. */
export interface AuthLimiters {
  /** Every sign-in attempt from one address. */
  loginIp: Limiter;
  /** Attempts on one account: blocked after repeated failures; a success or a password reset clears it. */
  loginAccount: Limiter;
  signupIp: Limiter;
  /** Forgot-password and reset requests from one address. */
  resetIp: Limiter;
  /** Reset e-mails asked for one address. */
  resetAccount: Limiter;
}

export const AUTH_LIMITS = {
  loginIp: { points: 50, durationSec: 15 * 60 },
  loginAccount: { points: 10, durationSec: 15 * 60, blockDurationSec: 15 * 60 },
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
  type: 'login' | 'logout';
  description: string;
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
  /** Records sign-in and sign-out in the activity log (wired by the composition root). */
  recordActivity?(userId: string, activity: AuthActivity): Promise<void>;
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
