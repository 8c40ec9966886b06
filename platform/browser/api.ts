// One way the browser's pages call our JSON API with the session: the answer's data, or the server's message.
// Every feature's browser code calls through here (a layer below the features), with one timeout and one text
// per kind of failure.
import type { Result } from '../../lib/result';

/** The texts of a call that failed, written once for the code and the tests. */
export const API_MESSAGES = {
  notJson: 'Server communication error. Please try again.',
  serverError: (status: number, text: string) => `Server error: ${status} ${text}`.trim(),
  networkError: 'Network connection error. Please check your internet connection and try again.',
  timeout: 'The server did not answer in time. Please try again.',
} as const;

/** A call the server has not answered by then is given up, so no form waits for ever. */
export const API_TIMEOUT_MS = 20_000;

/** The message for a call that failed before an answer: given up after API_TIMEOUT_MS, or the network. */
export function failureMessage(err: unknown): string {
  return err instanceof DOMException && err.name === 'TimeoutError'
    ? API_MESSAGES.timeout
    : API_MESSAGES.networkError;
}

/** The session's fetch (bearer token, one refresh on a 401): `useSession().authFetch`. */
export type AuthFetch = (input: string, init?: RequestInit) => Promise<Response>;
/** An API call's outcome: the answer's data, or the text to show. */
export type CallResult<T> = Result<T>;

async function read<T>(res: Response): Promise<CallResult<T>> {
  const body = (await res.json().catch(() => null)) as { data?: T; error?: string } | null;
  if (res.ok && body && body.data !== undefined) return { ok: true, data: body.data };
  // A success that cannot be read (a proxy's HTML page, a body without data) is not an HTTP error.
  if (res.ok) return { ok: false, error: API_MESSAGES.notJson };
  return { ok: false, error: body?.error ?? API_MESSAGES.serverError(res.status, res.statusText) };
}

/** A list answer's rows; anything else (an object, a proxy's page) is an error the page shows, never a crash. */
export function listOf<T>(data: unknown): T[] {
  if (!Array.isArray(data)) throw new Error(API_MESSAGES.notJson);
  return data as T[];
}

/** A JSON write (POST, PUT, DELETE); a FormData body is sent as it is (uploads). */
export async function apiSend<T>(
  authFetch: AuthFetch,
  method: 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<CallResult<T>> {
  const form = body instanceof FormData;
  try {
    return await read<T>(
      await authFetch(path, {
        method,
        headers: form || body === undefined ? {} : { 'Content-Type': 'application/json' },
        body: form ? body : body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(API_TIMEOUT_MS),
      }),
    );
  } catch (err) {
    return { ok: false, error: failureMessage(err) };
  }
}

export const apiPost = <T>(authFetch: AuthFetch, path: string, body: unknown) =>
  apiSend<T>(authFetch, 'POST', path, body);

export async function apiGet<T>(authFetch: AuthFetch, path: string): Promise<CallResult<T>> {
  try {
    return await read<T>(await authFetch(path, { signal: AbortSignal.timeout(API_TIMEOUT_MS) }));
  } catch (err) {
    return { ok: false, error: failureMessage(err) };
  }
}
