import { randomBytes, randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Database } from '../../platform/db.server';
import { createRateLimiterFactory, type RateLimiterFactory } from '../../platform/rate-limit.server';
import { createApp } from '../../server/app';
import { jsonRequest, signUp, TEST_PASSWORD, uniqueEmail } from '../../tests/auth';
import { databaseTargets, testRedisUrl } from '../../tests/databases';
import { createTestServices, fakeClock } from '../../tests/services';
import { AUTH_LIMITS } from './deps.server';
import { createAuthLimiters } from './setup.server';

type Json = ReturnType<typeof JSON.parse>;

/**
 * Guesses on one account in any hour, at most (decision record 23): 69 at the throttle's pace (5 at once, then
 * after 1, 2, 4 … 32 s, then one a minute), plus 10 an hour from new addresses, twice in an hour that straddles
 * their renewal.
 */
const GUESSES_PER_ACCOUNT_HOUR = 69 + 2 * 10;

/** Where the limits keep their state: this process, or a Redis two instances share. */
const stores = [
  { name: 'in-process limits, one instance', redisUrl: undefined, instances: 1 },
  ...(testRedisUrl ? [{ name: 'limits in Redis, two instances', redisUrl: testRedisUrl, instances: 2 }] : []),
];

describe.each(databaseTargets)('sign-in throttle with the real limits on $name', (target) => {
  describe.each(stores)('$name', (store) => {
    let database: Database;
    const clock = fakeClock();
    const factories: RateLimiterFactory[] = [];
    let apps: ReturnType<typeof createApp>[] = [];
    const services: ReturnType<typeof createTestServices>[] = [];
    /** Addresses that have never tried anything, one per call (from a random start: a Redis keeps counts 15 minutes). */
    let lastOctets = randomInt(0, 2 ** 24 - 100_000);
    const newAddress = () => {
      lastOctets += 1;
      return `10.${(lastOctets >> 16) & 255}.${(lastOctets >> 8) & 255}.${lastOctets & 255}`;
    };

    /** A sign-in from `address`, on instance `i` (attackers and owner may reach different instances). */
    async function login(email: string, password: string, address: string, i = 0) {
      const app = apps[i % apps.length]!;
      const res = await app.request('/api/auth/login', jsonRequest({ email, password }), {
        incoming: { socket: { remoteAddress: address } },
      });
      return {
        status: res.status,
        retryAfter: Number(res.headers.get('Retry-After')),
        body: (await res.json()) as Json,
      };
    }

    beforeAll(async () => {
      database = await target.open();
      // The instances share counts with each other, and with no other test or earlier run on this Redis.
      const namespace = `test-${randomBytes(6).toString('hex')}`;
      for (let i = 0; i < store.instances; i++) {
        const factory = createRateLimiterFactory(store.redisUrl, { namespace });
        await factory.ready();
        factories.push(factory);
        services.push(createTestServices(database, { clock, authLimiters: createAuthLimiters(factory) }));
      }
      apps = services.map((s) => createApp(s));
    });
    afterAll(async () => {
      await Promise.all(services.map((s) => s.auth.idle()));
      await Promise.all(factories.map((f) => f.close()));
      await database.close();
    });

    test('twelve wrong passwords from twelve addresses do not keep the owner out: from a new address at once, from one that failed after its delay', async () => {
      const email = await signUp(apps[0]!);
      const attackers = Array.from({ length: 12 }, newAddress);
      for (const [i, address] of attackers.entries()) {
        expect([401, 429]).toContain((await login(email, `guess-${i}-password`, address, i)).status);
      }
      // The owner at home: this address has not failed on the account.
      expect((await login(email, TEST_PASSWORD, newAddress(), 1)).status).toBe(200);

      // Again, and now the owner mistypes first: that address waits out the account's delay, and no longer.
      for (const [i, address] of attackers.entries()) await login(email, `guess-${i}-again`, address, i);
      const home = newAddress();
      await login(email, 'mistyped-password', home, 1);
      const waiting = await login(email, TEST_PASSWORD, home, 1);
      expect(waiting.status).toBe(429);
      expect(waiting.body.error).toBe(
        `Too many attempts. Please try again in ${waiting.retryAfter} second${waiting.retryAfter > 1 ? 's' : ''}.`,
      );
      expect(waiting.retryAfter).toBeGreaterThanOrEqual(1);
      expect(waiting.retryAfter).toBeLessThanOrEqual(AUTH_LIMITS.loginAccount.maxDelaySec);
      clock.advance(waiting.retryAfter * 1000);
      expect((await login(email, TEST_PASSWORD, home, 1)).status).toBe(200);
    });

    test('an attacker who takes every turn the moment it comes, from a new address each time, gets a bounded number of guesses an hour; the owner still gets in', async () => {
      const email = await signUp(apps[0]!);
      const end = clock() + 3600 * 1000;
      let guesses = 0;
      let retryAfter = 0;
      for (let i = 0; i < 1000 && clock() < end; i++) {
        const answer = await login(email, `guess-${i}-password`, newAddress(), i);
        if (answer.status === 401) guesses += 1;
        else {
          expect(answer.status).toBe(429);
          retryAfter = answer.retryAfter;
          clock.advance(retryAfter * 1000);
        }
      }
      // 5 at once, 10 from new addresses, 1, 2 … 32 s apart, then one a minute: 79 in the first hour.
      expect(guesses).toBeLessThanOrEqual(GUESSES_PER_ACCOUNT_HOUR);
      expect(retryAfter).toBe(AUTH_LIMITS.loginAccount.maxDelaySec);

      // The owner arrives mid-attack after the attacker spent the new addresses' share: one wait, at most a minute.
      const owner = newAddress();
      const first = await login(email, TEST_PASSWORD, owner);
      if (first.status === 429) {
        expect(first.retryAfter).toBeLessThanOrEqual(AUTH_LIMITS.loginAccount.maxDelaySec);
        clock.advance(first.retryAfter * 1000);
        expect((await login(email, TEST_PASSWORD, owner)).status).toBe(200);
      } else expect(first.status).toBe(200);
    });

    test('the per-address limit is unchanged: 50 failures from one address, on any accounts, then every sign-in from it waits', async () => {
      expect(AUTH_LIMITS.loginIp).toEqual({ points: 50, durationSec: 15 * 60 });
      const address = newAddress();
      const email = await signUp(apps[0]!);
      for (let i = 0; i < 50; i++) {
        expect((await login(uniqueEmail('someone'), 'wrong-password-1', address, i)).status).toBe(401);
      }
      const blocked = await login(email, TEST_PASSWORD, address, 1);
      expect(blocked.status).toBe(429);
      expect(blocked.body.error).toMatch(/^Too many attempts\. Please try again in 1[45] minutes\.$/);
      expect((await login(email, TEST_PASSWORD, newAddress())).status).toBe(200);
    });
  });
});
