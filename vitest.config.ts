import { readdirSync, readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

const unit = {
  include: ['{app,features,ui,lib,platform,server,db,scripts,tests}/**/*.test.{ts,tsx}'],
  exclude: ['tests/e2e/**', 'node_modules/**'],
  environment: 'node',
  globalSetup: ['tests/global-setup.ts'],
  setupFiles: ['tests/setup.ts'],
  // Vitest's default is one worker fewer than the cores: one file at a time on this 2-core machine. Two at once took
  // the suite from 585 s to 358 s: a file waits on PostgreSQL, its servers and timers much of the time.
  maxWorkers: 2,
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

/**
 * Unit test files that need modules of their own: they mock modules, stub globals or the environment, fake the
 * timers, or run in a browser-like environment (Vitest's guide to isolation lists these). They keep Vitest's
 * per-file isolation; every other file shares its worker's modules.
 */
const ownModules = ['app', 'features', 'ui', 'lib', 'platform', 'server', 'db', 'scripts', 'tests'].flatMap(
  (dir) =>
    readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .map((file) => `${dir}/${file}`)
      .filter(
        (file) =>
          /\.test\.tsx?$/.test(file) &&
          !file.startsWith('tests/e2e/') &&
          /vi\.(mock|doMock|stubGlobal|stubEnv|useFakeTimers)\(|@vitest-environment/.test(
            readFileSync(file, 'utf8'),
          ),
      ),
);

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          ...unit,
          name: 'unit',
          exclude: [...unit.exclude, ...ownModules],
          // Files that share no module state run in one module graph per worker: the app's modules are imported once
          // per worker, not once per file (import time 174 s to 50 s, the suite 379 s to 288 s).
          isolate: false,
        },
      },
      {
        test: {
          ...unit,
          name: 'unit:isolated',
          include: ownModules.length ? ownModules : ['no-such-file'],
        },
      },
      {
        test: {
          name: 'e2e',
          // The cluster tests start instances on the machine's PostgreSQL and Redis: with them only.
          include: [
            'tests/e2e/**/*.e2e.ts',
            ...(process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL
              ? ['tests/cluster/**/*.cluster.ts']
              : []),
          ],
          environment: 'node',
          globalSetup: ['tests/e2e/global-setup.ts'],
          setupFiles: ['tests/setup.ts'],
          // Two files at once, each on its worker's own server: a file waits on its browser and server most of the
          // time, so the second core is otherwise idle.
          maxWorkers: 2,
          testTimeout: 60_000,
          hookTimeout: 200_000,
          // A page on a busy machine can take seconds to show what a test waits for: expect.poll waits up to 15 s
          // (vitest's default is 1 s).
          expect: { poll: { timeout: 15_000 } },
        },
      },
    ],
  },
});
