// The coin reference service: reading the reference table (queries) and filling it from the market source
// (sync), over one versioned answer cache.
import type { Cache } from '../../platform/cache.server';
import type { Db } from '../../platform/db.server';
import { createReferenceQueries } from './queries.server';
import { createReferenceCache } from './reference-cache.server';
import { createReferenceSync, type ReferenceSource } from './sync.server';

export { toReference } from './queries.server';
export {
  INFO_SYNC_COOLDOWN_MS,
  MAP_SYNC_COOLDOWN_MS,
  MAP_SYNC_LIMIT,
  type CoinInfo,
  type ReferenceSource,
} from './sync.server';

export function createReferenceService(deps: {
  db: Db;
  cache: Cache;
  clock: () => number;
  source: ReferenceSource;
}) {
  const answers = createReferenceCache(deps.cache, deps.clock);
  return {
    ...createReferenceQueries({ db: deps.db, cache: answers }),
    ...createReferenceSync({ ...deps, answers }),
  };
}

export type ReferenceService = ReturnType<typeof createReferenceService>;
