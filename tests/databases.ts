// The databases a test runs on. Storage suites (SQL, migrations, leases, search, concurrent writes: where the
// embedded database and PostgreSQL can differ) run on both: `databaseTargets`, PGlite always and PostgreSQL too when
// TEST_DATABASE_URL is set. Every other suite that needs a database runs once: `oneDatabaseTarget`, PostgreSQL when
// it is set (production's database), PGlite otherwise. Each call opens a fresh, migrated database of its own, so
// test files share nothing: a copy of the migrated database tests/global-setup.ts made for the run.
import { inject } from 'vitest';
import { openDatabase, type Database } from '../platform/db.server';
import { scratchDatabase } from './scratch-postgres';

export interface DatabaseTarget {
  name: 'pglite' | 'postgres';
  open(): Promise<Database>;
  /** A fresh database with no migration applied yet, for tests of a migration over rows written before it. */
  openEmpty(): Promise<Database>;
}

const postgresUrl = process.env.TEST_DATABASE_URL;

async function openFreshPostgres(baseUrl: string, migrated = true): Promise<Database> {
  const scratch = await scratchDatabase(baseUrl, {
    prefix: 'bc_test',
    template: migrated ? inject('postgresTemplate') : null,
  });
  const database = await openDatabase({ url: scratch.url });
  // Migrating a copy of the template finds nothing to do; without one (a run with no global setup) it does all.
  if (migrated) await database.migrate();
  return {
    ...database,
    async close() {
      await database.close();
      await scratch.drop();
    },
  };
}

const pglite: DatabaseTarget = {
  name: 'pglite',
  async open() {
    const database = await openDatabase({ memory: true, image: inject('pgliteImage') });
    await database.migrate();
    return database;
  },
  openEmpty: () => openDatabase({ memory: true }),
};

const postgres: DatabaseTarget | undefined = postgresUrl
  ? {
      name: 'postgres',
      open: () => openFreshPostgres(postgresUrl),
      openEmpty: () => openFreshPostgres(postgresUrl, false),
    }
  : undefined;

/** Both databases, for the storage suites. */
export const databaseTargets: DatabaseTarget[] = postgres ? [pglite, postgres] : [pglite];

/** One database, for every other suite: PostgreSQL when the run has it, the embedded database otherwise. */
export const oneDatabaseTarget: DatabaseTarget[] = [postgres ?? pglite];

export const testRedisUrl = process.env.TEST_REDIS_URL;
