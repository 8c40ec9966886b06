import { Hono } from 'hono';
import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { errorResponse } from '../server/errors';
import { createLogger } from './logger.server';
import { TEXT_MESSAGES } from '../lib/text';
import { validated } from './validation.server';

const logger = createLogger('silent');

function appFor(schema: z.ZodType) {
  return new Hono()
    .post('/', validated('json', schema), (c) => c.json({ ok: true }))
    .onError((err, c) => errorResponse(err, c, logger));
}

async function messageOf(schema: z.ZodType, body: unknown) {
  const res = await appFor(schema).request('/', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as { message?: string; error?: string } };
}

describe('API validation messages', () => {
  const schema = z.object({
    email: z.email(),
    name: z.string().min(2),
    page: z.coerce.number().int().max(5),
    tier: z.enum(['free', 'premium']),
    note: z.string().max(3, 'Note too long'),
  });
  const good = { email: 'a@b.co', name: 'Al', page: 1, tier: 'free', note: 'ok' };

  test.each([
    [{ ...good, email: undefined }, 'email is required'],
    [{ ...good, email: 5 }, 'email must be a string'],
    [{ ...good, email: 'nope' }, 'email must be a valid email address'],
    [{ ...good, name: 'A' }, 'name must be at least 2 characters'],
    [{ ...good, page: 9 }, 'page must be at most 5'],
    [{ ...good, tier: 'gold' }, 'tier must be one of: free, premium'],
    [{ ...good, note: 'long' }, 'Note too long'],
  ])(
    'a bad field is named in a plain sentence, and a schema’s own message wins (%j)',
    async (body, message) => {
      const answer = await messageOf(schema, body);
      expect(answer.status).toBe(400);
      expect(JSON.stringify(answer.body)).toContain(message);
      expect(JSON.stringify(answer.body)).not.toContain('Invalid input');
    },
  );
});

describe('NUL characters', () => {
  test('a NUL character anywhere in validated input is refused with the field named, before any handler', async () => {
    const app = new Hono()
      .post('/x', validated('json', z.object({ name: z.string(), tags: z.array(z.string()) })), (c) =>
        c.json({ ok: true }),
      )
      .get('/y', validated('query', z.object({ q: z.string() })), (c) => c.json({ ok: true }))
      .onError((err, c) => errorResponse(err, c, createLogger('silent')));
    const post = (body: unknown) =>
      app.request('/x', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect((await post({ name: 'ok', tags: ['a'] })).status).toBe(200);
    const nested = await post({ name: 'ok', tags: ['a', 'b\u0000c'] });
    expect(nested.status).toBe(400);
    expect(await nested.json()).toMatchObject({ error: 'tags.1 must not contain NUL characters' });
    const query = await app.request('/y?q=a%00b');
    expect(query.status).toBe(400);
    expect(await query.json()).toMatchObject({ error: 'q must not contain NUL characters' });
  });
});

describe('half a UTF-16 pair', () => {
  test('a lone surrogate anywhere in validated input is refused with the field named, names of fields included', async () => {
    const schema = z.object({ title: z.string(), extra: z.record(z.string(), z.unknown()) });
    const post = (body: string) =>
      appFor(schema).request('/', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });
    expect((await post('{"title":"ok \\ud83d\\ude00","extra":{}}')).status).toBe(200);
    const cases: [body: string, field: string][] = [
      ['{"title":"\\ud800","extra":{}}', 'title'],
      ['{"title":"ok","extra":{"list":["a","b\\udc00"]}}', 'extra.list.1'],
      ['{"title":"ok","extra":{"\\ud800":1}}', 'extra'],
    ];
    for (const [body, field] of cases) {
      const res = await post(body);
      expect({ body, status: res.status, answer: await res.json() }).toMatchObject({
        body,
        status: 400,
        answer: { error: TEXT_MESSAGES.unstorable(field) },
      });
    }
  });
});
