// The cache shared through Redis, which keeps answering while Redis is away: reads and writes go to process memory
// at once (no request waits on a dead connection), and when Redis returns this process's writes and deletes of the
// outage are replayed there before it is read again, so no entry it replaced or removed meanwhile survives.
import { createMemoryCache, type Cache } from './cache.server';
import { closeRedis, connectRedis, type RedisLogger } from './redis-connection.server';

/** After a command fails on a connection that looks up (a hung Redis), Redis is left alone this long. */
export const REDIS_SUSPEND_MS = 5_000;
/**
 * The most keys whose outage writes are kept for replay; past it every key of the prefix is removed from Redis on
 * its return instead (a cache may always forget).
 */
export const REPLAY_MAX_KEYS = 10_000;

/** A write to replay: the value and when it ends, or null for a delete. */
type PendingWrite = { value: unknown; expiresAt: number } | null;

export interface RedisCacheOptions {
  logger?: RedisLogger;
  clock?: () => number;
}

export function createRedisCache(url: string, prefix = 'bc:', options: RedisCacheOptions = {}): Cache {
  const clock = options.clock ?? Date.now;
  const { redis, firstConnect } = connectRedis(url, 'cache', options.logger);
  let memory = createMemoryCache(clock);
  const pending = new Map<string, PendingWrite>();
  let overflowed = false;
  let suspendedUntil = 0;
  let replaying: Promise<void> | undefined;

  /** Whether Redis is up and holds every write this process made: else memory answers. */
  async function redisUsable(): Promise<boolean> {
    await firstConnect;
    if (redis.status !== 'ready' || clock() < suspendedUntil || replaying) return false;
    if (pending.size === 0 && !overflowed) return true;
    void replay();
    return false;
  }

  function remember(key: string, write: PendingWrite) {
    if (overflowed) return;
    pending.set(key, write);
    if (pending.size > REPLAY_MAX_KEYS) {
      overflowed = true;
      pending.clear();
    }
  }

  function failed(err: unknown) {
    // A timeout on a connection that stays open is a hung Redis: no reconnection will say so, so wait a while.
    if (redis.status === 'ready') suspendedUntil = clock() + REDIS_SUSPEND_MS;
    options.logger?.warn({ err: err instanceof Error ? err.message : String(err) }, 'cache: Redis failed');
  }

  async function forgetPrefix() {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      if (keys.length) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  }

  /**
   * Writes the outage's writes to Redis, then starts memory afresh: it is only read while Redis is away. Both happen
   * in one step, so no read finds the replay over and memory already emptied (it would answer nothing).
   */
  function replay(): Promise<void> {
    replaying ??= writePending().then((written) => {
      replaying = undefined;
      if (written && pending.size === 0) memory = createMemoryCache(clock);
    });
    return replaying;
  }

  /** Whether every pending write reached Redis. */
  async function writePending(): Promise<boolean> {
    const replayed = pending.size > 0 || overflowed;
    try {
      if (overflowed) {
        await forgetPrefix();
        overflowed = false;
      }
      while (pending.size) {
        const batch = [...pending];
        pending.clear();
        const pipeline = redis.pipeline();
        for (const [key, write] of batch) {
          const ttlMs = write ? write.expiresAt - clock() : 0;
          if (write && ttlMs >= 1)
            pipeline.set(prefix + key, JSON.stringify(write.value), 'PX', Math.round(ttlMs));
          else pipeline.del(prefix + key);
        }
        const results = (await pipeline.exec()) ?? [];
        const error = results.find(([err]) => err)?.[0];
        if (error) {
          for (const [key, write] of batch) if (!pending.has(key)) remember(key, write);
          throw error;
        }
      }
      if (replayed) options.logger?.info('cache: writes made while Redis was away are in Redis now');
      return true;
    } catch (err) {
      failed(err);
      return false;
    }
  }

  redis.on('ready', () => {
    if (pending.size > 0 || overflowed) void replay();
    else memory = createMemoryCache(clock);
  });

  return {
    kind: 'redis',
    async get<T>(key: string) {
      if (await redisUsable()) {
        try {
          const raw = await redis.get(prefix + key);
          return raw === null ? undefined : (JSON.parse(raw) as T);
        } catch (err) {
          failed(err);
        }
      }
      return memory.get<T>(key);
    },
    async set(key, value, ttlMs) {
      if (await redisUsable()) {
        try {
          await redis.set(prefix + key, JSON.stringify(value), 'PX', Math.max(1, Math.round(ttlMs)));
          return;
        } catch (err) {
          // It may or may not have been written: replayed either way.
          failed(err);
        }
      }
      await memory.set(key, value, ttlMs);
      remember(key, { value, expiresAt: clock() + ttlMs });
    },
    async delete(key) {
      if (await redisUsable()) {
        try {
          await redis.del(prefix + key);
          return;
        } catch (err) {
          failed(err);
        }
      }
      await memory.delete(key);
      remember(key, null);
    },
    async claim(key, value, ttlMs) {
      if (await redisUsable()) {
        try {
          const px = Math.max(1, Math.round(ttlMs));
          return (await redis.set(prefix + key, JSON.stringify(value), 'PX', px, 'NX')) === 'OK';
        } catch (err) {
          failed(err);
        }
      }
      // Redis is away: this process takes turns on its own until it returns (its claims are not replayed, as a
      // turn is over when the outage is).
      return memory.claim(key, value, ttlMs);
    },
    async ping() {
      await redis.ping();
    },
    async close() {
      await replaying;
      await closeRedis(redis);
    },
  };
}
