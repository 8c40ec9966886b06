// Benchmarks over loopback against the production server (bounded: a few seconds per target, 50 connections).
// Prints requests/s and latency percentiles, the first-load JavaScript of the home page, and start-up time.
// Run `npm run build` first (npm run bench does).
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { startServer } from '../tests/e2e/server';
import { benchAlerts } from './bench-alerts';
import { benchApiAccess } from './bench-api';
import { benchDashboard } from './bench-dashboard';
import { benchLogin } from './bench-login';
import { benchMemory } from './bench-memory';
import { benchSearch } from './bench-search';
import { measureStalls } from './bench-stall';
import { benchStream } from './bench-stream';
import { compressTree } from './compress-assets';
import { firstLoad } from './first-load';

const DURATION_S = Number(process.argv.find((a) => a.startsWith('--duration='))?.split('=')[1] ?? 5);
const CONNECTIONS = 50;

const startedAt = performance.now();
// A load test is the operator's own: its address is not counted against the public API's limits.
const server = await startServer({ LOG_LEVEL: 'warn', API_LIMIT_EXEMPT: '127.0.0.1,::1' });
const startupMs = Math.round(performance.now() - startedAt);

async function load(target: string) {
  const result = await autocannon({
    url: `${server.url}${target}`,
    connections: CONNECTIONS,
    duration: DURATION_S,
    // As a reader's browser asks.
    headers: { 'accept-encoding': 'gzip', 'sec-fetch-site': 'same-origin' },
  });
  return {
    path: target,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

// The static ceiling: the same JSON bytes as /api/market-cache?limit=100, served precompressed as a file by the
// same server.
const ceilingDir = path.resolve(import.meta.dirname, '../build/client/bench');
const ceilingFile = '/bench/market-cache-100.json';

try {
  const home = (await firstLoad(server.url, '/')).js;
  const marketsJs = (await firstLoad(server.url, '/markets')).js;
  mkdirSync(ceilingDir, { recursive: true });
  // Written as the build writes assets (with .gz and .br copies), so the file is served precompressed.
  writeFileSync(
    path.join(ceilingDir, 'market-cache-100.json'),
    await (await fetch(`${server.url}/api/market-cache?limit=100`)).text(),
  );
  compressTree(ceilingDir);
  // The longest the server's event loop stopped while idle but for its own jobs (35 s covers one database write).
  const stall = await measureStalls(server.url, 35_000);
  const rows = [];
  for (const target of [
    '/api/health',
    '/api/market-cache?limit=100',
    ceilingFile,
    '/api/coinmarketcap/cryptocurrency/listings/latest?limit=300',
    '/markets',
    '/',
    '/about',
  ]) {
    rows.push(await load(target));
  }
  console.log(`\nServer start to first answer (embedded PGlite, fresh data folder): ${startupMs} ms`);
  console.log(
    `Home page first-load JavaScript: ${home.files} files, ${home.rawKb} KB raw, ${home.gzipKb} KB gzipped`,
  );
  console.log(
    `Markets page first-load JavaScript: ${marketsJs.files} files, ${marketsJs.rawKb} KB raw, ${marketsJs.gzipKb} KB gzipped`,
  );
  console.log(`\nLoad: ${CONNECTIONS} connections, ${DURATION_S} s each, loopback`);
  console.table(rows);
  console.log(
    `Longest event-loop stall over 35 s: ${stall.longestStallMs} ms (p99 ${stall.p99Ms} ms, ${stall.over50Ms} answers over 50 ms)`,
  );
  const api = rows.find((r) => r.path === '/api/market-cache?limit=100');
  const ceiling = rows.find((r) => r.path === ceilingFile);
  if (api && ceiling) {
    console.log(
      `Cached API vs static ceiling: ${Math.round((100 * api['req/s']) / ceiling['req/s'])} % (target ≥ 80 %), p99 ${api['p99 ms']} ms (target < 50 ms)`,
    );
  }
  const login = await benchLogin();
  console.log(`\nSign-in (in-process, PGlite in memory): argon2id ${login.hashMs} ms per hash`);
  console.table(login.rows);
  console.log('Sign-up answer time, new against taken address:');
  console.table(login.signupRows);
  const stream = await benchStream();
  console.log(
    `\nPrice stream: ${stream.connections} streams from ${stream.addresses} addresses for ${stream.seconds} s, ` +
      `each ending after about ${stream.lifetimeSec} s and reconnecting (${stream.reconnects} reconnects, ` +
      `${stream.refused} refused, ${stream.errors} errors)`,
  );
  console.log(
    `  sent ${stream.totalMb} MB: ${stream.bytesPerConnectionPerSecond} B per stream per second, ` +
      `${stream.bytesPerTickMessage} B per tick message; server memory (RSS) ${stream.rssMb.beforeStreams} MB ` +
      `before, ${stream.rssMb.peak} MB at peak`,
  );
  console.table(stream.firstByView);
} finally {
  rmSync(ceilingDir, { recursive: true, force: true });
  await server.stop();
}

const search = [await benchSearch()];
if (process.env.BENCH_DATABASE_URL) search.push(await benchSearch(process.env.BENCH_DATABASE_URL));
console.log('\nRanked news search (in-process app on loopback, a different two-word query per request):');
console.table(search);

console.log(
  '\nDashboard calls (in-process app on loopback, PGlite in memory, a Premium reader with 20 positions, 50 watched coins, 10 alerts):',
);
console.table(await benchDashboard());
console.log(
  "\nThe public API's door (keys and limits), one call at a time in process, PGlite in memory, memory counters:",
);
console.table(await benchApiAccess());
console.log(
  '\nAlert evaluation per market tick (embedded database; target under 100 ms when 10 coins move):',
);
console.table([await benchAlerts()]);

// One server at a time, so each figure is that process alone.
const memory = await benchMemory(process.env.BENCH_DATABASE_URL);
console.log(
  `\nServer memory (RSS, MB) a minute after start${process.env.BENCH_DATABASE_URL ? '' : ' (set BENCH_DATABASE_URL for PostgreSQL)'}:`,
);
console.table(memory);
