// Creates the process's services from the configuration: database (migrated and seeded), cache, bus, logger.
import { readFileSync } from 'node:fs';
import { runSeeds } from '../db/seed/index.server';
import { createMemoryBus, createRedisBus } from '../platform/bus.server';
import { createMemoryCache, createRedisCache } from '../platform/cache.server';
import { openDatabase } from '../platform/db.server';
import { createLogger } from '../platform/logger.server';
import type { AppServices } from '../platform/services.server';
import type { Env } from './env.server';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

export async function createServices(env: Env): Promise<AppServices> {
  const logger = createLogger(env.LOG_LEVEL);
  const database = await openDatabase(
    env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: env.DATA_DIR },
  );
  await database.migrate();
  const seeded = await runSeeds(database.db);
  if (seeded.length) logger.info({ seeded }, 'seed data loaded');
  const cache = env.REDIS_URL ? createRedisCache(env.REDIS_URL) : createMemoryCache();
  const bus = env.REDIS_URL ? createRedisBus(env.REDIS_URL) : createMemoryBus();
  logger.info({ database: database.kind, cache: cache.kind, bus: bus.kind }, 'services ready');
  return {
    database,
    cache,
    bus,
    logger,
    clock: Date.now,
    startedAt: Date.now(),
    version: pkg.version,
    siteUrl: env.SITE_URL,
  };
}

export async function closeServices(services: AppServices): Promise<void> {
  await Promise.allSettled([services.bus.close(), services.cache.close()]);
  await services.database.close();
}
