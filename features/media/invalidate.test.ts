import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Database } from '../../platform/db.server';
import { createApp } from '../../server/app';
import { newSignedInUser, type SignedIn } from '../../tests/auth';
import { oneDatabaseTarget } from '../../tests/databases';
import { createTestMedia, startFakeImageServer, type FakeImageServer } from '../../tests/fakes/image-server';
import { createTestServices } from '../../tests/services';
import { MEDIA_MESSAGES } from './schemas';

const FIRST = 'dQw4w9WgXcQ';
const SECOND = 'jNQXAC9IVRw';

describe.each(oneDatabaseTarget)('image cache invalidation on $name', (target) => {
  let database: Database;
  let images: FakeImageServer;
  let app: ReturnType<typeof createApp>;
  let admin: SignedIn;
  let user: SignedIn;

  beforeAll(async () => {
    database = await target.open();
    images = await startFakeImageServer();
    const services = createTestServices(database, { overrides: { media: createTestMedia(images).media } });
    app = createApp(services);
    admin = await newSignedInUser(app, database.db, { role: 'admin' });
    user = await newSignedInUser(app, database.db);
  });
  afterAll(async () => {
    await images.close();
    await database.close();
  });

  const invalidate = (body: unknown, who?: SignedIn) =>
    app.request('/api/image-cache/invalidate', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...who?.bearer },
      body: JSON.stringify(body),
    });
  const ADDRESSES = [
    `/api/image-cache/youtube/${FIRST}?variant=thumbnail`,
    `/api/image-cache/youtube/${FIRST}?variant=hero`,
    `/api/image-cache/youtube/${SECOND}?variant=thumbnail`,
    '/api/image-cache/coinmarketcap/1?variant=icon64',
  ];
  const statuses = async () =>
    Promise.all(
      ADDRESSES.map(async (a) => (await app.request(a, { method: 'HEAD' })).headers.get('X-Cache-Status')),
    );

  test('[NEWS-048] a visitor is asked to sign in and a user is refused, and nothing is dropped', async () => {
    await statuses();
    expect(await statuses()).toEqual(['HIT', 'HIT', 'HIT', 'HIT']);
    const anonymous = await invalidate({ adminKey: 'guess', pattern: 'youtube' });
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ success: false });
    const signedIn = await invalidate({ pattern: 'youtube' }, user);
    expect(signedIn.status).toBe(403);
    expect(await statuses()).toEqual(['HIT', 'HIT', 'HIT', 'HIT']);
  });

  test('[NEWS-047] an admin drops the variants whose source matches the pattern and is told how many', async () => {
    await statuses();
    const one = await invalidate({ adminKey: 'ignored', pattern: `youtube/${FIRST}` }, admin);
    expect(one.status).toBe(200);
    expect(await one.json()).toEqual({ success: true, data: { pattern: `youtube/${FIRST}`, removed: 2 } });
    // Dropped variants are fetched again; the others still come from the cache.
    expect(await statuses()).toEqual(['MISS', 'MISS', 'HIT', 'HIT']);

    const wildcard = await invalidate({ pattern: '*w9Wg*' }, admin);
    expect((await wildcard.json()).data).toEqual({ pattern: '*w9Wg*', removed: 2 });
    expect(await statuses()).toEqual(['MISS', 'MISS', 'HIT', 'HIT']);

    const all = await invalidate({}, admin);
    expect((await all.json()).data).toEqual({ pattern: null, removed: 4 });
    expect(await statuses()).toEqual(['MISS', 'MISS', 'MISS', 'MISS']);
  });

  test('a pattern that is too long, has spaces or too many wildcards is refused with the rule', async () => {
    for (const pattern of ['x'.repeat(201), 'youtube /x', '*a*b*c*d*e*f*g*h*i*', '', 42]) {
      const res = await invalidate({ pattern }, admin);
      expect(res.status, String(pattern)).toBe(400);
      if (typeof pattern === 'string')
        expect(await res.json()).toEqual({ success: false, error: MEDIA_MESSAGES.invalidPattern });
    }
  });

  test('the image addresses answer through the whole application, HEAD included', async () => {
    const address = `/api/image-proxy?url=${encodeURIComponent(images.urlOf('/photo.jpg'))}&width=10&height=10`;
    const head = await app.request(address, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('X-Cache-Status')).toBe('MISS');
    const get = await app.request(address);
    expect(get.headers.get('X-Cache-Status')).toBe('HIT');
    expect(get.headers.get('Content-Type')).toBe('image/webp');
    const refused = await app.request(`/api/image-proxy?url=${encodeURIComponent('http://127.0.0.1/x.png')}`);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ success: false, error: MEDIA_MESSAGES.addressNotAllowed });
  });
});
