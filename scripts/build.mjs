// Builds everything production runs, and says so in a few lines: React Router's browser and server builds, the
// precompressed copies of the browser assets, and the server itself compiled to JavaScript (build/main.js), so
// `npm start` runs `node build/main.js` with no TypeScript loader. `--verbose` shows every tool's own output.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
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
// The API docs' bundle (Redoc), served from our own origin beside the app's assets (server/openapi.ts names it).
// Its attribution badge loads Redocly's logo from their CDN, which the site's CSP refuses (a console error, and a
// reader's address sent to a third party): the badge gets the word as an inline picture instead.
const require = createRequire(import.meta.url);
const redoc = JSON.parse(readFileSync(require.resolve('redoc/package.json'), 'utf8'));
const badge = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="56" height="14"><text x="0" y="11" font-family="sans-serif" font-size="11" fill="#6b7280">Redocly</text></svg>',
)}`;
let bundle = readFileSync(require.resolve('redoc/bundles/redoc.standalone.js'), 'utf8');
for (const logo of [
  'https://cdn.redoc.ly/redoc/logo-mini-full.svg',
  'https://cdn.redoc.ly/redoc/logo-mini.svg',
]) {
  if (!bundle.includes(logo))
    throw new Error(`Redoc's bundle no longer loads ${logo}: check its attribution badge`);
  bundle = bundle.replaceAll(logo, badge);
}
// Its search index first asks whether it may be built in a web worker, by compiling FlexSearch's worker source with
// Function(): eval, which the site's CSP refuses (script-src has no 'unsafe-eval'). Redoc catches the refusal and
// builds the index in the page, but the browser has reported a CSP violation on every load by then; and the
// worker itself would be refused too (a blob: script, and worker-src is 'self'). The probe answers "no" at once:
// the same index, built in the page, without the eval.
const workerProbe = /try\{return \w+\._factory\?\?=Function\(\w+\),!0\}catch\{return!1\}/g;
const probes = bundle.match(workerProbe)?.length ?? 0;
if (probes !== 1)
  throw new Error(
    `Redoc's bundle has ${probes} search-worker probes (Function(…)), not 1: check its search index`,
  );
bundle = bundle.replace(workerProbe, 'return!1');
writeFileSync(path.join(root, `build/client/assets/redoc-${redoc.version}.js`), bundle);
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
