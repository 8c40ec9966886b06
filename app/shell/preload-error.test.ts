import { describe, expect, test, vi } from 'vitest';
import {
  clearPreloadGuard,
  handlePreloadError,
  pendingNavigation,
  rememberPendingNavigation,
  RESUME_WINDOW_MS,
  resumePendingNavigation,
} from './preload-error';

function fakes(pathname = '/markets') {
  const store = new Map<string, string>();
  const storage = {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
    removeItem: (k: string) => void store.delete(k),
  };
  return {
    storage,
    location: { pathname, reload: vi.fn() },
    event: { preventDefault: vi.fn() },
  };
}

describe('failed lazy load of a page module or stylesheet', () => {
  test('[SHELL-025] the first failure is handled by reloading the page once', () => {
    const { storage, location, event } = fakes();
    expect(handlePreloadError(event, storage, location)).toBe(true);
    expect(event.preventDefault).toHaveBeenCalledOnce();
    expect(location.reload).toHaveBeenCalledOnce();
  });

  test('[SHELL-025] a second failure on the same page is not handled, so it is thrown', () => {
    const { storage, location, event } = fakes();
    handlePreloadError(event, storage, location);
    const second = { preventDefault: vi.fn() };
    expect(handlePreloadError(second, storage, location)).toBe(false);
    expect(second.preventDefault).not.toHaveBeenCalled();
    expect(location.reload).toHaveBeenCalledOnce();
  });

  test('offline, a failure is not handled by a reload (it could not fetch the code either): it reaches the caller', () => {
    const { storage, location, event } = fakes();
    expect(
      handlePreloadError(
        event,
        storage,
        location,
        () => false,
        () => false,
      ),
    ).toBe(false);
    expect(event.preventDefault).not.toHaveBeenCalled();
    expect(location.reload).not.toHaveBeenCalled();
  });

  test('an import whose caller shows its own Retry is left to it: no reload, and the failure reaches the caller', () => {
    const { storage, location, event } = fakes();
    expect(handlePreloadError(event, storage, location, () => true)).toBe(false);
    expect(event.preventDefault).not.toHaveBeenCalled();
    expect(location.reload).not.toHaveBeenCalled();
    // The page's own modules still reload it.
    expect(handlePreloadError(event, storage, location, () => false)).toBe(true);
  });

  test('once the page has stayed up, a later failure may reload again', () => {
    const { storage, location, event } = fakes();
    handlePreloadError(event, storage, location);
    clearPreloadGuard(storage);
    expect(handlePreloadError({ preventDefault: vi.fn() }, storage, location)).toBe(true);
  });

  test('a reload soon after a navigation started goes on to its destination, once', () => {
    const { storage } = fakes('/');
    let listener = () => {};
    const router = {
      state: { navigation: { location: null as null | { pathname: string; search: string; hash: string } } },
      subscribe: (l: () => void) => ((listener = l), () => {}),
    };
    rememberPendingNavigation(router, storage, () => 1_000);
    router.state.navigation.location = { pathname: '/coin/eth', search: '?range=1M', hash: '' };
    listener();
    const location = { pathname: '/', replace: vi.fn() };
    expect(resumePendingNavigation(storage, location, 'reload', () => 3_000)).toBe(true);
    expect(location.replace).toHaveBeenCalledWith('/coin/eth?range=1M');
    // Consumed: the next reload stays where it is.
    expect(resumePendingNavigation(storage, location, 'reload', () => 3_500)).toBe(false);
  });

  test('nothing is resumed on an ordinary load, after the window, or for a destination that already failed', () => {
    const pending = (at: number) => JSON.stringify({ destination: '/about', at });
    const location = { pathname: '/', replace: vi.fn() };
    const a = fakes('/');
    a.storage.setItem('pending-navigation', pending(0));
    expect(resumePendingNavigation(a.storage, location, 'navigate', () => 1)).toBe(false);
    const b = fakes('/');
    b.storage.setItem('pending-navigation', pending(0));
    expect(resumePendingNavigation(b.storage, location, 'reload', () => RESUME_WINDOW_MS + 1)).toBe(false);
    const c = fakes('/');
    c.storage.setItem('pending-navigation', pending(0));
    c.storage.setItem('preload-reload', '/about');
    expect(resumePendingNavigation(c.storage, location, 'reload', () => 1)).toBe(false);
    expect(location.replace).not.toHaveBeenCalled();
  });

  test('the pending destination is read from the router’s navigation state', () => {
    expect(pendingNavigation(undefined)).toBeNull();
    expect(pendingNavigation({ state: { navigation: { location: null } } })).toBeNull();
    expect(
      pendingNavigation({
        state: { navigation: { location: { pathname: '/news', search: '?page=2', hash: '' } } },
      }),
    ).toBe('/news?page=2');
  });
});
