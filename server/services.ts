// Creates the process's services from the configuration: database (migrated and seeded), cache, bus, logger,
// and the features' services; and starts the background work the process's role asks for.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { runSeeds } from '../db/seed/index.server';
import { createPayments } from '../features/billing/setup.server';
import { createMarketSource } from '../features/market/setup.server';
import { startNewsJob } from '../features/news/ingest.server';
import { createMemoryBus, createRedisBus } from '../platform/bus.server';
import { createAddressMatcher, createClientAddress } from '../platform/client-address.server';
import { createMailer } from '../platform/mail.server';
import { createCloudflareImageHost, createDiskImageHost } from '../platform/image-hosting.server';
import { createRateLimiterFactory } from '../platform/rate-limit.server';
import { createMemoryCache } from '../platform/cache.server';
import { createRedisCache } from '../platform/redis-cache.server';
import { dataFolderKey } from '../platform/data-folder-key.server';
import { openDatabase } from '../platform/db.server';
import { createLogger } from '../platform/logger.server';
import type { AppServices, PlatformServices } from '../platform/services.server';
import { composeFeatures } from './compose';
import type { Env } from './env.server';
import { productSeeds } from './seeds';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

export interface Process {
  services: AppServices;
  /** Starts the scheduled jobs (role all or jobs) or follows their ticks (role web). */
  startBackground(): Promise<void>;
  /** Ends long-lived streams so open connections can finish. */
  beginShutdown(): void;
  /** Stops background work and closes bus, cache and database. */
  close(): Promise<void>;
}

