// The embedded database's own thread: PGlite on the data folder (or in memory), served over the PostgreSQL wire
// protocol on a Unix socket, so the main thread talks to it as to any PostgreSQL and its work (or a PGlite stuck
// in WASM) never blocks the event loop. Started and watched by pglite-worker.server.ts.
// Plain JavaScript: Node 20 cannot start a TypeScript worker through tsx, and a compiled build ships it as is.
import process from 'node:process';
import { clearInterval, setInterval } from 'node:timers';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

/** @type {{ dataDir: string | null; socketPath: string; heartbeatMs: number }} */
const { dataDir, socketPath, heartbeatMs } = workerData;
const port = parentPort;
if (!port) throw new Error('pglite-worker.mjs runs as a worker thread');

const db = dataDir ? await PGlite.create(dataDir) : await PGlite.create();
// A few connections, although the main thread's pool holds one: a replacement for a connection dropped after a
// timeout may arrive before the dropped one is detached. PGlite runs one statement at a time either way.
const server = new PGLiteSocketServer({ db, path: socketPath, maxConnections: 4 });
await server.start();

// A sign of life from this thread's event loop: none comes while PGlite runs a statement, so a long gap means
// it is stuck.
const beat = setInterval(() => port.postMessage({ type: 'beat' }), heartbeatMs);
port.postMessage({ type: 'ready' });

port.on('message', async (/** @type {{ type: string }} */ message) => {
  if (message.type !== 'close') return;
  clearInterval(beat);
  await server.stop();
  await db.close();
  process.exit(0);
});
