// PostgreSQL restarts under write load (a cluster of this file's own, made with Debian's initdb and run with pg_ctl
// on loopback port 3292: the machine's shared server is never stopped). Every write answered 2xx is there after;
// a write during the outage is answered 503 with Retry-After and the API's error shape, not a hang; the pool
// recovers by itself; and the market job, which led when the database last answered, keeps the prices live.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { DATABASE_RETRY_AFTER_SEC, DatabaseUnavailableError } from '../../lib/errors';
import { startLocalPostgres, type LocalPostgres } from '../local-postgres';
import { newReader, openStream, round2, startCluster, tickedPrice, type Cluster } from './cluster';
import { lostWrites, startTraffic, tally, untilAnswered } from './fault-traffic';

const POSTGRES_PORT = 3292;
/** The outage lasts until this many writes were refused during it (about 6 s of the traffic). */
const WRITES_REFUSED_DURING_OUTAGE = 40;
let postgres: LocalPostgres;
let cluster: Cluster;

beforeAll(async () => {
  // Throws with the install hint when initdb or pg_ctl is missing: this test is never skipped.
  postgres = await startLocalPostgres({ port: POSTGRES_PORT });
  cluster = await startCluster({
    roles: ['jobs', 'web'],
    redisDb: 10,
    databaseUrl: postgres.url,
    env: { MARKET_POLL_MS: '1000' },
  });
}, 400_000);

afterAll(async () => {
  await cluster?.stop().catch(() => undefined);
  await postgres?.close();
}, 120_000);

test('PostgreSQL restarted under writes: nothing answered 2xx is lost, writes meanwhile get 503 with Retry-After, the pool recovers by itself and prices stay live', async () => {
  const web = cluster.web[0]!;
  const { token } = await newReader(web, web, 41);
  const stream = await openStream(web, '/api/stream/prices?top=5');
  const traffic = startTraffic({ targets: [web, cluster.jobs], token, writesPerSec: 8 });
  try {
    await untilAnswered(traffic, { since: 0, count: 10, kind: 'write', status: 201 });
    await postgres.stop('fast');
    const downAt = Date.now();
    // The market job goes on while the database is away: a new price reaches the stream.
    const during = round2(cluster.price('BTC') * 1.04);
    cluster.setPrice('BTC', during);
    await expect.poll(() => tickedPrice(stream, 1), { timeout: 20_000 }).toBe(during);
    await untilAnswered(traffic, {
      since: downAt,
      count: WRITES_REFUSED_DURING_OUTAGE,
      kind: 'write',
      status: 503,
    });
    const outageMs = Date.now() - downAt;
    await postgres.start();
    const upAt = Date.now();
    await expect
      .poll(() => traffic.answers.some((a) => a.kind === 'write' && a.at >= upAt && a.status === 201), {
        timeout: 20_000,
        interval: 100,
      })
      .toBe(true);
    const recoveredMs =
      Math.min(...traffic.answers.filter((a) => a.at >= upAt && a.status === 201).map((a) => a.at)) - upAt;
    await untilAnswered(traffic, { since: Date.now(), count: 10 });
    await traffic.stop();

    const writes = traffic.answers.filter((a) => a.kind === 'write');
    console.info(
      `postgres restart (${(outageMs / 1000).toFixed(1)} s down): ${JSON.stringify(tally(traffic.answers))}; ` +
        `writes answered 201 again ${recoveredMs} ms after it was back; slowest answer ${Math.round(Math.max(...writes.map((a) => a.ms)))} ms`,
    );
    expect(await lostWrites(web, token, traffic.answers)).toEqual([]);
    const refused = writes.filter((a) => a.status !== 201);
    expect(refused.length).toBeGreaterThan(0);
    for (const answer of refused) {
      expect(answer.status).toBe(503);
      expect(answer.retryAfter).toBe(String(DATABASE_RETRY_AFTER_SEC));
      expect(answer.body).toEqual({ success: false, error: new DatabaseUnavailableError('').message });
    }
    // Answered, not held: a refused connection fails at once, one that hangs after POSTGRES_CONNECT_TIMEOUT_MS.
    expect(Math.max(...writes.map((a) => a.ms))).toBeLessThan(7_000);
    expect(traffic.answers.filter((a) => a.status === 0 || a.status === 500)).toEqual([]);
    expect(cluster.instances.every((i) => i.process.exitCode === null)).toBe(true);
  } finally {
    await traffic.stop();
    stream.close();
  }
});
