// The embedded database in its worker thread: transactions over the socket, and a PGlite that hangs.
import { sql } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { DatabaseUnavailableError } from '../lib/errors';
import { openDatabase, queryRows, unavailableCause } from './db.server';

test('a transaction on the embedded database commits, and leaves nothing when its callback throws', async () => {
  const database = await openDatabase({ memory: true });
  try {
    await database.db.execute(sql`create table notes (body text)`);
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into notes values ('dropped')`);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into notes values ('kept')`);
    });
    expect(await queryRows(database.db, sql`select body from notes`)).toEqual([{ body: 'kept' }]);
  } finally {
    await database.close();
  }
});

test('a statement that hangs PGlite fails with DatabaseUnavailableError after the timeout; the stuck worker is stopped and the check says why', async () => {
  const failures: string[] = [];
  const database = await openDatabase({
    memory: true,
    queryTimeoutMs: 1_000,
    stuckAfterMs: 2_500,
    onFailure: (reason) => failures.push(reason),
  });
  try {
    const started = performance.now();
    // pg_sleep runs inside WASM: the worker's event loop is blocked as by a PGlite spinning on a lost file.
    const hung = database.db.execute(sql`select pg_sleep(30)`).catch((err: unknown) => err);
    expect(await database.check(500)).toEqual({ ok: false, error: 'database did not answer within 0.5 s' });
    const error = await hung;
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(unavailableCause(error)?.reason).toBe('database did not answer within 1 s');

    await expect.poll(() => failures, { timeout: 5_000 }).toHaveLength(1);
    expect(failures[0]).toMatch(/^the embedded database did not answer for \d+ s and was stopped$/);
    expect(await database.check()).toEqual({ ok: false, error: failures[0] });
    const next = await database.db.execute(sql`select 1`).catch((err: unknown) => err);
    expect(unavailableCause(next)).toBeInstanceOf(DatabaseUnavailableError);
  } finally {
    await database.close();
  }
});
