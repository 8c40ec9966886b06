import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { databaseTargets } from '../tests/databases';
import type { Database, Db } from './db.server';
import { keepLeadership, readLease, type Leadership } from './locks.server';

const HANDOVER_MS = 600;

/** The database as an instance sees it, until the instance is cut off (its machine gone): then nothing answers until restored. */
function cutOff(db: Db) {
  let gone = false;
  const view = new Proxy(db, {
    get(target, key, receiver) {
      if (gone && key === 'execute') return () => Promise.reject(new Error('connection lost'));
      return Reflect.get(target, key, receiver) as unknown;
    },
  });
  return { db: view, cut: () => (gone = true), restore: () => (gone = false) };
}

const leader = (all: Leadership[]) => all.filter((l) => l.leads());

describe.each(databaseTargets)('leadership on $name', (target) => {
  let database: Database;
  beforeAll(async () => {
    database = await target.open();
  });
  afterAll(async () => {
    await database.close();
  });

  test('of two instances one leads; when it is cut off without giving the lease back, it stops leading and the other leads within the handover', async () => {
    const first = cutOff(database.db);
    const a = keepLeadership({ db: first.db, name: 'job-a', handoverMs: HANDOVER_MS });
    const b = keepLeadership({ db: database.db, name: 'job-a', handoverMs: HANDOVER_MS });
    try {
      await a.renew();
      await b.renew();
      expect(leader([a, b])).toEqual([a]);
      // Over several beats the lease stays where it is.
      await new Promise((r) => setTimeout(r, HANDOVER_MS * 2));
      expect(leader([a, b])).toEqual([a]);

      first.cut();
      const cutAt = performance.now();
      // Never two at once: the cut-off one stops leading before the other can start.
      let both = 0;
      const watch = setInterval(() => (both += leader([a, b]).length > 1 ? 1 : 0), 2);
      await expect.poll(() => leader([a, b]), { timeout: HANDOVER_MS * 4, interval: 10 }).toEqual([b]);
      const handedOverMs = performance.now() - cutAt;
      clearInterval(watch);
      expect(both).toBe(0);
      expect(handedOverMs).toBeLessThanOrEqual(HANDOVER_MS + 500);
      expect((await readLease(database.db, 'job-a'))?.holder).toBe(b.holder);
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
  });

  test('a holder that stops gives the lease back, and another instance leads at its next beat', async () => {
    const a = keepLeadership({ db: database.db, name: 'job-b', handoverMs: HANDOVER_MS });
    let led = 0;
    const b = keepLeadership({
      db: database.db,
      name: 'job-b',
      handoverMs: HANDOVER_MS,
      onLead: () => (led += 1),
    });
    try {
      expect(await a.renew()).toBe(true);
      expect(await b.renew()).toBe(false);
      const stoppedAt = performance.now();
      await a.stop();
      expect(a.leads()).toBe(false);
      await expect.poll(() => b.leads(), { timeout: HANDOVER_MS * 2, interval: 10 }).toBe(true);
      expect(performance.now() - stoppedAt).toBeLessThanOrEqual(HANDOVER_MS / 3 + 500);
      expect(led).toBe(1);
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
  });

  test('a renewal answered after a long wait does not count for longer than the lease the database gave', async () => {
    let now = 0;
    const slow = keepLeadership({ db: database.db, name: 'job-c', handoverMs: 60_000, now: () => now });
    try {
      expect(await slow.renew()).toBe(true);
      // The lease lives two thirds of the handover from when it was asked for.
      now = 39_999;
      expect(slow.leads()).toBe(true);
      now = 40_000;
      expect(slow.leads()).toBe(false);
    } finally {
      await slow.stop();
    }
  });

  test('through a database outage the holder still knows it led at the last answer, the other that it did not; once the database answers that another holds it, it knows that too', async () => {
    const first = cutOff(database.db);
    const a = keepLeadership({ db: first.db, name: 'job-d', handoverMs: HANDOVER_MS });
    const b = keepLeadership({ db: database.db, name: 'job-d', handoverMs: HANDOVER_MS });
    try {
      expect(await a.renew()).toBe(true);
      expect(await b.renew()).toBe(false);
      first.cut();
      await expect(a.renew()).rejects.toThrow();
      // While a's lease lasts, b's answers say another holds it.
      expect(b.ledAtLastAnswer()).toBe(false);
      // The lease lapses (no renewal reaches the database), but no answer said another took it. (b may take it at
      // its next beat from here on.)
      await expect.poll(() => a.leads(), { timeout: HANDOVER_MS * 2, interval: 10 }).toBe(false);
      expect(a.ledAtLastAnswer()).toBe(true);
      await expect.poll(() => b.leads(), { timeout: HANDOVER_MS * 4, interval: 10 }).toBe(true);
      expect(b.ledAtLastAnswer()).toBe(true);
      // a's database comes back: its next renewal is answered "another holds it".
      first.restore();
      expect(await a.renew()).toBe(false);
      expect(a.ledAtLastAnswer()).toBe(false);
      await a.stop();
      expect(a.ledAtLastAnswer()).toBe(false);
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
  });
});
