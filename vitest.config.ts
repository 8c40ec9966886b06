import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['{app,features,ui,lib,platform,server,db,scripts,tests}/**/*.test.{ts,tsx}'],
          exclude: ['tests/e2e/**', 'node_modules/**'],
          environment: 'node',
          globalSetup: ['tests/global-setup.ts'],
          setupFiles: ['tests/setup.ts'],
          // Vitest's default is one worker fewer than the cores: one file at a time on this 2-core machine. Two at
          // once took the suite from 585 s to 358 s: a file waits on PostgreSQL, its servers and timers much of the
          // time.
          maxWorkers: 2,
          testTimeout: 30_000,
          hookTimeout: 60_000,
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
