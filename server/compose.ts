// The one composition root of the features: builds every feature's service from the infrastructure and the
// adapters chosen for this process. The server (services.ts) and the tests (tests/services.ts) both call it, so
// tests run the wiring production runs; they differ only in the infrastructure and adapters they pass.
import type { Agent } from 'node:https';
import { createActivityService } from '../features/activity/setup.server';
import { createApiAccess } from '../features/api-access/setup.server';
import type { VapidKeys } from '../features/alerts/delivery.server';
import { createAlerts, type WebhookConfig } from '../features/alerts/setup.server';
import { createAnalyticsService } from '../features/analytics/setup.server';
import type { AuthLimiters } from '../features/auth/deps.server';
import type { PasswordHashCost } from '../features/auth/passwords.server';
import { createAuth } from '../features/auth/setup.server';
import { createBilling } from '../features/billing/setup.server';
import { createFxService } from '../features/fx/setup.server';
import { marketReferenceSource } from '../features/market/reference-source.server';
import { createMarket, type MarketConfig, type MarketSource } from '../features/market/setup.server';
import { createIconStore } from '../features/media/icons.server';
import { createMedia, iconInvalidation, type MediaConfig } from '../features/media/setup.server';
import { artAtPath, createEditor, createNewsService } from '../features/news/setup.server';
import { createNewsletterService } from '../features/newsletter/setup.server';
import { createPortfolio } from '../features/portfolio/setup.server';
import { createReferenceService } from '../features/reference/setup.server';
import { createSettingsService } from '../features/settings/setup.server';
import { createWatchlist } from '../features/watchlist/setup.server';
import type { PaymentProvider } from '../platform/payments.server';
import { createMetrics, METRIC_PREFIX, observePool } from '../platform/metrics.server';
import type { AppServices, InfraServices, PlatformServices } from '../platform/services.server';

export interface FeatureConfig {
  market: MarketConfig;
  /** Where prices come from (createMarketSource, or a provider a test passes). */
  marketSource: MarketSource;
  payments: PaymentProvider;
  auth: {
    /** AUTH_SECRET; without it a random key per process. */
    secret?: string;
    /** Replaces AUTH_LIMITS' limiters. */
    limiters?: AuthLimiters;
    signupFloorMs?: number;
    hashCost?: PasswordHashCost;
  };
  /** The image cache: its folder, size, proxy allow-list and whether it fetches remote images at all. */
  media: Pick<MediaConfig, 'dataDir' | 'maxCacheMb' | 'proxyHosts' | 'remote'>;
  icons: { dir: string; serviceEnabled: boolean };
  /** The exchange rates' source (ECB's XML); none: the built-in rates. */
  fxUrl: string;
  push: { vapid?: VapidKeys; services?: readonly string[]; agent?: Agent };
  /** Session cookies are Secure (the site is served over HTTPS). */
  secureCookies: boolean;
  /** Alert webhooks: the key their secrets are sealed under, and the development loopback switch. */
  webhooks: WebhookConfig;
}

export function composeFeatures(platform: PlatformServices, config: FeatureConfig) {
  // One registry per composition: two apps in one process (tests, benchmarks) never share a count.
  const infra: InfraServices = { ...platform, metrics: createMetrics() };
  observePool(infra.metrics, platform.database.kind, platform.database.pool);
  const { database, cache, clock, logger } = infra;
  const db = database.db;
  const market = createMarket(infra, config.market, config.marketSource);
  const reference = createReferenceService({
    db,
    cache,
    clock,
    source: marketReferenceSource(market.provider),
  });
  const activity = createActivityService({ db, clock });
  const recordActivity = (userId: string, input: Parameters<typeof activity.record>[1]) =>
    activity.record(userId, input);
  const iconStore = createIconStore(config.icons.dir);
  const media = createMedia({
    ...config.media,
    clock,
    logger,
    alsoInvalidate: iconInvalidation(iconStore),
    fallbackImage: artAtPath,
  });
  const news = createNewsService({ db, cache, clock, canProxy: media.canProxy });
  const editor = createEditor({ db, news, clock, canProxy: media.canProxy });
  const newsletter = createNewsletterService({
    db,
    mailer: infra.mailer,
    logger,
    clock,
    siteUrl: infra.siteUrl,
  });
  const billing = createBilling(infra, { provider: config.payments, recordActivity });
  const portfolio = createPortfolio(infra, {
    market: market.market,
    recordActivity,
    subscriptionOf: async (userId) => (await billing.summary(userId)).subscription,
  });
  const auth = createAuth(infra, {
    ...config.auth,
    recordActivity: async (userId, a) => {
      await activity.record(userId, {
        activityType: a.type,
        description: a.description,
        settingName: a.settingName,
        metadata: a.metadata,
      });
    },
  });
  const settings = createSettingsService({ db, clock, auth, recordActivity });
  const fx = createFxService({ url: config.fxUrl, clock, logger });
  const { alerts, alertsRuntime, alertWebhooks } = createAlerts(infra, {
    market: market.market,
    activity,
    referenceName: async (symbol) => (await reference.lookup({ symbol }))?.name ?? null,
    rates: () => fx.rates(),
    vapid: config.push.vapid,
    pushServices: config.push.services,
    pushAgent: config.push.agent,
    webhooks: config.webhooks,
  });
  infra.metrics.gaugeFrom(
    {
      name: `${METRIC_PREFIX}open_streams`,
      help: 'Event streams open on this instance: live prices, and signed-in readers’ notification bells.',
      labelNames: ['stream'],
    },
    () => [
      { labels: { stream: 'prices' }, value: market.priceStream.stats().open },
      { labels: { stream: 'notifications' }, value: alertsRuntime.stream.stats().open },
    ],
  );
  const services: AppServices = {
    ...infra,
    market: market.market,
    priceStream: market.priceStream,
    reference,
    auth,
    authCookies: { secure: config.secureCookies },
    activity,
    settings,
    fx,
    news,
    editor,
    newsletter,
    billing,
    payments: config.payments,
    portfolio,
    watchlist: createWatchlist(infra, { market: market.market, reference, recordActivity }),
    analytics: createAnalyticsService({ portfolio, market: market.market, clock }),
    icons: { store: iconStore, serviceEnabled: config.icons.serviceEnabled },
    media,
    alerts,
    alertsRuntime,
    alertWebhooks,
    apiAccess: createApiAccess(infra, { recordActivity }),
  };
  /** The market's process parts: its poller (jobs role) and its tick follower (web role). */
  return { services, marketJobs: market };
}
