// Starts the embedded database (PGlite) in a worker thread and watches it: the main thread connects to it through
// a Unix socket like to any PostgreSQL. A worker that dies, a PGlite stuck for a minute or a data folder that
// disappears becomes a lasting failure with a reason; a stuck worker is stopped, so it no longer burns a core.
import { access, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';

/** How often the worker shows it is alive, and how often the main thread looks. */
export const HEARTBEAT_MS = 1_000;
/** No sign of life for this long: PGlite is stuck in one statement (no statement of ours takes this long). */
export const STUCK_AFTER_MS = 60_000;
/** How long a clean stop may take before the worker is terminated. */
const STOP_TIMEOUT_MS = 10_000;
/** pg connects to `<host>/.s.PGSQL.<port>`: the port only names the socket file. */
const SOCKET_PORT = 5432;

export interface EmbeddedDatabase {
  /** What pg connects to: the folder of the socket as host, and the port that names it. */
  connection: { host: string; port: number };
  /** Why the database cannot answer for good (worker gone, data folder gone, stuck), or null. */
  failure(): string | null;
  /** Writes the whole database to `file`, for startEmbeddedDatabase's `image` (a tar of the data folder). */
  saveImage(file: string): Promise<void>;
  /** Closes PGlite and ends the worker; terminates it if it does not end in time. */
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  /** PGlite's folder; in memory when absent. */
  dataDir?: string;
  /** A file written by saveImage: the database starts as a copy of it instead of empty. */
  image?: string;
  /** Told once, when the database fails for good. */
  onFailure?: (reason: string) => void;
  stuckAfterMs?: number;
}

const WORKER_URL = new URL('./pglite-worker.mjs', import.meta.url);
/** What the worker tells: it is alive, it is ready, an image is saved, or the disk refused a write (for good). */
type WorkerMessage = { type: 'beat' | 'ready' | 'image-saved' } | { type: 'failed'; reason: string };
/**
 * Whether files can no longer be made in `dir` because its file system turned read-only (EROFS). Tried by writing:
 * ext4 after a disk error refuses writes while the mount still says read-write, so access() cannot tell.
 */
async function onReadOnlyFileSystem(dir: string): Promise<boolean> {
  const probe = path.join(dir, '.write-probe');
  try {
    await writeFile(probe, '');
    await rm(probe, { force: true });
    return false;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EROFS';
  }
}
const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/**
 * Creates a new data folder in a thread of its own, which ends once it is made: PGlite's initdb grows its memory
 * to 700-800 MB, and only the end of the thread gives it back (WASM memory never shrinks).
 */
async function createDataFolder(dataDir: string) {
  const worker = new Worker(WORKER_URL, {
    workerData: { dataDir, socketPath: '', heartbeatMs: HEARTBEAT_MS, initOnly: true },
  });
  await new Promise<void>((resolve, reject) => {
    worker.once('error', (err) =>
      reject(new Error(`the embedded database could not be created: ${err.message}`)),
    );
    worker.once('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`the embedded database could not be created (exit code ${code})`)),
    );
  });
}

export async function startEmbeddedDatabase(options: EmbeddedOptions): Promise<EmbeddedDatabase> {
  if (options.dataDir && !(await exists(path.join(options.dataDir, 'PG_VERSION'))))
    await createDataFolder(options.dataDir);
  // A private folder (mode 0700) for the socket: no other local user can reach the database.
  const socketDir = await mkdtemp(path.join(tmpdir(), 'blockcast-db-'));
  const worker = new Worker(WORKER_URL, {
    workerData: {
      dataDir: options.dataDir ?? null,
      socketPath: path.join(socketDir, `.s.PGSQL.${SOCKET_PORT}`),
      heartbeatMs: HEARTBEAT_MS,
      image: options.image,
    },
  });
  // The worker must not keep a process alive that has nothing else to do (a script that forgot close()).
  worker.unref();
  let lastSign = performance.now();
  let failure: string | null = null;
  let stopping = false;
  let exited = false;
  const exit = new Promise<void>((resolve) => worker.once('exit', () => resolve()));

  await new Promise<void>((resolve, reject) => {
    const onError = (err: Error) => reject(new Error(`the embedded database did not open: ${err.message}`));
    worker.once('error', onError);
    worker.once('exit', (code) =>
      reject(new Error(`the embedded database did not open (exit code ${code})`)),
    );
    worker.on('message', (message: WorkerMessage) => {
      lastSign = performance.now();
      if (message.type === 'ready') {
        worker.off('error', onError);
        resolve();
      } else if (message.type === 'failed') {
        reject(new Error(`the embedded database did not open: ${message.reason}`));
      }
    });
  }).catch(async (err: unknown) => {
    await worker.terminate();
    await rm(socketDir, { recursive: true, force: true });
    throw err;
  });

  const stuckAfterMs = options.stuckAfterMs ?? STUCK_AFTER_MS;
  const versionFile = options.dataDir ? path.join(options.dataDir, 'PG_VERSION') : undefined;
  const folderGone = async () => (versionFile ? !(await exists(versionFile)) : false);
  const dataDir = options.dataDir;
  const watch = setInterval(async () => {
    const silentMs = performance.now() - lastSign;
    if (silentMs > stuckAfterMs) {
      fail(`the embedded database did not answer for ${Math.round(silentMs / 1000)} s and was stopped`);
    } else if (await folderGone()) {
      fail('the data folder of the embedded database is missing');
    } else if (dataDir && silentMs > 2 * HEARTBEAT_MS && (await onReadOnlyFileSystem(dataDir))) {
      // Silent because PGlite spins on a file system that turned read-only (a failing disk): stopped now, not after
      // a minute.
      fail('the data folder of the embedded database is on a file system that turned read-only');
    }
  }, HEARTBEAT_MS);
  function fail(reason: string) {
    if (failure || stopping) return;
    failure = reason;
    clearInterval(watch);
    // Stopping the thread ends a statement PGlite cannot finish; nothing it would still write could persist.
    if (!exited) void worker.terminate();
    options.onFailure?.(reason);
  }
  worker.on('error', (err) => fail(`the database worker failed: ${err.message.split('\n', 1)[0]}`));
  worker.on('message', (message: WorkerMessage) => {
    if (message.type === 'failed') fail(message.reason);
  });
  worker.on('exit', (code) => {
    exited = true;
    fail(`the database worker stopped (exit code ${code})`);
  });
  watch.unref();

  return {
    connection: { host: socketDir, port: SOCKET_PORT },
    failure: () => failure,
    async saveImage(file) {
      const saved = new Promise<void>((resolve) => {
        const onMessage = (message: { type: string }) => {
          if (message.type !== 'image-saved') return;
          worker.off('message', onMessage);
          resolve();
        };
        worker.on('message', onMessage);
      });
      worker.postMessage({ type: 'save-image', file });
      await saved;
    },
    async stop() {
      stopping = true;
      clearInterval(watch);
      if (!exited) {
        worker.postMessage({ type: 'close' });
        const timer = setTimeout(() => void worker.terminate(), STOP_TIMEOUT_MS);
        await exit;
        clearTimeout(timer);
      }
      await rm(socketDir, { recursive: true, force: true });
    },
  };
}
