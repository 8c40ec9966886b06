// Benchmarks over loopback against the production server (bounded: a few seconds per target, 50 connections).
// Prints requests/s and latency percentiles, the first-load JavaScript of the home page, and start-up time.
// Run `npm run build` first (npm run bench does).
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { startServer } from '../tests/e2e/server';

const DURATION_S = Number(process.argv.find((a) => a.startsWith('--duration='))?.split('=')[1] ?? 5);
const CONNECTIONS = 50;

const startedAt = performance.now();
const server = await startServer({ LOG_LEVEL: 'warn' });
const startupMs = Math.round(performance.now() - startedAt);

async function firstLoadJs(url: string) {
  const html = await (await fetch(url)).text();
  const scripts = new Set(
    [...html.matchAll(/(?:modulepreload" href|import\(|src)="?\(?"?(\/assets\/[^"')]+\.js)/g)].map(
      (m) => m[1]!,
    ),
  );
  let raw = 0;
  let gz = 0;
  for (const src of scripts) {
    const body = Buffer.from(await (await fetch(new URL(src, url))).arrayBuffer());
    raw += body.length;
    gz += gzipSync(body, { level: 6 }).length;
  }
  return { files: scripts.size, rawKb: +(raw / 1024).toFixed(1), gzipKb: +(gz / 1024).toFixed(1) };
}

async function load(path: string) {
  const result = await autocannon({
    url: `${server.url}${path}`,
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers: { 'accept-encoding': 'gzip' },
  });
  return {
    path,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

try {
  const home = await firstLoadJs(`${server.url}/`);
  const asset = /href="(\/assets\/[^"]+\.css)"/.exec(await (await fetch(`${server.url}/`)).text())?.[1];
  const rows = [];
  for (const path of ['/api/health', '/', '/about', ...(asset ? [asset] : [])]) rows.push(await load(path));
  console.log(`\nServer start to first answer (embedded PGlite, fresh data folder): ${startupMs} ms`);
  console.log(
    `Home page first-load JavaScript: ${home.files} files, ${home.rawKb} KB raw, ${home.gzipKb} KB gzipped`,
  );
  console.log(`\nLoad: ${CONNECTIONS} connections, ${DURATION_S} s each, loopback`);
  console.table(rows);
} finally {
  await server.stop();
}
