// Builds the whole HTTP application (middleware, /api, static files, server rendering) without listening.
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { getCookie } from 'hono/cookie';
import { routePath } from 'hono/route';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { activityApi } from '../features/activity/api.server';
import { apiKeysApi, publicApiAccess } from '../features/api-access/server';
import { adminApi, adminCacheAliasesApi } from '../features/admin/api.server';
import { alertsApi } from '../features/alerts/api.server';
import { WEBHOOK_TESTS_PER_MINUTE } from '../features/alerts/webhook-rules';
import { authApi } from '../features/auth/api.server';
import { billingApi } from '../features/billing/api.server';
import { fxApi } from '../features/fx/api.server';
import { preferencesApi, profileApi } from '../features/settings/api.server';
import { portfolioApi } from '../features/portfolio/api.server';
import { watchlistApi } from '../features/watchlist/api.server';
import { analyticsApi } from '../features/analytics/api.server';
import { requireAdmin, sameOriginWrites, SESSION_COOKIE } from '../features/auth/guard.server';
import { cmcApi, cmcErrorBody, cmcV2Api } from '../features/cmc-api/server';
import { marketApi } from '../features/market/api.server';
import { priceStreamApi } from '../features/market/stream/api.server';
import { coinExists } from '../features/market/coin.server';
import { iconApi, iconRoutes } from '../features/media/icons.server';
import { mediaApi } from '../features/media/api.server';
import { REFERENCE_ERROR_FIELDS, referenceApi } from '../features/reference/api.server';
import { systemApi } from '../features/system/api.server';
import { probesApi } from '../features/system/probes.server';
import { telemetryApi } from '../features/telemetry/api.server';
import { newsApi } from '../features/news/api.server';
import { seoRoutes } from '../features/seo/sitemaps.server';
import { uploadRoutes } from '../platform/image-upload.server';
import { newsletterApi } from '../features/newsletter/api.server';
import { showsApi } from '../features/shows/server';
import type { AppServices } from '../platform/services.server';
import { NotFoundError } from '../lib/errors';
import { requestBodyGuard } from '../platform/request-body.server';
import { bodyLimitFor } from './body-limits';
import { openApiRoutes } from './openapi';
import { isPublicApiCall, publicApiCaching, publicApiCors } from './public-api';
import { errorResponse } from './errors';
import { hasLinkToken, privateAnswers } from './private-answers';
import { securityHeaders, serverRequestId, type SecurityVariables } from './security-headers';

export interface AppOptions {
  /** The React Router server build, or a loader for it (development). Without it only /api answers. */
  build?: ServerBuild | (() => Promise<ServerBuild>);
  /** Folder of the built browser assets (build/client). */
  clientDir?: string;
  mode?: 'production' | 'development' | 'test';
}

type AppEnv = { Variables: { requestId: string } & SecurityVariables };

/** Paths under /api that only admins may call (every method). */
export const ADMIN_ONLY_PATHS = [
  '/crypto-reference/sync-map',
  '/crypto-reference/sync-info',
  '/icons/download',
  '/icons/cleanup',
  '/image-cache/invalidate',
  '/market-cache/invalidate',
  '/telemetry/summary',
] as const;

/** The balancer's and the scraper's calls (features/system/probes.server.ts). */
const PROBE_PATHS = new Set(['/healthz', '/readyz', '/metrics']);

