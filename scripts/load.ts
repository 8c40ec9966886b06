// Load through the front door: open price streams plus a steady rate of mixed traffic (pages, the market API, news
// search, signed-in dashboard calls, sign-ins) against one address, loopback only and bounded in time, count and
// rate. Prints, per kind of call, how many were made, the errors, and p50/p90/p99/max; the streams opened, refused
// and the ticks they received; and, with --pids, each process's peak memory.
//
//   npm run load -- --url=http://127.0.0.1:8080 [--seconds=60] [--streams=2000] [--rate=500] [--pids=1,2,3]
//
// Without --url it starts one server on the embedded defaults (build first: npm run build).
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { startServer, type RunningServer } from '../tests/e2e/server';

const arg = (name: string, fallback: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const bounded = (name: string, fallback: number, most: number) => {
  const value = Number(arg(name, String(fallback)));
  if (!Number.isFinite(value) || value < 0 || value > most) throw new Error(`--${name} must be 0 to ${most}`);
  return value;
};

const SECONDS = bounded('seconds', 60, 600);
const STREAMS = bounded('streams', 2_000, 5_000);
const RATE = bounded('rate', 500, 2_000);
const READERS = 20;
const PASSWORD = 'Load-Test-Password-42';

/** What a reader's browser asks for, by kind, with its share of the traffic. */
const MIX: { kind: string; share: number; request: (i: number, token: string, email: string) => Call }[] = [
  { kind: 'page', share: 0.2, request: (i) => get(['/', '/markets', '/news', '/coin/btc'][i % 4]!) },
  {
    kind: 'market api',
    share: 0.35,
    request: (i) =>
      get(
        [
          '/api/market-cache?limit=100',
          '/api/coinmarketcap/cryptocurrency/listings/latest?limit=100',
          '/api/market-cache/ticker?limit=10',
          '/api/coinmarketcap/global-metrics/quotes/latest',
        ][i % 4]!,
      ),
  },
  {
    kind: 'news search',
    share: 0.1,
    request: (i) =>
      get(`/api/crypto-news/list?limit=10&search=${['bitcoin', 'ether', 'etf', 'market'][i % 4]}`),
  },
  {
    kind: 'dashboard api',
    share: 0.3,
    request: (i, token) =>
      get(
        [
          '/api/dashboard/portfolio',
          '/api/crypto-watchlist',
          '/api/dashboard/alerts',
          '/api/dashboard/profile',
        ][i % 4]!,
        token,
      ),
  },
  {
    kind: 'sign-in',
    share: 0.05,
    request: (_i, _token, email) => ({
      method: 'POST',
      path: '/api/auth/login',
      body: JSON.stringify({ email, password: PASSWORD }),
    }),
  },
];

interface Call {
  method: string;
  path: string;
  token?: string;
  body?: string;
}
const get = (path: string, token?: string): Call => ({ method: 'GET', path, token });

const url = arg('url', '');
let server: RunningServer | undefined;
if (!url)
  server = await startServer({
    LOG_LEVEL: 'warn',
    STREAM_MAX_CONNECTIONS: String(STREAMS + 500),
    // Callers' addresses come in X-Forwarded-For, as from a balancer on this machine.
    TRUSTED_PROXIES: '127.0.0.1,::1',
  });
const base = new URL(url || server!.url);
if (!['127.0.0.1', 'localhost', '[::1]'].includes(base.hostname))
  throw new Error('--url must be a loopback address');
const pids = arg('pids', server ? String(server.process.pid) : '')
  .split(',')
  .filter(Boolean)
  .map(Number);

/** Each caller from an address of its own, as a balancer forwards it (the site trusts loopback proxies). */
const forwardedFor = (n: number) => `198.18.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`;
const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });

function send(call: Call, from: number): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: base.hostname,
        port: base.port,
        method: call.method,
        path: call.path,
        agent,
        timeout: 30_000,
        headers: {
          'Accept-Encoding': 'gzip',
          'X-Forwarded-For': forwardedFor(from),
          ...(call.token ? { Authorization: `Bearer ${call.token}` } : {}),
          ...(call.body ? { 'Content-Type': 'application/json' } : {}),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started }));
        res.on('error', () => resolve({ status: 0, ms: performance.now() - started }));
      },
    );
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve({ status: 0, ms: performance.now() - started }));
    req.end(call.body);
  });
}

