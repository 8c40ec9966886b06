// Why a page's read of its data failed, in words a reader can act on: offline, too slow, the server's trouble, or
// the server's own message; never the answer's raw text (a proxy's HTML page, a stack). For the pages that read
// through apiLoad, so the words load with those pages only.
import { ApiError } from './api';

/** 'Could not load your watchlist: you are offline. …': why a page's read failed, never the answer's raw text. */
export function loadFailureText(
  what: string,
  err: unknown,
  online = globalThis.navigator?.onLine ?? true,
): string {
  const head = `Could not load ${what}`;
  const failure = err instanceof ApiError ? err.failure : null;
  if (!online || failure?.kind === 'network')
    return `${head}: you are offline or the site cannot be reached. Check your connection, then try again.`;
  if (failure?.kind === 'timeout') return `${head}: the server took too long to answer. Try again.`;
  if (failure?.kind === 'server') {
    if (failure.status >= 500)
      return `${head}: the server had a problem (error ${failure.status}). Try again in a moment.`;
    if (failure.serverMessage) return `${head}: ${failure.serverMessage}`;
  }
  return `${head}. Try again.`;
}
