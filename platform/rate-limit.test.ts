import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { testRedisUrl } from '../tests/databases';
import { createRateLimiter, createRateLimiterFactory, type RateLimiterOptions } from './rate-limit.server';

// A fresh prefix per test, so runs against one Redis never see each other's counts.
const freshPrefix = () => `bctest:rl:${randomBytes(4).toString('hex')}`;

interface Store {
  name: string;
  /** The Redis client to count in, or undefined for memory. */
  redis: () => Redis | undefined;
  setUp(): Promise<void>;
  tearDown(): Promise<void>;
}

function redisStore(url: string): Store {
  let client: Redis | undefined;
  return {
    name: 'redis',
    redis: () => client,
    async setUp() {
      client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
      // Connected before the first test: until then counts would go to the memory insurance.
      await client.connect();
    },
    async tearDown() {
      await client?.quit();
    },
  };
}

const stores: Store[] = [
  { name: 'memory', redis: () => undefined, setUp: async () => {}, tearDown: async () => {} },
  ...(testRedisUrl ? [redisStore(testRedisUrl)] : []),
];

describe.each(stores)('$name rate limiter', (store) => {
  beforeAll(() => store.setUp());
  afterAll(() => store.tearDown());

  const limiter = (options: Omit<RateLimiterOptions, 'keyPrefix' | 'redis'>) =>
    createRateLimiter({ ...options, keyPrefix: freshPrefix(), redis: store.redis() });

  test('allows `points` attempts in a window, then refuses with a delay until the window ends', async () => {
    const logins = limiter({ points: 3, durationSec: 60 });
    for (let i = 0; i < 3; i++) expect(await logins.consume('203.0.113.7')).toMatchObject({ allowed: true });
    const refused = await logins.consume('203.0.113.7');
    expect(refused.allowed).toBe(false);
    if (refused.allowed) return;
    expect(refused.retryAfterSec).toBeGreaterThan(0);
    expect(refused.retryAfterSec).toBeLessThanOrEqual(60);
  });

  test('an allowed attempt says how many are left and when the window ends', async () => {
    const calls = limiter({ points: 3, durationSec: 60 });
    const first = await calls.consume('key-1');
    expect(first).toMatchObject({ allowed: true, remaining: 2 });
    expect(first.allowed && first.resetSec).toBeGreaterThan(58);
    expect(first.allowed && first.resetSec).toBeLessThanOrEqual(60);
    expect(await calls.consume('key-1')).toMatchObject({ allowed: true, remaining: 1 });
    expect(await calls.consume('key-2')).toMatchObject({ allowed: true, remaining: 2 });
  });

  test('an attempt can spend several points at once', async () => {
    const costly = limiter({ points: 5, durationSec: 60 });
    expect(await costly.consume('k', 4)).toMatchObject({ allowed: true });
    expect((await costly.consume('k', 2)).allowed).toBe(false);
  });

  test('a key over the limit stays blocked for blockDurationSec, longer than its window', async () => {
    const lockout = limiter({ points: 1, durationSec: 1, blockDurationSec: 900 });
    await lockout.consume('alice@example.com');
    const refused = await lockout.consume('alice@example.com');
    expect(refused).toMatchObject({ allowed: false });
    if (refused.allowed) return;
    expect(refused.retryAfterSec).toBeGreaterThan(800);
    expect(refused.retryAfterSec).toBeLessThanOrEqual(900);
  });

  test('deleting a key lifts its lockout and forgets its count', async () => {
    const lockout = limiter({ points: 2, durationSec: 60, blockDurationSec: 900 });
    for (let i = 0; i < 3; i++) await lockout.consume('alice@example.com');
    expect((await lockout.consume('alice@example.com')).allowed).toBe(false);
    await lockout.delete('alice@example.com');
    expect(await lockout.get('alice@example.com')).toBeNull();
    expect(await lockout.consume('alice@example.com')).toMatchObject({ allowed: true });
  });

  test('each key has its own count', async () => {
    const logins = limiter({ points: 1, durationSec: 60 });
    expect(await logins.consume('198.51.100.1')).toMatchObject({ allowed: true });
    expect((await logins.consume('198.51.100.1')).allowed).toBe(false);
    expect(await logins.consume('198.51.100.2')).toMatchObject({ allowed: true });
  });

  test('limiters with different prefixes count the same key separately', async () => {
    const signIns = limiter({ points: 1, durationSec: 60 });
    const resets = limiter({ points: 1, durationSec: 60 });
    await signIns.consume('198.51.100.1');
    expect(await resets.consume('198.51.100.1')).toMatchObject({ allowed: true });
  });

  test('get reports the points spent, and null for a key never seen', async () => {
    const logins = limiter({ points: 5, durationSec: 60 });
    expect(await logins.get('bob')).toBeNull();
    await logins.consume('bob');
    await logins.consume('bob', 2);
    expect(await logins.get('bob')).toBe(3);
  });

  test('a reward gives points back', async () => {
    const logins = limiter({ points: 2, durationSec: 60 });
    await logins.consume('bob', 2);
    await logins.reward('bob');
    expect(await logins.get('bob')).toBe(1);
    expect(await logins.consume('bob')).toMatchObject({ allowed: true });
  });

  test('a refused key is allowed again once its window ends', async () => {
    const logins = limiter({ points: 1, durationSec: 1 });
    await logins.consume('carol');
    expect((await logins.consume('carol')).allowed).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await logins.consume('carol')).toMatchObject({ allowed: true });
  });
});

