// The traffic of `npm run load` and `npm run soak`: readers signed in, price streams held open, and an open-model
// schedule of mixed calls (pages, the market API, news search, signed-in dashboard calls, sign-ins), loopback only
// and bounded in time, count and rate, plus a sampler of the server processes' memory.
import { readFileSync } from 'node:fs';
import http from 'node:http';

export const arg = (name: string, fallback: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;

/** A numeric option, refused outside 0..most: every loop of these scripts is bounded. */
export const bounded = (name: string, fallback: number, most: number) => {
  const value = Number(arg(name, String(fallback)));
  if (!Number.isFinite(value) || value < 0 || value > most) throw new Error(`--${name} must be 0 to ${most}`);
  return value;
};

/** The address to drive: refused unless it is this machine. */
export function loopback(address: string): URL {
  const base = new URL(address);
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(base.hostname))
    throw new Error('--url must be a loopback address');
  return base;
}

const PASSWORD = 'Load-Test-Password-42';

interface Call {
  method: string;
  path: string;
  token?: string;
  body?: string;
}
const get = (path: string, token?: string): Call => ({ method: 'GET', path, token });
const pick = <T>(list: readonly T[], i: number) => list[i % list.length]!;

/** What a reader's browser asks for, by kind, with its share of the traffic. */
export const MIX: {
  kind: string;
  share: number;
  request: (i: number, token: string, email: string) => Call;
}[] = [
  { kind: 'page', share: 0.2, request: (i) => get(pick(['/', '/markets', '/news', '/coin/btc'], i)) },
  {
    kind: 'market api',
    share: 0.35,
    request: (i) =>
      get(
        pick(
          [
            '/api/market-cache?limit=100',
            '/api/coinmarketcap/cryptocurrency/listings/latest?limit=100',
            '/api/market-cache/ticker?limit=10',
            '/api/coinmarketcap/global-metrics/quotes/latest',
          ],
          i,
        ),
      ),
  },
  {
    kind: 'news search',
    share: 0.1,
    request: (i) =>
      get(`/api/crypto-news/list?limit=10&search=${pick(['bitcoin', 'ether', 'etf', 'market'], i)}`),
  },
  {
    kind: 'dashboard api',
    share: 0.3,
    request: (i, token) =>
      get(
        pick(
          [
            '/api/dashboard/portfolio',
            '/api/crypto-watchlist',
            '/api/dashboard/alerts',
            '/api/dashboard/profile',
          ],
          i,
        ),
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

/**
 * Each caller from an address of its own: every 127.x.y.z is this machine, so a call leaves from 127.1.y.z and the
 * server (or the balancer, which replaces X-Forwarded-For with the address it sees) counts it as that reader's, as
 * it would count readers on the internet: per-address limits and stream caps apply per caller, not to the script.
 */
const clientAddress = (n: number) => `127.1.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`;

export function createTraffic(base: URL) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });

  function send(
    call: Call,
    from: number,
    read = false,
  ): Promise<{ status: number; ms: number; body?: string }> {
    const started = performance.now();
    return new Promise((resolve) => {
      const failed = () => resolve({ status: 0, ms: performance.now() - started });
      const req = http.request(
        {
          host: base.hostname,
          port: base.port,
          method: call.method,
          path: call.path,
          agent,
          localAddress: clientAddress(from),
          timeout: 30_000,
          headers: {
            'Accept-Encoding': read ? 'identity' : 'gzip',
            // Readers' browsers: the site's own pages, not the public API's callers (not counted against its limit).
            'Sec-Fetch-Site': 'same-origin',
            ...(call.token ? { Authorization: `Bearer ${call.token}` } : {}),
            ...(call.body ? { 'Content-Type': 'application/json' } : {}),
          },
        },
        (res) => {
          let body = '';
          if (read) res.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
          else res.resume();
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              ms: performance.now() - started,
              ...(read ? { body } : {}),
            }),
          );
          res.on('error', failed);
        },
      );
      req.on('timeout', () => req.destroy());
      req.on('error', failed);
      req.end(call.body);
    });
  }

  async function json(call: Call, from: number): Promise<{ status: number; body: Record<string, unknown> }> {
    const res = await send(call, from, true);
    return { status: res.status, body: JSON.parse(res.body || '{}') as Record<string, unknown> };
  }

  /** Readers to sign in as, made now, each from an address of its own (sign-ups are limited per address). */
  async function signUpReaders(count: number) {
    const run = Date.now().toString(36);
    const readers: { email: string; token: string }[] = [];
    for (let i = 0; i < count; i++) {
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
    return readers;
  }

  /**
   * Price streams, opened over `rampMs` as pages open; each counts its ticks and reconnects 2 s after it ends, as
   * EventSource does. With `rotateMs`, each stream is closed and opened again after about that long (readers
   * leaving and coming), so a soak sees streams come and go all the time.
   */
  function holdStreams(count: number, options: { rampMs?: number; rotateMs?: number } = {}) {
    const totals = { opened: 0, refused: 0, errors: 0, ticks: 0, reconnects: 0, rotated: 0 };
    const open = new Set<http.ClientRequest>();
    let stopping = false;
    const VIEWS = ['top=50', 'ids=1,2,52,74,825,1027,1839,1975,3408,5426', 'ids=1027'];
    function openStream(i: number, reconnect = false) {
      if (stopping) return;
      const req = http.get(
        {
          host: base.hostname,
          port: base.port,
          path: `/api/stream/prices?${pick(VIEWS, i)}`,
          agent: false,
          localAddress: clientAddress(i),
          headers: { Accept: 'text/event-stream' },
        },
        (res) => {
          if (res.statusCode !== 200) {
            totals.refused += 1;
            res.resume();
            return;
          }
          if (reconnect) totals.reconnects += 1;
          else totals.opened += 1;
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => {
            totals.ticks += chunk.split('event: tick').length - 1;
          });
          res.on('end', () => setTimeout(() => openStream(i, true), 2_000));
          res.on('error', () => undefined);
          if (options.rotateMs) {
            // Spread over ±50 % so the streams do not all turn over at once.
            setTimeout(
              () => {
                if (stopping) return;
                totals.rotated += 1;
                req.destroy();
                open.delete(req);
                openStream(i, true);
              },
              // A fixed spread by stream, so runs repeat.
              options.rotateMs * (0.5 + ((i * 0.618_033_988_75) % 1)),
            );
          }
        },
      );
      req.on('error', () => {
        if (!stopping) totals.errors += 1;
      });
      req.on('close', () => open.delete(req));
      open.add(req);
    }
    const rampMs = options.rampMs ?? 10_000;
    for (let i = 0; i < count; i++) setTimeout(() => openStream(i), (i / Math.max(1, count)) * rampMs);
    return {
      totals,
      stop() {
        stopping = true;
        for (const req of open) req.destroy();
      },
    };
  }

  /**
   * The mixed calls for `seconds` at `rate` a second: an open model (calls start on schedule whether or not earlier
   * ones have answered). Resolves when the last call has answered, with each kind's latencies and errors.
   */
  async function driveMix(readers: { email: string; token: string }[], rate: number, seconds: number) {
    const samples = new Map(MIX.map((m) => [m.kind, [] as number[]]));
    const errors = new Map(MIX.map((m) => [m.kind, 0]));
    const statuses = new Map<string, number>();
    const byWindow: number[][] = [];
    const pending = new Set<Promise<void>>();
    const cumulative = MIX.map((_, i) => MIX.slice(0, i + 1).reduce((s, m) => s + m.share, 0));
    const TICK_MS = 10;
    const perTick = (rate * TICK_MS) / 1000;
    const started = performance.now();
    let issued = 0;
    await new Promise<void>((resolve) => {
      const timer = setInterval(() => {
        const elapsed = performance.now() - started;
        if (elapsed >= seconds * 1000) {
          clearInterval(timer);
          resolve();
          return;
        }
        // Catch up to the schedule if a timer came late.
        const due = Math.floor((elapsed / TICK_MS + 1) * perTick) - issued;
        for (let k = 0; k < due; k++) {
          const n = issued++;
          const kind = MIX[cumulative.findIndex((c) => (n * 0.618_033_988_75) % 1 < c)] ?? MIX[0]!;
          const reader = pick(readers, n);
          const call = kind.request(n, reader.token, reader.email);
          // A sign-in's answer is read: its token becomes the reader's, as a browser's session is renewed (an access
          // token lasts minutes; a soak of half an hour would otherwise call with expired ones).
          const signIn = kind.kind === 'sign-in';
          const done = send(call, n % 1_000, signIn).then(({ status, ms, body }) => {
            if (signIn && status === 200) {
              const token = (JSON.parse(body || '{}') as { token?: unknown }).token;
              if (typeof token === 'string') reader.token = token;
            }
            samples.get(kind.kind)!.push(ms);
            // By the 10 s window the call began in: when in the run the slow answers came.
            const window = Math.floor((performance.now() - ms - started) / 10_000);
            (byWindow[window] ??= []).push(ms);
            if (status < 200 || status >= 400) {
              errors.set(kind.kind, (errors.get(kind.kind) ?? 0) + 1);
              statuses.set(`${kind.kind} ${status}`, (statuses.get(`${kind.kind} ${status}`) ?? 0) + 1);
            }
          });
          pending.add(done);
          void done.finally(() => pending.delete(done));
        }
      }, TICK_MS);
    });
    await Promise.all(pending);
    return { issued, samples, errors, statuses, byWindow };
  }

  return { signUpReaders, holdStreams, driveMix, close: () => agent.destroy() };
}

