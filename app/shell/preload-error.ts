// A page module or stylesheet that fails to load (usually a new release replaced it) reloads the page once;
// a second failure on the same page is left to throw, so the error page shows instead of a reload loop.

const KEY = 'preload-reload';

export function handlePreloadError(
  event: Pick<Event, 'preventDefault'>,
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  location: Pick<Location, 'pathname' | 'reload'>,
): boolean {
  if (storage.getItem(KEY) === location.pathname) return false;
  storage.setItem(KEY, location.pathname);
  event.preventDefault();
  location.reload();
  return true;
}

export function clearPreloadGuard(storage: Pick<Storage, 'removeItem'>) {
  storage.removeItem(KEY);
}
