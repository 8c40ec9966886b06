// The signed-in user's preferences in the browser: restored from the local copy at once, then from the server;
// a change shows at once, is kept locally and saved on the server, and is undone if the server refuses it.
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { apiGet, apiSend, shape } from '../../../platform/browser/api';
import { useSession } from '../../../platform/browser/session';
import {
  DEFAULT_PREFERENCES,
  PREFERENCES_STORAGE_KEY,
  readPreferences,
  type Preferences,
  type PreferencesPatch,
} from '../rules';

export interface PreferencesState {
  preferences: Preferences;
  /** Whether the server's copy has arrived (until then the local copy, or the defaults, show). */
  loaded: boolean;
  /** Why the server's copy could not be read, if it could not (the local copy or the defaults show meanwhile). */
  loadError: string | null;
  /** Reads the server's copy again. */
  reload(): void;
  /** Saves a change; answers null, or the message of a refusal (the change is then undone). */
  update(patch: PreferencesPatch): Promise<string | null>;
}

/** The server's copy: an object, whose settings are read as the rules allow (one it does not know keeps its default). */
const preferencesOf = (raw: unknown) => readPreferences(shape<object>({})(raw));

const PreferencesContext = createContext<PreferencesState | null>(null);

function readLocal(): Preferences | null {
  try {
    const raw = window.localStorage.getItem(PREFERENCES_STORAGE_KEY);
    return raw ? readPreferences(JSON.parse(raw)) : null;
  } catch {
    return null;
  }
}

function writeLocal(preferences: Preferences) {
  try {
    window.localStorage.setItem(PREFERENCES_STORAGE_KEY, JSON.stringify(preferences));
  } catch {
    // Storage full or blocked: the server keeps them.
  }
}

export function PreferencesProvider({ children }: { children: ReactNode }) {
  const { status, authFetch } = useSession();
  const [preferences, setPreferences] = useState<Preferences>(DEFAULT_PREFERENCES);
  const [loaded, setLoaded] = useState(false);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const local = readLocal();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- local storage exists only after hydration
    if (local) setPreferences(local);
    // A change made in another tab of the site shows here too (the storage event fires in the other tabs only).
    const onStorage = (event: StorageEvent) => {
      if (event.key !== PREFERENCES_STORAGE_KEY) return;
      const changed = readLocal();
      if (changed) setPreferences(changed);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  useEffect(() => {
    if (status !== 'authenticated') return;
    let live = true;
    void apiGet(authFetch, '/api/dashboard/preferences', preferencesOf).then((result) => {
      if (!live) return;
      if (!result.ok) return setLoadError(result.error);
      const server = result.data;
      setPreferences(server);
      writeLocal(server);
      setLoaded(true);
      setLoadError(null);
    });
    return () => {
      live = false;
    };
  }, [status, authFetch, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);

  const update = useCallback(
    async (patch: PreferencesPatch) => {
      let before: Preferences = DEFAULT_PREFERENCES;
      setPreferences((current) => {
        before = current;
        const next = { ...current, ...patch };
        writeLocal(next);
        return next;
      });
      const result = await apiSend(authFetch, 'PUT', '/api/dashboard/preferences', patch, preferencesOf);
      if (result.ok) {
        const saved = result.data;
        setPreferences(saved);
        writeLocal(saved);
        return null;
      }
      setPreferences(before);
      writeLocal(before);
      return result.error;
    },
    [authFetch],
  );

  const value = useMemo(
    () => ({ preferences, loaded, loadError, reload, update }),
    [preferences, loaded, loadError, reload, update],
  );
  return <PreferencesContext.Provider value={value}>{children}</PreferencesContext.Provider>;
}

/** The preferences (the defaults outside the dashboard, where no provider is). */
export function usePreferences(): PreferencesState {
  return (
    useContext(PreferencesContext) ?? {
      preferences: DEFAULT_PREFERENCES,
      loaded: false,
      loadError: null,
      reload: () => undefined,
      update: () => Promise.resolve('Preferences are not available here'),
    }
  );
}