export async function createServices(env: Env): Promise<Process> {
  const logger = createLogger(env.LOG_LEVEL);
  const database = await openDatabase(
    env.DATABASE_URL
      ? { url: env.DATABASE_URL }
      : {
          dataDir: env.DATA_DIR,
          onFailure: (reason) => logger.error({ reason }, 'embedded database failed: restart the process'),
        },
  );
  await database.migrate();
  const seeded = await runSeeds(database.db, productSeeds());
  if (seeded.length) logger.info({ seeded }, 'seed data loaded');
  const redisPrefix = `${env.REDIS_PREFIX}:`;
  const cache = env.REDIS_URL
    ? createRedisCache(env.REDIS_URL, redisPrefix, { logger })
    : createMemoryCache();
  const bus = env.REDIS_URL ? createRedisBus(env.REDIS_URL, redisPrefix, { logger }) : createMemoryBus();
  const shutdown = new AbortController();
  const rateLimiters = createRateLimiterFactory(env.REDIS_URL, {
    namespace: env.REDIS_PREFIX,
    onError: (err) => logger.warn({ err: err.message }, 'rate limit store unavailable: limiting in memory'),
  });
  const infra: PlatformServices = {
    mailer: createMailer(database.db, { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM }),
    imageHost:
      env.IMAGE_HOST === 'cloudflare'
        ? createCloudflareImageHost({
            token: env.CLOUDFLARE_IMAGES_TOKEN,
            accountId: env.CLOUDFLARE_ACCOUNT_ID ?? '',
            apiBase: env.CLOUDFLARE_API_BASE,
          })
        : createDiskImageHost(path.join(env.DATA_DIR, 'uploads')),
    rateLimiters,
    clientAddress: createClientAddress(env.TRUSTED_PROXIES),
    metricsAllowed: createAddressMatcher(env.METRICS_ALLOW),
    apiLimitExempt: createAddressMatcher(env.API_LIMIT_EXEMPT),
    shutdownSignal: shutdown.signal,
    database,
    cache,
    bus,
    logger,
    clock: Date.now,
    startedAt: Date.now(),
    version: pkg.version,
    siteUrl: env.SITE_URL,
    analyticsScriptUrl: env.ANALYTICS_SCRIPT_URL,
    ads: env.ADS_SCRIPT_URL ? { scriptUrl: env.ADS_SCRIPT_URL, client: env.ADS_CLIENT } : undefined,
  };
  const marketConfig = {
    provider: env.MARKET_PROVIDER,
    pollMs: env.MARKET_POLL_MS,
    seed: env.MARKET_SEED,
    cmc: { baseUrl: env.CMC_BASE_URL, apiKey: env.CMC_API_KEY },
    coingecko: { baseUrl: env.COINGECKO_BASE_URL, apiKey: env.COINGECKO_API_KEY },
    stream: {
      total: env.STREAM_MAX_CONNECTIONS,
      perAddress: env.STREAM_MAX_PER_ADDRESS,
      lifetimeMs: env.STREAM_MAX_LIFETIME_MS,
    },
  };
  const { services, marketJobs } = composeFeatures(infra, {
    market: marketConfig,
    marketSource: await createMarketSource(infra, marketConfig),
    payments: await createPayments(infra, {
      secretKey: env.STRIPE_SECRET_KEY,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET,
      pricePremium: env.STRIPE_PRICE_PREMIUM,
      priceEnterprise: env.STRIPE_PRICE_ENTERPRISE,
      apiBase: env.STRIPE_API_BASE,
    }),
    auth: { secret: env.AUTH_SECRET },
    media: {
      dataDir: env.DATA_DIR,
      maxCacheMb: env.IMAGE_CACHE_MAX_MB,
      proxyHosts: env.IMAGE_PROXY_HOSTS,
      remote: env.IMAGE_REMOTE === 'on',
    },
    icons: { dir: path.join(env.DATA_DIR, 'icons'), serviceEnabled: env.ICON_SERVICE === 'on' },
    fxUrl: env.FX_URL,
    push: {
      vapid:
        env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY && env.VAPID_SUBJECT
          ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject: env.VAPID_SUBJECT }
          : undefined,
      services: env.PUSH_SERVICES,
    },
    secureCookies: env.SITE_URL.startsWith('https://'),
    webhooks: {
      // Webhook secrets must outlive a restart: without AUTH_SECRET they are sealed under a key in the data folder.
      secretKey: env.AUTH_SECRET ?? dataFolderKey(env.DATA_DIR, 'webhook-secret-key'),
      allowLoopbackHttp: env.WEBHOOK_ALLOW_LOOPBACK_HTTP === 'on',
    },
  });
  const { auth, reference, news, newsletter, alertsRuntime } = services;
  if (!env.AUTH_SECRET && (env.DATABASE_URL || env.ROLE !== 'all')) {
    logger.warn('AUTH_SECRET is not set: access tokens are signed with a key of this process only');
  }
  if (env.WEBHOOK_ALLOW_LOOPBACK_HTTP === 'on') {
    logger.warn(
      'WEBHOOK_ALLOW_LOOPBACK_HTTP is on: alert webhooks may go to http:// on this machine (development only)',
    );
  }
  if (env.ADMIN_EMAIL) {
    const outcome = await auth.bootstrapAdmin(env.ADMIN_EMAIL, env.ADMIN_PASSWORD);
    if (outcome !== 'unchanged') logger.info({ email: env.ADMIN_EMAIL, outcome }, 'admin account ready');
  }
  await reference.ensureLoaded().catch((err: unknown) => logger.warn({ err }, 'coin reference not loaded'));
  logger.info(
    { database: database.kind, cache: cache.kind, bus: bus.kind, market: env.MARKET_PROVIDER },
    'services ready',
  );

  const stoppers: (() => Promise<unknown>)[] = [];
  return {
    services,
    async startBackground() {
      if (env.ROLE === 'web') {
        stoppers.push(await marketJobs.followTicks());
      } else {
        const job = marketJobs.startJob();
        stoppers.push(() => job.stop());
        // Alerts are evaluated where ticks are made, under their own leader lease.
        const alertJob = await alertsRuntime.startJob();
        stoppers.push(() => alertJob.stop());
        // Alert webhook deliveries and their retries, under a lease of their own.
        const webhookJob = await alertsRuntime.startWebhookJob();
        stoppers.push(() => webhookJob.stop());
        const feeds = [
          ...env.NEWS_FEEDS.map((url) => ({ url, type: 'news' as const })),
          ...env.PRESS_FEEDS.map((url) => ({ url, type: 'press_release' as const })),
        ];
        if (feeds.length) {
          const newsJob = startNewsJob({
            db: database.db,
            logger,
            news,
            feeds,
            intervalMs: env.NEWS_POLL_MS,
            clock: infra.clock,
            cache,
            metrics: services.metrics,
          });
          stoppers.push(() => newsJob.stop());
        }
      }
    },
    beginShutdown() {
      shutdown.abort();
    },
    async close() {
      await Promise.allSettled([
        ...stoppers.map((stop) => stop()),
        services.priceStream.close(),
        alertsRuntime.stream.close(),
      ]);
      await services.market.settled();
      await Promise.all([auth.idle(), newsletter.idle()]);
      await Promise.allSettled([bus.close(), cache.close(), rateLimiters.close(), infra.mailer.close()]);
      await database.close();
    },
  };
}
