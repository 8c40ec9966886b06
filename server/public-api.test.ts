import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Database } from '../platform/db.server';
import { newSignedInUser } from '../tests/auth';
import { oneDatabaseTarget } from '../tests/databases';
import { createTestServices } from '../tests/services';
import { createApp } from './app';

describe.each(oneDatabaseTarget)('the public API across origins on $name', (target) => {
  let database: Database;
  let app: ReturnType<typeof createApp>;
  let services: ReturnType<typeof createTestServices>;
  const origin = { Origin: 'https://sheets.example.net' };

  beforeAll(async () => {
    database = await target.open();
    services = createTestServices(database);
    app = createApp(services);
  });
  afterAll(async () => {
    await services.auth.idle();
    await database.close();
  });

  test('another site’s page may read a public call, without credentials, and read its limit headers', async () => {
    for (const path of [
      '/api/coinmarketcap/cryptocurrency/listings/latest?limit=1',
      '/api/crypto-news/list?limit=1',
      '/api/press-releases/list?limit=1',
    ]) {
      const res = await app.request(path, { headers: origin });
      expect(res.status, path).toBe(200);
      expect(res.headers.get('Access-Control-Allow-Origin'), path).toBe('*');
      expect(res.headers.get('Access-Control-Allow-Credentials'), path).toBeNull();
      expect(res.headers.get('Access-Control-Expose-Headers')?.split(',')).toEqual(
        expect.arrayContaining(['RateLimit', 'RateLimit-Policy', 'X-RateLimit-Remaining', 'Retry-After']),
      );
    }
  });

  test('a preflight for a keyed GET is answered, and answers nothing for other methods or private calls', async () => {
    const preflight = (path: string, method: string) =>
      app.request(path, {
        method: 'OPTIONS',
        headers: {
          ...origin,
          'Access-Control-Request-Method': method,
          'Access-Control-Request-Headers': 'x-api-key',
        },
      });
    const ok = await preflight('/api/coinmarketcap/cryptocurrency/quotes/latest?id=1', 'GET');
    expect(ok.status).toBe(204);
    expect(ok.headers.get('Access-Control-Allow-Origin')).toBe('*');
    expect(ok.headers.get('Access-Control-Allow-Headers')?.toLowerCase()).toContain('x-api-key');
    expect(ok.headers.get('Access-Control-Allow-Methods')).toBe('GET,HEAD,OPTIONS');
    for (const [path, method] of [
      ['/api/crypto-news/list', 'POST'],
      ['/api/dashboard/portfolio', 'GET'],
      ['/api/auth/me', 'GET'],
    ]) {
      const res = await preflight(path!, method!);
      expect(res.headers.get('Access-Control-Allow-Origin'), `${method} ${path}`).toBeNull();
    }
  });

  test('a signed-in reader’s private calls carry no CORS headers: another site cannot read them', async () => {
    const me = await newSignedInUser(app, database.db);
    const res = await app.request('/api/dashboard/portfolio', { headers: { ...origin, ...me.bearer } });
    expect(res.status).toBe(200);
    expect(res.headers.get('Access-Control-Allow-Origin')).toBeNull();
  });
});
