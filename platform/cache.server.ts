// A key-value cache with per-entry lifetimes: in-process by default, Redis when configured (redis-cache.server.ts).
import { LRUCache } from 'lru-cache';

export interface Cache {
  readonly kind: 'memory' | 'redis';
  get<T>(key: string): Promise<T | undefined>;
  set(key: string, value: unknown, ttlMs: number): Promise<void>;
  delete(key: string): Promise<void>;
  /**
   * Sets the key only when it holds nothing: true for the one caller that set it, false for every other until the
   * entry ends (Redis: SET NX, so one caller across all instances). A turn that must be taken by one at a time.
   */
  claim(key: string, value: unknown, ttlMs: number): Promise<boolean>;
  /** Resolves when the store answers (Redis: PING); the in-process cache always does. For readiness. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Entries the in-process cache holds at most: the least recently used go first, so keys made from query strings
 * cannot grow memory without bound.
 */
export const MEMORY_CACHE_MAX_ENTRIES = 5_000;

export function createMemoryCache(
  clock: () => number = Date.now,
  maxEntries: number = MEMORY_CACHE_MAX_ENTRIES,
): Cache {
  // The cap is lru-cache's; expiry is checked here against the injected clock (an entry is gone at expiresAt).
  const entries = new LRUCache<string, { value: unknown; expiresAt: number }>({ max: maxEntries });
  return {
    kind: 'memory',
    async get<T>(key: string) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expiresAt <= clock()) {
        entries.delete(key);
        return undefined;
      }
      return entry.value as T;
    },
    async set(key, value, ttlMs) {
      entries.set(key, { value, expiresAt: clock() + ttlMs });
    },
    async delete(key) {
      entries.delete(key);
    },
    async claim(key, value, ttlMs) {
      // Checked and set with no await between: callers at the same moment cannot both take it.
      const entry = entries.get(key);
      if (entry && entry.expiresAt > clock()) return false;
      entries.set(key, { value, expiresAt: clock() + ttlMs });
      return true;
    },
    async ping() {},
    async close() {
      entries.clear();
    },
  };
}
