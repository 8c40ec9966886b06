// Light/dark theme rules shared by the inline boot script, the provider and the tests.

export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];
export const THEME_STORAGE_KEY = 'theme';
export const THEME_COOKIE = 'theme';
export const THEME_COLOR: Record<Theme, string> = { dark: '#0f172a', light: '#ffffff' };
export const DEFAULT_THEME: Theme = 'dark';

export function isTheme(value: unknown): value is Theme {
  return value === 'light' || value === 'dark';
}

/** Stored choice, else the system preference, else dark. */
export function resolveTheme(stored: unknown, systemPreference: Theme | null): Theme {
  if (isTheme(stored)) return stored;
  return systemPreference ?? DEFAULT_THEME;
}

/** Reads the theme cookie from a Cookie header. */
export function themeFromCookie(header: string | null): Theme | null {
  const match = /(?:^|;\s*)theme=(light|dark)(?:;|$)/.exec(header ?? '');
  return match ? (match[1] as Theme) : null;
}

/**
 * Runs in <head> before the body paints: applies the stored choice or the system preference, so the first
 * frame already has the right colours. Kept as a function so it is type-checked; serialised into the page.
 */
export function applyInitialTheme(key: string, colors: Record<string, string>) {
  try {
    let stored: string | null = null;
    try {
      stored = localStorage.getItem(key);
    } catch {
      stored = null;
    }
    const prefersLight = window.matchMedia('(prefers-color-scheme: light)').matches;
    const prefersDark = window.matchMedia('(prefers-color-scheme: dark)').matches;
    const system = prefersLight ? 'light' : prefersDark ? 'dark' : null;
    const theme = stored === 'light' || stored === 'dark' ? stored : (system ?? 'dark');
    const root = document.documentElement;
    root.classList.remove('light', 'dark');
    root.classList.add(theme);
    root.style.colorScheme = theme;
    // The theme-color tag is left as the server rendered it while React takes over the page (ThemeProvider sets it
    // then): a tag changed before hydration no longer matches React's, and React adds a second one. Only when the
    // app's code has not started 3 s later (it failed to load) is the tag set here.
    setTimeout(() => {
      if (root.dataset.hydrated) return;
      document.querySelector('meta[name="theme-color"]')?.setAttribute('content', colors[theme] ?? '');
    }, 3000);
  } catch {
    // An old browser keeps the server-rendered theme.
  }
}

export const themeBootScript = `(${applyInitialTheme.toString()})(${JSON.stringify(THEME_STORAGE_KEY)},${JSON.stringify(THEME_COLOR)})`;