/** The n-th percentile of sorted figures, rounded. */
export const percentile = (sorted: number[], p: number) =>
  sorted.length ? Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!) : 0;

/** Per kind of call: count, errors, p50/p90/p99/max. */
export function latencyTable({
  samples,
  errors,
}: Awaited<ReturnType<ReturnType<typeof createTraffic>['driveMix']>>) {
  return MIX.map(({ kind }) => {
    const sorted = samples.get(kind)!.sort((a, b) => a - b);
    return {
      kind,
      calls: sorted.length,
      errors: errors.get(kind),
      'p50 ms': percentile(sorted, 50),
      'p90 ms': percentile(sorted, 90),
      'p99 ms': percentile(sorted, 99),
      'max ms': percentile(sorted, 100),
    };
  });
}

/** Every call's p50/p99/max by the 10 s window it began in. */
export function windowTable({ byWindow }: { byWindow: number[][] }) {
  return byWindow.map((times, i) => {
    const sorted = [...times].sort((a, b) => a - b);
    return {
      window: `${i * 10}-${i * 10 + 10} s`,
      calls: sorted.length,
      'p50 ms': percentile(sorted, 50),
      'p99 ms': percentile(sorted, 99),
      'max ms': percentile(sorted, 100),
    };
  });
}

/** A process's resident memory in MB, from /proc (0 once it is gone). */
export function residentMb(pid: number): number {
  try {
    const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
    return Math.round(kb / 1024);
  } catch {
    return 0;
  }
}

