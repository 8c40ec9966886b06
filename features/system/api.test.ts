import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApp } from '../../server/app';
import type { Database } from '../../platform/db.server';
import { databaseTargets } from '../../tests/databases';
import { createTestServices } from '../../tests/services';
import { errorReports } from './tables.server';

describe.each(databaseTargets)('system API on $name', (target) => {
  let database: Database;
  let app: ReturnType<typeof createApp>;

  beforeAll(async () => {
    database = await target.open();
    app = createApp(createTestServices(database));
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
