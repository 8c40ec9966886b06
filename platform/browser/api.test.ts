import { afterEach, describe, expect, test, vi } from 'vitest';
import {
  API_MESSAGES,
  API_TIMEOUT_MS,
  ApiError,
  apiCall,
  apiGet,
  apiLoad,
  apiPost,
  apiSend,
  changeFailureText,
  listOf,
  shape,
  UPLOAD_TIMEOUT_MS,
  type AuthFetch,
} from './api';
import { loadFailureText } from './load-failure';

const answering =
  (body: string, init: ResponseInit = {}): AuthFetch =>
  async () =>
    new Response(body, init);

/** A server that never answers: the call ends only when its signal gives it up (at once, as fetch does, if it has). */
const silent: AuthFetch = (_path, init) =>
  new Promise((_, reject) => {
    const signal = init?.signal;
    if (signal?.aborted) reject(signal.reason);
    signal?.addEventListener('abort', () => reject(signal.reason));
  });

/** Time limits run out at once: the limit each call asked for is recorded. */
function limitsRunOut() {
  const asked: number[] = [];
  vi.spyOn(AbortSignal, 'timeout').mockImplementation((ms) => {
    asked.push(ms);
    return AbortSignal.abort(new DOMException('The operation timed out.', 'TimeoutError'));
  });
  return asked;
}

const offline: AuthFetch = async () => {
  throw new TypeError('Failed to fetch');
};

