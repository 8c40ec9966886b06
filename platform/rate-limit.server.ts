// Counts attempts per key (an address, an account) and refuses them past a limit: in process memory, or in Redis
// across instances. The factory also makes throttles (throttle.server.ts) on the same store.
import { once } from 'node:events';
import type { Context, Env, MiddlewareHandler } from 'hono';
import { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { TooManyRequestsError } from '../lib/errors';
import { createThrottle, type Throttle, type ThrottleOptions } from './throttle.server';

export interface RateLimiterOptions {
  /** Names this limit's counters: limiters sharing a prefix (and a Redis) share counts. */
  keyPrefix: string;
  /** Points a key may spend in one window. */
  points: number;
  /** Length of the window, counted from a key's first spend. */
  durationSec: number;
  /** Once a key goes over, refuse it this long (default: until its window ends). */
  blockDurationSec?: number;
  /** Count in this Redis (ioredis) instead of process memory. */
  redis?: Redis;
}

export type ConsumeResult =
  /** `remaining`: points left in the window; `resetSec`: seconds until the window ends. */
  { allowed: true; remaining: number; resetSec: number } | { allowed: false; retryAfterSec: number };

export interface RateLimiter {
  /** Spends points (default 1) for a key; refused once the key has spent more than `points` in its window. */
  consume(key: string, points?: number): Promise<ConsumeResult>;
  /** Gives points (default 1) back to a key. */
  reward(key: string, points?: number): Promise<void>;
  /** Forgets a key's count and any block on it, e.g. a lockout after a password reset. */
  delete(key: string): Promise<void>;
  /** Points the key has spent in its current window, or null when it has none. */
  get(key: string): Promise<number | null>;
}

function requireWholeNumber(name: string, value: number | undefined, min: number): void {
  if (value !== undefined && !(Number.isInteger(value) && value >= min)) {
    throw new RangeError(`rate limiter ${name} must be a whole number of at least ${min}, got ${value}`);
  }
}

function wrap(limiter: RateLimiterAbstract, insurance?: RateLimiterMemory): RateLimiter {
  return {
    async consume(key, points = 1) {
      try {
        const spent = await limiter.consume(key, points);
        return {
          allowed: true,
          remaining: spent.remainingPoints,
          resetSec: Math.max(1, Math.ceil(spent.msBeforeNext / 1000)),
        };
      } catch (error) {
        // The library refuses with a RateLimiterRes and fails with an Error; only the first is an answer.
        if (!(error instanceof RateLimiterRes)) throw error;
        return { allowed: false, retryAfterSec: Math.max(1, Math.ceil(error.msBeforeNext / 1000)) };
      }
    },
    async reward(key, points = 1) {
      await limiter.reward(key, points);
    },
    async delete(key) {
      // The insurance may hold counts from an outage that would come back at the next one.
      await Promise.all([limiter.delete(key), insurance?.delete(key)]);
    },
    async get(key) {
      const res = await limiter.get(key);
      return res ? res.consumedPoints : null;
    },
  };
}

/**
 * A rate limiter: counts live in process memory, or in Redis when a client is given. With Redis, a request made
 * while the client is not ready (starting, or during an outage) is counted in this process's memory instead, so
 * limits still hold, per instance, without waiting on a dead connection. Memory limiters share nothing: create
 * each limit once per process.
 */
export function createRateLimiter(options: RateLimiterOptions): RateLimiter {
  // A zero window would never expire in memory and has no retry delay to report.
  requireWholeNumber('points', options.points, 1);
  requireWholeNumber('durationSec', options.durationSec, 1);
  requireWholeNumber('blockDurationSec', options.blockDurationSec, 0);
  const settings = {
    keyPrefix: options.keyPrefix,
    points: options.points,
    duration: options.durationSec,
    blockDuration: options.blockDurationSec ?? 0,
  };
  if (!options.redis) return wrap(new RateLimiterMemory(settings));
  const insurance = new RateLimiterMemory(settings);
  // ioredis is the library's default client: no useRedisPackage flag (that one is for node-redis 4+).
  const limiter = new RateLimiterRedis({
    ...settings,
    storeClient: options.redis,
    rejectIfRedisNotReady: true,
    insuranceLimiter: insurance,
  });
  return wrap(limiter, insurance);
}

export interface RateLimiterFactory {
  (options: Omit<RateLimiterOptions, 'redis'>): RateLimiter;
  /** A throttle (growing delays instead of a hard limit) kept where the limiters keep their counts. */
  throttle(options: Omit<ThrottleOptions, 'redis'>): Throttle;
  readonly kind: 'memory' | 'redis';
  /** Resolves once the shared Redis connection is ready (at once in memory mode); rejects on its first error. */
  ready(): Promise<void>;
  /** Closes the shared Redis connection, if one was opened. */
  close(): Promise<void>;
}

export interface RateLimiterFactoryOptions {
  /** Hears the shared Redis client's connection errors (otherwise ioredis prints them to the console). */
  onError?: (error: Error) => void;
  /**
   * Goes before every limiter's key prefix, so processes that share a Redis but not a site (tests, a staging
   * copy) keep apart counts. Instances of one site use the same namespace (none by default).
   */
  namespace?: string;
}

/**
 * Makes the process's rate limiters: in memory, or all on one Redis connection when a URL is given. The
 * connection opens with the first limiter (or ready()), so a process that limits nothing never connects.
 */
export function createRateLimiterFactory(
  redisUrl?: string,
  factoryOptions: RateLimiterFactoryOptions = {},
): RateLimiterFactory {
  let client: Redis | undefined;
  let closed = false;

  const shared = (url: string): Redis => {
    if (closed) throw new Error('rate limiter factory is closed');
    if (!client) {
      // A command that gets no answer in a second fails over to the memory insurance instead of holding a request.
      client = new Redis(url, { maxRetriesPerRequest: 1, commandTimeout: 1000 });
      if (factoryOptions.onError) client.on('error', factoryOptions.onError);
    }
    return client;
  };

  const named = <T extends { keyPrefix: string }>(options: T): T =>
    factoryOptions.namespace
      ? { ...options, keyPrefix: `${factoryOptions.namespace}:${options.keyPrefix}` }
      : options;
  const create = (options: Omit<RateLimiterOptions, 'redis'>): RateLimiter =>
    createRateLimiter(redisUrl ? { ...named(options), redis: shared(redisUrl) } : options);

  return Object.assign(create, {
    throttle: (options: Omit<ThrottleOptions, 'redis'>): Throttle =>
      createThrottle(redisUrl ? { ...named(options), redis: shared(redisUrl) } : options),
    kind: redisUrl ? ('redis' as const) : ('memory' as const),
    async ready() {
      if (!redisUrl) return;
      const redis = shared(redisUrl);
      if (redis.status !== 'ready') await once(redis, 'ready');
    },
    async close() {
      closed = true;
      const redis = client;
      client = undefined;
      if (redis) await redis.quit().catch(() => redis.disconnect());
    },
  });
}

/**
 * A middleware that spends one point of `limiter` per request under the key `keyOf` gives (an address, an
 * account) and refuses the request past the limit: 429 with `message` and Retry-After.
 */
export function limitedBy<E extends Env>(
  limiter: RateLimiter,
  keyOf: (c: Context<E>) => string,
  message: string,
): MiddlewareHandler<E> {
  return async (c, next) => {
    const allowance = await limiter.consume(keyOf(c));
    if (!allowance.allowed) throw new TooManyRequestsError(message, allowance.retryAfterSec);
    await next();
  };
}
