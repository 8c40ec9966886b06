// The code of a section's other pages, fetched while the network is there: offline, moving to a page of the section
// not opened yet then works (its data permitting) instead of failing to load its code. The browser keeps each
// module once imported, and the service worker keeps the file.
import { useEffect } from 'react';

interface ManifestRoute {
  id: string;
  module: string;
}

/** Imports, once the browser is idle, every route module whose id starts with `prefix` ('routes/dashboard'). */
export function useWarmRoutes(prefix: string) {
  useEffect(() => {
    const manifest = (window as { __reactRouterManifest?: { routes: Record<string, ManifestRoute> } })
      .__reactRouterManifest;
    if (!manifest) return;
    const warm = () => {
      for (const route of Object.values(manifest.routes)) {
        if (route.id.startsWith(prefix)) void import(/* @vite-ignore */ route.module).catch(() => {});
      }
    };
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(warm, { timeout: 5_000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(warm, 2_000);
    return () => clearTimeout(timer);
  }, [prefix]);
}
