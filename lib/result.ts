// The one shape of an outcome that can fail without throwing: what was asked for, or why not. Browser-safe.

/** Success: the value asked for. */
export interface Ok<T> {
  ok: true;
  data: T;
}

/** Failure: why, as the caller's failure type says (a message to show by default). */
export interface Err<E> {
  ok: false;
  error: E;
}

export type Result<T, E = string> = Ok<T> | Err<E>;
