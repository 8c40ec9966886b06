import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { PORTFOLIO_MESSAGES, IMPORT_MAX_BYTES } from '../features/portfolio/schemas';
import { SETTINGS_MESSAGES } from '../features/settings/schemas';
import type { Database } from '../platform/db.server';
import {
  bodyTooLargeMessage,
  unsupportedCharsetMessage,
  unsupportedTypeMessage,
} from '../platform/request-body.server';
import { jsonRequest, newSignedInUser, type SignedIn } from '../tests/auth';
import { oneDatabaseTarget } from '../tests/databases';
import { createTestServices } from '../tests/services';
import { createApp } from './app';
import { API_BODY_DEFAULT, bodyLimitFor, BODY_RULES, PAGE_FORM_BODY } from './body-limits';

type Json = ReturnType<typeof JSON.parse>;
const KB = 1024;
const MB = 1024 * KB;

let database: Database;
let services: ReturnType<typeof createTestServices>;
let app: ReturnType<typeof createApp>;
let user: SignedIn;
let admin: SignedIn;

beforeAll(async () => {
  database = await oneDatabaseTarget[0]!.open();
  services = createTestServices(database);
  app = createApp(services);
  user = await newSignedInUser(app, database.db);
  admin = await newSignedInUser(app, database.db, { role: 'admin' });
});
afterAll(async () => {
  await services.auth.idle();
  await database.close();
});

/**
 * A body of `totalBytes` made on demand in 64 KB chunks, sent without Content-Length (chunked), that counts how
 * much of it the server pulled.
 */
function streamedBody(totalBytes: number, fill = 0x20) {
  const chunk = new Uint8Array(64 * KB).fill(fill);
  let pulled = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled >= totalBytes) return controller.close();
      pulled += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return { stream, pulled: () => pulled };
}

async function send(path: string, init: RequestInit & { duplex?: 'half' }) {
  const res = await app.request(path, init);
  return { res, body: (await res.json()) as Json };
}

describe('request bodies are capped by their route while they are read', () => {
  test.each([
    ['/api/auth/forgot-password', 60 * MB],
    ['/api/auth/verify', 100 * MB],
  ])(
    'an anonymous %s with a streamed body of %i bytes is refused with 413 after reading a few KB of it',
    async (path, size) => {
      const body = streamedBody(size);
      const answer = await send(path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' },
        body: body.stream,
        duplex: 'half',
      });
      expect(answer.res.status).toBe(413);
      expect(answer.body).toEqual({ success: false, error: 'Request body too large: at most 16 KB' });
      // The limit is 16 KB: the server stopped at the first 64 KB chunk past it (the stream may have one more queued).
      expect(body.pulled()).toBeLessThanOrEqual(2 * 64 * KB);
    },
  );

  test('a declared Content-Length over the limit is refused before a byte is read', async () => {
    const body = streamedBody(60 * MB);
    const answer = await send('/api/auth/forgot-password', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Content-Length': String(60 * MB) },
      body: body.stream,
      duplex: 'half',
    });
    expect(answer.res.status).toBe(413);
    expect(answer.body.error).toBe(bodyTooLargeMessage(API_BODY_DEFAULT.maxBytes));
    // At most the test stream's own read-ahead.
    expect(body.pulled()).toBeLessThanOrEqual(2 * 64 * KB);
  });

  test('a body within the limit still works', async () => {
    const answer = await send('/api/auth/forgot-password', jsonRequest({ email: 'someone@example.com' }));
    expect(answer.res.status).toBe(200);
  });

  test('an upload over 10 MB is refused with the upload message, without reading it whole', async () => {
    const body = streamedBody(50 * MB);
    const answer = await send('/api/admin/uploads', {
      method: 'POST',
      headers: { ...admin.bearer, 'Content-Type': 'multipart/form-data; boundary=x' },
      body: body.stream,
      duplex: 'half',
    });
    expect(answer.res.status).toBe(413);
    expect(answer.body).toEqual({ success: false, error: 'Image too large (at most 10 MB)' });
    expect(body.pulled()).toBeLessThanOrEqual(10 * MB + 2 * 64 * KB);
  });

  test('an anonymous upload is refused (401) before any of its body is read', async () => {
    const body = streamedBody(50 * MB);
    const answer = await send('/api/admin/uploads', {
      method: 'POST',
      headers: { 'Content-Type': 'multipart/form-data; boundary=x' },
      body: body.stream,
      duplex: 'half',
    });
    expect(answer.res.status).toBe(401);
    // At most the test stream's own read-ahead.
    expect(body.pulled()).toBeLessThanOrEqual(2 * 64 * KB);
  });

  test('an avatar over 5 MB and a CSV import over 1 MB are refused with their own messages', async () => {
    const avatar = streamedBody(20 * MB);
    const tooBigAvatar = await send('/api/dashboard/profile/avatar', {
      method: 'POST',
      headers: { ...user.bearer, 'Content-Type': 'multipart/form-data; boundary=x' },
      body: avatar.stream,
      duplex: 'half',
    });
    expect(tooBigAvatar.res.status).toBe(413);
    expect(tooBigAvatar.body.error).toBe(SETTINGS_MESSAGES.avatarTooLarge);

    const csv = streamedBody(20 * MB, 0x61);
    const tooBigCsv = await send('/api/dashboard/portfolio/import', {
      method: 'POST',
      headers: { ...user.bearer, 'Content-Type': 'text/csv' },
      body: csv.stream,
      duplex: 'half',
    });
    expect(tooBigCsv.res.status).toBe(413);
    expect(tooBigCsv.body.error).toBe(PORTFOLIO_MESSAGES.importTooLarge(IMPORT_MAX_BYTES));
    expect(csv.pulled()).toBeLessThanOrEqual(IMPORT_MAX_BYTES + 2 * 64 * KB);
  });

  test('a page form post over its limit is refused with 413', async () => {
    const res = await app.request('/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: `email=${'a'.repeat(PAGE_FORM_BODY.maxBytes)}`,
    });
    expect(res.status).toBe(413);
  });
});

