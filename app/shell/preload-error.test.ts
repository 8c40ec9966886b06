import { describe, expect, test, vi } from 'vitest';
import { clearPreloadGuard, handlePreloadError } from './preload-error';

function fakes(pathname = '/markets') {
  const store = new Map<string, string>();
  const storage = {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
    removeItem: (k: string) => void store.delete(k),
  };
  return { storage, location: { pathname, reload: vi.fn() }, event: { preventDefault: vi.fn() } };
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

  test('once the page has stayed up, a later failure may reload again', () => {
    const { storage, location, event } = fakes();
    handlePreloadError(event, storage, location);
    clearPreloadGuard(storage);
    expect(handlePreloadError({ preventDefault: vi.fn() }, storage, location)).toBe(true);
  });
});
