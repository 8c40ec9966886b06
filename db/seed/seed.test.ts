import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../platform/db.server';
import { databaseTargets } from '../../tests/databases';
import { runSeeds, type SeedSet } from './index.server';

describe.each(databaseTargets)('seed data on $name', (target) => {
  let database: Database;
  beforeAll(async () => {
    database = await target.open();
    await database.db.execute(sql`create table seed_probe (n int)`);
  });
  afterAll(async () => {
    await database.close();
  });

  const probe: SeedSet = {
    name: 'probe',
    run: async (db) => {
      await db.execute(sql`insert into seed_probe values (1)`);
    },
  };

  test('a seed set loads once, however many times the server starts', async () => {
    expect(await runSeeds(database.db, [probe])).toEqual(['probe']);
    expect(await runSeeds(database.db, [probe])).toEqual([]);
    await Promise.all([runSeeds(database.db, [probe]), runSeeds(database.db, [probe])]);
    const rows = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from seed_probe`);
    expect(rows[0]?.n).toBe(1);
  });

  test('a failing seed set is rolled back and tried again on the next start', async () => {
    const failing: SeedSet = {
      name: 'failing',
      run: async (db) => {
        await db.execute(sql`insert into seed_probe values (2)`);
        throw new Error('bad data');
      },
    };
    await expect(runSeeds(database.db, [failing])).rejects.toThrow('bad data');
    const rows = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from seed_probe where n = 2`,
    );
    expect(rows[0]?.n).toBe(0);
    const ok: SeedSet = { name: 'failing', run: async () => {} };
    expect(await runSeeds(database.db, [ok])).toEqual(['failing']);
  });

  test('migrations are applied: the tables exist', async () => {
    const rows = await queryRows<{ t: string }>(
      database.db,
      sql`select table_name as t from information_schema.tables where table_schema = 'public' order by 1`,
    );
    expect(rows.map((r) => r.t)).toEqual(expect.arrayContaining(['error_reports', 'seed_runs']));
  });
});
