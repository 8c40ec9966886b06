// Redis stops under load and comes back (a redis-server of this file's own, on loopback port 3291, so the machine's
// shared one is never stopped): a jobs and a web instance keep answering reads and writes without it, and a price
// stream opened before the outage gets ticks again after it, without reconnecting.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startLocalRedis, type LocalRedis } from '../local-redis';
import { newReader, openStream, round2, startCluster, tickedPrice, type Cluster } from './cluster';
import { startTraffic, tally, untilAnswered } from './fault-traffic';

const REDIS_PORT = 3291;
/** The outage lasts until this many calls were answered during it (about 8 s of the traffic). */
const ANSWERS_DURING_OUTAGE = 120;
let redis: LocalRedis;
let cluster: Cluster;

beforeAll(async () => {
  redis = await startLocalRedis({ port: REDIS_PORT });
  cluster = await startCluster({
    roles: ['jobs', 'web'],
    redisDb: 9,
    redisUrl: redis.url,
    env: { MARKET_POLL_MS: '1000' },
  });
}, 400_000);

afterAll(async () => {
  await cluster?.stop();
  await redis?.close();
}, 120_000);

test('with Redis stopped for 8 s under reads and writes, every call is answered 2xx, and a price stream opened before gets ticks again after it returns', async () => {
  const web = cluster.web[0]!;
  const { token } = await newReader(web, web, 31);
  const stream = await openStream(web, '/api/stream/prices?top=5');
  const before = round2(cluster.price('BTC') * 1.02);
  cluster.setPrice('BTC', before);
  await expect.poll(() => tickedPrice(stream, 1), { timeout: 20_000 }).toBe(before);

  const traffic = startTraffic({ targets: [web, cluster.jobs], token });
  try {
    await untilAnswered(traffic, { since: 0, count: 10 });
    await redis.stop();
    const downAt = Date.now();
    await untilAnswered(traffic, { since: downAt, count: ANSWERS_DURING_OUTAGE });
    const outageMs = Date.now() - downAt;
    await redis.start();
    const backAt = Date.now();
    const after = round2(before * 1.05);
    cluster.setPrice('BTC', after);
    await expect.poll(() => tickedPrice(stream, 1), { timeout: 15_000, interval: 50 }).toBe(after);
    const tickedAfterMs = Date.now() - backAt;
    await untilAnswered(traffic, { since: Date.now(), count: 10 });
    await traffic.stop();

    const counts = tally(traffic.answers);
    console.info(
      `redis outage of ${(outageMs / 1000).toFixed(1)} s: ${JSON.stringify(counts)}; ticks again ${tickedAfterMs} ms after it returned`,
    );
    const failed = traffic.answers.filter((a) => a.status < 200 || a.status >= 300);
    expect(failed.map((a) => `${a.kind} ${a.path} ${a.status}`)).toEqual([]);
    expect(traffic.answers.filter((a) => a.kind === 'write').length).toBeGreaterThan(10);
    // No call waited on a dead connection: ioredis's retries would hold one for seconds.
    expect(Math.max(...traffic.answers.map((a) => a.ms))).toBeLessThan(3_000);
    expect(stream.ended).toBe(false);
  } finally {
    await traffic.stop();
    stream.close();
  }
});
