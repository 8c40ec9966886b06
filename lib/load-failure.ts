// Why a page's data did not load, in words a reader can act on: offline, too slow, the server's trouble, or the
// server's own message. Never a response's raw text (a proxy's HTML page, a stack). Browser-safe.

/**
 * A page's read of its data is given up after this long, so a call that hangs ends in the page's failure text with
 * Try again rather than a loader for ever. Shorter than a write's API_TIMEOUT_MS: nothing is lost by asking again.
 */
export const LOAD_TIMEOUT_MS = 12_000;

/** A call answered with an error: its status, and our API's own message when the body was our JSON. */
export class LoadError extends Error {
  constructor(
    readonly status: number,
    readonly serverMessage: string | null,
  ) {
    super(serverMessage ?? `HTTP ${status}`);
    this.name = 'LoadError';
  }
}

/** The `data` of one of our API's answers, or a LoadError (the body's `error` kept only when it is our JSON). */
export async function readData(res: Response): Promise<unknown> {
  const body = (await res.json().catch(() => null)) as { data?: unknown; error?: unknown } | null;
  if (res.ok && body && body.data !== undefined) return body.data;
  throw new LoadError(res.ok ? 502 : res.status, typeof body?.error === 'string' ? body.error : null);
}

/** 'Could not load your watchlist: you are offline. …' */
export function loadFailureText(
  what: string,
  err: unknown,
  online = globalThis.navigator?.onLine ?? true,
): string {
  const head = `Could not load ${what}`;
  if (!online || (err instanceof TypeError && !(err instanceof LoadError)))
    return `${head}: you are offline or the site cannot be reached. Check your connection, then try again.`;
  if (err instanceof DOMException && (err.name === 'TimeoutError' || err.name === 'AbortError'))
    return `${head}: the server took too long to answer. Try again.`;
  if (err instanceof LoadError) {
    if (err.status >= 500)
      return `${head}: the server had a problem (error ${err.status}). Try again in a moment.`;
    if (err.serverMessage) return `${head}: ${err.serverMessage}`;
  }
  return `${head}. Try again.`;
}
