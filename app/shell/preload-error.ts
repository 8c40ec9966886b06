// A page module or stylesheet that fails to load (usually a new release replaced it) reloads the page once, unless
// the browser is offline (React Router does the same for a route module); when that happened during a navigation,
// the reload goes on
// to the page the reader was going to. A second failure for the same page is left to throw, so the error page
// shows instead of a reload loop. An import whose caller recovers on its own (lib/recoverable-import.ts) is left to
// that caller: the page stays as it is.
import { recoverableImportPending } from '../../lib/recoverable-import';

const KEY = 'preload-reload';

export function handlePreloadError(
  event: Pick<Event, 'preventDefault'>,
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  location: Pick<Location, 'pathname' | 'reload'>,
  ownRecovery: () => boolean = recoverableImportPending,
  online: () => boolean = () => globalThis.navigator?.onLine ?? true,
): boolean {
  // Offline, a reload cannot fetch the code either, and would leave the page for the browser's own error page.
  if (!online() || ownRecovery() || storage.getItem(KEY) === location.pathname) return false;
  storage.setItem(KEY, location.pathname);
  event.preventDefault();
  location.reload();
  return true;
}

export function clearPreloadGuard(storage: Pick<Storage, 'removeItem'>) {
  storage.removeItem(KEY);
}

interface RouterLike {
  state: { navigation: { location?: { pathname: string; search: string; hash: string } | null } };
}

/** The destination of the navigation React Router has under way, if any. */
export function pendingNavigation(router: RouterLike | undefined): string | null {
  const next = router?.state.navigation.location;
  return next ? `${next.pathname}${next.search}${next.hash}` : null;
}

const PENDING_KEY = 'pending-navigation';
/** A reload this soon after a navigation started is taken as React Router's reload for a module that failed. */
export const RESUME_WINDOW_MS = 15_000;

/**
 * Keeps the destination of the navigation under way in session storage. When a page's code fails to load,
 * React Router reloads the page the reader was leaving; resumePendingNavigation then takes them on.
 */
export function rememberPendingNavigation(
  router: RouterLike & { subscribe(listener: () => void): () => void },
  storage: Pick<Storage, 'setItem' | 'removeItem'>,
  clock: () => number = Date.now,
) {
  return router.subscribe(() => {
    const destination = pendingNavigation(router);
    if (destination) storage.setItem(PENDING_KEY, JSON.stringify({ destination, at: clock() }));
    else storage.removeItem(PENDING_KEY);
  });
}

/** On a reload that followed a failed navigation, goes on to its destination (once per page); true if it did. */
export function resumePendingNavigation(
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>,
  location: Pick<Location, 'pathname' | 'replace'>,
  loadType: string | undefined,
  clock: () => number = Date.now,
): boolean {
  const raw = storage.getItem(PENDING_KEY);
  storage.removeItem(PENDING_KEY);
  if (!raw || loadType !== 'reload') return false;
  let pending: { destination?: unknown; at?: unknown };
  try {
    pending = JSON.parse(raw) as typeof pending;
  } catch {
    return false;
  }
  if (typeof pending.destination !== 'string' || !pending.destination.startsWith('/')) return false;
  if (typeof pending.at !== 'number' || clock() - pending.at > RESUME_WINDOW_MS) return false;
  const target = new URL(pending.destination, 'http://site.invalid').pathname;
  if (target === location.pathname || storage.getItem(KEY) === target) return false;
  storage.setItem(KEY, target);
  location.replace(pending.destination);
  return true;
}
