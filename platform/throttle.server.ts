// Slows repeated attempts on one key (an account) instead of shutting it: the first few go at once, then each
// further one must wait an exponentially growing, capped delay after the last. In process memory, or in Redis
// across instances, like the rate limiters. The caller passes the time, so tests drive it with a fake clock.
import type { Redis } from 'ioredis';
import type { ConsumeResult } from './rate-limit.server';

/** A throttle's answer: go ahead, or wait this long. */
export type TakeResult = { allowed: true } | Extract<ConsumeResult, { allowed: false }>;

export interface ThrottleOptions {
  /** Names this throttle's keys: throttles sharing a prefix (and a Redis) share their state. */
  keyPrefix: string;
  /** Attempts that go at once; only the ones after these wait. */
  freeAttempts: number;
  /** The wait after the first attempt past the free ones; it doubles with each further attempt… */
  baseDelaySec: number;
  /** …up to this. */
  maxDelaySec: number;
  /** A key left alone this long is forgotten (its count starts again). */
  forgetAfterSec: number;
  /** Keep the state in this Redis (ioredis) instead of process memory. */
  redis?: Redis;
}

export interface Throttle {
  /**
   * Takes a turn for a key at `nowMs` when its delay has passed (and records it), else says how long is left.
   * Atomic: of parallel attempts past the free ones, one gets the turn.
   */
  take(key: string, nowMs: number): Promise<TakeResult>;
  /** Forgets a key, e.g. an account's failures once its owner has signed in. */
  delete(key: string): Promise<void>;
}

interface Schedule {
  free: number;
  baseMs: number;
  maxMs: number;
  forgetMs: number;
}

/** How long after the last attempt the next may go, once `count` attempts are recorded. */
function delayMs(schedule: Schedule, count: number): number {
  if (count < schedule.free) return 0;
  // Past 2^40 the cap has long been reached; the bound keeps the power finite.
  return Math.min(schedule.baseMs * 2 ** Math.min(count - schedule.free, 40), schedule.maxMs);
}

const refusal = (waitMs: number): TakeResult => ({
  allowed: false,
  retryAfterSec: Math.max(1, Math.ceil(waitMs / 1000)),
});

function memoryThrottle(schedule: Schedule): Throttle {
  const entries = new Map<string, { count: number; lastMs: number }>();
  let sweepAbove = 1000;

  // Keys of a spray of made-up addresses are dropped once forgotten, checked as the map doubles.
  function sweep(nowMs: number) {
    if (entries.size <= sweepAbove) return;
    for (const [key, entry] of entries) {
      if (nowMs - entry.lastMs >= schedule.forgetMs) entries.delete(key);
    }
    sweepAbove = Math.max(1000, entries.size * 2);
  }

  return {
    async take(key, nowMs) {
      sweep(nowMs);
      const entry = entries.get(key);
      const elapsed = entry ? Math.max(0, nowMs - entry.lastMs) : 0;
      const count = entry && elapsed < schedule.forgetMs ? entry.count : 0;
      const wait = delayMs(schedule, count) - elapsed;
      // The first attempt of a key always goes: there is no last one to wait after.
      if (count > 0 && count >= schedule.free && wait > 0) return refusal(wait);
      entries.set(key, { count: count + 1, lastMs: nowMs });
      return { allowed: true };
    },
    async delete(key) {
      entries.delete(key);
    },
  };
}

// The same rule as memoryThrottle, in one script so that instances sharing the Redis take turns atomically.
// Answers 0 for a turn taken, else the milliseconds left.
const TAKE_SCRIPT = `
local now = tonumber(ARGV[1])
local free = tonumber(ARGV[2])
local base = tonumber(ARGV[3])
local cap = tonumber(ARGV[4])
local forget = tonumber(ARGV[5])
local state = redis.call('HMGET', KEYS[1], 'count', 'last')
local count = tonumber(state[1]) or 0
local last = tonumber(state[2]) or now
local elapsed = now - last
if elapsed < 0 then elapsed = 0 end
if elapsed >= forget then count = 0 end
if count > 0 and count >= free then
  local delay = base * 2 ^ math.min(count - free, 40)
  if delay > cap then delay = cap end
  local wait = delay - elapsed
  if wait > 0 then return math.ceil(wait) end
end
redis.call('HSET', KEYS[1], 'count', count + 1, 'last', now)
redis.call('PEXPIRE', KEYS[1], forget)
return 0
`;

function redisThrottle(schedule: Schedule, redis: Redis, keyPrefix: string, insurance: Throttle): Throttle {
  const stored = (key: string) => `${keyPrefix}:${key}`;
  return {
    async take(key, nowMs) {
      // As the rate limiters do: while Redis is not there, count in this process rather than wait or let all in.
      if (redis.status !== 'ready') return insurance.take(key, nowMs);
      let waitMs: number;
      try {
        waitMs = Number(
          await redis.eval(
            TAKE_SCRIPT,
            1,
            stored(key),
            nowMs,
            schedule.free,
            schedule.baseMs,
            schedule.maxMs,
            schedule.forgetMs,
          ),
        );
      } catch {
        return insurance.take(key, nowMs);
      }
      return waitMs > 0 ? refusal(waitMs) : { allowed: true };
    },
    async delete(key) {
      // The insurance may hold attempts from an outage that would come back at the next one.
      await Promise.all([
        redis.status === 'ready' ? redis.del(stored(key)) : undefined,
        insurance.delete(key),
      ]);
    },
  };
}

function requirePositiveWhole(name: string, value: number, min: number): void {
  if (!(Number.isInteger(value) && value >= min)) {
    throw new RangeError(`throttle ${name} must be a whole number of at least ${min}, got ${value}`);
  }
}

export function createThrottle(options: ThrottleOptions): Throttle {
  requirePositiveWhole('freeAttempts', options.freeAttempts, 0);
  requirePositiveWhole('baseDelaySec', options.baseDelaySec, 1);
  requirePositiveWhole('maxDelaySec', options.maxDelaySec, options.baseDelaySec);
  // A delay that outlived the memory of the key would never be served.
  requirePositiveWhole('forgetAfterSec', options.forgetAfterSec, options.maxDelaySec);
  const schedule: Schedule = {
    free: options.freeAttempts,
    baseMs: options.baseDelaySec * 1000,
    maxMs: options.maxDelaySec * 1000,
    forgetMs: options.forgetAfterSec * 1000,
  };
  const memory = memoryThrottle(schedule);
  return options.redis ? redisThrottle(schedule, options.redis, options.keyPrefix, memory) : memory;
}
