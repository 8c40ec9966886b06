// One way the browser's pages call our JSON API with the session: the answer's data, or the server's message.
import { AUTH_MESSAGES } from '../schemas';

/** The session's fetch (bearer token, one refresh on a 401): `useSession().authFetch`. */
export type AuthFetch = (input: string, init?: RequestInit) => Promise<Response>;
export type CallResult<T> = { ok: true; data: T } | { ok: false; error: string };

async function read<T>(res: Response): Promise<CallResult<T>> {
  const body = (await res.json().catch(() => null)) as { data?: T; error?: string } | null;
  if (res.ok && body && body.data !== undefined) return { ok: true, data: body.data };
  return { ok: false, error: body?.error ?? AUTH_MESSAGES.serverError(res.status, res.statusText) };
}

export async function apiPost<T>(authFetch: AuthFetch, path: string, body: unknown): Promise<CallResult<T>> {
  try {
    return await read<T>(
      await authFetch(path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      }),
    );
  } catch {
    return { ok: false, error: AUTH_MESSAGES.networkError };
  }
}

export async function apiGet<T>(authFetch: AuthFetch, path: string): Promise<CallResult<T>> {
  try {
    return await read<T>(await authFetch(path));
  } catch {
    return { ok: false, error: AUTH_MESSAGES.networkError };
  }
}
