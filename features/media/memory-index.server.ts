// The in-memory index in front of the disk cache (the spec's "legacy image cache", NEWS-050): at most 500 entries,
// each forgotten 30 minutes after it was stored, and when full the least recently used quarter goes at once, so a
// burst of new images does not pay one eviction per insert. Small images are kept with their bytes.
import { LRUCache } from 'lru-cache';

export const INDEX_MAX_ENTRIES = 500;
export const INDEX_TTL_MS = 30 * 60_000;
export const INDEX_EVICT_FRACTION = 0.25;
/** Images up to this size are held in memory too (500 of them: 32 MB at most); larger ones are read from disk. */
export const INDEX_MAX_HELD_BYTES = 64 * 1024;

export interface IndexEntry {
  source: string;
  contentType: string;
  etag: string;
  size: number;
  bytes?: Buffer;
}

export interface ImageIndexOptions {
  clock: () => number;
  maxEntries?: number;
  ttlMs?: number;
  evictFraction?: number;
}

export function createImageIndex(options: ImageIndexOptions) {
  const maxEntries = options.maxEntries ?? INDEX_MAX_ENTRIES;
  const evictCount = Math.max(1, Math.ceil(maxEntries * (options.evictFraction ?? INDEX_EVICT_FRACTION)));
  const lru = new LRUCache<string, IndexEntry>({
    max: maxEntries,
    ttl: options.ttlMs ?? INDEX_TTL_MS,
    // Time comes from the injected clock, read on every check (no cached 'now').
    perf: { now: options.clock },
    ttlResolution: 0,
  });

  return {
    get: (key: string) => lru.get(key),
    set(key: string, entry: IndexEntry) {
      if (!lru.has(key) && lru.size >= maxEntries) {
        lru.purgeStale();
        if (lru.size >= maxEntries) {
          // rkeys() runs from the least to the most recently used.
          const victims: string[] = [];
          for (const k of lru.rkeys()) {
            if (victims.length >= evictCount) break;
            victims.push(k);
          }
          for (const k of victims) lru.delete(k);
        }
      }
      lru.set(key, entry.size <= INDEX_MAX_HELD_BYTES ? entry : { ...entry, bytes: undefined });
    },
    delete: (key: string) => lru.delete(key),
    /** Forgets the entries whose source matches; answers how many. */
    deleteWhere(matches: (source: string) => boolean): number {
      const keys = [...lru.entries()].filter(([, e]) => matches(e.source)).map(([k]) => k);
      for (const k of keys) lru.delete(k);
      return keys.length;
    },
    clear: () => lru.clear(),
    /** Entries held now, expired ones not counted. */
    size() {
      lru.purgeStale();
      return lru.size;
    },
  };
}

export type ImageIndex = ReturnType<typeof createImageIndex>;
