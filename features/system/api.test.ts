import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApp } from '../../server/app';
import type { Database } from '../../platform/db.server';
import { oneDatabaseTarget } from '../../tests/databases';
import { createTestServices } from '../../tests/services';
import { CLIENT_ERROR_LIMIT } from './api.server';
import { ERROR_REPORTS_MAX_ROWS, ERROR_REPORTS_RETENTION_MS } from './service.server';
import { errorReports } from './tables.server';

/** A report as a browser at a given address sends it. */
const report = (
  app: { request: (p: string, i: RequestInit, env?: unknown) => Response | Promise<Response> },
  address: string,
  body: unknown,
) =>
  app.request(
    '/api/client-errors',
    { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) },
    { incoming: { socket: { remoteAddress: address } } },
  );

describe.each(oneDatabaseTarget)('system API on $name', (target) => {
  let database: Database;
  let app: ReturnType<typeof createApp>;
  let services: ReturnType<typeof createTestServices>;

  beforeAll(async () => {
    database = await target.open();
    services = createTestServices(database);
    app = createApp(services);
  });
  afterAll(async () => {
    await database.close();
  });

  test('GET /api/health answers status, version, database kind and uptime', async () => {
    const res = await app.request('/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      status: 'ok',
      version: '0.0.0-test',
      database: target.name,
      uptime: 90,
    });
    expect(res.headers.get('x-request-id')).toMatch(/.+/);
  });

  test('[SHELL-020] a browser error report is stored and answered with its reference', async () => {
    const res = await app.request('/api/client-errors', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'User-Agent': 'vitest' },
      body: JSON.stringify({
        message: 'boom',
        stack: 'Error: boom\n at x',
        url: 'http://blockcast.test/markets',
      }),
    });
    expect(res.status).toBe(201);
    const body = (await res.json()) as { success: boolean; data: { reference: string } };
    expect(body.success).toBe(true);
    const rows = await database.db.select().from(errorReports);
    const row = rows.find((r) => r.reference === body.data.reference);
    expect(row).toMatchObject({ message: 'boom', url: 'http://blockcast.test/markets', userAgent: 'vitest' });
  });

  test('a malformed error report is refused with a clear JSON error and nothing stored', async () => {
    const before = (await database.db.select().from(errorReports)).length;
    const res = await app.request('/api/client-errors', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ message: '' }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ success: false, error: 'Invalid error report' });
    expect((await database.db.select().from(errorReports)).length).toBe(before);
  });

  test('error reports are limited per address: past the limit a clear 429, other addresses unaffected', async () => {
    for (let i = 0; i < CLIENT_ERROR_LIMIT.points; i++) {
      expect((await report(app, '198.51.100.20', { message: `crash ${i}` })).status).toBe(201);
    }
    const refused = await report(app, '198.51.100.20', { message: 'one more' });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({
      success: false,
      error: 'Too many error reports. Please try again later.',
    });
    expect((await report(app, '198.51.100.21', { message: 'elsewhere' })).status).toBe(201);
  });

  test('an oversize report answers 413 and stores nothing', async () => {
    const before = (await database.db.select().from(errorReports)).length;
    const res = await report(app, '198.51.100.30', { message: 'big', stack: 'x'.repeat(40_000) });
    expect(res.status).toBe(413);
    expect((await database.db.select().from(errorReports)).length).toBe(before);
  });

  test('stored reports stay bounded: old ones expire and the table keeps at most the newest cap', async () => {
    const now = services.clock();
    await database.db.delete(errorReports);
    await database.db.insert(errorReports).values({
      reference: 'ancient',
      message: 'old',
      createdAt: new Date(now - ERROR_REPORTS_RETENTION_MS - 1000),
    });
    const filler = Array.from({ length: ERROR_REPORTS_MAX_ROWS }, (_, i) => ({
      reference: `r${i}`,
      message: 'filler',
      createdAt: new Date(now - 60_000 + i),
    }));
    for (let i = 0; i < filler.length; i += 1000)
      await database.db.insert(errorReports).values(filler.slice(i, i + 1000));
    expect((await report(app, '198.51.100.40', { message: 'newest' })).status).toBe(201);
    const rows = await database.db
      .select({ reference: errorReports.reference, message: errorReports.message })
      .from(errorReports);
    expect(rows).toHaveLength(ERROR_REPORTS_MAX_ROWS);
    expect(rows.some((r) => r.reference === 'ancient')).toBe(false);
    expect(rows.some((r) => r.reference === 'r0')).toBe(false);
    expect(rows.some((r) => r.message === 'newest')).toBe(true);
  });

  test('an unknown API path answers JSON 404', async () => {
    const res = await app.request('/api/does-not-exist');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ success: false, error: 'Not found' });
  });

  test('health reports degraded with 503 when the database is gone', async () => {
    const broken = await target.open();
    await broken.close();
    const res = await createApp(createTestServices(broken)).request('/api/health');
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ status: 'degraded', database: target.name });
  });
});
