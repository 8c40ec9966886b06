// Holds the current theme, applies it to <html>, stores the choice, and follows the system while nothing is stored.
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { THEME_COLOR, THEME_COOKIE, THEME_STORAGE_KEY, isTheme, type Theme } from './theme';

interface ThemeState {
  theme: Theme;
  /** Accepts only 'light' or 'dark'; any other value is ignored. */
  setTheme: (value: unknown) => void;
}

const ThemeContext = createContext<ThemeState | null>(null);

function applyToDocument(theme: Theme) {
  const root = document.documentElement;
  root.classList.remove('light', 'dark');
  root.classList.add(theme);
  root.style.colorScheme = theme;
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', THEME_COLOR[theme]);
}

function readStored(): Theme | null {
  try {
    const value = localStorage.getItem(THEME_STORAGE_KEY);
    return isTheme(value) ? value : null;
  } catch {
    return null;
  }
}

export function ThemeProvider({ initial, children }: { initial: Theme; children: ReactNode }) {
  const [theme, setState] = useState<Theme>(initial);

  // The boot script may have chosen differently from the server (stored choice or system preference).
  useEffect(() => {
    const applied = document.documentElement.classList.contains('light') ? 'light' : 'dark';
    setState(applied);
  }, []);

  useEffect(() => {
    const query = window.matchMedia('(prefers-color-scheme: dark)');
    const onChange = (event: MediaQueryListEvent) => {
      if (readStored()) return;
      const next: Theme = event.matches ? 'dark' : 'light';
      applyToDocument(next);
      setState(next);
    };
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  const setTheme = useCallback((value: unknown) => {
    if (!isTheme(value)) return;
    try {
      localStorage.setItem(THEME_STORAGE_KEY, value);
    } catch {
      // Private mode: the cookie still carries the choice.
    }
    document.cookie = `${THEME_COOKIE}=${value}; path=/; max-age=31536000; samesite=lax`;
    applyToDocument(value);
    setState(value);
  }, []);

  const state = useMemo(() => ({ theme, setTheme }), [theme, setTheme]);
  return <ThemeContext.Provider value={state}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeState {
  const state = useContext(ThemeContext);
  if (!state) throw new Error('useTheme must be used inside ThemeProvider');
  return state;
}
