// For durable-commits.test.ts: PGlite on a DurableNodeFS whose disk fails every sync once the test says so. In a
// thread of its own, as in production, because PGlite spins after PostgreSQL's PANIC and only ending the thread
// stops it.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { DurableNodeFS, durableStartParams } from './durable-commits.mjs';

const port = /** @type {import('node:worker_threads').MessagePort} */ (parentPort);
let failing = false;
const db = await PGlite.create({
  fs: new DurableNodeFS(workerData.dataDir, {
    sync: () => {
      if (failing) throw Object.assign(new Error('EIO: i/o error, fsync'), { code: 'EIO' });
    },
    onSyncFailure: (err) => port.postMessage({ type: 'sync-failed', message: err.message }),
  }),
  startParams: durableStartParams,
});
await db.exec('create table t (x int)');
port.on('message', async (/** @type {string} */ sql) => {
  failing = true;
  try {
    await db.exec(sql);
    port.postMessage({ type: 'answered' });
  } catch (err) {
    port.postMessage({ type: 'refused', message: /** @type {Error} */ (err).message });
  }
});
port.postMessage({ type: 'ready' });
