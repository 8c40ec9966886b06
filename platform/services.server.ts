// The services every feature is built from, created once per process in server/services.ts.
import type { Bus } from './bus.server';
import type { ClientAddress } from './client-address.server';
import type { Mailer } from './mail.server';
import type { RateLimiterFactory } from './rate-limit.server';
import type { Cache } from './cache.server';
import type { Database } from './db.server';
import type { ImageHost } from './image-hosting.server';
import type { Logger } from './logger.server';
import type { Metrics } from './metrics.server';

/**
 * Services of the features, added by each feature through declaration merging
 * (`declare module '…/platform/services.server' { interface FeatureServices { market: MarketService } }`),
 * so platform/ never imports a feature.
 */
export interface FeatureServices {}

/** The infrastructure a process (or a test) makes; the composition root (server/compose.ts) adds the rest. */
export interface PlatformServices {
  database: Database;
  cache: Cache;
  bus: Bus;
  logger: Logger;
  clock: () => number;
  startedAt: number;
  version: string;
  /** Absolute origin of the public site, for canonical and Open Graph addresses. */
  siteUrl: string;
  /** The web analytics script every page loads, when one is configured. */
  analyticsScriptUrl?: string;
  /** The ad network's script and publisher id, when ads are configured. */
  ads?: { scriptUrl: string; client?: string };
  mailer: Mailer;
  /** Where the editor's uploaded images are kept (a folder here, or Cloudflare Images). */
  imageHost: ImageHost;
  /** Makes rate limiters: in memory, or shared through Redis when configured. */
  rateLimiters: RateLimiterFactory;
  /** The caller's address (X-Forwarded-For only from trusted proxies). */
  clientAddress: ClientAddress;
  /** Aborted when the process starts shutting down: long-lived streams end on it, readiness says no. */
  shutdownSignal: AbortSignal;
  /** Whether an address may read /metrics without signing in (METRICS_ALLOW). */
  metricsAllowed: (address: string) => boolean;
  /** Whether an address's public API calls without a key go uncounted (API_LIMIT_EXEMPT). */
  apiLimitExempt: (address: string) => boolean;
}

export interface InfraServices extends PlatformServices {
  /** This app instance's metrics: one registry per composition, never a global one. */
  metrics: Metrics;
}

export type AppServices = InfraServices & FeatureServices;

export interface RequestContext {
  services: AppServices;
  requestId: string;
  /** This request's Content-Security-Policy script nonce; undefined when no CSP is sent (development). */
  nonce?: string;
}

declare module 'react-router' {
  interface AppLoadContext extends RequestContext {}
}
