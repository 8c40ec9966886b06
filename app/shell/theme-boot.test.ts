// @vitest-environment happy-dom
import { afterEach, describe, expect, test, vi } from 'vitest';
import { applyInitialTheme, THEME_COLOR } from './theme';

function stubSystem(preference: 'light' | 'dark' | null) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: preference !== null && query.includes(preference),
  }));
  window.matchMedia = globalThis.matchMedia;
}

function boot() {
  document.head.innerHTML = '<meta name="theme-color" content="">';
  document.documentElement.className = '';
  applyInitialTheme('theme', THEME_COLOR);
  return {
    theme: document.documentElement.className,
    // Left for React: changed before hydration, React would add a second tag.
    color: document.querySelector('meta[name="theme-color"]')?.getAttribute('content'),
  };
}

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('theme boot script (runs before first paint)', () => {
  test('[SHELL-039] no stored choice and no system preference: dark', () => {
    stubSystem(null);
    expect(boot()).toEqual({ theme: 'dark', color: '' });
  });

  test('[SHELL-038] no stored choice: the system preference', () => {
    stubSystem('light');
    expect(boot()).toEqual({ theme: 'light', color: '' });
  });

  test('[SHELL-037] a stored choice wins', () => {
    stubSystem('light');
    localStorage.setItem('theme', 'dark');
    expect(boot()).toEqual({ theme: 'dark', color: '' });
  });

  test('[SHELL-036] a stored value other than light or dark is ignored', () => {
    stubSystem('light');
    localStorage.setItem('theme', 'sepia');
    expect(boot().theme).toBe('light');
  });
});

test('[SHELL-042] when the app never starts, the boot script sets the theme colour itself after 3 s', () => {
  vi.useFakeTimers();
  try {
    stubSystem('light');
    expect(boot()).toEqual({ theme: 'light', color: '' });
    vi.advanceTimersByTime(3000);
    expect(document.querySelector('meta[name="theme-color"]')?.getAttribute('content')).toBe('#ffffff');
  } finally {
    vi.useRealTimers();
  }
});
