// npm run chaos: faults made on purpose under steady traffic, each measured the same way on every run. Everything
// runs here, on loopback, bounded in time, and is stopped at the end however the run ends: a PostgreSQL cluster of
// its own (initdb/pg_ctl), a redis-server of its own, a fake CoinMarketCap and mail server, one jobs and two web
// instances of the production build (build/main.js: npm run build first) behind HAProxy. The machine's shared
// PostgreSQL and Redis are never touched. Prints a table: the fault, what a user saw, what was lost, time to recover.
//
//   npm run chaos [-- --only=redis,postgres,upstream,web-kill,disk] [--outage-seconds=8] [--upstream-seconds=40]
//
// Ports: CHAOS_PORT (3200) + 1 PostgreSQL, + 2 Redis, + 3 the balancer; the instances take free loopback ports.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { newReader, startCluster, type Cluster } from '../tests/cluster/cluster';
import { startLocalPostgres, type LocalPostgres } from '../tests/local-postgres';
import { startLocalRedis, type LocalRedis } from '../tests/local-redis';
import { FAULTS, type ChaosSite, type FaultName } from './chaos-faults';
import type { FaultRow } from './chaos-report';
import { findHaproxy, renderHaproxyConfig } from './haproxy-config';

const root = path.resolve(import.meta.dirname, '..');
const arg = (name: string, fallback: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const seconds = (name: string, fallback: number, most: number) => {
  const value = Number(arg(name, String(fallback)));
  if (!Number.isFinite(value) || value < 1 || value > most) throw new Error(`--${name} must be 1 to ${most}`);
  return value;
};

const BASE_PORT = Number(process.env.CHAOS_PORT ?? 3200);
const only = arg('only', Object.keys(FAULTS).join(',')).split(',').filter(Boolean) as FaultName[];
for (const name of only) if (!(name in FAULTS)) throw new Error(`--only: no fault "${name}"`);
const settings = {
  outageMs: seconds('outage-seconds', 8, 120) * 1000,
  upstreamMs: seconds('upstream-seconds', 40, 600) * 1000,
};
if (!existsSync(path.join(root, 'build/main.js'))) throw new Error('no build: run npm run build first');

/** HAProxy with deploy/haproxy.cfg in front of the web instances, on loopback. */
async function startBalancer(
  cluster: Cluster,
  port: number,
): Promise<{ url: string; stop(): Promise<void> }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'bc-chaos-haproxy-'));
  const file = path.join(dir, 'haproxy.cfg');
  const servers = cluster.web.map((w, i) => ({ name: `web${i + 1}`, port: Number(new URL(w.url).port) }));
  const template = readFileSync(path.join(root, 'deploy/haproxy.cfg'), 'utf8');
  writeFileSync(file, renderHaproxyConfig(template, [`127.0.0.1:${port}`], servers));
  const child: ChildProcess = spawn(findHaproxy(), ['-db', '-f', file], { stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`HAProxy exited (${child.exitCode})`);
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) throw new Error('HAProxy did not answer within 20 s');
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

const stops: (() => Promise<unknown>)[] = [];
async function stopAll() {
  for (const stop of stops.splice(0).reverse()) await stop().catch((err: unknown) => console.error(err));
}
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => void stopAll().finally(() => process.exit(130)));

async function main() {
  const started = Date.now();
  console.log(`chaos: ${only.join(', ')}; starting PostgreSQL, Redis, 1 jobs + 2 web instances, HAProxy…`);
  const postgres: LocalPostgres = await startLocalPostgres({ port: BASE_PORT + 1 });
  stops.push(() => postgres.close());
  const redis: LocalRedis = await startLocalRedis({ port: BASE_PORT + 2 });
  stops.push(() => redis.close());
  const cluster = await startCluster({
    roles: ['jobs', 'web', 'web'],
    redisDb: 0,
    databaseUrl: postgres.url,
    redisUrl: redis.url,
    env: {
      MARKET_POLL_MS: '2000',
      LOG_LEVEL: 'warn',
      // Every caller comes through the balancer from 127.0.0.1.
      STREAM_MAX_PER_ADDRESS: '1000',
    },
  });
  stops.push(() => cluster.stop());
  const balancer = await startBalancer(cluster, BASE_PORT + 3);
  stops.push(() => balancer.stop());
  const { token } = await newReader(cluster.web[0]!, cluster.web[0]!, 7);
  const site: ChaosSite = { cluster, balancer, redis, postgres, token, settings };

  const rows: FaultRow[] = [];
  for (const name of only) {
    console.log(`\n== ${name}`);
    const made = await FAULTS[name](site);
    for (const row of made) console.log(row);
    rows.push(...made);
  }
  console.log(`\nchaos: ${Math.round((Date.now() - started) / 1000)} s in all`);
  console.table(rows);
}

try {
  await main();
} finally {
  await stopAll();
}
