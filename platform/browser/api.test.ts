import { describe, expect, test } from 'vitest';
import { API_MESSAGES, apiGet, apiPost, type AuthFetch } from './api';

const answering =
  (body: string, init: ResponseInit = {}): AuthFetch =>
  async () =>
    new Response(body, init);

describe('the browser’s API calls', () => {
  test('a readable answer gives its data; an error answer its message', async () => {
    expect(await apiGet(answering('{"success":true,"data":{"n":1}}'), '/x')).toEqual({
      ok: true,
      data: { n: 1 },
    });
    expect(
      await apiPost(answering('{"success":false,"error":"Unknown plan"}', { status: 400 }), '/x', {}),
    ).toEqual({ ok: false, error: 'Unknown plan' });
    expect(await apiGet(answering('', { status: 502, statusText: 'Bad Gateway' }), '/x')).toEqual({
      ok: false,
      error: 'Server error: 502 Bad Gateway',
    });
  });

  test.each([
    ['a proxy’s HTML page', '<html><body>Welcome</body></html>'],
    ['JSON without data', '{"success":true}'],
  ])(
    'a 200 that cannot be read (%s) is a communication error, never "Server error: 200 OK"',
    async (_, body) => {
      const result = await apiPost(answering(body, { status: 200, statusText: 'OK' }), '/x', {});
      expect(result).toEqual({ ok: false, error: API_MESSAGES.notJson });
    },
  );

  test('every call carries a time limit, and a call given up says so', async () => {
    let signal: AbortSignal | null | undefined;
    const recording: AuthFetch = async (_path, init) => {
      signal = init?.signal;
      throw new DOMException('The operation timed out.', 'TimeoutError');
    };
    expect(await apiGet(recording, '/x')).toEqual({ ok: false, error: API_MESSAGES.timeout });
    expect(signal).toBeInstanceOf(AbortSignal);
    expect(await apiPost(recording, '/x', {})).toEqual({ ok: false, error: API_MESSAGES.timeout });
    const offline: AuthFetch = async () => {
      throw new TypeError('Failed to fetch');
    };
    expect(await apiGet(offline, '/x')).toEqual({ ok: false, error: API_MESSAGES.networkError });
  });
});
