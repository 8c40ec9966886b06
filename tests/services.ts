// Builds the app's services for a test: a given database, in-process cache and bus, a silent logger, a fake
// clock, and the market on the simulated feed (or the provider a test passes).
import { createSimulatedProvider } from '../features/market/providers/simulated.server';
import type { MarketProvider } from '../features/market/providers/provider';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createIconStore } from '../features/market/icons.server';
import { marketReferenceSource } from '../features/market/reference-source.server';
import { createMarketService } from '../features/market/service.server';
import { createReferenceService } from '../features/reference/setup.server';
import { createMemoryBus } from '../platform/bus.server';
import { createMemoryCache } from '../platform/cache.server';
import type { Database } from '../platform/db.server';
import { createLogger } from '../platform/logger.server';
import type { AppServices, InfraServices } from '../platform/services.server';

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

export function createTestServices(
  database: Database,
  options: {
    clock?: ReturnType<typeof fakeClock>;
    provider?: MarketProvider;
    overrides?: Partial<AppServices>;
  } = {},
): AppServices & { clock: ReturnType<typeof fakeClock> } {
  const clock = options.clock ?? fakeClock();
  const infra: InfraServices = {
    shutdownSignal: new AbortController().signal,
    database,
    cache: createMemoryCache(clock),
    bus: createMemoryBus(),
    logger: createLogger('silent'),
    clock,
    startedAt: clock() - 90_000,
    version: '0.0.0-test',
    siteUrl: 'http://blockcast.test',
  };
  const provider = options.provider ?? createSimulatedProvider({ seed: 'test', clock });
  const market = createMarketService({ ...infra, db: database.db, provider });
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
  return { ...infra, market, reference, icons, ...options.overrides, clock };
}
