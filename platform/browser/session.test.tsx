// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { SIGNED_IN_USER as user } from '../../tests/signed-in-user';
import { API_MESSAGES } from './api';
import { SessionProvider, useSession, type Session } from './session';

const sessionBody = (token: string) =>
  JSON.stringify({
    success: true,
    token,
    accessToken: token,
    csrfToken: 'csrf-1',
    user,
    subscription: user.subscription,
  });

type Handler = (path: string, init: RequestInit) => Response | Promise<Response>;
/** A fake of the server at the fetch boundary: records every call, answers by path. */
function fakeServer(routes: Record<string, Handler | Response[]>) {
  const calls: { path: string; init: RequestInit }[] = [];
  const fetchMock = vi.fn(async (input: string, init: RequestInit = {}) => {
    calls.push({ path: input, init });
    const route = routes[input];
    if (!route) throw new TypeError('Failed to fetch');
    if (Array.isArray(route)) {
      const next = route.shift();
      if (!next) throw new Error(`no more answers for ${input}`);
      return next;
    }
    return route(input, init);
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}
const json = (status: number, body: string) =>
  new Response(body, { status, headers: { 'Content-Type': 'application/json' } });

/** The session the probe saw last, set after render like any effect. */
const seen: { session?: Session } = {};
const current = new Proxy({} as Session, { get: (_, key: keyof Session) => seen.session![key] });
function Probe() {
  const session = useSession();
  useEffect(() => {
    seen.session = session;
  });
  return <p data-testid="status">{`${session.status}:${session.user?.email ?? '-'}`}</p>;
}
const statusText = () => screen.getByTestId('status').textContent;

beforeEach(() => {
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the browser session', () => {
  test('[AUTH-001] [AUTH-002] with a session cookie it starts loading, then verifies and is authenticated', async () => {
    const calls = fakeServer({ '/api/auth/verify': [json(200, sessionBody('access-1'))] });
    render(
      <SessionProvider initialUser={user}>
        <Probe />
      </SessionProvider>,
    );
    expect(statusText()).toBe('loading:ada@example.com');
    await waitFor(() => expect(statusText()).toBe('authenticated:ada@example.com'));
    expect(calls.map((c) => c.path)).toEqual(['/api/auth/verify']);
  });

  test('without a session the visitor is anonymous and nothing is called', () => {
    const calls = fakeServer({});
    render(
      <SessionProvider initialUser={null}>
        <Probe />
      </SessionProvider>,
    );
    expect(statusText()).toBe('anonymous:-');
    expect(calls).toEqual([]);
  });

  test('[AUTH-003] a 401 from verify triggers exactly one refresh, which signs the page back in', async () => {
    const calls = fakeServer({
      '/api/auth/verify': [json(401, '{"success":false}')],
      '/api/auth/refresh': [json(200, sessionBody('access-2'))],
    });
    render(
      <SessionProvider initialUser={user}>
        <Probe />
      </SessionProvider>,
    );
    await waitFor(() => expect(statusText()).toBe('authenticated:ada@example.com'));
    expect(calls.map((c) => c.path)).toEqual(['/api/auth/verify', '/api/auth/refresh']);
  });

  test('[AUTH-004] when that refresh fails too the session is cleared', async () => {
    const calls = fakeServer({
      '/api/auth/verify': [json(401, '{}')],
      '/api/auth/refresh': [json(401, '{}')],
    });
    render(
      <SessionProvider initialUser={user}>
        <Probe />
      </SessionProvider>,
    );
    await waitFor(() => expect(statusText()).toBe('anonymous:-'));
    expect(calls.map((c) => c.path)).toEqual(['/api/auth/verify', '/api/auth/refresh']);
  });

  test('[AUTH-004] any other verify failure clears the session without a refresh', async () => {
    const calls = fakeServer({ '/api/auth/verify': [json(500, '{}')] });
    render(
      <SessionProvider initialUser={user}>
        <Probe />
      </SessionProvider>,
    );
    await waitFor(() => expect(statusText()).toBe('anonymous:-'));
    expect(calls.map((c) => c.path)).toEqual(['/api/auth/verify']);
  });

  test('[AUTH-005] [AUTH-007] sign-in sends email, password and rememberMe with credentials, and stores no token', async () => {
    const calls = fakeServer({ '/api/auth/login': [json(200, sessionBody('access-3'))] });
    render(
      <SessionProvider initialUser={null}>
        <Probe />
      </SessionProvider>,
    );
    await act(() => current.login('ada@example.com', 'secret-pass', true));
    expect(statusText()).toBe('authenticated:ada@example.com');
    const login = calls[0]!;
    expect(login.init.credentials).toBe('same-origin');
    expect(JSON.parse(String(login.init.body))).toEqual({
      email: 'ada@example.com',
      password: 'secret-pass',
      rememberMe: true,
    });
    expect(new Headers(login.init.headers).get('X-Session-Transport')).toBe('cookie');
    expect(Object.keys(localStorage)).toEqual([]);
    expect(Object.keys(sessionStorage)).toEqual([]);
  });

  test('[AUTH-019] a sign-up that cannot reach the server says so', async () => {
    fakeServer({});
    render(
      <SessionProvider initialUser={null}>
        <Probe />
      </SessionProvider>,
    );
    const outcome = await current.signup({
      firstName: 'A',
      lastName: 'B',
      email: 'a@b.c',
      password: 'x'.repeat(10),
    });
    expect(outcome).toEqual({ ok: false, error: API_MESSAGES.networkError });
    expect(API_MESSAGES.networkError).toBe(
      'Network connection error. Please check your internet connection and try again.',
    );
  });

  test('[AUTH-020] [AUTH-021] logout sends the bearer token and X-CSRF-Token, and clears the session even when the call fails', async () => {
    const calls = fakeServer({
      '/api/auth/login': [json(200, sessionBody('access-4'))],
      '/api/auth/logout': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    render(
      <SessionProvider initialUser={null}>
        <Probe />
      </SessionProvider>,
    );
    await act(() => current.login('ada@example.com', 'secret-pass', false));
    await act(() => current.logout());
    expect(statusText()).toBe('anonymous:-');
    const headers = new Headers(calls[1]!.init.headers);
    expect(calls[1]!.path).toBe('/api/auth/logout');
    expect(headers.get('Authorization')).toBe('Bearer access-4');
    expect(headers.get('X-CSRF-Token')).toBe('csrf-1');
  });

  test('signing out on a page that is still checking its session waits for the check, so the server ends it', async () => {
    let release: (r: Response) => void = () => undefined;
    const calls = fakeServer({
      '/api/auth/verify': () => new Promise<Response>((resolve) => (release = resolve)),
      '/api/auth/logout': [json(200, '{"success":true}')],
    });
    render(
      <SessionProvider initialUser={user}>
        <Probe />
      </SessionProvider>,
    );
    const out = act(() => current.logout());
    release(json(200, sessionBody('access-7')));
    await out;
    expect(statusText()).toBe('anonymous:-');
    expect(calls.map((c) => c.path)).toEqual(['/api/auth/verify', '/api/auth/logout']);
    expect(new Headers(calls[1]!.init.headers).get('Authorization')).toBe('Bearer access-7');
  });

  test('[AUTH-022] [AUTH-024] while signed in the session is refreshed every 11 hours; a failed refresh signs out', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const calls = fakeServer({
      '/api/auth/login': [json(200, sessionBody('access-5'))],
      '/api/auth/refresh': [json(200, sessionBody('access-6')), json(401, '{}')],
      '/api/auth/logout': [json(200, '{"success":true}')],
    });
    render(
      <SessionProvider initialUser={null}>
        <Probe />
      </SessionProvider>,
    );
    await act(() => current.login('ada@example.com', 'secret-pass', false));
    await act(async () => {
      vi.advanceTimersByTime(11 * 60 * 60 * 1000 - 1);
    });
    expect(calls.map((c) => c.path)).toEqual(['/api/auth/login']);
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    await waitFor(() => expect(calls.map((c) => c.path)).toContain('/api/auth/refresh'));
    expect(statusText()).toBe('authenticated:ada@example.com');
    await act(async () => {
      vi.advanceTimersByTime(11 * 60 * 60 * 1000);
    });
    await waitFor(() => expect(statusText()).toBe('anonymous:-'));
    expect(calls.map((c) => c.path)).toEqual([
      '/api/auth/login',
      '/api/auth/refresh',
      '/api/auth/refresh',
      '/api/auth/logout',
    ]);
  });

  test('[AUTH-006] a call answered 401 is refreshed once and retried with the new token', async () => {
    const seen: string[] = [];
    fakeServer({
      '/api/auth/login': [json(200, sessionBody('old-token'))],
      '/api/auth/refresh': [json(200, sessionBody('new-token'))],
      '/api/data': (_, init) => {
        const auth = new Headers(init.headers).get('Authorization') ?? '';
        seen.push(auth);
        return auth === 'Bearer new-token' ? json(200, '{"ok":1}') : json(401, '{}');
      },
    });
    render(
      <SessionProvider initialUser={null}>
        <Probe />
      </SessionProvider>,
    );
    await act(() => current.login('ada@example.com', 'secret-pass', false));
    const res = await act(() => current.authFetch('/api/data'));
    expect(res.status).toBe(200);
    expect(seen).toEqual(['Bearer old-token', 'Bearer new-token']);
  });

  test('after signing out, a call is answered 401 in the page and never reaches the server', async () => {
    const calls = fakeServer({
      '/api/auth/login': [json(200, sessionBody('token-1'))],
      '/api/auth/logout': [json(200, '{"success":true}')],
      '/api/data': () => json(200, '{"ok":1}'),
    });
    render(
      <SessionProvider initialUser={null}>
        <Probe />
      </SessionProvider>,
    );
    await act(() => current.login('ada@example.com', 'secret-pass', false));
    await act(() => current.logout());
    const res = await act(() => current.authFetch('/api/data'));
    expect(res.status).toBe(401);
    expect(calls.map((c) => c.path)).toEqual(['/api/auth/login', '/api/auth/logout']);
  });

  test('an access token within 30 s of its expiry is renewed before a call instead of spending a 401', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const seen: string[] = [];
    const calls = fakeServer({
      '/api/auth/login': [json(200, sessionBody('old-token'))],
      '/api/auth/refresh': [json(200, sessionBody('new-token'))],
      '/api/data': (_, init) => {
        seen.push(new Headers(init.headers).get('Authorization') ?? '');
        return json(200, '{"ok":1}');
      },
    });
    render(
      <SessionProvider initialUser={null}>
        <Probe />
      </SessionProvider>,
    );
    await act(() => current.login('ada@example.com', 'secret-pass', false));
    await act(() => current.authFetch('/api/data'));
    vi.setSystemTime(Date.now() + 900_000 - 20_000);
    await act(() => current.authFetch('/api/data'));
    expect(seen).toEqual(['Bearer old-token', 'Bearer new-token']);
    expect(calls.filter((c) => c.path === '/api/auth/refresh')).toHaveLength(1);
  });
});
