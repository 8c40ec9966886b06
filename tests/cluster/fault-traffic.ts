// Steady traffic while a fault is made (the fault tests and npm run chaos): reads of the market and of a reader's
// portfolio, and writes of lots to it, each answer recorded with its time; afterwards, which lots answered 2xx are
// in the database. Loopback only, at a fixed, small rate.
import { expect } from 'vitest';
import { call } from './cluster';

export interface Answer {
  kind: 'read' | 'write';
  path: string;
  status: number;
  ms: number;
  /** When the call was made (Date.now()). */
  at: number;
  retryAfter: string | null;
  body: unknown;
  /** The lot's note, for writes. */
  note?: string;
}

export interface Traffic {
  answers: Answer[];
  stop(): Promise<void>;
}

export interface TrafficOptions {
  /** The instances called in turn (one balancer address, or several instances). */
  targets: { url: string }[];
  token: string;
  /** Calls a second of each kind (writes 0: none). */
  readsPerSec?: number;
  writesPerSec?: number;
  /** Reads besides the reader's portfolio (the market API by default). */
  readPaths?: string[];
  /** A call not answered within this long counts as a hang (status 0). */
  timeoutMs?: number;
}

const lotBody = (note: string) => ({
  symbol: 'BTC',
  coin_id: 1,
  quantity: '0.01',
  purchase_price: '50000',
  purchase_date: '2026-01-02',
  notes: note,
});

async function timedCall(
  target: { url: string },
  method: string,
  path: string,
  token: string,
  timeoutMs: number,
  body?: unknown,
): Promise<Omit<Answer, 'kind' | 'note'>> {
  const at = Date.now();
  const started = performance.now();
  try {
    const res = await fetch(`${target.url}${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${token}`,
        // A reader's browser on the site's pages: not a caller of the public API (whose limit is per address).
        'Sec-Fetch-Site': 'same-origin',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // a page, or not JSON
    }
    return {
      path,
      status: res.status,
      ms: performance.now() - started,
      at,
      retryAfter: res.headers.get('retry-after'),
      body: parsed,
    };
  } catch {
    return { path, status: 0, ms: performance.now() - started, at, retryAfter: null, body: null };
  }
}

export function startTraffic(options: TrafficOptions): Traffic {
  const { targets, token } = options;
  const timeoutMs = options.timeoutMs ?? 15_000;
  const readPaths = [...(options.readPaths ?? ['/api/market-cache?limit=5']), '/api/dashboard/portfolio'];
  const answers: Answer[] = [];
  const pending = new Set<Promise<void>>();
  const run = `${Date.now().toString(36)}`;
  let n = 0;
  const track = (p: Promise<void>) => {
    pending.add(p);
    void p.finally(() => pending.delete(p));
  };
  const writesPerSec = options.writesPerSec ?? 4;
  const timers = [
    setInterval(
      () => {
        const i = n++;
        const path = readPaths[i % readPaths.length]!;
        track(
          timedCall(targets[i % targets.length]!, 'GET', path, token, timeoutMs).then((a) => {
            answers.push({ kind: 'read', ...a });
          }),
        );
      },
      1000 / (options.readsPerSec ?? 10),
    ),
    ...(writesPerSec > 0
      ? [
          setInterval(() => {
            const i = n++;
            const note = `fault-${run}-${i}`;
            const path = '/api/dashboard/portfolio';
            track(
              timedCall(targets[i % targets.length]!, 'POST', path, token, timeoutMs, lotBody(note)).then(
                (a) => {
                  answers.push({ kind: 'write', note, ...a });
                },
              ),
            );
          }, 1000 / writesPerSec),
        ]
      : []),
  ];
  return {
    answers,
    async stop() {
      for (const t of timers) clearInterval(t);
      while (pending.size) await Promise.all(pending);
    },
  };
}

/** The notes of the writes answered 2xx that the reader's portfolio does not hold: what was lost. */
export async function lostWrites(
  target: { url: string },
  token: string,
  answers: Answer[],
): Promise<string[]> {
  const { status, body } = await call<{ data: { notes: string | null }[] }>(
    target,
    'GET',
    '/api/dashboard/portfolio',
    { token },
  );
  if (status !== 200) throw new Error(`the portfolio answered ${status}`);
  const held = new Set(body.data.map((p) => p.notes));
  return answers
    .filter((a) => a.kind === 'write' && a.status >= 200 && a.status < 300 && !held.has(a.note ?? ''))
    .map((a) => a.note ?? '');
}

/** What a call read: the API it asked (market-cache, dashboard, …), or a page. */
const readOf = (path: string) => /^\/api\/([^/?]+)/.exec(path)?.[1] ?? 'page';

/** Answers counted by kind and status: { 'read market-cache 200': 77, 'write 201': 31, 'write 503': 9 }. */
export function tally(answers: Answer[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const a of answers) {
    const key = a.kind === 'read' ? `read ${readOf(a.path)} ${a.status}` : `write ${a.status}`;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

/**
 * Waits until the traffic has `count` answers made at or after `since` (of one kind and status when given): a fault
 * lasts, and a run goes on after it, for a number of answered calls, not for a fixed time.
 */
export async function untilAnswered(
  traffic: Traffic,
  wanted: { since: number; count: number; kind?: Answer['kind']; status?: number },
): Promise<void> {
  const matching = () =>
    traffic.answers.filter(
      (a) =>
        a.at >= wanted.since &&
        (wanted.kind === undefined || a.kind === wanted.kind) &&
        (wanted.status === undefined || a.status === wanted.status),
    ).length;
  await expect.poll(matching, { timeout: 30_000, interval: 50 }).toBeGreaterThanOrEqual(wanted.count);
}
