// A PostgreSQL cluster of a test's or a script's own, made with Debian's initdb and run with pg_ctl on a loopback
// port, in a folder of its own, so it can be stopped and started under load (the machine's shared server never is).
// As root, the cluster belongs to and runs as the `postgres` user (PostgreSQL refuses to run as root).
import { execFileSync, spawn } from 'node:child_process';
import { accessSync, chownSync, constants, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const POSTGRES_INSTALL_HINT =
  'initdb and pg_ctl were not found: apt-get install -y postgresql (or put their folder on PATH)';

export interface LocalPostgres {
  /** postgres://postgres@127.0.0.1:PORT/postgres */
  readonly url: string;
  /** Stops the server: `fast` ends every session as an operator's restart does, `immediate` as a crash. */
  stop(mode?: 'fast' | 'immediate'): Promise<void>;
  /** Starts it again and waits until it accepts connections. */
  start(): Promise<void>;
  /** Stops it and removes its folder. */
  close(): Promise<void>;
}

/** initdb and pg_ctl: on PATH, else in Debian's /usr/lib/postgresql/<version>/bin (newest first). */
export function findPostgresTools(): { initdb: string; pgCtl: string } {
  const dirs = (process.env.PATH ?? '').split(path.delimiter).filter(Boolean);
  try {
    const versions = readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a));
    dirs.push(...versions.map((v) => `/usr/lib/postgresql/${v}/bin`));
  } catch {
    // no Debian packages
  }
  const find = (name: string) =>
    dirs
      .map((dir) => path.join(dir, name))
      .find((file) => {
        try {
          accessSync(file, constants.X_OK);
          return true;
        } catch {
          return false;
        }
      });
  const initdb = find('initdb');
  const pgCtl = find('pg_ctl');
  if (!initdb || !pgCtl) throw new Error(POSTGRES_INSTALL_HINT);
  return { initdb, pgCtl };
}

/** The user the cluster runs as: this one, or `postgres` when this is root. */
function runAs(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  try {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    return { uid, gid };
  } catch {
    throw new Error(
      'running as root needs a `postgres` user to run PostgreSQL as (apt-get install -y postgresql)',
    );
  }
}

function run(file: string, args: string[], user: { uid: number; gid: number } | undefined): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, {
      ...user,
      cwd: '/',
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { PATH: process.env.PATH ?? '', LC_ALL: 'C.UTF-8' },
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.once('error', reject);
    child.once('close', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${path.basename(file)} failed (${code}):\n${output}`)),
    );
  });
}

export async function startLocalPostgres(options: { port: number }): Promise<LocalPostgres> {
  const { initdb, pgCtl } = findPostgresTools();
  const user = runAs();
  const dir = mkdtempSync(path.join(tmpdir(), 'bc-postgres-'));
  if (user) chownSync(dir, user.uid, user.gid);
  const data = path.join(dir, 'data');
  const log = path.join(dir, 'server.log');
  await run(initdb, ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-instructions'], user);
  const serverOptions = `-p ${options.port} -c listen_addresses=127.0.0.1 -k ${dir} -c max_connections=200`;
  let running = false;

  async function start() {
    await run(pgCtl, ['start', '-w', '-t', '60', '-D', data, '-l', log, '-o', serverOptions], user);
    running = true;
  }
  async function stop(mode: 'fast' | 'immediate' = 'fast') {
    if (!running) return;
    await run(pgCtl, ['stop', '-w', '-t', '60', '-m', mode, '-D', data], user);
    running = false;
  }

  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${options.port}/postgres`,
    stop,
    start,
    async close() {
      await stop('immediate').catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
