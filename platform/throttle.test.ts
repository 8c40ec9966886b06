import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { testRedisUrl } from '../tests/databases';
import { createRateLimiterFactory } from './rate-limit.server';
import { createThrottle, type ThrottleOptions } from './throttle.server';

// A fresh prefix per test, so runs against one Redis never see each other's keys.
const freshPrefix = () => `bctest:th:${randomBytes(4).toString('hex')}`;
const T0 = Date.parse('2026-01-15T12:00:00Z');
const sec = (n: number) => T0 + n * 1000;
const schedule = { freeAttempts: 3, baseDelaySec: 1, maxDelaySec: 8, forgetAfterSec: 60 };

const stores: { name: string; url?: string }[] = [
  { name: 'memory' },
  ...(testRedisUrl ? [{ name: 'redis', url: testRedisUrl }] : []),
];

describe.each(stores)('$name throttle', (store) => {
  let redis: Redis | undefined;
  beforeAll(async () => {
    if (!store.url) return;
    redis = new Redis(store.url, { lazyConnect: true, maxRetriesPerRequest: 1 });
    await redis.connect();
  });
  afterAll(async () => {
    await redis?.quit();
  });
  const throttle = (options: Omit<ThrottleOptions, 'keyPrefix' | 'redis'> = schedule) =>
    createThrottle({ ...options, keyPrefix: freshPrefix(), redis });

  test('the free attempts go at once, then each waits 1, 2, 4 … seconds after the last, up to the cap', async () => {
    const t = throttle();
    for (let i = 0; i < 3; i++) expect(await t.take('alice', sec(0))).toEqual({ allowed: true });
    let now = 0;
    for (const delay of [1, 2, 4, 8, 8, 8]) {
      expect(await t.take('alice', sec(now + delay) - 1)).toEqual({ allowed: false, retryAfterSec: 1 });
      expect(await t.take('alice', sec(now))).toEqual({ allowed: false, retryAfterSec: delay });
      now += delay;
      expect(await t.take('alice', sec(now))).toEqual({ allowed: true });
    }
  });

  test('a refused attempt does not push the next turn back', async () => {
    const t = throttle({ ...schedule, freeAttempts: 1 });
    await t.take('bob', sec(0));
    expect(await t.take('bob', sec(0.5))).toEqual({ allowed: false, retryAfterSec: 1 });
    expect(await t.take('bob', sec(1))).toEqual({ allowed: true });
  });

  test('of attempts made at once past the free ones, one gets the turn', async () => {
    const t = throttle({ ...schedule, freeAttempts: 0 });
    const answers = await Promise.all(Array.from({ length: 5 }, () => t.take('carol', sec(0))));
    expect(answers.filter((a) => a.allowed)).toHaveLength(1);
  });

  test('a key left alone for forgetAfterSec starts again; delete forgets it at once; keys are separate', async () => {
    const t = throttle();
    for (let i = 0; i < 4; i++) await t.take('dave', sec(0));
    expect((await t.take('erin', sec(0))).allowed).toBe(true);
    expect((await t.take('dave', sec(0))).allowed).toBe(false);
    for (let i = 0; i < 3; i++) expect((await t.take('dave', sec(60))).allowed).toBe(true);
    expect((await t.take('dave', sec(60))).allowed).toBe(false);
    await t.delete('dave');
    expect((await t.take('dave', sec(60))).allowed).toBe(true);
  });
});

describe('throttle settings', () => {
  test('a delay longer than the key is remembered, or a fractional one, is refused at creation', () => {
    const base = { keyPrefix: 'x', ...schedule };
    expect(() => createThrottle({ ...base, forgetAfterSec: 4 })).toThrow(RangeError);
    expect(() => createThrottle({ ...base, baseDelaySec: 0.5 })).toThrow(RangeError);
    expect(() => createThrottle({ ...base, maxDelaySec: 0 })).toThrow(RangeError);
  });
});

describe('throttle on a Redis that is not connected', () => {
  test('keeps its state in process memory instead, so the delays still hold', async () => {
    const redis = new Redis('redis://127.0.0.1:9', { lazyConnect: true });
    const t = createThrottle({ ...schedule, freeAttempts: 1, keyPrefix: freshPrefix(), redis });
    expect(await t.take('frank', sec(0))).toEqual({ allowed: true });
    expect(await t.take('frank', sec(0))).toEqual({ allowed: false, retryAfterSec: 1 });
    redis.disconnect();
  });
});

// Only where a Redis server is given (CI sets TEST_REDIS_URL), like the other Redis suites: nothing to skip.
describe.each(testRedisUrl ? [testRedisUrl] : [])('redis throttles of two instances on %s', (url) => {
  test('share one key: a turn taken on one is gone on the other, and a delete on one frees both', async () => {
    const instanceA = createRateLimiterFactory(url);
    const instanceB = createRateLimiterFactory(url);
    try {
      await Promise.all([instanceA.ready(), instanceB.ready()]);
      const keyPrefix = freshPrefix();
      const onA = instanceA.throttle({ keyPrefix, ...schedule, freeAttempts: 1 });
      const onB = instanceB.throttle({ keyPrefix, ...schedule, freeAttempts: 1 });
      expect(await onA.take('grace', sec(0))).toEqual({ allowed: true });
      expect(await onB.take('grace', sec(0))).toEqual({ allowed: false, retryAfterSec: 1 });
      await onB.delete('grace');
      expect(await onA.take('grace', sec(0))).toEqual({ allowed: true });
    } finally {
      await Promise.all([instanceA.close(), instanceB.close()]);
    }
  });
});
