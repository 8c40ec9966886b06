// The browser's one client of our API: signed in (the session's authFetch) or not (fetch), one time limit, one text
// per kind of failure, and what it reads checked by the caller's check (shape and listOf below, or a zod schema's
// parse). Every feature's browser code calls through here (a layer below the features); a call never throws, but
// apiLoad's, for TanStack Query.
import type { Err, Ok } from '../../lib/result';

/** The texts of a call that failed, written once for the code and the tests. */
export const API_MESSAGES = {
  notJson: 'Server communication error. Please try again.',
  serverError: (status: number, text: string) => `Server error: ${status} ${text}`.trim(),
  networkError: 'Network connection error. Please check your internet connection and try again.',
  timeout: 'The server did not answer in time. Please try again.',
  /** Why a change failed when the server had trouble (a 5xx), after what failed: never its bare 'Internal server error'. */
  serverTrouble: 'the server had a problem. Try again.',
} as const;

/**
 * A call the server has not answered by then is given up, so no page or form waits for ever: 10 s, what the spec
 * asks of the market's calls (MKT-045), and short enough that a page's read says it failed rather than load on.
 */
export const API_TIMEOUT_MS = 10_000;
/** A file sent (a picture, the portfolio's CSV: up to 10 MB) has longer, as it may take a slow line that long. */
export const UPLOAD_TIMEOUT_MS = 30_000;

const timedOut = (err: unknown) => err instanceof DOMException && err.name === 'TimeoutError';

/** The message for a call that failed before an answer: given up after its time limit, or the network. */
export const failureMessage = (err: unknown): string =>
  timedOut(err) ? API_MESSAGES.timeout : API_MESSAGES.networkError;

/** The session's fetch (bearer token, one refresh on a 401), `useSession().authFetch`; or the browser's fetch. */
export type AuthFetch = (input: string, init?: RequestInit) => Promise<Response>;

/** No answer in time; no answer at all; an answer that is not what was asked for; the server's refusal. */
export type FailureKind = 'timeout' | 'network' | 'notJson' | 'server';
/** A failed call: `error` is what to tell the reader, the server's own message, else API_MESSAGES' text for the kind. */
export interface CallFailure extends Err<string> {
  kind: FailureKind;
  /** The answer's status; 0 when none came. */
  status: number;
  /** The server's own message, when its answer carried one. */
  serverMessage: string | null;
  /**
   * The answer's JSON (a refusal may say more than its message: an import's failed rows), or the text of a refusal
   * that was not JSON (the spec quotes it in a few messages).
   */
  body: unknown;
}
/** lib/result's Result, with the answer's headers, or what failed. */
export type CallResult<T> = (Ok<T> & { headers: Headers }) | CallFailure;

export interface CallOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Sent as JSON; a FormData or a Blob (a file) as it is. */
  body?: unknown;
  /** Checks what the answer holds; without one, the answer's data is not read (unknown). */
  check?: Check<T>;
  /**
   * The answer is not our `{ success, data, error }` (auth's `{ success, message }`, the CoinMarketCap-compatible
   * API's `{ status, data }`): the check reads all of it.
   */
  whole?: boolean;
  /** Sent even as the page is left (a record of what the reader did). */
  keepalive?: boolean;
  /** Request headers besides the body's type (the market's reads ask past any cache: no-cache). */
  headers?: Record<string, string>;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** Our API's own `error` message. */
const messageOf = (body: unknown) => (isRecord(body) && typeof body.error === 'string' && body.error) || null;

/**
 * Why a call failed, in words that follow what failed: the server's own reason for refusing it (a 4xx's message); for
 * its own trouble (a 5xx) that it had a problem, never its bare 'Internal server error', which says nothing to the
 * reader; else the text of the failure's kind (no answer, a slow one, one that is not ours).
 */
export function failureReason(failure: CallFailure): string {
  if (failure.kind !== 'server') return failure.error;
  if (failure.status >= 500) return API_MESSAGES.serverTrouble;
  return failure.serverMessage ?? failure.error;
}

/**
 * What a failed change says, whatever failed: what it was, then why. 'Failed to create the API key: the server had a
 * problem. Try again.', 'Failed to create the API key: Network connection error. …', 'Failed to create the API key:
 * Name is required'.
 */
export const changeFailureText = (failed: string, failure: CallFailure): string =>
  `${failed}: ${failureReason(failure)}`;

/**
 * Calls the API and reads its answer; never throws. The answer's type is its check's (lint refuses a type argument
 * here: a type without a check would be a cast), unknown without one.
 */
