import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { seedRow } from '../features/news/seed/row.server';
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
        expect.arrayContaining([
          'RateLimit',
          'RateLimit-Policy',
          'X-RateLimit-Remaining',
          'Retry-After',
          'ETag',
        ]),
      );
    }
  });

  test('a public answer may be kept by any cache and asked for again: 304 while nothing changed, 200 once it has', async () => {
    // Nothing changes while it asks: the market's first fetch has stored its prices and candles (on a busy machine
    // they were still being written when the OHLCV call was first asked, and the second answer had more).
    await services.market.read();
    await services.market.settled();
    for (const path of [
      '/api/coinmarketcap/cryptocurrency/listings/latest?limit=2',
      '/api/coinmarketcap/v2/cryptocurrency/info?symbol=BTC',
      '/api/coinmarketcap/v2/cryptocurrency/ohlcv/historical?id=1&count=2',
      '/api/crypto-news/list?limit=2',
      '/api/press-releases/list?limit=2',
      '/api/crypto-news/categories',
      '/api/shows/schedule',
    ]) {
      const first = await app.request(path, { headers: origin });
      expect(first.status, path).toBe(200);
      // `public`: a shared cache keeps it although a key may have come with it; the answer is the same for all.
      // `no-cache`: every use is asked of the server, so keys and limits apply to each.
      expect(first.headers.get('Cache-Control'), path).toBe('public, no-cache');
      const etag = first.headers.get('ETag')!;
      expect(etag, path).toMatch(/^(W\/)?"[\w-]+"$/);
      const opaque = etag.replace(/^W\//, '');
      // The tag as sent, weak, among others, or any: the same answer, so 304 (RFC 9110's weak comparison).
      for (const ifNoneMatch of [etag, `W/${opaque}`, `"elsewhere", ${opaque}`, '*']) {
        const again = await app.request(path, { headers: { ...origin, 'If-None-Match': ifNoneMatch } });
        expect(again.status, `${path} If-None-Match: ${ifNoneMatch}`).toBe(304);
        expect(await again.text(), path).toBe('');
        // Still readable from another site, and still saying what is left of the caller's limit.
        expect(again.headers.get('Access-Control-Allow-Origin'), path).toBe('*');
        expect(again.headers.get('RateLimit'), path).toBeTruthy();
        expect(again.headers.get('ETag'), path).toBe(etag);
        expect(again.headers.get('Cache-Control'), path).toBe('public, no-cache');
      }
      // Asked again without a change, the same tag (an answer stamped with the time of asking never matched).
      expect((await app.request(path)).headers.get('ETag'), path).toBe(etag);
      expect((await app.request(path, { headers: { 'If-None-Match': '"elsewhere"' } })).status, path).toBe(
        200,
      );
    }
    // A kept answer is no way around a key's check: asked again with a bad key, the call is refused, not a 304.
    const categories = await app.request('/api/crypto-news/categories');
    const refused = await app.request('/api/crypto-news/categories', {
      headers: { 'If-None-Match': categories.headers.get('ETag')!, 'X-API-Key': 'bc_live_nope' },
    });
    expect(refused.status).toBe(401);
    const list = '/api/crypto-news/list?limit=2';
    const before = (await app.request(list)).headers.get('ETag')!;
    await services.news.insertMany([
      seedRow(
        {
          type: 'news',
          slug: 'cache-test-new-story',
          title: 'A story published after the first read',
          description: 'Its summary.',
          category: 'Bitcoin',
          tags: ['bitcoin'],
          source: 'Blockcast Newsroom',
          hoursAgo: 0,
          views: 0,
          body: 'A paragraph.',
        },
        services.clock(),
      ),
    ]);
    const after = await app.request(list, { headers: { 'If-None-Match': before } });
    expect(after.status).toBe(200);
    expect(((await after.json()) as { data: { title: string }[] }).data[0]!.title).toBe(
      'A story published after the first read',
    );
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
    expect(ok.headers.get('Access-Control-Allow-Headers')?.toLowerCase().split(',')).toEqual(
      // A page elsewhere may ask again with the tag it was given.
      expect.arrayContaining(['x-api-key', 'authorization', 'if-none-match']),
    );
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
