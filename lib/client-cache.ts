// This browser's timed copies of API answers (market data, the home page's news): memory for quick reuse, local storage across page loads, and
// the last copy as a stale fallback when the network fails. One policy per kind of data (spec section 9).

export interface ClientEnv {
  fetch: typeof fetch;
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'> | null;
  now: () => number;
}

export interface CachePolicy {
  /** Local storage key prefix (also the memory key prefix). */
  key: string;
  /** A copy younger than this is reused without a request. */
  memoryMs: number;
  /** After a page load, a stored copy younger than this is reused; 0 keeps the copy in memory only. */
  persistMs: number;
  /** When a request fails, a copy younger than this is still shown (marked stale). */
  staleMs: number;
}

const MINUTE = 60_000;

// The market, ticker and performers copies are v2 since their coins took the market coin's field names (change24h,
// volume24h): a copy stored before in the old names is never read.
export const CACHE_POLICIES = {
  market: { key: 'blockcast-market-v2', memoryMs: 2 * MINUTE, persistMs: 30 * MINUTE, staleMs: 60 * MINUTE },
  ticker: { key: 'blockcast-ticker-v2', memoryMs: MINUTE, persistMs: 15 * MINUTE, staleMs: 15 * MINUTE },
  performers: {
    key: 'blockcast-performers-v2',
    memoryMs: 3 * MINUTE,
    persistMs: 30 * MINUTE,
    staleMs: 30 * MINUTE,
  },
  coin: { key: 'blockcast-coin-v1', memoryMs: 5 * MINUTE, persistMs: 0, staleMs: 5 * MINUTE },
  /** The home page's news and press lists. */
  home: { key: 'blockcast-home-v2', memoryMs: 5 * MINUTE, persistMs: 60 * MINUTE, staleMs: 60 * MINUTE },
} satisfies Record<string, CachePolicy>;

export type CacheOrigin = 'memory' | 'storage' | 'network' | 'stale';

export interface Cached<T> {
  data: T;
  /** When the copy was fetched. */
  at: number;
  from: CacheOrigin;
}

interface Entry {
  at: number;
  data: unknown;
}

const memory = new Map<string, Entry>();

const fullKey = (policy: CachePolicy, id: string) => (id ? `${policy.key}:${id}` : policy.key);

function readStored(env: ClientEnv, key: string): Entry | undefined {
  try {
    const raw = env.storage?.getItem(key);
    return raw ? (JSON.parse(raw) as Entry) : undefined;
  } catch {
    return undefined;
  }
}

/** Keeps a copy fetched at `at` (also seeds the cache with server-rendered data); a newer copy is never replaced. */
export function storeCopy<T>(env: ClientEnv, policy: CachePolicy, id: string, data: T, at: number) {
  const key = fullKey(policy, id);
  const newest = Math.max(memory.get(key)?.at ?? -Infinity, readStored(env, key)?.at ?? -Infinity);
  if (newest > at) return;
  const entry: Entry = { at, data };
  memory.set(key, entry);
  if (policy.persistMs <= 0) return;
  try {
    env.storage?.setItem(key, JSON.stringify(entry));
  } catch {
    // Storage full or disabled: the memory copy still serves.
  }
}

/**
 * Memory copy if young enough; else, on a page's first request, the stored copy if young enough; else the
 * network. A failed request falls back to the last copy while it is younger than the stale limit.
 */
export async function cachedLoad<T>(
  env: ClientEnv,
  policy: CachePolicy,
  id: string,
  load: (previous: T | undefined) => Promise<T>,
  options: { force?: boolean } = {},
): Promise<Cached<T>> {
  const key = fullKey(policy, id);
  const now = env.now();
  const inMemory = memory.get(key);
  const copy = inMemory ?? (policy.persistMs > 0 ? readStored(env, key) : undefined);
  if (!options.force && copy) {
    if (inMemory && now - inMemory.at < policy.memoryMs)
      return { data: inMemory.data as T, at: inMemory.at, from: 'memory' };
    // A stored copy only serves a page's first request; later refreshes go to the network.
    if (!inMemory && now - copy.at < policy.persistMs) {
      memory.set(key, copy);
      return { data: copy.data as T, at: copy.at, from: 'storage' };
    }
  }
  try {
    const data = await load(copy?.data as T | undefined);
    storeCopy(env, policy, id, data, now);
    return { data, at: now, from: 'network' };
  } catch (error) {
    if (copy && now - copy.at < policy.staleMs) return { data: copy.data as T, at: copy.at, from: 'stale' };
    throw error;
  }
}

/** Forgets this browser's copies of one kind of data (the cache manager's Clear button, tests). */
export function clearCopies(env: ClientEnv | null, policy: CachePolicy) {
  for (const key of [...memory.keys()])
    if (key === policy.key || key.startsWith(`${policy.key}:`)) memory.delete(key);
  if (!env?.storage) return;
  try {
    const { storage } = env;
    const keys: string[] = [];
    for (let i = 0; i < storage.length; i += 1) {
      const k = storage.key(i);
      if (k && (k === policy.key || k.startsWith(`${policy.key}:`))) keys.push(k);
    }
    for (const k of keys) storage.removeItem(k);
  } catch {
    // nothing stored
  }
}

/** Forgets every copy this browser keeps. */
export function clearAllCopies(env: ClientEnv | null) {
  for (const policy of Object.values(CACHE_POLICIES)) clearCopies(env, policy);
}

/** The real browser: its fetch, its local storage (when allowed) and its clock. */
export function browserEnv(): ClientEnv {
  let storage: Storage | null = null;
  try {
    storage = window.localStorage;
  } catch {
    storage = null;
  }
  return { fetch: (input, init) => fetch(input, init), storage, now: Date.now };
}
