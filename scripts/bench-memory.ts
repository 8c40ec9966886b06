// Memory of the one server process (RSS), settled a minute after start: on a new data folder (PGlite creates it),
// on that folder again, and on PostgreSQL when BENCH_DATABASE_URL names a server (a database is created for it and
// dropped after), there also after a burst of 3,000 page requests.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { startServer } from '../tests/e2e/server';

const SETTLE_MS = 60_000;

function rssMb(pid: number | undefined): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

async function settled(env: Record<string, string>, burst = false) {
  const server = await startServer({ LOG_LEVEL: 'warn', ...env });
  try {
    await new Promise((r) => setTimeout(r, SETTLE_MS));
    const idle = rssMb(server.process.pid);
    if (!burst) return { idle };
    await autocannon({ url: `${server.url}/markets`, connections: 20, amount: 3000 });
    return { idle, afterBurst: rssMb(server.process.pid) };
  } finally {
    await server.stop();
  }
}

export async function benchMemory(databaseUrl: string | undefined) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'blockcast-bench-memory-'));
  try {
    const rows: Record<string, { idle: number; afterBurst?: number }> = {};
    rows['embedded, new data folder'] = await settled({ DATA_DIR: dataDir });
    rows['embedded, existing folder'] = await settled({ DATA_DIR: dataDir }, true);
    if (databaseUrl) {
      const name = `bc_bench_${process.pid}`;
      const admin = new pg.Client({ connectionString: databaseUrl });
      await admin.connect();
      await admin.query(`create database ${name}`);
      try {
        const url = new URL(databaseUrl);
        url.pathname = `/${name}`;
        rows.PostgreSQL = await settled({ DATABASE_URL: url.toString() }, true);
      } finally {
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      }
    }
    return rows;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
