// Measures stalls as a client sees them: one request at a time to a cheap answer served from memory, every
// 5 ms, from a child process so the caller's own work (a load generator) does not skew the timings.
// As a command: `tsx scripts/bench-stall.ts http://127.0.0.1:4310 60000` prints the figures as JSON.
import { spawn } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';

export interface StallReport {
  /** The slowest answer, in ms: a stall of the server's event loop shows as one slow answer. */
  longestStallMs: number;
  p50Ms: number;
  p99Ms: number;
  probes: number;
  /** Answers slower than 50 ms (the budget of issue 8). */
  over50Ms: number;
  failures: number;
}

export interface StallOptions {
  /** What is probed; answered from memory, so its time is the server's own. */
  path?: string;
  /** Pause between one answer and the next request. */
  intervalMs?: number;
}

const DEFAULT_PATH = '/api/market-cache/stats';

/** Probes `baseUrl` for `durationMs` from a child process and answers the figures. */
export function measureStalls(
  baseUrl: string,
  durationMs: number,
  options: StallOptions = {},
): Promise<StallReport> {
  const args = [
    '--import',
    'tsx',
    fileURLToPath(import.meta.url),
    baseUrl,
    String(durationMs),
    options.path ?? DEFAULT_PATH,
    String(options.intervalMs ?? 5),
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code === 0) resolve(JSON.parse(out) as StallReport);
      else reject(new Error(`stall probe exited with code ${code}`));
    });
  });
}

/** The probe itself, run in the child. */
export async function probe(
  baseUrl: string,
  durationMs: number,
  path = DEFAULT_PATH,
  intervalMs = 5,
): Promise<StallReport> {
  const url = new URL(path, baseUrl);
  const times: number[] = [];
  let failures = 0;
  // Not counted: the first request also opens the connection and warms up fetch.
  await fetch(url).then(
    (res) => res.arrayBuffer(),
    () => undefined,
  );
  const end = performance.now() + durationMs;
  while (performance.now() < end) {
    const started = performance.now();
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(10_000) });
      await res.arrayBuffer();
      if (!res.ok) failures += 1;
    } catch {
      failures += 1;
    }
    times.push(performance.now() - started);
    await new Promise((r) => setTimeout(r, intervalMs));
  }
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0);
  return {
    longestStallMs: round(sorted.at(-1) ?? 0),
    p50Ms: at(0.5),
    p99Ms: at(0.99),
    probes: times.length,
    over50Ms: times.filter((t) => t > 50).length,
    failures,
  };
}

const round = (ms: number) => Math.round(ms * 10) / 10;

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [baseUrl = 'http://127.0.0.1:4310', duration = '60000', path, interval] = process.argv.slice(2);
  const report = await probe(baseUrl, Number(duration), path, interval ? Number(interval) : undefined);
  process.stdout.write(`${JSON.stringify(report)}\n`);
}
