// Opens the database: PGlite in a folder (or in memory) by default, PostgreSQL when a URL is given. Either way the
// process talks to it through a pg pool: PGlite runs in a worker thread behind a Unix socket (pglite-worker),
// so its work and its failures stay off the event loop.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/node-postgres';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from '../db/schema';
import type { Result } from '../lib/result';
import { guardPool, unavailableCause } from './db-guard.server';
import { startEmbeddedDatabase } from './pglite-worker.server';

export { unavailableCause };

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  kind: DatabaseKind;
  /** Applies every pending migration from db/migrations. */
  migrate(): Promise<void>;
  /** Whether a trivial query succeeds within `timeoutMs`, and why not; never waits longer. */
  check(timeoutMs?: number): Promise<Result<{ latencyMs: number }>>;
  /** Whether every migration in db/migrations has been applied to this database (readiness). */
  migrationsApplied(): Promise<boolean>;
  /**
   * The connection pool's figures (pg.Pool's totalCount, idleCount, waitingCount, and its size). The embedded
   * database is reached through a pool too: one connection to the worker's socket, so these say whether queries
   * queue for PGlite's single session; PGlite itself exposes no pool.
   */
  pool(): { total: number; idle: number; waiting: number; max: number };
  /** The embedded database only: writes it whole to a file that `image` can start a new one from. */
  saveImage?(file: string): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseOptions =
  { url: string } | (({ dataDir: string } | { memory: true; image?: string }) & EmbeddedTuning);

export interface EmbeddedTuning {
  /** Told once when the embedded database fails for good (for the log). */
  onFailure?: (reason: string) => void;
  /** A statement that takes longer fails with DatabaseUnavailableError. */
  queryTimeoutMs?: number;
  /** See STUCK_AFTER_MS. */
  stuckAfterMs?: number;
}

/** A statement of the embedded database, or a wait for its one connection, fails after this long. */
export const EMBEDDED_QUERY_TIMEOUT_MS = 30_000;
export const CHECK_TIMEOUT_MS = 2_000;
/** A connection to PostgreSQL that is not made within this long fails with DatabaseUnavailableError. */
export const POSTGRES_CONNECT_TIMEOUT_MS = 5_000;

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'db', 'migrations');

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if ('url' in options) {
    // A server that does not answer (stopped mid-restart, unreachable) fails a query's connection in seconds:
    // the caller gets a 503, not a hang; the pool opens new connections when it is back.
    const pool = new pg.Pool({
      connectionString: options.url,
      max: 10,
      connectionTimeoutMillis: POSTGRES_CONNECT_TIMEOUT_MS,
    });
    return fromPool(pool, 'postgres', { failure: () => null, close: () => pool.end() });
  }
  const tuning: EmbeddedTuning = options;
  let dataDir: string | undefined;
  if ('dataDir' in options) {
    mkdirSync(options.dataDir, { recursive: true });
    dataDir = path.resolve(options.dataDir, 'pglite');
  }
  const embedded = await startEmbeddedDatabase({
    dataDir,
    image: 'image' in options ? options.image : undefined,
    onFailure: tuning.onFailure,
    stuckAfterMs: tuning.stuckAfterMs,
  });
  const timeoutMs = tuning.queryTimeoutMs ?? EMBEDDED_QUERY_TIMEOUT_MS;
  const pool = new pg.Pool({
    ...embedded.connection,
    user: 'postgres',
    database: 'postgres',
    // PGlite runs one session: one connection, kept open, and transactions stay on it.
    max: 1,
    idleTimeoutMillis: 0,
    allowExitOnIdle: true,
    query_timeout: timeoutMs,
    connectionTimeoutMillis: timeoutMs,
    // PGlite keeps one session whatever the connection, and pg-pool replaces a connection after any failed query:
    // the new one must find the session clean, as a pooler's reset query leaves it (no open transaction, no
    // prepared statement, or the named news search is refused as existing). Awaited before it is handed out.
    onConnect: (client) => client.query('ROLLBACK; DEALLOCATE ALL'),
  });
  const database = fromPool(pool, 'pglite', {
    failure: embedded.failure,
    queryTimeoutMs: timeoutMs,
    async close() {
      await pool.end();
      await embedded.stop();
    },
  });
  return { ...database, saveImage: embedded.saveImage };
}

function fromPool(
  pool: pg.Pool,
  kind: DatabaseKind,
  options: { failure: () => string | null; close: () => Promise<void>; queryTimeoutMs?: number },
): Database {
  const { failure, close } = options;
  // An idle connection dropped by the server (restart, failover, a stopped worker) must not crash the process;
  // the pool replaces it on the next query.
  pool.on('error', () => undefined);
  guardPool(pool, failure, options.queryTimeoutMs);
  const db = drizzle(pool, { schema });
  const max = pool.options.max ?? 10;
  return {
    db: db as unknown as Db,
    kind,
    migrate: () => migrate(db, { migrationsFolder }),
    migrationsApplied: () => migrationsApplied(db as unknown as Db),
    check: createCheck(db as unknown as Db, failure),
    pool: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max }),
    close,
  };
}

/**
 * The migrator applies every file newer than the newest it recorded: all are applied when that record is as new
 * as the last file of db/migrations.
 */
let newestMigration: number | undefined;

async function migrationsApplied(db: Db): Promise<boolean> {
  newestMigration ??= Math.max(0, ...readMigrationFiles({ migrationsFolder }).map((m) => m.folderMillis));
  const newest = newestMigration;
  const [row] = await queryRows<{ applied: string | number | null }>(
    db,
    sql`select max(created_at) as applied from drizzle.__drizzle_migrations`,
  );
  return Number(row?.applied ?? 0) >= newest;
}

/**
 * A check shares the one probe query in flight, so a hung database collects one waiting query, not one per
 * health request.
 */
function createCheck(db: Db, failure: () => string | null) {
  let probe: Promise<number> | undefined;
  return async (timeoutMs = CHECK_TIMEOUT_MS): Promise<Result<{ latencyMs: number }>> => {
    const known = failure();
    if (known) return { ok: false, error: known };
    probe ??= (async () => {
      const started = performance.now();
      await db.execute(sql`select 1`);
      return Math.round((performance.now() - started) * 100) / 100;
    })().finally(() => {
      probe = undefined;
    });
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), timeoutMs);
    });
    try {
      const latencyMs = await Promise.race([probe, late]);
      if (latencyMs === null) {
        return { ok: false, error: `database did not answer within ${timeoutMs / 1000} s` };
      }
      return { ok: true, data: { latencyMs } };
    } catch (err) {
      return { ok: false, error: failure() ?? describeFailure(err) };
    } finally {
      clearTimeout(timer);
    }
  };
}

/** A line for /api/health: the reason the guard found, or the error's code; never its text (it may hold data). */
function describeFailure(err: unknown): string {
  const unavailable = unavailableCause(err);
  if (unavailable) return unavailable.reason;
  const code = (err as { cause?: { code?: unknown } }).cause?.code;
  return typeof code === 'string' ? `database query failed (${code})` : 'database query failed';
}

/** Runs raw SQL and answers its rows. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
