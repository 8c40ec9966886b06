// Builds the app's services for a test: a given database, in-process cache and bus, a silent logger, a fake clock.
import { createMemoryBus } from '../platform/bus.server';
import { createMemoryCache } from '../platform/cache.server';
import type { Database } from '../platform/db.server';
import { createLogger } from '../platform/logger.server';
import type { AppServices } from '../platform/services.server';

export function createTestServices(database: Database, overrides: Partial<AppServices> = {}): AppServices {
  const now = Date.parse('2026-01-15T12:00:00Z');
  const clock = () => now;
  return {
    database,
    cache: createMemoryCache(clock),
    bus: createMemoryBus(),
    logger: createLogger('silent'),
    clock,
    startedAt: now - 90_000,
    version: '0.0.0-test',
    siteUrl: 'http://blockcast.test',
    ...overrides,
  };
}