describe('rate limiter settings', () => {
  test('a limit without a positive whole window or points is refused at creation', () => {
    expect(() => createRateLimiter({ keyPrefix: 'x', points: 0, durationSec: 60 })).toThrow(RangeError);
    expect(() => createRateLimiter({ keyPrefix: 'x', points: 5, durationSec: 0 })).toThrow(RangeError);
    expect(() => createRateLimiter({ keyPrefix: 'x', points: 1.5, durationSec: 60 })).toThrow(RangeError);
  });
});

describe('rate limiter on a Redis that is not connected', () => {
  test('counts in process memory instead, so the limit still holds', async () => {
    // lazyConnect and no command sent: the client never dials, and the limiter must not wait for it.
    const redis = new Redis('redis://127.0.0.1:9', { lazyConnect: true });
    const logins = createRateLimiter({ keyPrefix: freshPrefix(), points: 2, durationSec: 60, redis });
    expect(await logins.consume('203.0.113.7')).toMatchObject({ allowed: true });
    expect(await logins.consume('203.0.113.7')).toMatchObject({ allowed: true });
    expect((await logins.consume('203.0.113.7')).allowed).toBe(false);
    expect(await logins.get('203.0.113.7')).toBe(3);
    redis.disconnect();
  });
});

describe('memory rate limiter factory', () => {
  test('makes working limiters without any connection', async () => {
    const factory = createRateLimiterFactory();
    expect(factory.kind).toBe('memory');
    await factory.ready();
    const logins = factory({ keyPrefix: freshPrefix(), points: 1, durationSec: 60 });
    expect(await logins.consume('k')).toMatchObject({ allowed: true });
    expect((await logins.consume('k')).allowed).toBe(false);
    await factory.close();
  });
});

// Only where a Redis server is given (CI sets TEST_REDIS_URL), like the other Redis suites: nothing to skip.
describe.each(testRedisUrl ? [testRedisUrl] : [])('redis rate limiter factory on %s', (testRedisUrl) => {
  test('limiters of two instances with one prefix share the count', async () => {
    const instanceA = createRateLimiterFactory(testRedisUrl);
    const instanceB = createRateLimiterFactory(testRedisUrl);
    try {
      expect(instanceA.kind).toBe('redis');
      await Promise.all([instanceA.ready(), instanceB.ready()]);
      const keyPrefix = freshPrefix();
      const onA = instanceA({ keyPrefix, points: 2, durationSec: 60 });
      const onB = instanceB({ keyPrefix, points: 2, durationSec: 60 });
      expect(await onA.consume('203.0.113.7')).toMatchObject({ allowed: true });
      expect(await onB.consume('203.0.113.7')).toMatchObject({ allowed: true });
      expect((await onA.consume('203.0.113.7')).allowed).toBe(false);
      await onB.delete('203.0.113.7');
      expect(await onA.consume('203.0.113.7')).toMatchObject({ allowed: true });
    } finally {
      await Promise.all([instanceA.close(), instanceB.close()]);
    }
  });

  test('two sites on one Redis (different namespaces) keep apart counts; the instances of one site share them', async () => {
    const namespace = freshPrefix();
    const [siteA1, siteA2, siteB] = [namespace, namespace, freshPrefix()].map((n) =>
      createRateLimiterFactory(testRedisUrl, { namespace: n }),
    );
    try {
      await Promise.all([siteA1!, siteA2!, siteB!].map((f) => f.ready()));
      const keyPrefix = freshPrefix();
      const [a1, a2, b] = [siteA1!, siteA2!, siteB!].map((f) => f({ keyPrefix, points: 1, durationSec: 60 }));
      expect(await a1!.consume('203.0.113.8')).toMatchObject({ allowed: true });
      expect((await a2!.consume('203.0.113.8')).allowed).toBe(false);
      expect(await b!.consume('203.0.113.8')).toMatchObject({ allowed: true });
    } finally {
      await Promise.all([siteA1!, siteA2!, siteB!].map((f) => f.close()));
    }
  });

  test('a closed factory makes no more limiters', async () => {
    const factory = createRateLimiterFactory(testRedisUrl);
    await factory.close();
    expect(() => factory({ keyPrefix: freshPrefix(), points: 1, durationSec: 60 })).toThrow('closed');
  });
});