/** The machine's CPU seconds, busy and in all (every core, from /proc/stat). */
export function machineCpuSeconds(): { busy: number; total: number } {
  const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
  const n = ticks.map(Number);
  const total = n.reduce((a, b) => a + b, 0);
  // idle and iowait are the 4th and 5th figures.
  return { busy: (total - n[3]! - n[4]!) / 100, total: total / 100 };
}

/** CPU seconds a process has used (user and system), from /proc (0 once it is gone). */
export function cpuSeconds(pid: number): number {
  try {
    // utime and stime are the 14th and 15th fields of stat, counted in clock ticks (100 a second on Linux); the
    // command name before them is in parentheses and may hold spaces.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

export interface RouteTime {
  calls: number;
  seconds: number;
}

/**
 * Time spent in each route's handlers by one instance, from its Prometheus metrics (the request-duration histogram's
 * sum and count, statuses added up), keyed "METHOD route"; empty when the metrics are refused.
 */
export async function routeTimes(instance: URL): Promise<Map<string, RouteTime>> {
  const times = new Map<string, RouteTime>();
  try {
    const res = await fetch(new URL('/metrics', instance));
    if (!res.ok) return times;
    const line =
      /^blockcast_http_request_duration_seconds_(sum|count)\{method="([^"]+)",route="([^"]+)"[^}]*\} (\S+)$/gm;
    for (const [, part, method, route, value] of (await res.text()).matchAll(line)) {
      const key = `${method} ${route}`;
      const time = times.get(key) ?? { calls: 0, seconds: 0 };
      if (part === 'sum') time.seconds += Number(value);
      else time.calls += Number(value);
      times.set(key, time);
    }
  } catch {
    // refused or gone: no figures
  }
  return times;
}

/** What each route took in handlers between two readings of several instances, slowest total first. */
export function routeTimeTable(before: Map<string, RouteTime>[], after: Map<string, RouteTime>[]) {
  const total = new Map<string, RouteTime>();
  after.forEach((times, i) => {
    for (const [key, time] of times) {
      const was = before[i]?.get(key) ?? { calls: 0, seconds: 0 };
      const sum = total.get(key) ?? { calls: 0, seconds: 0 };
      sum.calls += time.calls - was.calls;
      sum.seconds += time.seconds - was.seconds;
      total.set(key, sum);
    }
  });
  return [...total]
    .filter(([, t]) => t.calls > 0)
    .sort((a, b) => b[1].seconds - a[1].seconds)
    .map(([route, t]) => ({
      route,
      calls: t.calls,
      'handler s': Number(t.seconds.toFixed(1)),
      'mean ms': Number(((t.seconds / t.calls) * 1000).toFixed(1)),
    }));
}
