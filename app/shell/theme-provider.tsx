// The theme lives on <html> (the boot script sets it before paint); this keeps React in step with it,
// stores the visitor's choice, and follows the system preference while nothing is stored.
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { THEME_COLOR, THEME_COOKIE, THEME_STORAGE_KEY, isTheme, type Theme } from './theme';

interface ThemeState {
  theme: Theme;
  /** Accepts only 'light' or 'dark'; any other value is ignored. */
  setTheme: (value: unknown) => void;
}

const ThemeContext = createContext<ThemeState | null>(null);

function applyToDocument(theme: Theme) {
  const root = document.documentElement;
  // Switch every colour at once rather than letting each element's transition fade separately.
  const freeze = document.createElement('style');
  freeze.textContent = '*,*::before,*::after{transition:none!important}';
  document.head.appendChild(freeze);
  requestAnimationFrame(() => requestAnimationFrame(() => freeze.remove()));
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

function subscribeToDocument(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}

const documentTheme = (): Theme => (document.documentElement.classList.contains('light') ? 'light' : 'dark');

export function ThemeProvider({ initial, children }: { initial: Theme; children: ReactNode }) {
  const theme = useSyncExternalStore(subscribeToDocument, documentTheme, () => initial);

  // Once hydrated, the theme-color tag follows the theme the boot script chose (stored or system).
  useEffect(() => {
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', THEME_COLOR[documentTheme()]);
  }, []);

  useEffect(() => {
    const query = window.matchMedia('(prefers-color-scheme: dark)');
    const onChange = (event: MediaQueryListEvent) => {
      if (!readStored()) applyToDocument(event.matches ? 'dark' : 'light');
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
  }, []);

  const state = useMemo(() => ({ theme, setTheme }), [theme, setTheme]);
  return <ThemeContext.Provider value={state}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeState {
  const state = useContext(ThemeContext);
  if (!state) throw new Error('useTheme must be used inside ThemeProvider');
  return state;
}
