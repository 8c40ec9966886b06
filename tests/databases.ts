// The databases a database test runs on: PGlite always, PostgreSQL too when TEST_DATABASE_URL is set.
// Each call opens a fresh, migrated database of its own, so test files share nothing.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../platform/db.server';

export interface DatabaseTarget {
  name: 'pglite' | 'postgres';
  open(): Promise<Database>;
  /** A fresh database with no migration applied yet, for tests of a migration over rows written before it. */
  openEmpty(): Promise<Database>;
}

const postgresUrl = process.env.TEST_DATABASE_URL;

async function openFreshPostgres(baseUrl: string, migrated = true): Promise<Database> {
  const name = `bc_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  if (migrated) await database.migrate();
  return {
    ...database,
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: baseUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

export const databaseTargets: DatabaseTarget[] = [
  {
    name: 'pglite',
    async open() {
      const database = await openDatabase({ memory: true });
      await database.migrate();
      return database;
    },
    openEmpty: () => openDatabase({ memory: true }),
  },
  ...(postgresUrl
    ? [
        {
          name: 'postgres' as const,
          open: () => openFreshPostgres(postgresUrl),
          openEmpty: () => openFreshPostgres(postgresUrl, false),
        },
      ]
    : []),
];

export const testRedisUrl = process.env.TEST_REDIS_URL;
