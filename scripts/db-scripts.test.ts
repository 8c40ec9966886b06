import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, expect, test } from 'vitest';
import { openDatabase } from '../platform/db.server';

const run = promisify(execFile);
const dataDir = mkdtempSync(path.join(tmpdir(), 'bc-db-scripts-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const npm = (script: string) =>
  run('npm', ['run', '--silent', script], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'production' },
    timeout: 60_000,
  });

test('npm run db:migrate creates the schema of an empty embedded database, and db:seed then finds nothing left to load', async () => {
  expect((await npm('db:migrate')).stdout).toContain('migrations applied (pglite)');
  const database = await openDatabase({ dataDir });
  const names: string[] = [];
  for (const table of ['users', 'market_snapshots', 'seed_runs']) {
    const found = (await database.db.execute(
      sql`select to_regclass(${`public.${table}`}) as name`,
    )) as unknown as {
      rows: { name: string | null }[];
    };
    if (found.rows[0]?.name) names.push(table);
  }
  await database.close();
  expect(names).toEqual(expect.arrayContaining(['users', 'market_snapshots', 'seed_runs']));
  expect((await npm('db:seed')).stdout).toMatch(/seeded: |nothing to seed/);
}, 120_000);
