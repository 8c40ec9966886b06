// Loads one admin API answer once the browser holds the session; reload() asks again, update() edits it in place.
import { useCallback, useEffect, useState } from 'react';
import { apiGet, type Check } from '../../../platform/browser/api';
import { useSession } from '../../../platform/browser/session';

interface Loaded<T> {
  /** Which request (path and reload count) this answer belongs to. */
  key: string;
  data: T | null;
  error: string | null;
}

export interface AdminData<T> {
  data: T | null;
  error: string | null;
  /** True until the answer for the current path (or the latest reload) has arrived. */
  loading: boolean;
  reload(): void;
  update(change: (data: T) => T): void;
}

/** Loads `path`, its answer read by `check`. */
export function useAdminData<T>(path: string, check: Check<T>): AdminData<T> {
  const { authFetch, status } = useSession();
  const [reloads, setReloads] = useState(0);
  const key = `${reloads}:${path}`;
  const [loaded, setLoaded] = useState<Loaded<T>>({ key: '', data: null, error: null });

  useEffect(() => {
    // The access token arrives after hydration (the session is verified first).
    if (status !== 'authenticated') return;
    let live = true;
    void apiGet(authFetch, path, check).then((result) => {
      if (!live) return;
      // A failed reload keeps what was shown, with the error above it.
      setLoaded((previous) =>
        result.ok
          ? { key, data: result.data, error: null }
          : { key, data: previous.data, error: result.error },
      );
    });
    return () => {
      live = false;
    };
  }, [authFetch, status, path, key, check]);

  const reload = useCallback(() => setReloads((n) => n + 1), []);
  const update = useCallback(
    (change: (data: T) => T) =>
      setLoaded((previous) =>
        previous.data === null ? previous : { ...previous, data: change(previous.data) },
      ),
    [],
  );
  return { data: loaded.data, error: loaded.error, loading: loaded.key !== key, reload, update };
}
