import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Database } from '../platform/db.server';
import { jsonRequest, newSignedInUser, type SignedIn } from '../tests/auth';
import { oneDatabaseTarget } from '../tests/databases';
import { createTestServices } from '../tests/services';
import { createApp } from './app';

let database: Database;
let services: ReturnType<typeof createTestServices>;
let app: ReturnType<typeof createApp>;
let user: SignedIn;

beforeAll(async () => {
  database = await oneDatabaseTarget[0]!.open();
  services = createTestServices(database);
  app = createApp(services);
  user = await newSignedInUser(app, database.db);
});
afterAll(async () => {
  await services.auth.idle();
  await database.close();
});

describe('answers carrying tokens or personal data are never stored', () => {
  test('a sign-in answer (tokens) and a session check carry Cache-Control: no-store', async () => {
    const verify = await app.request('/api/auth/verify', jsonRequest({}, { headers: user.bearer }));
    expect(verify.status).toBe(200);
    expect(verify.headers.get('Cache-Control')).toBe('no-store');
    const refused = await app.request(
      '/api/auth/login',
      jsonRequest({ email: user.email, password: 'not-the-password' }),
    );
    expect(refused.status).toBe(401);
    expect(refused.headers.get('Cache-Control')).toBe('no-store');
  });

  test.each([
    '/api/dashboard/profile',
    '/api/dashboard/preferences',
    '/api/billing/summary',
    '/api/dashboard/portfolio',
    '/api/dashboard/portfolio/summary',
    '/api/dashboard/alerts',
    '/api/crypto-watchlist',
    '/api/user-activity/activities',
  ])('GET %s carries Cache-Control: no-store', async (path) => {
    const res = await app.request(path, { headers: user.bearer });
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
  });

  test('a newsletter sign-up (an address) carries Cache-Control: no-store', async () => {
    const res = await app.request('/api/newsletter/subscribe', jsonRequest({ email: 'reader@example.com' }));
    expect(res.status).toBeLessThan(300);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
  });

  test('the portfolio export keeps its own private, no-store', async () => {
    const res = await app.request('/api/dashboard/portfolio/export', { headers: user.bearer });
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('private, no-store');
  });

  test('public market data keeps its own caching', async () => {
    const res = await app.request('/api/fx-rates');
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=3600');
  });
});
