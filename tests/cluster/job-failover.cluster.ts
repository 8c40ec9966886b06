// Scheduled jobs in a scaled deployment: with two ROLE=all instances on one PostgreSQL database, one polls the
// market at a time (the holder of its lease), and when that one is killed the other takes the job over.
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { RunningServer } from '../e2e/server';
import { call, CLUSTER_ADMIN, signIn, startCluster, type Cluster } from './cluster';

const POLL_MS = 2_000;
let cluster: Cluster;
let admin: string;

beforeAll(async () => {
  cluster = await startCluster({
    roles: ['all', 'all'],
    redisDb: 8,
    env: { MARKET_POLL_MS: String(POLL_MS) },
  });
  admin = await signIn(cluster.instances[1]!, CLUSTER_ADMIN.email, CLUSTER_ADMIN.password, 92);
}, 400_000);

afterAll(async () => {
  await cluster?.stop();
}, 120_000);

interface MarketJob {
  name: string;
  leader: { holder: string; active: boolean } | null;
  runs: number;
  /** The answering instance's own calls to the upstream. */
  market: { upstreamCalls: number };
}

async function marketJob(server: RunningServer): Promise<MarketJob> {
  const { body } = await call<{ data: MarketJob[] }>(server, 'GET', '/api/admin/jobs', { token: admin });
  const job = body.data.find((j) => j.name === 'market-poll');
  if (!job) throw new Error('no market job');
  return job;
}

const upstreamCalls = async (server: RunningServer) => (await marketJob(server)).market.upstreamCalls;

test('one instance at a time polls the market, and killing the one that holds the lease (SIGKILL) hands the job to the other within one poll interval', async () => {
  const [first, second] = cluster.instances as [RunningServer, RunningServer];
  // Over three polls, the calls of exactly one instance grow: it holds the lease.
  const before = await Promise.all([upstreamCalls(first), upstreamCalls(second)]);
  const runs = (await marketJob(first)).runs;
  await expect
    .poll(async () => (await marketJob(first)).runs, { timeout: POLL_MS * 6 })
    .toBeGreaterThanOrEqual(runs + 3);
  const after = await Promise.all([upstreamCalls(first), upstreamCalls(second)]);
  const grew = after.map((n, i) => n > before[i]!);
  expect(grew.filter(Boolean)).toHaveLength(1);
  const [holder, other] = grew[0] ? [first, second] : [second, first];
  const lease = (await marketJob(other)).leader;
  expect(lease).toMatchObject({ active: true });

  // The holder is killed outright (SIGKILL: it gives nothing back); its lease lapses and the other takes it.
  holder.process.kill('SIGKILL');
  const stoppedAt = Date.now();
  const calls = await upstreamCalls(other);
  await expect
    .poll(() => upstreamCalls(other), { timeout: POLL_MS * 3, interval: 100 })
    .toBeGreaterThan(calls);
  const tookOverMs = Date.now() - stoppedAt;
  console.info(`job failover: the other instance polled ${tookOverMs} ms after the holder was killed`);
  // One poll interval, and a second of grace for a machine busy with other tests.
  expect(tookOverMs).toBeLessThanOrEqual(POLL_MS + 1_000);
  const now = (await marketJob(other)).leader;
  expect(now).toMatchObject({ active: true });
  expect(now!.holder).not.toBe(lease!.holder);
});
