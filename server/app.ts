// Builds the whole HTTP application (middleware, /api, static files, server rendering) without listening.
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { requestId } from 'hono/request-id';
import { secureHeaders } from 'hono/secure-headers';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { marketApi } from '../features/market/api.server';
import { iconApi, iconRoutes } from '../features/market/icons.server';
import { referenceApi } from '../features/reference/api.server';
import { systemApi } from '../features/system/api.server';
import type { AppServices } from '../platform/services.server';
import { errorResponse } from './errors';

export interface AppOptions {
  /** The React Router server build, or a loader for it (development). Without it only /api answers. */
  build?: ServerBuild | (() => Promise<ServerBuild>);
  /** Folder of the built browser assets (build/client). */
  clientDir?: string;
  mode?: 'production' | 'development' | 'test';
}

type AppEnv = { Variables: { requestId: string } };

export function createApp(services: AppServices, options: AppOptions = {}) {
  const { logger } = services;
  const app = new Hono<AppEnv>();

  app.use(requestId());
  app.use(async (c, next) => {
    const started = performance.now();
    await next();
    logger.info(
      {
        reqId: c.get('requestId'),
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
      },
      'request',
    );
  });
  app.use(compress());
  app.use(secureHeaders({ crossOriginEmbedderPolicy: false, crossOriginResourcePolicy: false }));

  const api = new Hono<AppEnv>();
  api.route('/', systemApi(services));
  api.route('/', marketApi(services));
  api.route('/crypto-reference', referenceApi(services));
  api.route('/icons', iconApi(services.icons.store, services.icons.serviceEnabled));
  app.route('/api', api);
  app.all('/api/*', (c) => c.json({ success: false, error: 'Not found' }, 404));
  app.route('/', iconRoutes(services.icons.store));

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
          immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
      }
      return res;
    });
  }

  if (options.build) {
    const handle = createRequestHandler(options.build, options.mode ?? 'production');
    app.all('*', (c) => handle(c.req.raw, { services, requestId: c.get('requestId') }));
  }

  app.onError((err, c) => errorResponse(err, c, logger));
  return app;
}

export type App = ReturnType<typeof createApp>;
