// The embedded database fails under a running process (its data folder removed): the process keeps answering.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { DatabaseUnavailableError } from '../../lib/errors';
import { openDatabase, unavailableCause, type Database } from '../../platform/db.server';
import { createApp } from '../../server/app';
import { createTestServices } from '../../tests/services';

let folder: string;
let database: Database;
let services: ReturnType<typeof createTestServices>;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'bc-db-failure-'));
  database = await openDatabase({ dataDir: folder });
  await database.migrate();
  services = createTestServices(database);
  app = createApp(services);
});
afterAll(async () => {
  await services.market.settled();
  await database.close();
  await rm(folder, { recursive: true, force: true });
});

/** The longest lateness of a 10 ms timer while `run` runs: how long the event loop was kept from answering. */
async function longestStallMs(run: () => Promise<void>): Promise<number> {
  let longest = 0;
  let last = performance.now();
  const timer = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last - 10);
    last = now;
  }, 10);
  try {
    await run();
  } finally {
    clearInterval(timer);
  }
  return longest;
}

const timed = async (request: Promise<Response> | Response) => {
  const started = performance.now();
  const res = await request;
  return { res, ms: performance.now() - started };
};

test('with its data folder removed, health says 503 and why within seconds, market data is served from memory, a write is refused 503 with Retry-After, and the event loop never stalls', async () => {
  expect((await app.request('/api/health')).status).toBe(200);
  const warm = await app.request('/api/market-cache?limit=5');
  expect(warm.status).toBe(200);
  await services.market.settled();

  const stall = await longestStallMs(async () => {
    await rm(folder, { recursive: true, force: true });
    // Writes that make PGlite fail (and, left alone, spin in WASM): the market's database copy, a stored report.
    services.clock.advance(60_000);
    await services.market.refresh();
    const report = await app.request('/api/client-errors', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ message: 'boom' }),
    });
    expect([201, 503]).toContain(report.status);

    const removedAt = performance.now();
    let health = await timed(app.request('/api/health'));
    while (health.res.status === 200 && performance.now() - removedAt < 5_000) {
      await new Promise((r) => setTimeout(r, 100));
      health = await timed(app.request('/api/health'));
    }
    expect(health.res.status).toBe(503);
    expect(health.ms).toBeLessThan(2_500);
    expect(await health.res.json()).toEqual({
      status: 'degraded',
      version: '0.0.0-test',
      database: 'pglite',
      uptime: expect.any(Number),
      reason: 'the data folder of the embedded database is missing',
    });

    const market = await timed(app.request('/api/market-cache?limit=5'));
    expect(market.res.status).toBe(200);
    expect(((await market.res.json()) as { data: unknown[] }).data).toHaveLength(5);
    // Memory answers in milliseconds; a database wait would take seconds. The margin is for a loaded CI machine.
    expect(market.ms).toBeLessThan(1_000);

    const query = await database.db.execute(sql`select 1`).then(
      () => undefined,
      (err: unknown) => err,
    );
    expect(unavailableCause(query)).toBeInstanceOf(DatabaseUnavailableError);

    const refused = await app.request('/api/client-errors', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ message: 'boom again' }),
    });
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('5');
    expect(await refused.json()).toEqual({
      success: false,
      error: 'The database is unavailable. Please try again later.',
    });
  });
  // A failing PGlite spinning in WASM on this thread stalls it for seconds or for ever; in its worker, the loop only
  // sees the machine's own noise (under 50 ms when quiet, a few hundred on a loaded 2-core CI machine).
  expect(stall).toBeLessThan(1_000);
});
