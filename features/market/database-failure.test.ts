// The market while its database fails (the embedded database's folder removed): prices go on from the provider,
// the provider is not blamed, and the database work backs off with one log line per try.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { createMemoryBus } from '../../platform/bus.server';
import { createMemoryCache } from '../../platform/cache.server';
import { openDatabase, type Database } from '../../platform/db.server';
import { createLogger } from '../../platform/logger.server';
import { fakeClock } from '../../tests/services';
import { startMarketJob } from './job.server';
import { createSimulatedProvider } from './providers/simulated.server';
import { createMarketService, TICK_CHANNEL } from './service.server';

let folder: string;
let database: Database;

// Each test gets a database of its own, whose folder it removes.
beforeEach(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'bc-market-db-'));
  database = await openDatabase({ dataDir: folder });
  await database.migrate();
});
afterEach(async () => {
  await database.close();
  await rm(folder, { recursive: true, force: true });
});

function setup() {
  const clock = fakeClock();
  const lines: { msg: string; retryInSec?: number; err?: { reason?: string } }[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const bus = createMemoryBus();
  const market = createMarketService({
    db: database.db,
    cache: createMemoryCache(clock),
    bus,
    logger: createLogger('info', sink),
    clock,
    provider: createSimulatedProvider({ seed: 'test', clock }),
  });
  return { clock, lines, bus, market, logger: createLogger('info', sink) };
}

async function removeDataFolder() {
  await rm(folder, { recursive: true, force: true });
  await expect.poll(async () => (await database.check()).ok).toBe(false);
}

test('with the database failing, every 5 s tick still publishes prices, the provider breaker stays closed, and the writes back off 30 s, 1, 2, 4 minutes', async () => {
  const { clock, lines, bus, market } = setup();
  let ticks = 0;
  await bus.subscribe(TICK_CHANNEL, () => (ticks += 1));
  await market.refresh();
  await market.settled();
  expect(market.stats().persistFailures).toBe(0);

  await removeDataFolder();
  for (let i = 0; i < 48; i++) {
    clock.advance(5_000);
    await market.refresh();
    await market.settled();
  }

  await expect.poll(() => ticks).toBe(49);
  const stats = market.stats();
  expect(stats).toMatchObject({ upstreamFailures: 0, breakerOpenUntil: null, lastError: null });
  expect(market.pausedUntil()).toBeLessThanOrEqual(clock());
  const failed = lines.filter((l) => l.msg === 'market data not written to the database: retrying later');
  expect(failed.map((l) => l.retryInSec)).toEqual([30, 60, 120, 240]);
  expect(failed[0]!.err?.reason).toBe('the data folder of the embedded database is missing');
  expect(stats.persistFailures).toBe(4);
  expect(stats.persistRetryAt).toBe(clock() + 240_000);
});

test('with the database failing, the market job of the embedded database keeps polling without its lease and retries the database after 30 s, not every tick', async () => {
  const { clock, lines, bus, market, logger } = setup();
  let ticks = 0;
  await bus.subscribe(TICK_CHANNEL, () => (ticks += 1));
  await removeDataFolder();
  const job = startMarketJob({
    db: database.db,
    logger,
    market,
    intervalMs: 20,
    clock,
    soleInstance: true,
  });
  try {
    await expect.poll(() => ticks, { timeout: 5_000 }).toBeGreaterThan(10);
    const failures = () => lines.filter((l) => l.msg === 'market job: database work failed: retrying later');
    expect(failures()).toHaveLength(1);
    expect(failures()[0]!.retryInSec).toBe(30);
    clock.advance(30_000);
    await expect.poll(() => failures().length).toBe(2);
    expect(failures()[1]!.retryInSec).toBe(60);
  } finally {
    await job.stop();
    await market.settled();
  }
});

test('with a shared database (PostgreSQL) failing, the market job that led when the database last answered keeps polling, and retries the database after 30 s', async () => {
  const { clock, lines, bus, market, logger } = setup();
  let ticks = 0;
  await bus.subscribe(TICK_CHANNEL, () => (ticks += 1));
  // A shared database (soleInstance off): without an answer, only the last leader may go on.
  const job = startMarketJob({ db: database.db, logger, market, intervalMs: 50, clock });
  try {
    await expect.poll(() => ticks, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
    await removeDataFolder();
    const before = ticks;
    await expect.poll(() => ticks, { timeout: 10_000 }).toBeGreaterThan(before + 5);
    const failures = lines.filter((l) => l.msg === 'market job: database work failed: retrying later');
    expect(failures).toHaveLength(1);
    expect(failures[0]!.retryInSec).toBe(30);
  } finally {
    await job.stop();
    await market.settled();
  }
});

test('with a shared database (PostgreSQL) failing, a market job that did not lead when the database last answered does not poll', async () => {
  const { clock, bus, market, logger, lines } = setup();
  let ticks = 0;
  await bus.subscribe(TICK_CHANNEL, () => (ticks += 1));
  await removeDataFolder();
  const job = startMarketJob({ db: database.db, logger, market, intervalMs: 50, clock });
  try {
    // Once its database work has failed, the job waits 30 s before it tries again: it has had its chance to poll.
    await expect
      .poll(() => lines.some((l) => l.msg === 'market job: database work failed: retrying later'), {
        timeout: 10_000,
      })
      .toBe(true);
    expect(ticks).toBe(0);
  } finally {
    await job.stop();
    await market.settled();
  }
});