async function json(call: Call, from: number): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(new URL(call.path, base), {
    method: call.method,
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': forwardedFor(from) },
    body: call.body,
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

// The server this script started is stopped however the run ends.
try {
  await runLoad();
} finally {
  await server?.stop();
}

async function runLoad() {
  // Readers to sign in as: made now, each from an address of its own (sign-ups are limited per address).
  const run = Date.now().toString(36);
  const readers: { email: string; token: string }[] = [];
  for (let i = 0; i < READERS; i++) {
    const email = `load-${run}-${i}@example.com`;
    const body = JSON.stringify({ firstName: 'Load', lastName: 'Reader', email, password: PASSWORD });
    const made = await json({ method: 'POST', path: '/api/auth/signup', body }, 60_000 + i);
    if (made.status !== 201) throw new Error(`sign-up answered ${made.status}`);
    const signedIn = await json(
      { method: 'POST', path: '/api/auth/login', body: JSON.stringify({ email, password: PASSWORD }) },
      60_000 + i,
    );
    const token = signedIn.body.token;
    if (typeof token !== 'string') throw new Error(`sign-in answered ${signedIn.status}`);
    readers.push({ email, token });
  }

  // Memory of the processes named, sampled every half second.
  const peakMb = new Map(pids.map((pid) => [pid, 0]));
  const sampler = setInterval(() => {
    for (const pid of pids) {
      try {
        const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
        peakMb.set(pid, Math.max(peakMb.get(pid) ?? 0, Math.round(kb / 1024)));
      } catch {
        // gone
      }
    }
  }, 500);

  // The streams: opened over the first 10 s, as pages open; each counts its ticks, and reconnects as EventSource does.
  const streamTotals = { opened: 0, refused: 0, errors: 0, ticks: 0, reconnects: 0 };
  const streamRequests: http.ClientRequest[] = [];
  let stopping = false;
  const VIEWS = ['top=50', 'ids=1,2,52,74,825,1027,1839,1975,3408,5426', 'ids=1027'];
  function openStream(i: number, reconnect = false) {
    if (stopping) return;
    const req = http.get(
      {
        host: base.hostname,
        port: base.port,
        path: `/api/stream/prices?${VIEWS[i % VIEWS.length]}`,
        agent: false,
        headers: { Accept: 'text/event-stream', 'X-Forwarded-For': forwardedFor(i) },
      },
      (res) => {
        if (res.statusCode !== 200) {
          streamTotals.refused += 1;
          res.resume();
          return;
        }
        if (reconnect) streamTotals.reconnects += 1;
        else streamTotals.opened += 1;
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          streamTotals.ticks += chunk.split('event: tick').length - 1;
        });
        res.on('end', () => setTimeout(() => openStream(i, true), 2_000));
        res.on('error', () => undefined);
      },
    );
    req.on('error', () => {
      if (!stopping) streamTotals.errors += 1;
    });
    streamRequests.push(req);
  }
  for (let i = 0; i < STREAMS; i++) setTimeout(() => openStream(i), (i / Math.max(1, STREAMS)) * 10_000);

  // The mixed traffic: an open model (calls start on schedule whether or not earlier ones have answered).
  const samples = new Map(MIX.map((m) => [m.kind, [] as number[]]));
  const errors = new Map(MIX.map((m) => [m.kind, 0]));
  const statuses = new Map<string, number>();
  const pending = new Set<Promise<void>>();
  const cumulative = MIX.map((_, i) => MIX.slice(0, i + 1).reduce((s, m) => s + m.share, 0));
  const TICK_MS = 10;
  const perTick = (RATE * TICK_MS) / 1000;
  const started = performance.now();
  let issued = 0;
  await new Promise<void>((resolve) => {
    const timer = setInterval(() => {
      const elapsed = performance.now() - started;
      if (elapsed >= SECONDS * 1000) {
        clearInterval(timer);
        resolve();
        return;
      }
      // Catch up to the schedule if a timer came late.
      const due = Math.floor((elapsed / TICK_MS + 1) * perTick) - issued;
      for (let k = 0; k < due; k++) {
        const n = issued++;
        const pick = MIX[cumulative.findIndex((c) => (n * 0.618_033_988_75) % 1 < c)] ?? MIX[0]!;
        const reader = readers[n % readers.length]!;
        const done = send(pick.request(n, reader.token, reader.email), n % 5_000).then(({ status, ms }) => {
          samples.get(pick.kind)!.push(ms);
          if (status < 200 || status >= 400) {
            errors.set(pick.kind, (errors.get(pick.kind) ?? 0) + 1);
            statuses.set(`${pick.kind} ${status}`, (statuses.get(`${pick.kind} ${status}`) ?? 0) + 1);
          }
        });
        pending.add(done);
        void done.finally(() => pending.delete(done));
      }
    }, TICK_MS);
  });
  await Promise.all(pending);
  stopping = true;
  clearInterval(sampler);
  for (const req of streamRequests) req.destroy();
  agent.destroy();

  const pct = (sorted: number[], p: number) =>
    sorted.length
      ? Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!)
      : 0;
  console.log(
    `${SECONDS} s at ${RATE} calls/s against ${base.origin}: ${issued} calls, ${STREAMS} streams asked for`,
  );
  console.table(
    MIX.map(({ kind }) => {
      const sorted = samples.get(kind)!.sort((a, b) => a - b);
      return {
        kind,
        calls: sorted.length,
        errors: errors.get(kind),
        'p50 ms': pct(sorted, 50),
        'p90 ms': pct(sorted, 90),
        'p99 ms': pct(sorted, 99),
        'max ms': pct(sorted, 100),
      };
    }),
  );
  if (statuses.size) console.log('errors by status:', Object.fromEntries(statuses));
  console.log('streams:', streamTotals);
  if (pids.length) console.log('peak memory (MB) by process:', Object.fromEntries(peakMb));
}
