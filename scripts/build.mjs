// Builds everything production runs, and says so in a few lines: React Router's browser and server builds, the
// precompressed copies of the browser assets, and the server itself compiled to JavaScript (build/main.js), so
// `npm start` runs `node build/main.js` with no TypeScript loader. `--verbose` shows every tool's own output.
import { spawnSync } from 'node:child_process';
import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const verbose = process.argv.includes('--verbose');
const started = performance.now();

/** Runs a step; its output is shown only with --verbose or when it fails. */
function step(label, command, args) {
  const result = spawnSync(command, args, {
    cwd: root,
    encoding: 'utf8',
    stdio: verbose ? 'inherit' : 'pipe',
    env: process.env,
  });
  if (result.status !== 0) {
    if (!verbose) process.stderr.write(`${result.stdout ?? ''}${result.stderr ?? ''}`);
    console.error(`Build failed at: ${label}`);
    process.exit(result.status ?? 1);
  }
  return `${result.stdout ?? ''}`;
}

step('React Router build', process.execPath, [
  path.join(root, 'node_modules/@react-router/dev/bin.js'),
  'build',
]);
const compressed = step('precompressing assets', process.execPath, [
  '--import',
  'tsx',
  'scripts/compress-assets.ts',
])
  .trim()
  .split('\n')
  .at(-1);

// The server, compiled: main.js at build/ (one folder down, as server/ is, so paths relative to the source files
// still resolve), the rest of the server in a chunk loaded once the configuration has set NODE_ENV.
for (const file of readdirSync(path.join(root, 'build')).filter((f) => f.startsWith('main')))
  rmSync(path.join(root, 'build', file));
await build({
  entryPoints: { main: path.join(root, 'server/main.ts') },
  outdir: path.join(root, 'build'),
  chunkNames: 'main-[hash]',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  packages: 'external',
  sourcemap: 'linked',
  logLevel: verbose ? 'info' : 'warning',
});
// The embedded database's worker thread, loaded beside main.js: one file with the modules it imports.
await build({
  entryPoints: [path.join(root, 'platform/pglite-worker.mjs')],
  outfile: path.join(root, 'build/pglite-worker.mjs'),
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  packages: 'external',
  logLevel: verbose ? 'info' : 'warning',
});

const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(
  `Built in ${seconds} s: browser assets (${compressed ?? 'precompressed'}), server build/main.js.`,
);
