// Health and error-report use cases.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../platform/db.server';
import type { Logger } from '../../platform/logger.server';
import type { ClientErrorInput, Health } from './schemas';
import { errorReports } from './tables.server';

/** How long /api/health waits for the database: a hung database makes a 503 in this time, not a hung request. */
export const HEALTH_DATABASE_TIMEOUT_MS = 2_000;

export async function getHealth(deps: {
  database: Database;
  version: string;
  startedAt: number;
  clock: () => number;
}): Promise<Health> {
  const check = await deps.database.check(HEALTH_DATABASE_TIMEOUT_MS);
  return {
    status: check.ok ? 'ok' : 'degraded',
    version: deps.version,
    database: deps.database.kind,
    uptime: Math.round((deps.clock() - deps.startedAt) / 1000),
    ...(check.ok ? {} : { reason: check.error }),
  };
}

/** Reports kept: the newest this many, none older than the retention. */
export const ERROR_REPORTS_MAX_ROWS = 5000;
export const ERROR_REPORTS_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;

/** Stores a browser error report and logs it; answers the reference shown to the user. */
export async function recordClientError(
  deps: { database: Database; logger: Logger; clock: () => number },
  input: ClientErrorInput & { userAgent?: string },
): Promise<string> {
  const reference = randomUUID().slice(0, 8);
  await deps.database.db.insert(errorReports).values({
    reference,
    message: input.message,
    stack: input.stack,
    url: input.url,
    userAgent: input.userAgent?.slice(0, 500),
    createdAt: new Date(deps.clock()),
  });
  // Bounded: old reports and those past the row cap go as new ones arrive.
  await deps.database.db.execute(sql`
    delete from error_reports
    where created_at < ${new Date(deps.clock() - ERROR_REPORTS_RETENTION_MS).toISOString()}
       or id in (select id from error_reports order by created_at desc offset ${ERROR_REPORTS_MAX_ROWS})`);
  deps.logger.warn({ reference, message: input.message, url: input.url }, 'browser error reported');
  return reference;
}

export interface DatabaseStatus {
  kind: 'pglite' | 'postgres';
  connected: boolean;
  latencyMs: number | null;
  serverVersion: string | null;
  migrationsApplied: number | null;
  tables: number | null;
  checkedAt: string;
}

/** Live facts about the database connection, for the /database-test page. */
export async function getDatabaseStatus(database: Database, clock: () => number): Promise<DatabaseStatus> {
  const started = performance.now();
  const base = { kind: database.kind, checkedAt: new Date(clock()).toISOString() };
  try {
    const [version] = await queryRows<{ v: string }>(
      database.db,
      sql`select current_setting('server_version') as v`,
    );
    const latencyMs = Math.round((performance.now() - started) * 100) / 100;
    const [migrations] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    const [tables] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from information_schema.tables where table_schema = 'public'`,
    );
    return {
      ...base,
      connected: true,
      latencyMs,
      serverVersion: version?.v ?? null,
      migrationsApplied: migrations?.n ?? null,
      tables: tables?.n ?? null,
    };
  } catch {
    return {
      ...base,
      connected: false,
      latencyMs: null,
      serverVersion: null,
      migrationsApplied: null,
      tables: null,
    };
  }
}
