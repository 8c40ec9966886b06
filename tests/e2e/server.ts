// Starts the real production server (build/main.js, compiled from server/main.ts by npm run build) on a free loopback port with its own data.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/** The admin account of the browser tests' server (ADMIN_EMAIL / ADMIN_PASSWORD on its first start). */
export const E2E_ADMIN = { email: 'admin@blockcast.test', password: 'e2e-admin-password-1' } as const;

/**
 * A first start creates the embedded database (initdb in WASM, several seconds of CPU) and seeds it: on a busy
 * 2-core machine that has taken over a minute.
 */
const START_LIMIT_MS = 180_000;

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface RunningServer {
  url: string;
  process: ChildProcess;
  output: () => string;
  /** The first answer the port gave before the site was ready (null if the first answer was the site's). */
  whileStarting: { status: number; retryAfter: string | null; text: string } | null;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'blockcast-e2e-'));
  const child = spawn(process.execPath, ['build/main.js'], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      NEWS_FEEDS: '',
      FX_URL: '',
      PRESS_FEEDS: '',
      // Nothing leaves the machine: the image cache answers its placeholder.
      IMAGE_REMOTE: 'off',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + START_LIMIT_MS;
  let whileStarting: RunningServer['whileStarting'] = null;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`server exited early (${child.exitCode ?? child.signalCode}):\n${output}`);
    }
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
      whileStarting ??= {
        status: res.status,
        retryAfter: res.headers.get('retry-after'),
        text: await res.text(),
      };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not answer within ${START_LIMIT_MS / 1000} s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    process: child,
    output: () => output,
    whileStarting,
    stop(signal = 'SIGTERM') {
      return new Promise((resolve) => {
        // Already gone: exited, or killed by a signal (a test's SIGKILL).
        if (child.exitCode !== null || child.signalCode !== null) {
          rmSync(dataDir, { recursive: true, force: true });
          resolve(child.exitCode);
          return;
        }
        // A clean stop closes the embedded database, which on a busy machine has taken over 20 s. 'close' comes
        // after the last of the process's output.
        const killer = setTimeout(() => child.kill('SIGKILL'), 60_000);
        child.once('close', (code) => {
          clearTimeout(killer);
          rmSync(dataDir, { recursive: true, force: true });
          resolve(code);
        });
        child.kill(signal);
      });
    },
  };
}
