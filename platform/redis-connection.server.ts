// The cache's and the bus's connections to Redis: a command never waits for a Redis that is away (the caller falls
// back at once), the connection comes back within a second of Redis, and an outage is logged once, not per retry.
import { Redis } from 'ioredis';
import type { Logger } from './logger.server';

export type RedisLogger = Pick<Logger, 'warn' | 'info'>;

/** A command Redis does not answer within this long fails, so a hung Redis holds no request longer. */
export const REDIS_COMMAND_TIMEOUT_MS = 1_000;
/** The longest wait between two tries to reach Redis again. */
export const REDIS_RECONNECT_MAX_MS = 1_000;
/** At the start, commands wait this long for the first connection, as they would in ioredis's offline queue. */
export const REDIS_FIRST_CONNECT_MS = 2_000;

export interface RedisConnection {
  redis: Redis;
  /** Settles at the first connection, or after REDIS_FIRST_CONNECT_MS without one; never rejects. */
  firstConnect: Promise<void>;
}

/**
 * A connection that fails commands at once while it is not ready (no offline queue, no retries per command) and
 * does not subscribe again by itself (the bus does, for every channel it has, including those asked for meanwhile).
 */
export function connectRedis(url: string, what: string, logger?: RedisLogger): RedisConnection {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    autoResubscribe: false,
    retryStrategy: (times) => Math.min(times * 100, REDIS_RECONNECT_MAX_MS),
  });
  let away = false;
  // The listener also keeps ioredis from printing every failed reconnection to the console.
  redis.on('error', (err: Error) => {
    if (away) return;
    away = true;
    logger?.warn({ err: err.message }, `${what}: Redis unreachable, going on without it until it returns`);
  });
  redis.on('ready', () => {
    if (away) logger?.info(`${what}: Redis answers again`);
    away = false;
  });
  const firstConnect = new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, REDIS_FIRST_CONNECT_MS);
    timer.unref();
    redis.once('ready', () => {
      clearTimeout(timer);
      resolve();
    });
  });
  return { redis, firstConnect };
}

/** Ends a connection: politely when it is up, at once when it is not (QUIT would wait for a reconnection). */
export async function closeRedis(redis: Redis): Promise<void> {
  if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
  else redis.disconnect();
}
