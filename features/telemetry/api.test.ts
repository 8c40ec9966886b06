import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Database } from '../../platform/db.server';
import { createApp } from '../../server/app';
import { newSignedInUser, type SignedIn } from '../../tests/auth';
import { oneDatabaseTarget } from '../../tests/databases';
import { createTestServices } from '../../tests/services';
import { TELEMETRY_BODY_LIMIT, TELEMETRY_LIMIT } from './api.server';
import type { TelemetryEvent } from './rules';
import { recordTelemetry, type telemetrySummary } from './service.server';
import { telemetryEvents } from './tables.server';

describe.each(oneDatabaseTarget)('telemetry API on $name', (target) => {
  let database: Database;
  let services: ReturnType<typeof createTestServices>;
  let app: ReturnType<typeof createApp>;
  let admin: SignedIn;

  const send = (body: unknown, address = '203.0.113.5') =>
    app.request(
      '/api/telemetry/events',
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      },
      { incoming: { socket: { remoteAddress: address } } },
    );
  const summary = async (days = 7) => {
    const res = await app.request(`/api/telemetry/summary?days=${days}`, { headers: admin.bearer });
    expect(res.status).toBe(200);
    return ((await res.json()) as { data: Awaited<ReturnType<typeof telemetrySummary>> }).data;
  };

  beforeAll(async () => {
    database = await target.open();
    services = createTestServices(database);
    app = createApp(services);
    admin = await newSignedInUser(app, database.db, { role: 'admin' });
  });
  afterAll(async () => {
    await database.close();
  });

  test('[PERF-002] a browser’s report is stored, and the admin summary gives each vital’s 75th percentile and ratings', async () => {
    const lcp = [1000, 2000, 3000, 5000].map((value): TelemetryEvent => ({
      kind: 'vital',
      path: '/markets',
      name: 'LCP',
      value,
      rating: value <= 2500 ? 'good' : value <= 4000 ? 'needs-improvement' : 'poor',
    }));
    const res = await send({
      events: [
        ...lcp,
        { kind: 'long-task', path: '/markets', duration: 120 },
        { kind: 'request', path: '/markets', target: 'api', endpoint: '/api/market-cache', duration: 40 },
        { kind: 'scroll-depth', path: '/markets', percent: 25 },
        { kind: 'scroll-depth', path: '/markets', percent: 50 },
      ],
    });
    expect(res.status).toBe(202);
    const s = await summary();
    expect(s.vitals.LCP).toEqual({ count: 4, p75: 3500, good: 2, needsImprovement: 1, poor: 1 });
    expect(s.vitals.CLS).toEqual({ count: 0, p75: null, good: 0, needsImprovement: 0, poor: 0 });
    expect(s.longTasks).toEqual({ count: 1, p75: 120, longest: 120 });
    expect(s.requests).toEqual([{ target: 'api', count: 1, p75: 40, p95: 40 }]);
    expect(s.scrollDepth).toEqual({ '25': 1, '50': 1, '75': 0, '100': 0 });
  });

  test('a vital is rated by its value on the server, whatever rating the report claims', async () => {
    await database.db.delete(telemetryEvents);
    const res = await send(
      { events: [{ kind: 'vital', path: '/', name: 'CLS', value: 0.5, rating: 'good' }] },
      '203.0.113.9',
    );
    expect(res.status).toBe(202);
    expect((await summary()).vitals.CLS).toMatchObject({ count: 1, good: 0, poor: 1 });
  });

  test('a report that is not one is refused with a message naming what is wrong, and stores nothing', async () => {
    const before = (await database.db.select().from(telemetryEvents)).length;
    const bad: [unknown, string][] = [
      [{ events: [] }, 'events must not be empty'],
      [{ events: [{ kind: 'vital', path: '/', name: 'XYZ', value: 1, rating: 'good' }] }, 'name'],
      [{ events: [{ kind: 'scroll-depth', path: '/', percent: 33 }] }, 'percent'],
      [
        { events: [{ kind: 'long-task', path: 'https://evil.example/', duration: 80 }] },
        'path must start with /',
      ],
      [{ events: [{ kind: 'long-task', path: '/', duration: -5 }] }, 'duration'],
      [
        { events: Array.from({ length: 51 }, () => ({ kind: 'long-task', path: '/', duration: 80 })) },
        'events must hold at most 50 measurements',
      ],
      ['not json', 'JSON'],
    ];
    for (const [body, message] of bad) {
      const res = await send(body, '203.0.113.6');
      expect(res.status, JSON.stringify(body)).toBe(400);
      const answer = (await res.json()) as { success: boolean; error: string };
      expect(answer.success).toBe(false);
      expect(answer.error, JSON.stringify(body)).toContain(message);
      expect(answer.error).not.toMatch(/at .*\.ts|stack/i);
    }
    expect((await database.db.select().from(telemetryEvents)).length).toBe(before);
  });

  test('an oversize report answers 413, and one address is limited to 60 reports a minute', async () => {
    const big = await send({
      events: [{ kind: 'long-task', path: `/${'x'.repeat(TELEMETRY_BODY_LIMIT)}`, duration: 80 }],
    });
    expect(big.status).toBe(413);
    const one = { events: [{ kind: 'long-task', path: '/', duration: 80 }] };
    const statuses: number[] = [];
    for (let i = 0; i < TELEMETRY_LIMIT.points + 1; i++)
      statuses.push((await send(one, '203.0.113.7')).status);
    expect(statuses.slice(0, TELEMETRY_LIMIT.points).every((s) => s === 202)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // Another address is not held back.
    expect((await send(one, '203.0.113.8')).status).toBe(202);
  });

  test('stored measurements are bounded: older than the retention, or past the row cap, they go', async () => {
    await database.db.delete(telemetryEvents);
    const event: TelemetryEvent = { kind: 'long-task', path: '/', duration: 70 };
    const limits = { retentionMs: 60_000, maxRows: 10 };
    await recordTelemetry(services, [event, event], limits);
    services.clock.advance(61_000);
    await recordTelemetry(
      services,
      Array.from({ length: 15 }, (_, i) => ({ ...event, duration: 100 + i })),
      limits,
    );
    const rows = await database.db.select().from(telemetryEvents);
    expect(rows).toHaveLength(10);
    expect(rows.map((r) => r.value).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 10 }, (_, i) => 105 + i),
    );
  });
});
