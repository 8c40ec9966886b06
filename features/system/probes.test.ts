// What a balancer and a Prometheus scraper rely on: /metrics (who may read it, and figures that move), /healthz,
// /readyz, and one request id carried from the balancer into the answer and every log line of the request.
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Database } from '../../platform/db.server';
import { createApp } from '../../server/app';
import { errorResponse } from '../../server/errors';
import { serverRequestId } from '../../server/security-headers';
import { createClientAddress } from '../../platform/client-address.server';
import { newSignedInUser, type SignedIn } from '../../tests/auth';
import { databaseTargets } from '../../tests/databases';
import { recordingLogger } from '../../tests/recording-logger';
import { createTestServices } from '../../tests/services';
import { startMarketJob } from '../market/job.server';
import { PROBE_MESSAGES } from './schemas';

/** A request as it reaches the server from a socket peer at `address`. */
const from = (address: string) => ({ incoming: { socket: { remoteAddress: address } } });

/** The value of one sample in Prometheus' text format, or undefined when no line has that name and labels. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const match = line.match(/^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]),
    );
    if (Object.entries(labels).every(([k, v]) => found[k] === v)) return Number(match[3]);
  }
  return undefined;
}

describe.each(databaseTargets)('/metrics on $name', (target) => {
  let database: Database;
  let services: ReturnType<typeof createTestServices>;
  let app: ReturnType<typeof createApp>;
  let admin: SignedIn;
  let reader: SignedIn;

  const scrape = async () => {
    const res = await app.request('/metrics', { headers: admin.bearer });
    expect(res.status).toBe(200);
    return res.text();
  };

  beforeAll(async () => {
    database = await target.open();
    services = createTestServices(database, {
      trustedProxies: ['10.0.0.1'],
      metricsAllow: ['192.0.2.0/24'],
    });
    app = createApp(services);
    admin = await newSignedInUser(app, database.db, { role: 'admin' });
    reader = await newSignedInUser(app, database.db);
  });
  afterAll(async () => {
    await services.market.settled();
    await services.auth.idle();
    await database.close();
  });

  test('an anonymous caller and a signed-in reader are refused with 403 in the API’s error shape', async () => {
    for (const headers of [{}, reader.bearer, { Authorization: 'Bearer not-a-token' }]) {
      const res = await app.request('/metrics', { headers }, from('198.51.100.7'));
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ success: false, error: PROBE_MESSAGES.metricsForbidden });
    }
  });

  test('a signed-in admin reads the metrics in Prometheus’ text format', async () => {
    const res = await app.request('/metrics', { headers: admin.bearer });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  test('an address in METRICS_ALLOW reads them without signing in, as the rate limits see it (through a trusted proxy)', async () => {
    expect((await app.request('/metrics', {}, from('192.0.2.9'))).status).toBe(200);
    // Behind the trusted balancer the scraper's own address counts, not the balancer's.
    const proxied = (forwarded: string) =>
      app.request('/metrics', { headers: { 'X-Forwarded-For': forwarded } }, from('10.0.0.1'));
    expect((await proxied('192.0.2.44')).status).toBe(200);
    expect((await proxied('203.0.113.5')).status).toBe(403);
    // An untrusted peer cannot claim an allowed address.
    const spoofed = await app.request(
      '/metrics',
      { headers: { 'X-Forwarded-For': '192.0.2.44' } },
      from('203.0.113.5'),
    );
    expect(spoofed.status).toBe(403);
  });

  test('the text names every family: requests, latency, cache reads, upstream, jobs, streams, pool, event loop, process', async () => {
    const text = await scrape();
    for (const name of [
      'blockcast_http_requests_total',
      'blockcast_http_request_duration_seconds',
      'blockcast_market_cache_reads_total',
      'blockcast_market_upstream_calls_total',
      'blockcast_market_upstream_failures_total',
      'blockcast_market_upstream_breaker',
      'blockcast_job_runs_total',
      'blockcast_job_duration_seconds',
      'blockcast_open_streams',
      'blockcast_db_pool_connections',
      'blockcast_db_pool_idle_connections',
      'blockcast_db_pool_waiting_queries',
      'nodejs_eventloop_lag_seconds',
      'process_cpu_seconds_total',
      'process_resident_memory_bytes',
    ]) {
      expect(text, name).toContain(`# TYPE ${name} `);
    }
    expect(sample(text, 'blockcast_db_pool_max_connections', { database: target.name })).toBe(
      target.name === 'pglite' ? 1 : 10,
    );
  });

  test('a request to /api/market-cache moves its route counter and the cache’s miss, then hit, count', async () => {
    const requests = (text: string) =>
      sample(text, 'blockcast_http_requests_total', {
        method: 'GET',
        route: '/api/market-cache',
        status: '200',
      }) ?? 0;
    const reads = (text: string, status: string) =>
      sample(text, 'blockcast_market_cache_reads_total', { status }) ?? 0;
    const calls = (text: string) => sample(text, 'blockcast_market_upstream_calls_total') ?? 0;
    const before = await scrape();

    expect((await app.request('/api/market-cache?limit=5')).status).toBe(200);
    const afterFirst = await scrape();
    expect(requests(afterFirst)).toBe(requests(before) + 1);
    expect(reads(afterFirst, 'miss')).toBe(reads(before, 'miss') + 1);
    expect(calls(afterFirst)).toBe(calls(before) + 1);

    expect((await app.request('/api/market-cache?limit=7')).status).toBe(200);
    const afterSecond = await scrape();
    expect(requests(afterSecond)).toBe(requests(before) + 2);
    expect(reads(afterSecond, 'hit')).toBe(reads(before, 'hit') + 1);
    expect(calls(afterSecond)).toBe(calls(before) + 1);
    expect(
      sample(afterSecond, 'blockcast_http_request_duration_seconds_count', {
        route: '/api/market-cache',
        status: '200',
      }),
    ).toBe(requests(afterSecond));
  });

  test('a route with parameters is counted under its pattern, never its path', async () => {
    await app.request('/api/crypto-news/123456');
    await app.request('/api/crypto-news/654321');
    await app.request('/api/no-such-route/42');
    const text = await scrape();
    expect(text).not.toContain('123456');
    expect(text).not.toContain('no-such-route');
    expect(
      sample(text, 'blockcast_http_requests_total', { route: '/api/crypto-news/:id', status: '404' }),
    ).toBe(2);
    expect(sample(text, 'blockcast_http_requests_total', { route: '/api/*', status: '404' })).toBe(1);
  });

  test('an open price stream is counted while it is open', async () => {
    const open = async () => sample(await scrape(), 'blockcast_open_streams', { stream: 'prices' });
    expect(await open()).toBe(0);
    const abort = new AbortController();
    const res = await app.request('/api/stream/prices?top=5', { signal: abort.signal }, from('198.51.100.8'));
    expect(res.status).toBe(200);
    expect(await open()).toBe(1);
    await res.body?.cancel();
    await expect.poll(open).toBe(0);
    expect(sample(await scrape(), 'blockcast_open_streams', { stream: 'notifications' })).toBe(0);
  });

  test('a market job run is counted and timed under its name and outcome', async () => {
    const runs = async () =>
      sample(await scrape(), 'blockcast_job_runs_total', { job: 'market-poll', outcome: 'ok' }) ?? 0;
    const before = await runs();
    const job = startMarketJob({
      db: database.db,
      logger: services.logger,
      market: services.market,
      intervalMs: 60_000,
      clock: services.clock,
      metrics: services.metrics,
    });
    try {
      await expect.poll(runs).toBe(before + 1);
      expect(
        sample(await scrape(), 'blockcast_job_duration_seconds_count', { job: 'market-poll', outcome: 'ok' }),
      ).toBe(before + 1);
    } finally {
      await job.stop();
    }
  });

  test('the admin caches panel’s hit ratio and upstream health are the counts /metrics shows', async () => {
    await app.request('/api/market-cache?limit=3');
    const res = await app.request('/api/admin/cache/market', { headers: admin.bearer });
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as {
      data: {
        reads: Record<string, number>;
        hitRatio: number;
        upstream: { calls: number; failures: number; breaker: string; lastError: string | null };
      };
    };
    const text = await scrape();
    for (const status of ['hit', 'miss', 'refresh', 'stale', 'error'])
      expect(data.reads[status], status).toBe(sample(text, 'blockcast_market_cache_reads_total', { status }));
    expect(data.upstream.calls).toBe(sample(text, 'blockcast_market_upstream_calls_total'));
    expect(data.upstream.failures).toBe(sample(text, 'blockcast_market_upstream_failures_total'));
    const reads = Object.values(data.reads).reduce((a, b) => a + b, 0);
    expect(data.hitRatio).toBeCloseTo((data.reads.hit! + data.reads.refresh! + data.reads.stale!) / reads);
    expect(data.upstream).toMatchObject({ breaker: 'closed', lastError: null });
    expect(sample(text, 'blockcast_market_upstream_breaker', { state: 'closed' })).toBe(1);
    // A reader cannot see it.
    expect((await app.request('/api/admin/cache/market', { headers: reader.bearer })).status).toBe(403);
  });

  test('two apps in one process keep counts of their own', async () => {
    const other = createTestServices(database);
    const otherApp = createApp(other);
    await otherApp.request('/api/health');
    await otherApp.request('/api/health');
    const own = (await (await otherApp.request('/metrics', {}, from('127.0.0.1'))).text()) || '';
    // Not allowed there (no METRICS_ALLOW): its registry is read directly.
    expect(own).toContain(PROBE_MESSAGES.metricsForbidden);
    const otherText = (await other.metrics.text()).body;
    expect(sample(otherText, 'blockcast_http_requests_total', { route: '/api/health', status: '200' })).toBe(
      2,
    );
    expect(
      sample(await scrape(), 'blockcast_http_requests_total', { route: '/api/health', status: '200' }),
    ).toBeUndefined();
    await other.market.settled();
  });
});

describe('/healthz and /readyz', () => {
  const target = databaseTargets[0]!;

  test('a running instance is alive and ready: 200, names and ok only', async () => {
    const database = await target.open();
    try {
      const app = createApp(createTestServices(database));
      const live = await app.request('/healthz');
      expect(live.status).toBe(200);
      expect(await live.json()).toEqual({ status: 'ok' });
      const ready = await app.request('/readyz');
      expect(ready.status).toBe(200);
      expect(ready.headers.get('cache-control')).toBe('no-store');
      expect(await ready.json()).toEqual({
        status: 'ready',
        checks: { database: 'ok', migrations: 'ok' },
      });
    } finally {
      await database.close();
    }
  });

  test('with the database down: not ready (503 with Retry-After), still alive, and no reason given', async () => {
    const database = await target.open();
    const app = createApp(createTestServices(database));
    await database.close();
    const ready = await app.request('/readyz');
    expect(ready.status).toBe(503);
    expect(Number(ready.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await ready.json()).toEqual({
      status: 'not ready',
      checks: { database: 'fail', migrations: 'fail' },
    });
    expect((await app.request('/healthz')).status).toBe(200);
  });

  test('with a migration not applied: not ready', async () => {
    const database = await target.open();
    try {
      await database.db.execute(
        sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
      );
      const app = createApp(createTestServices(database));
      const ready = await app.request('/readyz');
      expect(ready.status).toBe(503);
      expect(await ready.json()).toEqual({
        status: 'not ready',
        checks: { database: 'ok', migrations: 'fail' },
      });
    } finally {
      await database.close();
    }
  });

  test('while shutting down: not ready (503) without asking the database, still alive', async () => {
    const database = await target.open();
    try {
      const shutdown = new AbortController();
      const app = createApp(createTestServices(database, { shutdownSignal: shutdown.signal }));
      expect((await app.request('/readyz')).status).toBe(200);
      shutdown.abort();
      const ready = await app.request('/readyz');
      expect(ready.status).toBe(503);
      expect(ready.headers.get('retry-after')).toBeTruthy();
      expect(await ready.json()).toEqual({ status: 'shutting down', checks: {} });
      expect((await app.request('/healthz')).status).toBe(200);
    } finally {
      await database.close();
    }
  });
});

describe('one request id from the balancer', () => {
  const target = databaseTargets[0]!;
  let database: Database;
  let app: ReturnType<typeof createApp>;
  let lines: Record<string, unknown>[];
  const BALANCER = '10.0.0.1';

  beforeAll(async () => {
    database = await target.open();
    const recorder = recordingLogger();
    lines = recorder.lines;
    app = createApp(createTestServices(database, { trustedProxies: [BALANCER], logger: recorder.logger }));
  });
  afterAll(async () => {
    await database.close();
  });

  /** Sends a browser error report (its service writes a log line of its own) with the id the balancer set. */
  const report = (peer: string, id: string) =>
    app.request(
      '/api/client-errors',
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Request-Id': id },
        body: JSON.stringify({ message: `boom ${id}` }),
      },
      from(peer),
    );

  test('a well-formed id through a trusted proxy is kept: echoed, and in every log line of the request', async () => {
    const id = 'lb-7f3a9c.01_Z';
    const res = await report(BALANCER, id);
    expect(res.status).toBe(201);
    expect(res.headers.get('x-request-id')).toBe(id);
    const mine = lines.filter((l) => l.reqId === id);
    // The access line, and the line the error-report service writes while serving it.
    expect(mine.map((l) => l.msg).sort()).toEqual(['browser error reported', 'request']);
    expect(lines.filter((l) => l.message === `boom ${id}` && l.reqId !== id)).toEqual([]);
  });

  test('an id from a caller that is no trusted proxy is ignored and replaced', async () => {
    const res = await report('203.0.113.9', 'chosen-by-client');
    const id = res.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines.some((l) => l.reqId === 'chosen-by-client')).toBe(false);
    expect(lines.find((l) => l.msg === 'browser error reported' && l.reqId === id)).toBeDefined();
  });

  test('a malformed id, even from the trusted proxy, is replaced', async () => {
    for (const bad of ['', 'x'.repeat(65), 'has space', 'semi;colon', '<script>', 'ünïcode']) {
      const res = await app.request('/api/health', { headers: { 'X-Request-Id': bad } }, from(BALANCER));
      const id = res.headers.get('x-request-id');
      expect(id, bad).not.toBe(bad);
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
    }
    const longest = 'a'.repeat(64);
    const res = await app.request('/api/health', { headers: { 'X-Request-Id': longest } }, from(BALANCER));
    expect(res.headers.get('x-request-id')).toBe(longest);
  });

  test('the balancer’s id is the reference an unexpected error shows the user', async () => {
    const { logger, lines: errors } = recordingLogger();
    const failing = new Hono<{ Variables: { requestId: string } }>()
      .use(serverRequestId(createClientAddress([BALANCER]).viaTrustedProxy))
      .get('/boom', () => {
        throw new Error('unexpected');
      })
      .onError((err, c) => errorResponse(err, c, logger));
    const res = await failing.request('/boom', { headers: { 'X-Request-Id': 'lb-42' } }, from(BALANCER));
    expect(res.status).toBe(500);
    expect(await res.json()).toMatchObject({ reference: 'lb-42' });
    expect(errors.find((l) => l.msg === 'unhandled error')?.reqId).toBe('lb-42');
  });
});
