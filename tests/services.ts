// Builds the app's services for a test through the production composition (server/compose.ts): a given database,
// in-process cache and bus, a silent logger, a fake clock, cheap password hashes, and the market on the simulated
// feed (or the provider a test passes).
import { mkdtempSync } from 'node:fs';
import type { Agent } from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { VapidKeys } from '../features/alerts/delivery.server';
import type { WebhookConfig } from '../features/alerts/setup.server';
import type { AuthLimiters } from '../features/auth/deps.server';
import type { PasswordHashCost } from '../features/auth/passwords.server';
import type { MarketProvider } from '../features/market/providers/provider';
import { createSimulatedProvider } from '../features/market/providers/simulated.server';
import type { StreamLimits } from '../features/market/stream/hub.server';
import { createMemoryBus } from '../platform/bus.server';
import { createMemoryCache } from '../platform/cache.server';
import { createAddressMatcher, createClientAddress } from '../platform/client-address.server';
import type { Database } from '../platform/db.server';
import { createDiskImageHost, type ImageHost } from '../platform/image-hosting.server';
import { createLogger, type Logger } from '../platform/logger.server';
import { createOutboxMailer } from '../platform/mail.server';
import { createLocalPaymentProvider, type PaymentProvider } from '../platform/payments.server';
import { createRateLimiterFactory } from '../platform/rate-limit.server';
import type { AppServices, PlatformServices } from '../platform/services.server';
import { composeFeatures } from '../server/compose';

export const TEST_NOW = Date.parse('2026-01-15T12:00:00Z');

/** Password hashes at argon2id's smallest cost (1 MiB, 1 pass: 0.4 ms, not 20): tests hash thousands. */
export const TEST_HASH_COST: PasswordHashCost = { memoryCost: 1024, timeCost: 1 };

/** A clock that tests move by hand. */
export function fakeClock(start = TEST_NOW) {
  let now = start;
  const clock = () => now;
  clock.advance = (ms: number) => {
    now += ms;
  };
  clock.set = (ms: number) => {
    now = ms;
  };
  return clock;
}

/** Limits no ordinary test reaches (every test request comes from the same address); limit tests pass their own. */
export function roomyAuthLimiters(): AuthLimiters {
  const factory = createRateLimiterFactory();
  const roomy = (keyPrefix: string) => factory({ keyPrefix, points: 100_000, durationSec: 3600 });
  const roomyThrottle = (keyPrefix: string) =>
    factory.throttle({
      keyPrefix,
      freeAttempts: 100_000,
      baseDelaySec: 1,
      maxDelaySec: 1,
      forgetAfterSec: 3600,
    });
  return {
    loginIp: roomy('login-ip'),
    loginAccount: roomyThrottle('login-account'),
    loginAccountAddress: roomyThrottle('login-account-address'),
    loginAccountNewAddresses: roomyThrottle('login-account-new-addresses'),
    signupIp: roomy('signup-ip'),
    resetIp: roomy('reset-ip'),
    resetAccount: roomy('reset-account'),
  };
}

export function createTestServices(
  database: Database,
  options: {
    clock?: ReturnType<typeof fakeClock>;
    provider?: MarketProvider;
    overrides?: Partial<AppServices>;
    /** Replaces the sign-in, sign-up and reset limits. */
    authLimiters?: AuthLimiters;
    /** Sign-up's answer floor; none unless a test asks (see SIGNUP_ANSWER_FLOOR_MS). */
    signupFloorMs?: number;
    trustedProxies?: string[];
    /** Addresses that may read /metrics without signing in (METRICS_ALLOW). */
    metricsAllow?: string[];
    /** Addresses whose public API calls without a key go uncounted (API_LIMIT_EXEMPT). */
    apiLimitExempt?: string[];
    /** Aborted when the process starts shutting down (readiness then says no). */
    shutdownSignal?: AbortSignal;
    /** The payment provider billing runs on; the local one unless a test passes Stripe's adapter. */
    payments?: PaymentProvider;
    streamLimits?: Partial<StreamLimits>;
    /** The image proxy's allow-list (IMAGE_PROXY_HOSTS); its default list unless a test passes one. */
    imageProxyHosts?: readonly string[];
    /** Where uploads are kept: a fresh folder unless a test passes a host (Cloudflare's adapter on a fake). */
    imageHost?: ImageHost;
    /** The process logger; silent unless a test reads what is logged. */
    logger?: Logger;
    /** Web Push keys and the push services it may send to (a local one in tests). */
    push?: { vapid: VapidKeys; services: string[]; agent?: Agent };
    /** What new password hashes cost: TEST_HASH_COST unless a test checks production's (ARGON2_OPTIONS). */
    hashCost?: PasswordHashCost;
    /** Alert webhooks' sender options; loopback http is allowed (the tests' receivers are local). */
    webhooks?: Partial<WebhookConfig>;
  } = {},
): AppServices & { clock: ReturnType<typeof fakeClock> } {
  const clock = options.clock ?? fakeClock();
  const infra: PlatformServices = {
    mailer: createOutboxMailer(database.db, clock),
    imageHost: options.imageHost ?? createDiskImageHost(mkdtempSync(path.join(tmpdir(), 'bc-uploads-'))),
    rateLimiters: createRateLimiterFactory(),
    clientAddress: createClientAddress(options.trustedProxies ?? []),
    metricsAllowed: createAddressMatcher(options.metricsAllow ?? []),
    apiLimitExempt: createAddressMatcher(options.apiLimitExempt ?? []),
    shutdownSignal: options.shutdownSignal ?? new AbortController().signal,
    database,
    cache: createMemoryCache(clock),
    bus: createMemoryBus(),
    logger: options.logger ?? createLogger('silent'),
    clock,
    startedAt: clock() - 90_000,
    version: '0.0.0-test',
    siteUrl: 'http://blockcast.test',
  };
  const simulated = () => {
    const provider = createSimulatedProvider({ seed: 'test', clock });
    return { provider, simulated: provider };
  };
  const { services } = composeFeatures(infra, {
    market: {
      provider: 'simulated',
      seed: 'test',
      cmc: { baseUrl: 'http://127.0.0.1:9' },
      coingecko: { baseUrl: 'http://127.0.0.1:9' },
      stream: options.streamLimits,
    },
    marketSource: options.provider ? { provider: options.provider } : simulated(),
    payments: options.payments ?? createLocalPaymentProvider(),
    auth: {
      secret: 'test-secret-test-secret-test-secret-42',
      limiters: options.authLimiters ?? roomyAuthLimiters(),
      signupFloorMs: options.signupFloorMs ?? 0,
      hashCost: options.hashCost ?? TEST_HASH_COST,
    },
    // The image cache and the icons in folders of their own; the fetcher keeps its default allow-list.
    media: {
      dataDir: mkdtempSync(path.join(tmpdir(), 'bc-media-')),
      maxCacheMb: 20,
      proxyHosts: options.imageProxyHosts,
    },
    icons: { dir: mkdtempSync(path.join(tmpdir(), 'bc-icons-')), serviceEnabled: true },
    fxUrl: '',
    push: { vapid: options.push?.vapid, services: options.push?.services, agent: options.push?.agent },
    secureCookies: false,
    webhooks: {
      secretKey: 'test-webhook-key-test-webhook-key-42',
      allowLoopbackHttp: true,
      ...options.webhooks,
    },
  });
  return { ...services, ...options.overrides, clock };
}
