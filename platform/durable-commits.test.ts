import { cp, mkdtemp, rm } from 'node:fs/promises';
import { readlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DurableNodeFS, durableStartParams } from './durable-commits.mjs';

describe('commits on the embedded database reach the disk before they are answered', () => {
  let dir: string;
  let db: PGlite;
  /** The files synced to disk, in order. */
  let synced: string[] = [];

  // One database for the file (a new one takes seconds); each test starts with nothing synced.
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'blockcast-durable-'));
    db = await PGlite.create({
      fs: new DurableNodeFS(dir, { sync: (fd) => synced.push(readlinkSync(`/proc/self/fd/${fd}`)) }),
      startParams: durableStartParams,
    });
    await db.exec('create table t (x int)');
  });
  beforeEach(() => {
    synced = [];
  });
  afterAll(async () => {
    await db.close();
    await rm(dir, { recursive: true, force: true });
  });

  const walSegment = async () =>
    path.join(
      dir,
      'pg_wal',
      (await db.query<{ f: string }>('select pg_walfile_name(pg_current_wal_lsn()) as f')).rows[0]?.f ?? '',
    );

  it('PostgreSQL runs with fsync on', async () => {
    const { rows } = await db.query<{ fsync: string }>("select current_setting('fsync') as fsync");
    expect(rows).toEqual([{ fsync: 'on' }]);
  });

  it('an insert is answered only after the WAL segment it was written to is synced', async () => {
    await db.exec('insert into t values (1)');
    expect(synced).toEqual([await walSegment()]);
  });

  it('a read syncs nothing', async () => {
    await db.exec('insert into t values (2)');
    synced = [];
    expect((await db.query('select * from t')).rows.length).toBeGreaterThan(0);
    expect(synced).toEqual([]);
  });

  it("a checkpoint syncs the table's own file before the WAL that holds its rows can be recycled", async () => {
    await db.exec('insert into t values (3)');
    const table = (await db.query<{ p: string }>("select pg_relation_filepath('t') as p")).rows[0]?.p ?? '';
    synced = [];
    await db.exec('checkpoint');
    expect(synced).toContain(path.join(dir, table));
    expect(synced).toContain(path.join(dir, 'global', 'pg_control'));
    // pg_control, which says where recovery starts, is synced after the table it covers.
    expect(synced.lastIndexOf(path.join(dir, 'global', 'pg_control'))).toBeGreaterThan(
      synced.indexOf(path.join(dir, table)),
    );
  });

  it('a copy of the folder taken while it runs, as a crash leaves it, recovers every committed row', async () => {
    await db.exec('insert into t values (4)');
    const copy = await mkdtemp(path.join(tmpdir(), 'blockcast-durable-copy-'));
    try {
      await cp(dir, copy, { recursive: true });
      const other = await PGlite.create(copy);
      expect((await other.query<{ x: number }>('select x from t order by x')).rows.map((r) => r.x)).toEqual([
        1, 2, 3, 4,
      ]);
      await other.close();
    } finally {
      await rm(copy, { recursive: true, force: true });
    }
  });
});

describe('a disk that refuses a sync', () => {
  it('is told at once, and the write it would have kept is never answered as done', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'blockcast-durable-fail-'));
    const worker = new Worker(new URL('./durable-commits.test-worker.mjs', import.meta.url), {
      workerData: { dataDir: dir },
    });
    const messages: { type: string; message?: string }[] = [];
    worker.on('message', (m: { type: string; message?: string }) => messages.push(m));
    try {
      await expect.poll(() => messages.map((m) => m.type), { timeout: 30_000 }).toContain('ready');
      worker.postMessage('insert into t values (1)');
      await expect
        .poll(() => messages.find((m) => m.type === 'sync-failed')?.message, { timeout: 10_000 })
        .toBe('EIO: i/o error, fsync');
      expect(messages.map((m) => m.type)).not.toContain('answered');
    } finally {
      await worker.terminate();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
