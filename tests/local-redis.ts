// A redis-server of a test's or a script's own, in a folder of its own, that can be stopped and started again (the
// machine's shared Redis never is): on a loopback port, or on a Unix socket when no port is given (tests).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';

export const REDIS_INSTALL_HINT = 'redis-server is not installed: apt-get install -y redis-server';

export interface LocalRedis {
  /** redis://127.0.0.1:PORT, or the socket's path (ioredis takes both). */
  readonly url: string;
  running(): boolean;
  /** Saves its data and stops, as an operator's restart does: what it held is there again after start(). */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops it and removes its folder. */
  close(): Promise<void>;
}

function requireRedisServer(): void {
  const found = spawnSync('redis-server', ['--version'], { encoding: 'utf8' });
  if (found.error || found.status !== 0) throw new Error(REDIS_INSTALL_HINT);
}

export async function startLocalRedis(options: { port?: number } = {}): Promise<LocalRedis> {
  requireRedisServer();
  const dir = mkdtempSync(path.join(tmpdir(), 'bc-redis-'));
  const socket = path.join(dir, 'redis.sock');
  const url = options.port ? `redis://127.0.0.1:${options.port}` : socket;
  const args = [
    ...(options.port ? ['--port', String(options.port), '--bind', '127.0.0.1'] : ['--port', '0']),
    ...['--unixsocket', socket, '--unixsocketperm', '700'],
    ...['--dir', dir, '--dbfilename', 'dump.rdb', '--save', '', '--appendonly', 'no'],
    ...['--daemonize', 'no', '--loglevel', 'warning'],
  ];
  let child: ChildProcess | undefined;
  let output = '';

  async function start() {
    if (child) return;
    const started = spawn('redis-server', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    child = started;
    started.stdout?.on('data', (d: Buffer) => (output = (output + d.toString()).slice(-4000)));
    started.stderr?.on('data', (d: Buffer) => (output = (output + d.toString()).slice(-4000)));
    started.once('exit', () => {
      if (child === started) child = undefined;
    });
    const deadline = Date.now() + 10_000;
    for (;;) {
      const probe = new Redis(socket, {
        lazyConnect: true,
        maxRetriesPerRequest: 0,
        retryStrategy: () => null,
      });
      probe.on('error', () => undefined);
      try {
        await probe.connect();
        await probe.ping();
        return;
      } catch {
        if (!child || Date.now() > deadline) throw new Error(`redis-server did not start:\n${output}`);
        await new Promise((r) => setTimeout(r, 50));
      } finally {
        probe.disconnect();
      }
    }
  }

  async function stop() {
    const running = child;
    if (!running) return;
    const exited = new Promise<void>((resolve) => running.once('exit', () => resolve()));
    const client = new Redis(socket, { maxRetriesPerRequest: 0, retryStrategy: () => null });
    client.on('error', () => undefined);
    // SHUTDOWN SAVE writes dump.rdb first; its connection closes without an answer.
    await client.call('SHUTDOWN', 'SAVE').catch(() => undefined);
    client.disconnect();
    const killer = setTimeout(() => running.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(killer);
  }

  await start();
  return {
    url,
    running: () => child !== undefined,
    stop,
    start,
    async close() {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
