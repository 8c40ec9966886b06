// The embedded database's own thread: PGlite on the data folder (or in memory), served over the PostgreSQL wire
// protocol on a Unix socket, so the main thread talks to it as to any PostgreSQL and its work (or a PGlite stuck
// in WASM) never blocks the event loop. Started and watched by pglite-worker.server.ts.
// Plain JavaScript: Node 20 cannot start a TypeScript worker through tsx, and a compiled build ships it as is.
import { Blob, Buffer } from 'node:buffer';
import { readFile, writeFile } from 'node:fs/promises';
import process from 'node:process';
import { clearInterval, setInterval } from 'node:timers';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { DurableNodeFS, durableStartParams } from './durable-commits.mjs';

/** @type {{ dataDir: string | null; socketPath: string; heartbeatMs: number; initOnly?: boolean; image?: string }} */
const { dataDir, socketPath, heartbeatMs, initOnly, image } = workerData;
const port = parentPort;
if (!port) throw new Error('pglite-worker.mjs runs as a worker thread');

// PostgreSQL's default 128 MB of shared buffers live in PGlite's WASM memory, which never shrinks: 32 MB keeps
// the process about 100 MB smaller, and the operating system's file cache still holds the data folder.
// pg_trgm: the news search's 'Did you mean' (migration 0014), as PostgreSQL has it.
// An image (a data folder saved by saveImage) skips initdb, the costliest part of a new database.
// On a data folder, every commit is on disk before it is answered (durable-commits.mjs); a disk that refuses it
// fails the database at once, told to the main thread, which ends this thread (PGlite does not come back from it).
const options = {
  startParams: [...(dataDir ? durableStartParams : PGlite.defaultStartParams), '-c', 'shared_buffers=32MB'],
  extensions: { pg_trgm },
  ...(image ? { loadDataDir: new Blob([await readFile(image)]) } : {}),
  ...(dataDir
    ? {
        fs: new DurableNodeFS(dataDir, {
          onSyncFailure: (err) =>
            port.postMessage({
              type: 'failed',
              reason: `the data folder refused a write to disk (${err.message})`,
            }),
        }),
      }
    : {}),
};
const db = await PGlite.create(options);
if (initOnly) {
  // A new data folder only: creating it (initdb) takes several hundred MB that a thread gives back when it ends.
  await db.close();
  port.postMessage({ type: 'ready' });
  process.exit(0);
}
// A few connections, although the main thread's pool holds one: a replacement for a connection dropped after a
// timeout may arrive before the dropped one is detached. PGlite runs one statement at a time either way.
const server = new PGLiteSocketServer({ db, path: socketPath, maxConnections: 4 });
await server.start();

// A sign of life from this thread's event loop: none comes while PGlite runs a statement, so a long gap means
// it is stuck.
const beat = setInterval(() => port.postMessage({ type: 'beat' }), heartbeatMs);
port.postMessage({ type: 'ready' });

port.on('message', async (/** @type {{ type: string; file?: string }} */ message) => {
  if (message.type === 'save-image' && message.file) {
    const folder = await db.dumpDataDir('none');
    await writeFile(message.file, Buffer.from(await folder.arrayBuffer()));
    port.postMessage({ type: 'image-saved' });
    return;
  }
  if (message.type !== 'close') return;
  clearInterval(beat);
  await server.stop();
  await db.close();
  process.exit(0);
});