const coinOf = shape<{ id: number; symbol: string }>({ id: 'number', symbol: 'string' });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the browser’s API client', () => {
  test('a readable answer gives its data, as the check read it', async () => {
    const read = await apiGet(
      answering('{"success":true,"data":{"id":1,"symbol":"BTC"}}', { headers: { 'X-Cache-Status': 'hit' } }),
      '/x',
      coinOf,
    );
    expect(read).toMatchObject({ ok: true, data: { id: 1, symbol: 'BTC' } });
    // The answer's headers come with it (the market reads its cache status there).
    expect(read.ok && read.headers.get('X-Cache-Status')).toBe('hit');
  });

  test('headers the caller names are sent, beside the body’s type', async () => {
    const sent: Headers[] = [];
    const fetcher: AuthFetch = async (_path, init) => {
      sent.push(new Headers(init?.headers));
      return new Response('{"success":true,"data":1}');
    };
    await apiCall(fetcher, '/x', { headers: { 'Cache-Control': 'no-cache' } });
    await apiCall(fetcher, '/x', {
      method: 'POST',
      body: { a: 1 },
      headers: { 'Cache-Control': 'no-cache' },
    });
    expect(sent.map((h) => [h.get('Cache-Control'), h.get('Content-Type')])).toEqual([
      ['no-cache', null],
      ['no-cache', 'application/json'],
    ]);
  });

  test('a refusal gives the server’s own message, or its status when it has none', async () => {
    expect(
      await apiPost(answering('{"success":false,"error":"Unknown plan"}', { status: 400 }), '/x', {}),
    ).toMatchObject({
      ok: false,
      kind: 'server',
      error: 'Unknown plan',
      status: 400,
      serverMessage: 'Unknown plan',
    });
    expect(await apiGet(answering('', { status: 502, statusText: 'Bad Gateway' }), '/x')).toMatchObject({
      ok: false,
      kind: 'server',
      error: 'Server error: 502 Bad Gateway',
      status: 502,
      serverMessage: null,
    });
  });

  test('a refusal that is not JSON keeps its text for the messages that quote it, never as the message', async () => {
    const result = await apiSend(answering('database down', { status: 500 }), 'PUT', '/x', {});
    expect(result).toMatchObject({ kind: 'server', error: 'Server error: 500', body: 'database down' });
  });

  test.each([
    ['a proxy’s HTML page', '<html><body>Welcome</body></html>'],
    ['an empty body', ''],
  ])(
    'a success that is not JSON (%s) is a communication error, never "Server error: 200 OK"',
    async (_, body) => {
      const result = await apiPost(answering(body, { status: 200, statusText: 'OK' }), '/x', {});
      expect(result).toMatchObject({ ok: false, kind: 'notJson', error: API_MESSAGES.notJson });
    },
  );

  test.each([
    ['JSON without data', '{"success":true}'],
    ['data of another shape', '{"success":true,"data":{"id":"1","symbol":"BTC"}}'],
    ['a list where one row is wrong', '{"success":true,"data":[{"id":1,"symbol":"BTC"},{"id":2}]}'],
  ])('an answer its check refuses (%s) is a communication error, not a throw', async (_, body) => {
    const result = body.includes('[')
      ? await apiGet(answering(body), '/x', listOf(coinOf))
      : await apiGet(answering(body), '/x', coinOf);
    expect(result).toMatchObject({ ok: false, kind: 'notJson', error: API_MESSAGES.notJson, status: 200 });
  });

  test('a call the server does not answer is given up after the time limit, and says so', async () => {
    const asked = limitsRunOut();
    expect(await apiGet(silent, '/x')).toMatchObject({
      ok: false,
      kind: 'timeout',
      error: API_MESSAGES.timeout,
    });
    expect(await apiPost(silent, '/x', {})).toMatchObject({ kind: 'timeout', status: 0 });
    // A file sent has an upload's time.
    expect(await apiSend(silent, 'POST', '/x', new FormData())).toMatchObject({ kind: 'timeout' });
    expect(asked).toEqual([API_TIMEOUT_MS, API_TIMEOUT_MS, UPLOAD_TIMEOUT_MS]);
  });

  test('a call that cannot reach the server says to check the connection', async () => {
    expect(await apiGet(offline, '/x')).toMatchObject({
      ok: false,
      kind: 'network',
      error: API_MESSAGES.networkError,
      status: 0,
    });
  });

  test('a JSON body is sent as JSON, a file as it is', async () => {
    const sent: RequestInit[] = [];
    const recording: AuthFetch = async (_path, init) => {
      sent.push(init ?? {});
      return new Response('{"success":true,"data":null}');
    };
    await apiSend(recording, 'PUT', '/x', { a: 1 });
    const form = new FormData();
    await apiSend(recording, 'POST', '/x', form);
    await apiCall(recording, '/x');
    expect(sent.map((init) => [init.method, init.headers, init.body])).toEqual([
      ['PUT', { 'Content-Type': 'application/json' }, '{"a":1}'],
      ['POST', {}, form],
      ['GET', {}, undefined],
    ]);
  });

  test('an answer of another shape than ours (the CoinMarketCap-compatible API) is read whole', async () => {
    const statusOf = shape<{ status: { timestamp: string } }>({ status: 'object' });
    const read = await apiCall(answering('{"status":{"timestamp":"t","error_code":0},"data":{}}'), '/x', {
      check: statusOf,
      whole: true,
    });
    expect(read).toMatchObject({ ok: true, data: { status: { timestamp: 't', error_code: 0 }, data: {} } });
  });

  test('a page’s read throws what failed, and says it in the page’s words', async () => {
    expect(await apiLoad(answering('{"success":true,"data":{"id":1,"symbol":"BTC"}}'), '/x', coinOf)).toEqual(
      {
        id: 1,
        symbol: 'BTC',
      },
    );
    const failure = async (fetcher: AuthFetch) => {
      const error = await apiLoad(fetcher, '/x', coinOf).catch((err: unknown) => err);
      expect(error).toBeInstanceOf(ApiError);
      return loadFailureText('your watchlist', error, true);
    };
    expect(await failure(offline)).toBe(
      'Could not load your watchlist: you are offline or the site cannot be reached. Check your connection, then try again.',
    );
    expect(await failure(answering('<html>', { status: 502 }))).toBe(
      'Could not load your watchlist: the server had a problem (error 502). Try again in a moment.',
    );
    expect(await failure(answering('{"success":false,"error":"Premium plan needed"}', { status: 403 }))).toBe(
      'Could not load your watchlist: Premium plan needed',
    );
    expect(await failure(answering('{"success":true,"data":{"foo":1}}'))).toBe(
      'Could not load your watchlist. Try again.',
    );
    limitsRunOut();
    expect(await failure(silent)).toBe(
      'Could not load your watchlist: the server took too long to answer. Try again.',
    );
  });
});

describe('what a failed change says', () => {
  const failed = 'Failed to create the API key';
  test('what failed, then why, for every kind: a 5xx says the server had a problem, never its bare message', async () => {
    const internal = '{"success":false,"error":"Internal server error"}';
    const results = await Promise.all([
      apiPost(answering(internal, { status: 500 }), '/x', {}),
      apiPost(answering('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }), '/x', {}),
      apiPost(answering('{"success":false,"error":"Name is required"}', { status: 400 }), '/x', {}),
      apiPost(answering('', { status: 404, statusText: 'Not Found' }), '/x', {}),
      apiPost(async () => Promise.reject(new TypeError('Failed to fetch')), '/x', {}),
      apiPost(answering('<html></html>'), '/x', {}),
    ]);
    expect(results.map((r) => (r.ok ? null : changeFailureText(failed, r)))).toEqual([
      `${failed}: ${API_MESSAGES.serverTrouble}`,
      `${failed}: ${API_MESSAGES.serverTrouble}`,
      `${failed}: Name is required`,
      `${failed}: Server error: 404 Not Found`,
      `${failed}: ${API_MESSAGES.networkError}`,
      `${failed}: ${API_MESSAGES.notJson}`,
    ]);
  });
});
