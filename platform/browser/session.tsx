// The browser's session: verified on start, refreshed every 11 hours and once on a 401, cleared on any failure.
// The access and CSRF tokens live in memory only; the refresh token stays in its HttpOnly cookie.
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import type { Result } from '../../lib/result';
import { COOKIE_TRANSPORT, SESSION_REFRESH_INTERVAL_MS, type PublicUser } from './account';
import { API_TIMEOUT_MS, failureMessage } from './api';
import { readSession, type SessionPayload } from './session-answers';

/** How login and sign-up answers are read: loaded when the reader signs in or up, not with every page. */
const signInAnswers = () => import('./sign-in-answers');

/** What sign-up sends (auth's signup schema checks it on the server and in the form). */
export interface SignupInput {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

export type SessionStatus = 'loading' | 'authenticated' | 'anonymous';

export interface Session {
  status: SessionStatus;
  user: PublicUser | null;
  login(email: string, password: string, rememberMe: boolean): Promise<Result<PublicUser>>;
  signup(input: SignupInput): Promise<Result<string>>;
  /** Tells the server, then always forgets the session here. */
  logout(): Promise<void>;
  /** fetch with the bearer token; a 401 gets one refresh and one retry. */
  authFetch(input: string, init?: RequestInit): Promise<Response>;
  /** Asks the server again who the user is (after a plan change, say). */
  reload(): Promise<void>;
  /** Resolves once the session is known: true when signed in. */
  settled(): Promise<boolean>;
}

const SessionContext = createContext<Session | null>(null);

/** How long before its expiry an access token is renewed ahead of a call. */
const ACCESS_RENEW_MARGIN_MS = 30_000;

const postJson = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(path, {
    method: 'POST',
    credentials: 'same-origin',
    signal: AbortSignal.timeout(API_TIMEOUT_MS),
    headers: {
      'Content-Type': 'application/json',
      [COOKIE_TRANSPORT.header]: COOKIE_TRANSPORT.value,
      ...headers,
    },
    body: JSON.stringify(body),
  });

/** Answers the session a verify/refresh call gives, 'unauthorized' for a 401, or 'failed'. */
async function sessionCall(path: string, headers?: Record<string, string>) {
  try {
    const res = await postJson(path, {}, headers);
    if (res.status === 401) return 'unauthorized' as const;
    if (!res.ok) return 'failed' as const;
    return readSession(JSON.parse(await res.text())) ?? ('failed' as const);
  } catch {
    return 'failed' as const;
  }
}

export function SessionProvider({
  initialUser,
  refreshIntervalMs = SESSION_REFRESH_INTERVAL_MS,
  children,
}: {
  /** The user the server found behind the session cookie, if any. */
  initialUser: PublicUser | null;
  refreshIntervalMs?: number;
  children: ReactNode;
}) {
  const [state, setState] = useState<{ status: SessionStatus; user: PublicUser | null }>(() =>
    initialUser ? { status: 'loading', user: initialUser } : { status: 'anonymous', user: null },
  );
  const tokens = useRef<{ access: string; csrf: string; expiresAt: number } | null>(null);
  /** True until a page that started with a session has checked it. */
  const unchecked = useRef(initialUser !== null);
  /** Bumped by every sign-out, so an answer that was on its way cannot sign the page back in. */
  const generation = useRef(0);
  const refreshing = useRef<Promise<boolean> | null>(null);

  const adopt = useCallback((payload: SessionPayload) => {
    unchecked.current = false;
    tokens.current = {
      access: payload.token,
      csrf: payload.csrfToken,
      expiresAt: Date.now() + payload.expiresIn * 1000,
    };
    setState({ status: 'authenticated', user: payload.user });
  }, []);
  const clear = useCallback(() => {
    unchecked.current = false;
    generation.current++;
    tokens.current = null;
    setState({ status: 'anonymous', user: null });
  }, []);

  /** One refresh at a time, however many calls ask for it. */
  const refresh = useCallback((): Promise<boolean> => {
    const started = generation.current;
    refreshing.current ??= sessionCall('/api/auth/refresh')
      .then((result) => {
        if (typeof result === 'string' || generation.current !== started) return false;
        adopt(result);
        return true;
      })
      .finally(() => {
        refreshing.current = null;
      });
    return refreshing.current;
  }, [adopt]);

  const checking = useRef<Promise<void> | null>(null);
  /** One check at a time; a sign-out during the check wins over its answer. */
  const verify = useCallback((): Promise<void> => {
    const run = async () => {
      const started = generation.current;
      const bearer = tokens.current ? { Authorization: `Bearer ${tokens.current.access}` } : undefined;
      const result = await sessionCall('/api/auth/verify', bearer);
      if (generation.current !== started) return;
      if (typeof result !== 'string') return adopt(result);
      // A 401 earns exactly one refresh; anything else, or a failed refresh, ends the session here.
      if (result === 'unauthorized' && (await refresh())) return;
      clear();
    };
    checking.current ??= run().finally(() => {
      checking.current = null;
    });
    return checking.current;
  }, [adopt, clear, refresh]);

  const startedWithUser = initialUser !== null;
  useEffect(() => {
    if (startedWithUser) void verify();
  }, [startedWithUser, verify]);

  const logout = useCallback(async () => {
    // Signing out on a page that has not checked its session yet: the server needs its tokens to end it.
    if (unchecked.current) await verify();
    const current = tokens.current;
    try {
      await fetch('/api/auth/logout', {
        method: 'POST',
        credentials: 'same-origin',
        signal: AbortSignal.timeout(API_TIMEOUT_MS),
        headers: current ? { Authorization: `Bearer ${current.access}`, 'X-CSRF-Token': current.csrf } : {},
      });
    } catch {
      // Signed out here whatever the server said.
    } finally {
      clear();
    }
  }, [clear, verify]);

  const settled = useCallback(async () => {
    if (unchecked.current) await verify();
    return tokens.current !== null;
  }, [verify]);

  const authenticated = state.status === 'authenticated';
  useEffect(() => {
    if (!authenticated) return;
    const timer = setInterval(() => {
      void refresh().then((ok) => {
        if (!ok) void logout();
      });
    }, refreshIntervalMs);
    return () => clearInterval(timer);
  }, [authenticated, refresh, logout, refreshIntervalMs]);

  const authFetch = useCallback(
    async (input: string, init: RequestInit = {}) => {
      // The server's answer is known without asking it: a signed-out page gets its 401 here (a call made just
      // after signing out never reaches the server with a revoked token).
      if (unchecked.current) await verify();
      if (!tokens.current) {
        return new Response(JSON.stringify({ success: false, error: 'Authentication required' }), {
          status: 401,
          headers: { 'Content-Type': 'application/json' },
        });
      }
      // An access token about to expire is renewed first, rather than spent on a 401.
      if (tokens.current.expiresAt - Date.now() < ACCESS_RENEW_MARGIN_MS) await refresh();
      const send = () => {
        const headers = new Headers(init.headers);
        if (tokens.current) headers.set('Authorization', `Bearer ${tokens.current.access}`);
        return fetch(input, { ...init, headers, credentials: 'same-origin' });
      };
      const res = await send();
      if (res.status !== 401 || !tokens.current) return res;
      if (await refresh()) return send();
      clear();
      return res;
    },
    [refresh, clear, verify],
  );

  const login = useCallback(
    async (email: string, password: string, rememberMe: boolean): Promise<Result<PublicUser>> => {
      let outcome: Result<SessionPayload>;
      try {
        const { interpretLogin, readAnswer } = await signInAnswers();
        outcome = interpretLogin(
          await readAnswer(await postJson('/api/auth/login', { email, password, rememberMe })),
        );
      } catch (err) {
        outcome = { ok: false, error: failureMessage(err) };
      }
      if (!outcome.ok) return outcome;
      adopt(outcome.data);
      return { ok: true, data: outcome.data.user };
    },
    [adopt],
  );

  const signup = useCallback(async (input: SignupInput): Promise<Result<string>> => {
    try {
      const { interpretSignup, readAnswer } = await signInAnswers();
      return interpretSignup(await readAnswer(await postJson('/api/auth/signup', input)));
    } catch (err) {
      return { ok: false, error: failureMessage(err) };
    }
  }, []);

  const value = useMemo<Session>(
    () => ({ ...state, login, signup, logout, authFetch, reload: verify, settled }),
    [state, login, signup, logout, authFetch, verify, settled],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside SessionProvider');
  return session;
}

/** The session when there is a provider (error pages render without one). */
export function useOptionalSession(): Session | null {
  return useContext(SessionContext);
}