describe('JSON routes take JSON only', () => {
  test.each([
    ['/api/auth/login', 'text/plain;charset=UTF-8'],
    ['/api/auth/forgot-password', 'application/x-www-form-urlencoded'],
    ['/api/newsletter/subscribe', 'text/plain'],
  ])('a %s body sent as %s is refused with 415', async (path, type) => {
    const answer = await send(path, {
      method: 'POST',
      headers: { 'Content-Type': type },
      body: JSON.stringify({ email: user.email, password: 'whatever-password' }),
    });
    expect(answer.res.status).toBe(415);
    expect(answer.body).toEqual({ success: false, error: unsupportedTypeMessage('application/json') });
  });

  test.each(['utf-16', 'UTF-16LE', '"utf-32"', 'iso-8859-1', 'nonsense'])(
    'a JSON body declared as charset=%s is refused with 415: only UTF-8 is read',
    async (charset) => {
      const answer = await send('/api/auth/forgot-password', {
        method: 'POST',
        headers: { 'Content-Type': `application/json; charset=${charset}` },
        body: JSON.stringify({ email: 'someone@example.com' }),
      });
      expect(answer.res.status).toBe(415);
      expect(answer.body).toEqual({ success: false, error: unsupportedCharsetMessage });
    },
  );

  test.each([
    'application/json; charset=utf-8',
    'application/json;charset=UTF-8',
    'application/json; charset="Utf-8"',
  ])('a JSON body sent as %s is read', async (type) => {
    const answer = await send('/api/auth/forgot-password', {
      method: 'POST',
      headers: { 'Content-Type': type },
      body: JSON.stringify({ email: 'someone@example.com' }),
    });
    expect(answer.res.status).toBe(200);
  });

  test('a CSV import declared in another charset is refused with 415 too: the file is read as UTF-8', async () => {
    const answer = await send('/api/dashboard/portfolio/import', {
      method: 'POST',
      headers: { ...user.bearer, 'Content-Type': 'text/csv; charset=windows-1252' },
      body: 'Symbol,Quantity,Avg Price\r\nBTC,1,100\r\n',
    });
    expect(answer.res.status).toBe(415);
    expect(answer.body.error).toBe(unsupportedCharsetMessage);
  });

  test('a signed-in PUT of preferences as text/plain is refused with 415', async () => {
    const answer = await send('/api/dashboard/preferences', {
      method: 'PUT',
      headers: { ...user.bearer, 'Content-Type': 'text/plain' },
      body: JSON.stringify({ theme: 'dark' }),
    });
    expect(answer.res.status).toBe(415);
  });

  test('a body without any Content-Type is refused with 415 too', async () => {
    const answer = await send('/api/auth/login', {
      method: 'POST',
      body: new Blob([JSON.stringify({ email: user.email, password: 'whatever-password' })]),
    });
    expect(answer.res.status).toBe(415);
  });

  test('a call without a body needs no Content-Type (sign-out, an article view)', async () => {
    expect((await app.request('/api/auth/logout', { method: 'POST', headers: user.bearer })).status).toBe(
      200,
    );
    const empty = await app.request('/api/auth/logout', {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain', 'Content-Length': '0' },
    });
    expect(empty.status).toBe(200);
  });

  test('an upload that is not a form is refused with 415', async () => {
    const answer = await send('/api/dashboard/profile/avatar', {
      method: 'POST',
      headers: { ...user.bearer, 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(answer.res.status).toBe(415);
    expect(answer.body.error).toBe(unsupportedTypeMessage('multipart/form-data'));
  });

  test('telemetry takes a beacon labelled text/plain as the JSON it is', async () => {
    const report = { events: [{ kind: 'long-task', path: '/news', duration: 120 }] };
    for (const type of ['application/json', 'text/plain;charset=UTF-8']) {
      const res = await app.request('/api/telemetry/events', {
        method: 'POST',
        headers: { 'Content-Type': type },
        body: JSON.stringify(report),
      });
      expect({ type, status: res.status }).toEqual({ type, status: 202 });
    }
  });
});

describe('the limits table', () => {
  test('every listed route resolves to its own rule; other API calls get a few KB of JSON', () => {
    for (const rule of BODY_RULES) {
      expect(bodyLimitFor(rule.method, rule.path.replace(/:[^/]+/g, '42'))).toBe(rule);
    }
    expect(bodyLimitFor('POST', '/api/auth/login')).toBe(API_BODY_DEFAULT);
    expect(API_BODY_DEFAULT).toEqual({ maxBytes: 16 * KB, kind: 'json' });
    expect(bodyLimitFor('PUT', '/api/dashboard/preferences').maxBytes).toBe(4 * KB);
    expect(bodyLimitFor('POST', '/newsletter')).toBe(PAGE_FORM_BODY);
  });
});