export function createApp(services: AppServices, options: AppOptions = {}) {
  const { logger } = services;
  const app = new Hono<AppEnv>();

  app.use(serverRequestId(services.clientAddress.viaTrustedProxy));
  app.use(async (c, next) => {
    const started = performance.now();
    await next();
    const seconds = (performance.now() - started) / 1000;
    const status = c.res.status;
    // The pattern of the route that answered (/api/dashboard/alerts/:id), never the path: bounded label values.
    services.metrics.observeRequest({ method: c.req.method, route: routePath(c) || '*', status }, seconds);
    // A balancer's probes and the scraper's calls come every few seconds: logged only at debug unless they fail.
    const level = PROBE_PATHS.has(c.req.path) && status < 400 ? 'debug' : 'info';
    logger[level](
      {
        reqId: c.get('requestId'),
        method: c.req.method,
        path: c.req.path,
        status,
        ms: Math.round(seconds * 10_000) / 10,
      },
      'request',
    );
  });
  app.use(compress());
  app.use(
    securityHeaders(options.mode, {
      connectOrigins: services.analyticsScriptUrl ? [new URL(services.analyticsScriptUrl).origin] : [],
      adOrigins: services.ads ? [new URL(services.ads.scriptUrl).origin] : [],
    }),
  );

  app.use(privateAnswers());

  // Cookie-carrying writes from another site are refused before any handler runs (CSRF).
  app.use(sameOriginWrites(services.siteUrl));
  // Every body is capped by its route's limit (server/body-limits.ts) and checked for its kind before it is read.
  app.use(requestBodyGuard(bodyLimitFor));

  const api = new Hono<AppEnv>();
  api.use(publicApiCors());
  api.use(publicApiCaching());
  // The public API's calls: a key sent must be good, and every caller keeps within its limit.
  api.use(
    publicApiAccess({
      apiAccess: services.apiAccess,
      clientAddress: services.clientAddress,
      isPublic: isPublicApiCall,
      exempt: services.apiLimitExempt,
    }),
  );
  // Calls that change shared state or cost provider quota: admins only (401 anonymous, 403 signed-in users).
  const admin = requireAdmin(services.auth);
  for (const path of ADMIN_ONLY_PATHS) api.use(path, admin);
  api.route(
    '/auth',
    authApi({ auth: services.auth, clientAddress: services.clientAddress, cookies: services.authCookies }),
  );
  api.route(
    '/user-activity',
    activityApi({
      auth: services.auth,
      activity: services.activity,
      recordLimiter: services.rateLimiters({ keyPrefix: 'activity-record', points: 120, durationSec: 60 }),
    }),
  );
  api.route('/dashboard/preferences', preferencesApi(services));
  api.route('/dashboard/profile', profileApi(services));
  api.route('/', fxApi(services));
  api.route(
    '/dashboard',
    alertsApi({
      auth: services.auth,
      alerts: services.alerts,
      webhooks: services.alertWebhooks,
      webhookTestLimiter: services.rateLimiters({
        keyPrefix: 'webhook-test',
        points: WEBHOOK_TESTS_PER_MINUTE,
        durationSec: 60,
      }),
      notificationStream: services.alertsRuntime.stream,
      vapidPublicKey: services.alertsRuntime.vapidPublicKey,
    }),
  );
  api.route('/billing', billingApi(services));
  api.route('/dashboard/api-keys', apiKeysApi(services));
  api.route('/dashboard/portfolio', portfolioApi(services));
  api.route('/crypto-watchlist', watchlistApi(services));
  api.route('/dashboard/analytics', analyticsApi(services));
  api.route('/telemetry', telemetryApi(services));
  api.route('/', newsApi(services));
  api.route('/newsletter', newsletterApi(services));
  api.route('/', systemApi(services));
  api.route('/', marketApi(services));
  api.route('/shows', showsApi(services));
  api.route('/', openApiRoutes(app, services));
  api.route('/stream', priceStreamApi(services));
  // Also under /v1, where a CoinMarketCap client given this site as its base URL asks (…/v1/cryptocurrency/…).
  for (const base of ['/coinmarketcap', '/coinmarketcap/v1'])
    api.route(
      base,
      cmcApi(services).onError((err, c) => errorResponse(err, c, logger, cmcErrorBody)),
    );
  api.route(
    '/coinmarketcap/v2',
    cmcV2Api(services).onError((err, c) => errorResponse(err, c, logger, cmcErrorBody)),
  );
  api.route(
    '/crypto-reference',
    referenceApi(services).onError((err, c) => errorResponse(err, c, logger, REFERENCE_ERROR_FIELDS)),
  );
  api.route('/admin', adminApi(services));
  // Before the admin aliases: POST /image-cache/invalidate is the image cache's (it drops coin icons too).
  api.route('/', mediaApi(services.media));
  api.route('/', adminCacheAliasesApi(services));
  api.route('/icons', iconApi(services.icons.store, services.icons.serviceEnabled));
  app.route('/api', api);
  app.route('/', probesApi(services));
  app.all('/api/*', () => {
    throw new NotFoundError();
  });
  app.route(
    '/',
    iconRoutes(services.icons.store, (symbol, id) => coinExists(services, symbol, id)),
  );
  app.route('/', seoRoutes(services));
  app.route('/', uploadRoutes(services.imageHost));

  if (options.clientDir) {
    // The build writes .br and .gz copies (scripts/compress-assets.ts): sent as they are, never compressed again.
    const serveClient = serveStatic({ root: options.clientDir, precompressed: true });
    // Hashed build assets never change: a year, immutable. Other public files: an hour.
    app.use('*', async (c, next) => {
      const res = await serveClient(c, next);
      if (res instanceof Response && res.status === 200) {
        const immutable = c.req.path.startsWith('/assets/');
        res.headers.set(
          'Cache-Control',
          immutable
            ? 'public, max-age=31536000, immutable'
            : // A new service worker is picked up on the next visit, not an hour later.
              c.req.path === '/sw.js'
              ? 'no-cache'
              : 'public, max-age=3600',
        );
      }
      return res;
    });
  }

  if (options.build) {
    const handle = createRequestHandler(options.build, options.mode ?? 'production');
    app.all('*', async (c) => {
      const res = await handle(c.req.raw, {
        services,
        requestId: c.get('requestId'),
        nonce: c.get('secureHeadersNonce'),
      });
      // A page rendered for a signed-in reader names them, a mailed link's page carries its token: no shared
      // cache, and no offline copy, keeps either.
      if ((getCookie(c, SESSION_COOKIE) || hasLinkToken(c.req.url)) && !res.headers.has('Cache-Control'))
        res.headers.set('Cache-Control', 'private, no-store');
      return res;
    });
  }

  // The reference service's answers always carry `data`, its refusals by the admin guard and its 404s too.
  app.onError((err, c) =>
    errorResponse(
      err,
      c,
      logger,
      c.req.path.startsWith('/api/crypto-reference')
        ? REFERENCE_ERROR_FIELDS
        : // The public API's door refuses CoinMarketCap-compatible calls in CoinMarketCap's shape.
          c.req.path.startsWith('/api/coinmarketcap/')
          ? cmcErrorBody
          : {},
    ),
  );
  return app;
}

export type App = ReturnType<typeof createApp>;
