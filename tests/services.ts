// Builds the app's services for a test: a given database, in-process cache and bus, a silent logger, a fake
// clock, and the market on the simulated feed (or the provider a test passes).
import { createSimulatedProvider } from '../features/market/providers/simulated.server';
import type { MarketProvider } from '../features/market/providers/provider';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createIconStore } from '../features/media/icons.server';
import { createMedia, iconInvalidation } from '../features/media/setup.server';
import { marketReferenceSource } from '../features/market/reference-source.server';
import { createMarketService } from '../features/market/service.server';
import { createPriceStream, type StreamLimits } from '../features/market/stream/hub.server';
import { createReferenceService } from '../features/reference/setup.server';
import { createActivityService } from '../features/activity/setup.server';
import { createSettingsService } from '../features/settings/setup.server';
import { createFxService } from '../features/fx/setup.server';
import { artAtPath, createEditor, createNewsService } from '../features/news/setup.server';
import { createDiskImageHost, type ImageHost } from '../platform/image-hosting.server';
import { createNewsletterService } from '../features/newsletter/setup.server';
import { createAuth } from '../features/auth/setup.server';
import { createBilling } from '../features/billing/setup.server';
import { createPortfolio } from '../features/portfolio/setup.server';
import { createWatchlist } from '../features/watchlist/setup.server';
import { createAnalyticsService } from '../features/analytics/setup.server';
import { createLocalPaymentProvider, type PaymentProvider } from '../platform/payments.server';
import type { AuthLimiters } from '../features/auth/deps.server';
import { createMemoryBus } from '../platform/bus.server';
import { createClientAddress } from '../platform/client-address.server';
import { createOutboxMailer } from '../platform/mail.server';
import { createRateLimiterFactory } from '../platform/rate-limit.server';
import { createMemoryCache } from '../platform/cache.server';
import type { Database } from '../platform/db.server';
import { createLogger, type Logger } from '../platform/logger.server';
import type { AppServices, InfraServices } from '../platform/services.server';
import type { Agent } from 'node:https';
import type { VapidKeys } from '../features/alerts/delivery.server';
import { createAlerts } from '../features/alerts/setup.server';

export const TEST_NOW = Date.parse('2026-01-15T12:00:00Z');

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
  } = {},
): AppServices & { clock: ReturnType<typeof fakeClock> } {
  const clock = options.clock ?? fakeClock();
  const infra: InfraServices = {
    mailer: createOutboxMailer(database.db, clock),
    imageHost: options.imageHost ?? createDiskImageHost(mkdtempSync(path.join(tmpdir(), 'bc-uploads-'))),
    rateLimiters: createRateLimiterFactory(),
    clientAddress: createClientAddress(options.trustedProxies ?? []),
    shutdownSignal: new AbortController().signal,
    database,
    cache: createMemoryCache(clock),
    bus: createMemoryBus(),
    logger: options.logger ?? createLogger('silent'),
    clock,
    startedAt: clock() - 90_000,
    version: '0.0.0-test',
    siteUrl: 'http://blockcast.test',
  };
  const provider = options.provider ?? createSimulatedProvider({ seed: 'test', clock });
  const market = createMarketService({ ...infra, db: database.db, provider });
  const priceStream = createPriceStream({ ...infra, market, limits: options.streamLimits });
  const reference = createReferenceService({
    db: database.db,
    cache: infra.cache,
    clock,
    source: marketReferenceSource(provider),
  });
  const icons = {
    store: createIconStore(mkdtempSync(path.join(tmpdir(), 'bc-icons-'))),
    serviceEnabled: true,
  };
  // The image cache in a folder of its own; the fetcher keeps its default allow-list and address policy.
  const media = createMedia({
    dataDir: mkdtempSync(path.join(tmpdir(), 'bc-media-')),
    maxCacheMb: 20,
    proxyHosts: options.imageProxyHosts,
    clock,
    logger: infra.logger,
    alsoInvalidate: iconInvalidation(icons.store),
    fallbackImage: artAtPath,
  });
  const activity = createActivityService({ db: database.db, clock });
  const news = createNewsService({ db: database.db, cache: infra.cache, clock, canProxy: media.canProxy });
  const editor = createEditor({ db: database.db, news, clock, canProxy: media.canProxy });
  const newsletter = createNewsletterService({ ...infra, db: database.db });
  const payments = options.payments ?? createLocalPaymentProvider();
  const billing = createBilling(infra, {
    provider: payments,
    recordActivity: (userId, input) => activity.record(userId, input),
  });
  const portfolio = createPortfolio(infra, {
    market,
    recordActivity: (userId, input) => activity.record(userId, input),
    subscriptionOf: async (userId) => (await billing.summary(userId)).subscription,
  });
  const auth = createAuth(infra, {
    secret: 'test-secret-test-secret-test-secret-42',
    limiters: options.authLimiters ?? roomyAuthLimiters(),
    signupFloorMs: options.signupFloorMs ?? 0,
    recordActivity: async (userId, a) => {
      await activity.record(userId, {
        activityType: a.type,
        description: a.description,
        settingName: a.settingName,
      });
    },
  });
  const settings = createSettingsService({
    db: database.db,
    clock,
    auth,
    recordActivity: (userId, input) => activity.record(userId, input),
  });
  const { alerts, alertsRuntime } = createAlerts(infra, {
    market,
    activity,
    referenceName: async (symbol) => (await reference.lookup({ symbol }))?.name ?? null,
    vapid: options.push?.vapid,
    pushServices: options.push?.services,
    pushAgent: options.push?.agent,
  });
  return {
    ...infra,
    alerts,
    alertsRuntime,
    market,
    priceStream,
    reference,
    icons,
    media,
    auth,
    authCookies: { secure: false },
    activity,
    settings,
    fx: createFxService({ url: '', clock, logger: infra.logger }),
    news,
    editor,
    newsletter,
    billing,
    payments,
    portfolio,
    watchlist: createWatchlist(infra, {
      market,
      reference,
      recordActivity: (userId, input) => activity.record(userId, input),
    }),
    analytics: createAnalyticsService({ portfolio, market, clock }),
    ...options.overrides,
    clock,
  };
}
