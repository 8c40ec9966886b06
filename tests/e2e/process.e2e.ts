import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { startServer } from './server';

const root = path.resolve(import.meta.dirname, '../..');

// Each test starts a server of its own from nothing (a new embedded database): on a busy machine that takes a minute.
describe('the server process', { timeout: 240_000 }, () => {
  test('starts on the embedded defaults (answering 503 until it is ready), and on SIGTERM finishes open requests, closes the database and exits 0', async () => {
    const server = await startServer();
    const health = (await (await fetch(`${server.url}/api/health`)).json()) as Record<string, unknown>;
    expect(health).toMatchObject({ status: 'ok', database: 'pglite' });
    // While it migrated and seeded, the port already answered: 503 with Retry-After (a balancer waits), no refusal.
    expect(server.whileStarting).toEqual({
      status: 503,
      retryAfter: '1',
      text: 'Blockcast is starting. Try again in a moment.',
    });
    const inFlight = fetch(`${server.url}/about`).then((r) => r.status);
    const code = await server.stop('SIGTERM');
    expect(await inFlight).toBe(200);
    expect(code).toBe(0);
    expect(server.output()).toContain('shutdown complete');
  });

  test('production is node on the compiled server, with no TypeScript loader, its start log reads in a few lines, and SIGINT stops it the same way', async () => {
    const server = await startServer();
    try {
      const args = readFileSync(`/proc/${server.process.pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
      expect(args.slice(1)).toEqual(['build/main.js']);
      const lines = server.output().trim().split('\n');
      const upToListening = lines.slice(0, lines.findIndex((l) => l.includes('"msg":"listening"')) + 1);
      expect(upToListening.length).toBeGreaterThan(0);
      expect(upToListening.length, upToListening.join('\n')).toBeLessThanOrEqual(4);
      expect(server.output()).not.toMatch(/deprecat|ExperimentalWarning|future flag/i);
    } finally {
      expect(await server.stop('SIGINT')).toBe(0);
    }
    expect(server.output()).toContain('"signal":"SIGINT"');
  });

  test('a bad setting stops the start with a clear message naming it', () => {
    const result = spawnSync(process.execPath, ['build/main.js'], {
      cwd: root,
      env: { PATH: process.env.PATH ?? '', PORT: 'not-a-port', REDIS_URL: 'http://nope' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Invalid configuration:');
    expect(result.stderr).toContain('PORT: must be a port number');
    expect(result.stderr).toContain('REDIS_URL: must be a URL starting with redis://');
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });

  test('a port already in use stops the start with one clear line, not a stack', async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const port = (taken.address() as AddressInfo).port;
    const dataDir = mkdtempSync(path.join(tmpdir(), 'bc-port-'));
    try {
      const result = await new Promise<{ status: number | null; stderr: string }>((resolve) => {
        const child = spawn(process.execPath, ['build/main.js'], {
          cwd: root,
          env: {
            PATH: process.env.PATH ?? '',
            PORT: String(port),
            HOST: '127.0.0.1',
            DATA_DIR: dataDir,
            LOG_LEVEL: 'warn',
            NEWS_FEEDS: '',
            PRESS_FEEDS: '',
          },
        });
        let stderr = '';
        child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
        const timer = setTimeout(() => child.kill('SIGKILL'), 180_000);
        child.on('exit', (status) => {
          clearTimeout(timer);
          resolve({ status, stderr });
        });
      });
      expect(result.status).toBe(1);
      expect(result.stderr.trim()).toBe(
        `Port ${port} is already in use: stop the process using it or set PORT to another port.`,
      );
      // It stopped before creating, migrating or seeding anything.
      expect(readdirSync(dataDir)).toEqual([]);
    } finally {
      taken.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
