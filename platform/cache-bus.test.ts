import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, test } from 'vitest';
import { testRedisUrl } from '../tests/databases';
import { createMemoryBus, createRedisBus, type Bus } from './bus.server';
import { createMemoryCache, type Cache } from './cache.server';
import { createRedisCache } from './redis-cache.server';

const prefix = () => `bctest:${randomBytes(4).toString('hex')}:`;
const caches: { name: string; make: () => Cache }[] = [
  { name: 'memory', make: () => createMemoryCache() },
  ...(testRedisUrl ? [{ name: 'redis', make: () => createRedisCache(testRedisUrl!, prefix()) }] : []),
];
const buses: { name: string; make: () => Bus }[] = [
  { name: 'memory', make: () => createMemoryBus() },
  ...(testRedisUrl ? [{ name: 'redis', make: () => createRedisBus(testRedisUrl!, prefix()) }] : []),
];

describe.each(caches)('$name cache', ({ make }) => {
  const cache = make();
  afterAll(() => cache.close());

  test('stores a value until its lifetime ends', async () => {
    await cache.set('k', { price: '1.5' }, 150);
    expect(await cache.get('k')).toEqual({ price: '1.5' });
    await new Promise((r) => setTimeout(r, 250));
    expect(await cache.get('k')).toBeUndefined();
  });

  test('delete removes a value', async () => {
    await cache.set('d', 1, 10_000);
    await cache.delete('d');
    expect(await cache.get('d')).toBeUndefined();
  });

  test('a claim is taken by one of many callers at once, and can be taken again once its lifetime ends', async () => {
    const claims = await Promise.all(Array.from({ length: 10 }, (_, i) => cache.claim('turn', i, 150)));
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await cache.get('turn')).toBe(claims.indexOf(true));
    // Taken again once the first claim's 150 ms are over, not before.
    expect(await cache.claim('turn', 'again', 150)).toBe(false);
    await expect.poll(() => cache.claim('turn', 'again', 150), { interval: 20 }).toBe(true);
  });
});

// With a Redis to try it on (TEST_REDIS_URL), as the Redis cases above.
describe.each(testRedisUrl ? [testRedisUrl] : [])('two sites on one Redis (%s)', (url) => {
  test('with other prefixes they share no value and hear no message of the other', async () => {
    const [one, two] = [prefix(), prefix()];
    const caches = [createRedisCache(url, one), createRedisCache(url, two)];
    const buses = [createRedisBus(url, one), createRedisBus(url, two), createRedisBus(url, one)];
    try {
      await caches[0]!.set('market', 'one', 10_000);
      expect(await caches[1]!.get('market')).toBeUndefined();
      const sameSite = createRedisCache(url, one);
      try {
        // One site's instances take turns between them; the other site's turn is its own.
        expect(await caches[0]!.claim('probe', 'a', 10_000)).toBe(true);
        expect(await sameSite.claim('probe', 'b', 10_000)).toBe(false);
        expect(await caches[1]!.claim('probe', 'c', 10_000)).toBe(true);
      } finally {
        await sameSite.close();
      }
      const heard: string[] = [];
      await buses[1]!.subscribe('tick', () => heard.push('two'));
      await buses[2]!.subscribe('tick', () => heard.push('one'));
      await buses[0]!.publish('tick', { at: 1 });
      await expect.poll(() => heard).toEqual(['one']);
      await new Promise((r) => setTimeout(r, 200));
      expect(heard).toEqual(['one']);
    } finally {
      await Promise.all([...caches, ...buses].map((c) => c.close()));
    }
  });
});

describe('memory cache with a fake clock', () => {
  test('expiry follows the injected clock', async () => {
    let now = 1000;
    const cache = createMemoryCache(() => now);
    await cache.set('a', 'x', 60_000);
    now += 59_999;
    expect(await cache.get('a')).toBe('x');
    now += 1;
    expect(await cache.get('a')).toBeUndefined();
  });

  test('rotating keys cannot grow it: past its cap the least recently used entries go', async () => {
    const cache = createMemoryCache(() => 0, 100);
    await cache.set('kept', 'k', 60_000);
    for (let i = 0; i < 10_000; i++) {
      await cache.set(`q=${i}`, i, 60_000);
      if (i % 50 === 0) await cache.get('kept');
    }
    expect(await cache.get('kept')).toBe('k');
    expect(await cache.get('q=9999')).toBe(9999);
    expect(await cache.get('q=0')).toBeUndefined();
    let held = 0;
    for (let i = 0; i < 10_000; i++) if ((await cache.get(`q=${i}`)) !== undefined) held += 1;
    expect(held).toBe(99);
  });
});

describe.each(buses)('$name bus', ({ make }) => {
  const bus = make();
  afterAll(() => bus.close());

  test('delivers a published message to every subscriber until it unsubscribes', async () => {
    const a: unknown[] = [];
    const b: unknown[] = [];
    const offA = await bus.subscribe('prices', (m) => a.push(m));
    const offB = await bus.subscribe('prices', (m) => b.push(m));
    await bus.publish('prices', { BTC: '97000.12' });
    await expect.poll(() => a.length).toBe(1);
    await expect.poll(() => b.length).toBe(1);
    await offA();
    await bus.publish('prices', { BTC: '97001' });
    await expect.poll(() => b.length).toBe(2);
    expect(a).toEqual([{ BTC: '97000.12' }]);
    await offB();
  });

  test('a subscriber of another channel hears nothing', async () => {
    const heard: unknown[] = [];
    const off = await bus.subscribe('alerts', (m) => heard.push(m));
    await bus.publish('news', { id: 1 });
    await bus.publish('alerts', { id: 2 });
    await expect.poll(() => heard).toEqual([{ id: 2 }]);
    await off();
  });
});
