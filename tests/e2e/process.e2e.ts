import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { startServer } from './server';

const root = path.resolve(import.meta.dirname, '../..');

describe('the server process', () => {
  test('starts on the embedded defaults, and on SIGTERM finishes open requests, closes the database and exits 0', async () => {
    const server = await startServer();
    const health = (await (await fetch(`${server.url}/api/health`)).json()) as Record<string, unknown>;
    expect(health).toMatchObject({ status: 'ok', database: 'pglite' });
    const inFlight = fetch(`${server.url}/about`).then((r) => r.status);
    const code = await server.stop('SIGTERM');
    expect(await inFlight).toBe(200);
    expect(code).toBe(0);
    expect(server.output()).toContain('shutdown complete');
  });

  test('SIGINT stops it the same way', async () => {
    const server = await startServer();
    expect(await server.stop('SIGINT')).toBe(0);
    expect(server.output()).toContain('"signal":"SIGINT"');
  });

  test('a bad setting stops the start with a clear message naming it', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
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
});
