// The code of a section's other pages, fetched while the network is there: offline, moving to a page of the section
// not opened yet then works (its data permitting) instead of failing to load its code. The browser keeps each
// module once imported, and the service worker keeps the file.
import { useEffect } from 'react';

/** When the manifest is read: at once, then after the links' routes have had time to be learnt. */
const WARM_AFTER_MS = [0, 3_000, 10_000];

interface ManifestRoute {
  id: string;
  module: string;
}

/**
 * When the browser is idle, imports every route module whose id starts with `prefix` ('dashboard'). React
 * Router learns of routes as their links render (lazy route discovery), so the manifest is read again a little later
 * for the routes it has learnt since.
 */
export function useWarmRoutes(prefix: string) {
  useEffect(() => {
    const warmed = new Set<string>();
    const warm = () => {
      const manifest = (window as { __reactRouterManifest?: { routes: Record<string, ManifestRoute> } })
        .__reactRouterManifest;
      for (const route of Object.values(manifest?.routes ?? {})) {
        if (!route.id.startsWith(prefix) || warmed.has(route.module)) continue;
        warmed.add(route.module);
        void import(/* @vite-ignore */ route.module).catch(() => warmed.delete(route.module));
      }
    };
    const idle = (run: () => void) =>
      'requestIdleCallback' in window
        ? window.requestIdleCallback(run, { timeout: 5_000 })
        : setTimeout(run, 200);
    const timers = WARM_AFTER_MS.map((ms) => setTimeout(() => idle(warm), ms));
    return () => timers.forEach(clearTimeout);
  }, [prefix]);
}
