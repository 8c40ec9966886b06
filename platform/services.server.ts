// The services every feature is built from, created once per process in server/main.ts.
import type { Bus } from './bus.server';
import type { Cache } from './cache.server';
import type { Database } from './db.server';
import type { Logger } from './logger.server';

export interface AppServices {
  database: Database;
  cache: Cache;
  bus: Bus;
  logger: Logger;
  clock: () => number;
  startedAt: number;
  version: string;
  /** Absolute origin of the public site, for canonical and Open Graph addresses. */
  siteUrl: string;
}

export interface RequestContext {
  services: AppServices;
  requestId: string;
}

declare module 'react-router' {
  interface AppLoadContext extends RequestContext {}
}
