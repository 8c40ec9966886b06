import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Database } from '../../platform/db.server';
import { createLogger } from '../../platform/logger.server';
import { createApp } from '../../server/app';
import { oneDatabaseTarget } from '../../tests/databases';
import { createTestServices } from '../../tests/services';
import { createMedia } from './setup.server';

let database: Database;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  database = await oneDatabaseTarget[0]!.open();
  // Remote fetching off: every source fails at once, with no connection attempted.
  const media = createMedia({
    dataDir: mkdtempSync(path.join(tmpdir(), 'bc-media-off-')),
    maxCacheMb: 5,
    remote: false,
    clock: Date.now,
    logger: createLogger('silent'),
  });
  app = createApp(createTestServices(database, { overrides: { media } }));
});
afterAll(() => database.close());

test('with remote fetching off, a source answers the placeholder; asked for no placeholder, 404 so the page tries its next picture', async () => {
  const placeholder = await app.request('/api/image-cache/youtube/Bcst0000001?variant=thumbnail');
  expect(placeholder.status).toBe(200);
  expect(placeholder.headers.get('x-cache-status')).toBe('FALLBACK');
  expect(placeholder.headers.get('content-type')).toBe('image/webp');
  const none = await app.request('/api/image-cache/youtube/Bcst0000001?variant=thumbnail&fallback=none');
  expect(none.status).toBe(404);
  expect(none.headers.get('x-cache-status')).toBe('FALLBACK');
  const head = await app.request('/api/image-cache/youtube/Bcst0000001?variant=thumbnail&fallback=none', {
    method: 'HEAD',
  });
  expect(head.status).toBe(404);
  expect((await app.request('/api/image-cache/youtube/Bcst0000001?fallback=maybe')).status).toBe(400);
});
