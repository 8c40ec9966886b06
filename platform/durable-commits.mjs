// Commits on the embedded database that survive a failing disk or a power cut. PGlite starts PostgreSQL with fsync
// off (`-F`), and the Node file system it runs on (Emscripten's NODEFS) has no fsync of its own: a commit is written
// to the data folder's files but left in the operating system's cache, so a disk that fails a second later loses
// writes the site already answered 201 for, and a checkpoint whose files were lost can leave no WAL to recover from.
// Here NODEFS gets the fsync it lacks, and PostgreSQL is started with fsync on, syncing the WAL with fsync() (its
// default, fdatasync(), does nothing under Emscripten): every commit is on disk before it is answered, and every
// checkpoint's files before the WAL they replace is recycled, as on any PostgreSQL.
// Plain JavaScript: it runs in pglite-worker.mjs's thread.
import { fsyncSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

/** PGlite's start parameters with fsync on, and the WAL synced by fsync(). */
export const durableStartParams = [
  ...PGlite.defaultStartParams.filter((param) => param !== '-F'),
  '-c',
  'wal_sync_method=fsync',
];

/** PGlite's NodeFS, whose files can be synced to disk. */
export class DurableNodeFS extends NodeFS {
  /**
   * @param {string} dataDir
   * @param {{ sync?: (fd: number) => void; onSyncFailure?: (err: Error) => void }} [options] `sync` flushes an
   *   open file to disk (fsync; a test records the calls); `onSyncFailure` is told when it fails. PostgreSQL then
   *   stops (PANIC) rather than answer a write it cannot keep, and PGlite does not come back from that: the
   *   caller ends it.
   */
  constructor(dataDir, { sync = fsyncSync, onSyncFailure } = {}) {
    super(dataDir);
    this.sync = sync;
    this.onSyncFailure = onSyncFailure;
  }

  /** @type {NodeFS['init']} */
  async init(pg, opts) {
    const { emscriptenOpts } = await super.init(pg, opts);
    const { sync, onSyncFailure } = this;
    /** @param {number} fd */
    const syncOrTell = (fd) => {
      try {
        sync(fd);
      } catch (err) {
        onSyncFailure?.(/** @type {Error} */ (err));
        throw err;
      }
    };
    /** @param {any} mod the Emscripten module, before PostgreSQL starts */
    const addFsync = (mod) => {
      const nodefs = mod.NODEFS;
      // A failure (EIO, EROFS) reaches PostgreSQL as its errno.
      nodefs.stream_ops.fsync = (/** @type {{ nfd?: number }} */ stream) =>
        stream.nfd === undefined
          ? 0
          : nodefs.tryFSOperation(() => syncOrTell(/** @type {number} */ (stream.nfd)));
    };
    return { emscriptenOpts: { ...emscriptenOpts, preRun: [...(emscriptenOpts.preRun ?? []), addFsync] } };
  }
}