export async function apiCall<T = unknown>(
  fetcher: AuthFetch,
  path: string,
  { method = 'GET', body, check, whole, keepalive, headers = {} }: CallOptions<T> = {},
): Promise<CallResult<T>> {
  const file = body instanceof FormData || body instanceof Blob;
  const failure = (kind: FailureKind, error: string, status = 0, json: unknown = null): CallFailure => ({
    ok: false,
    kind,
    error,
    status,
    serverMessage: messageOf(json),
    body: json,
  });
  let res: Response;
  try {
    res = await fetcher(path, {
      method,
      headers: file || body === undefined ? headers : { ...headers, 'Content-Type': 'application/json' },
      body: file ? (body as BodyInit) : body === undefined ? undefined : JSON.stringify(body),
      keepalive,
      signal: AbortSignal.timeout(file ? UPLOAD_TIMEOUT_MS : API_TIMEOUT_MS),
    });
  } catch (err) {
    return failure(timedOut(err) ? 'timeout' : 'network', failureMessage(err));
  }
  // An answer broken off while it was read counts as one that is not JSON.
  const text = await res.text().catch(() => '');
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    // A proxy's HTML page, an empty body: on a success, a communication error, never 'Server error: 200 OK'.
    return res.ok
      ? failure('notJson', API_MESSAGES.notJson, res.status)
      : failure('server', API_MESSAGES.serverError(res.status, res.statusText), res.status, text);
  }
  if (!res.ok) {
    return failure(
      'server',
      messageOf(json) ?? API_MESSAGES.serverError(res.status, res.statusText),
      res.status,
      json,
    );
  }
  const read = whole ? json : isRecord(json) ? json.data : undefined;
  try {
    return { ok: true, data: check ? check(read) : (read as T), headers: res.headers };
  } catch {
    return failure('notJson', API_MESSAGES.notJson, res.status, json);
  }
}

export const apiGet = <T = unknown>(fetcher: AuthFetch, path: string, check?: Check<T>) =>
  apiCall(fetcher, path, { check });

/** A write with a JSON body, or a file (a FormData, a Blob) as it is. */
export const apiSend = <T = unknown>(
  fetcher: AuthFetch,
  method: 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
  check?: Check<T>,
) => apiCall(fetcher, path, { method, body, check });

export const apiPost = <T = unknown>(fetcher: AuthFetch, path: string, body: unknown, check?: Check<T>) =>
  apiSend(fetcher, 'POST', path, body, check);

/** A failed read, thrown for TanStack Query: what failed, for loadFailureText. */
export class ApiError extends Error {
  constructor(readonly failure: CallFailure) {
    super(failure.error);
    this.name = 'ApiError';
  }
}

/** A page's read for TanStack Query: the checked data, or an ApiError. */
export async function apiLoad<T>(fetcher: AuthFetch, path: string, check: Check<T>): Promise<T> {
  const result = await apiCall(fetcher, path, { check });
  if (result.ok) return result.data;
  throw new ApiError(result);
}

// Checks of what an answer holds: each gives the value as its type or throws. Without zod, which stays off the first
// load; a feature that has zod on its page passes its schema's `parse` instead, which has the same shape.

/** The value as T, or a throw when it is not one (zod's `schema.parse` is one too). */
export type Check<T> = (value: unknown) => T;

type Kind = 'string' | 'number' | 'boolean' | 'object' | 'array';
type KindOf<V> = V extends string
  ? 'string'
  : V extends number
    ? 'number'
    : V extends boolean
      ? 'boolean'
      : V extends readonly unknown[]
        ? 'array'
        : 'object';
/** A field's kind, with '?' when it may be null or absent; or a check of its own (a nested object, a list). */
type FieldCheck<V> =
  | (null extends V
      ? `${KindOf<NonNullable<V>>}?`
      : undefined extends V
        ? `${KindOf<NonNullable<V>>}?`
        : KindOf<V>)
  | Check<V>;
/** The fields a page relies on and their kinds: the compiler holds them to T, the check to the answer. */
export type Fields<T> = { [K in keyof T]?: FieldCheck<T[K]> };

const kindOf = (value: unknown) =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : (typeof value as Kind | 'undefined');

function fail(): never {
  throw new TypeError('The answer has another shape');
}

/** An object whose named fields have their kinds (fields not named are not looked at). */
export function shape<T>(fields: Fields<T>): Check<T> {
  return (value) => {
    if (kindOf(value) !== 'object') fail();
    const record = value as Record<string, unknown>;
    for (const [name, want] of Object.entries(fields) as [string, Kind | `${Kind}?` | Check<unknown>][]) {
      const field = record[name];
      if (typeof want === 'function') {
        want(field);
        continue;
      }
      const optional = want.endsWith('?');
      if (kindOf(field) !== (optional ? want.slice(0, -1) : want) && !(optional && field == null)) fail();
    }
    return value as T;
  };
}

/** A list whose every row passes the row's check. */
export const listOf =
  <T>(row: Check<T>): Check<T[]> =>
  (value) =>
    Array.isArray(value) ? value.map(row) : fail();
