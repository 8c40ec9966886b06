// Adds accounts to the process's services: the auth service, its rate limiters, its token signer and cookie rules.
import { randomBytes } from 'node:crypto';
import type { RateLimiterFactory } from '../../platform/rate-limit.server';
import type { InfraServices } from '../../platform/services.server';
import { AUTH_LIMITS, type AuthActivity, type AuthLimiters } from './deps.server';
import type { CookieOptions } from './guard.server';
import type { PasswordHashCost } from './passwords.server';
import { createAuthService, type AuthService } from './service.server';
import { createTokenSigner } from './tokens.server';

declare module '../../platform/services.server' {
  interface FeatureServices {
    auth: AuthService;
    authCookies: CookieOptions;
  }
}

export function createAuthLimiters(factory: RateLimiterFactory): AuthLimiters {
  return {
    loginIp: factory({ keyPrefix: 'auth-login-ip', ...AUTH_LIMITS.loginIp }),
    loginAccount: factory.throttle({ keyPrefix: 'auth-login-account', ...AUTH_LIMITS.loginAccount }),
    loginAccountAddress: factory.throttle({
      keyPrefix: 'auth-login-account-address',
      ...AUTH_LIMITS.loginAccountAddress,
    }),
    loginAccountNewAddresses: factory.throttle({
      keyPrefix: 'auth-login-account-new-addresses',
      ...AUTH_LIMITS.loginAccountNewAddresses,
    }),
    signupIp: factory({ keyPrefix: 'auth-signup-ip', ...AUTH_LIMITS.signupIp }),
    resetIp: factory({ keyPrefix: 'auth-reset-ip', ...AUTH_LIMITS.resetIp }),
    resetAccount: factory({ keyPrefix: 'auth-reset-account', ...AUTH_LIMITS.resetAccount }),
  };
}

export function createAuth(
  infra: InfraServices,
  options: {
    /** AUTH_SECRET; without it a random key per process (access tokens then last until a restart at most). */
    secret?: string;
    /** Replaces the limits of AUTH_LIMITS (tests use small ones). */
    limiters?: AuthLimiters;
    recordActivity?: (userId: string, activity: AuthActivity) => Promise<void>;
    /** Tests that sign up many accounts lower it (see SIGNUP_ANSWER_FLOOR_MS). */
    signupFloorMs?: number;
    /** What new password hashes cost (OWASP's unless given; tests use a cheap one). */
    hashCost?: PasswordHashCost;
  },
): AuthService {
  const { logger } = infra;
  return createAuthService({
    db: infra.database.db,
    clock: infra.clock,
    logger,
    signer: createTokenSigner(options.secret ?? randomBytes(32).toString('base64url')),
    limiters: options.limiters ?? createAuthLimiters(infra.rateLimiters),
    siteUrl: infra.siteUrl,
    imageHost: infra.imageHost,
    recordActivity: options.recordActivity,
    signupFloorMs: options.signupFloorMs,
    hashCost: options.hashCost,
    async sendMail(message) {
      const receipt = await infra.mailer.send(message);
      if (receipt.error) logger.warn({ mailId: receipt.id, error: receipt.error }, 'mail not delivered');
    },
  });
}

export { type AuthService } from './service.server';
