// The reference service's answers in the shared cache, under a version that a sync bumps: every cached answer
// goes at once when the data changes, and none when it does not.
import type { Cache } from '../../platform/cache.server';

const VERSION_KEY = 'ref:version';

export function createReferenceCache(cache: Cache, clock: () => number) {
  return {
    /** Answers from the cache for `ttlMs`; a failed load is not cached. */
    async cached<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
      const version = (await cache.get<number>(VERSION_KEY)) ?? 0;
      const full = `ref:${version}:${key}`;
      const hit = await cache.get<T>(full);
      if (hit !== undefined) return hit;
      const value = await load();
      await cache.set(full, value, ttlMs);
      return value;
    },
    /** The data changed: later reads load afresh. */
    bump: () => cache.set(VERSION_KEY, clock(), 365 * 86_400_000),
  };
}

export type ReferenceCache = ReturnType<typeof createReferenceCache>;
