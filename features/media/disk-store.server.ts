// The image cache on disk: one file per rendered variant (named by its key, a hash) beside a small JSON file
// naming its source, kept under a total size: past it the least recently used variants are deleted. The ledger
// of sizes and last uses lives in memory, read from the folder on first use (file times carry the last use over
// a restart).
import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const DEFAULT_CACHE_MAX_BYTES = 200 * 1024 * 1024;
/** A hit refreshes the file's time at most this often: enough for eviction order, without a write per hit. */
const TOUCH_INTERVAL_MS = 60_000;
const KEY = /^[a-f0-9]{64}$/;

export interface StoredMeta {
  source: string;
  contentType: string;
  etag: string;
  createdAt: string;
}

interface LedgerEntry {
  source: string;
  /** Image and metadata file together. */
  bytes: number;
  usedAt: number;
  touchedAt: number;
}

export interface DiskStoreOptions {
  dir: string;
  maxBytes: number;
  clock: () => number;
  /** Told about each variant evicted for space, so copies held elsewhere (the memory index) go too. */
  onEvict?: (key: string) => void;
}

export function createDiskStore(options: DiskStoreOptions) {
  const { dir, maxBytes, clock } = options;
  const ledger = new Map<string, LedgerEntry>();
  let total = 0;
  let loaded: Promise<void> | undefined;
  const imageFile = (key: string) => path.join(dir, `${key}.img`);
  const metaFile = (key: string) => path.join(dir, `${key}.json`);

  async function removeFiles(key: string) {
    await Promise.all([rm(imageFile(key), { force: true }), rm(metaFile(key), { force: true })]);
  }

  function forget(key: string) {
    const entry = ledger.get(key);
    if (!entry) return;
    total -= entry.bytes;
    ledger.delete(key);
  }

  /** Reads the folder once: every complete variant enters the ledger; leftovers of interrupted writes go. */
  function load(): Promise<void> {
    loaded ??= (async () => {
      await mkdir(dir, { recursive: true });
      const names = await readdir(dir);
      const keys = new Set<string>();
      for (const name of names) {
        const m = /^([a-f0-9]{64})\.(img|json)$/.exec(name);
        if (m?.[1]) keys.add(m[1]);
        else if (name.endsWith('.tmp')) await rm(path.join(dir, name), { force: true });
      }
      for (const key of keys) {
        try {
          const [meta, image, metaStat] = await Promise.all([
            readFile(metaFile(key), 'utf8').then((t) => JSON.parse(t) as StoredMeta),
            stat(imageFile(key)),
            stat(metaFile(key)),
          ]);
          if (typeof meta.source !== 'string') throw new Error('no source');
          const bytes = image.size + metaStat.size;
          ledger.set(key, { source: meta.source, bytes, usedAt: image.mtimeMs, touchedAt: image.mtimeMs });
          total += bytes;
        } catch {
          await removeFiles(key);
        }
      }
      await evict();
    })();
    return loaded;
  }

  /** Deletes least recently used variants until the total fits, never `keep` (the one just written). */
  async function evict(keep?: string) {
    if (total <= maxBytes) return;
    const oldestFirst = [...ledger.entries()]
      .filter(([key]) => key !== keep)
      .sort((a, b) => a[1].usedAt - b[1].usedAt)
      .map(([key]) => key);
    for (const key of oldestFirst) {
      if (total <= maxBytes) return;
      forget(key);
      await removeFiles(key);
      options.onEvict?.(key);
    }
  }

  async function writeAtomically(file: string, data: string | Buffer) {
    const tmp = `${file}.${randomUUID()}.tmp`;
    await writeFile(tmp, data);
    await rename(tmp, file);
  }

  return {
    /** A stored variant, marked as used now; null when absent (or unreadable). */
    async read(key: string): Promise<{ meta: StoredMeta; bytes: Buffer } | null> {
      if (!KEY.test(key)) return null;
      await load();
      const entry = ledger.get(key);
      if (!entry) return null;
      try {
        const [metaText, bytes] = await Promise.all([
          readFile(metaFile(key), 'utf8'),
          readFile(imageFile(key)),
        ]);
        const now = clock();
        entry.usedAt = now;
        if (now - entry.touchedAt >= TOUCH_INTERVAL_MS) {
          entry.touchedAt = now;
          await utimes(imageFile(key), new Date(now), new Date(now)).catch(() => undefined);
        }
        return { meta: JSON.parse(metaText) as StoredMeta, bytes };
      } catch {
        forget(key);
        await removeFiles(key);
        return null;
      }
    },

    /** Stores a variant (replacing one under the same key), then evicts others past the size bound. */
    async write(key: string, meta: StoredMeta, bytes: Buffer): Promise<void> {
      if (!KEY.test(key)) throw new Error('invalid cache key');
      await load();
      const metaText = JSON.stringify(meta);
      const size = bytes.byteLength + Buffer.byteLength(metaText);
      // One variant larger than the whole bound is not worth emptying the cache for.
      if (size > maxBytes) return;
      await writeAtomically(imageFile(key), bytes);
      await writeAtomically(metaFile(key), metaText);
      const now = clock();
      await utimes(imageFile(key), new Date(now), new Date(now)).catch(() => undefined);
      forget(key);
      ledger.set(key, { source: meta.source, bytes: size, usedAt: now, touchedAt: now });
      total += size;
      await evict(key);
    },

    /** Deletes every variant whose source matches; answers how many went. */
    async removeWhere(matches: (source: string) => boolean): Promise<number> {
      await load();
      const keys = [...ledger.entries()].filter(([, e]) => matches(e.source)).map(([k]) => k);
      for (const key of keys) {
        forget(key);
        await removeFiles(key);
      }
      return keys.length;
    },

    async stats(): Promise<{ entries: number; bytes: number; maxBytes: number }> {
      await load();
      return { entries: ledger.size, bytes: total, maxBytes };
    },
  };
}

export type DiskStore = ReturnType<typeof createDiskStore>;
