// Redis stops under a running process and comes back (a redis-server of this file's own, on a Unix socket): the
// cache and the bus keep answering without it, and use it again when it returns, leaving nothing stale behind.
import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';
import { startLocalRedis, type LocalRedis } from '../tests/local-redis';
import { createRedisBus, type Bus } from './bus.server';
import type { Cache } from './cache.server';
import { createRedisCache } from './redis-cache.server';

let redis: LocalRedis;
const opened: (Cache | Bus)[] = [];

beforeAll(async () => {
  redis = await startLocalRedis();
});
afterEach(async () => {
  await Promise.all(opened.splice(0).map((c) => c.close()));
  if (!redis.running()) await redis.start();
});
afterAll(async () => {
  await redis?.close();
});

const freshPrefix = () => `bctest:${randomBytes(4).toString('hex')}:`;
function cacheOn(prefix: string) {
  const cache = createRedisCache(redis.url, prefix);
  opened.push(cache);
  return cache;
}
function busOn(prefix: string) {
  const bus = createRedisBus(redis.url, prefix);
  opened.push(bus);
  return bus;
}

test('with Redis stopped, the cache answers reads, writes and deletes from memory at once, not after retries', async () => {
  const cache = cacheOn(freshPrefix());
  await cache.set('snapshot', 'in redis', 60_000);
  expect(await cache.get('snapshot')).toBe('in redis');
  await redis.stop();

  const started = performance.now();
  for (let i = 0; i < 20; i++) {
    await cache.set(`k${i}`, i, 60_000);
    expect(await cache.get(`k${i}`)).toBe(i);
    await cache.delete(`k${i}`);
    expect(await cache.get(`k${i}`)).toBeUndefined();
  }
  // Eighty calls: a wait on a reconnection (ioredis's retries) would take seconds.
  expect(performance.now() - started).toBeLessThan(1_000);
  await expect(cache.ping()).rejects.toThrow();
});

test('an entry deleted or replaced while Redis was away is not served from Redis when it returns, to this instance or another', async () => {
  const prefix = freshPrefix();
  const cache = cacheOn(prefix);
  const otherInstance = cacheOn(prefix);
  await cache.set('article', 'draft', 60_000);
  await cache.set('version', 1, 60_000);
  // In Redis: the other instance reads it.
  expect(await otherInstance.get('version')).toBe(1);
  await redis.stop();

  await cache.delete('article');
  await cache.set('version', 2, 60_000);
  expect(await cache.get('version')).toBe(2);
  expect(await cache.get('article')).toBeUndefined();

  await redis.start();
  await expect.poll(() => otherInstance.get('version'), { timeout: 20_000 }).toBe(2);
  expect(await otherInstance.get('article')).toBeUndefined();
  // This instance answers 2 or, for a while after a command that timed out on a starved machine, nothing (a miss):
  // never the draft or the old version.
  const answers: unknown[] = [];
  const answer = async (key: string) => {
    const value = await cache.get(key);
    answers.push(value);
    return value;
  };
  await expect.poll(() => answer('version'), { timeout: 20_000 }).toBe(2);
  expect(await answer('article')).toBeUndefined();
  expect(answers.filter((a) => a !== 2 && a !== undefined)).toEqual([]);
});

test('publishing while Redis is away never throws, and the subscribers in this process still hear it', async () => {
  const bus = busOn(freshPrefix());
  const heard: unknown[] = [];
  await bus.subscribe('market:tick', (m) => heard.push(m));
  await redis.stop();

  await expect(bus.publish('market:tick', { at: 1 })).resolves.toBeUndefined();
  await expect(bus.publish('market:tick', { at: 2 })).resolves.toBeUndefined();
  expect(heard).toEqual([{ at: 1 }, { at: 2 }]);
});

test("after Redis returns a subscriber hears another instance's messages again without subscribing again, and a channel it subscribed while Redis was away is heard too", async () => {
  const prefix = freshPrefix();
  const jobs = busOn(prefix);
  const web = busOn(prefix);
  const ticks: unknown[] = [];
  const notes: unknown[] = [];
  await web.subscribe('market:tick', (m) => ticks.push(m));
  await jobs.publish('market:tick', 1);
  await expect.poll(() => ticks).toEqual([1]);

  await redis.stop();
  // Resolves at once: the subscription starts when Redis is back.
  await web.subscribe('notifications', (m) => notes.push(m));
  await redis.start();

  let n = 1;
  await expect
    .poll(
      async () => {
        n += 1;
        await jobs.publish('market:tick', n);
        await jobs.publish('notifications', n);
        return ticks.length > 1 && notes.length > 0;
      },
      { timeout: 10_000, interval: 100 },
    )
    .toBe(true);
});
