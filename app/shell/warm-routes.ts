// The code of a section's other pages, fetched while the network is there: offline, moving to a page of the section
// not opened yet then works (its data permitting) instead of failing to load its code. The browser keeps each
// module once imported, and the service worker keeps the file.
import { useEffect } from 'react';

/**
 * The manifest is read this often for this long: React Router learns the sidebar's routes a moment after hydration
 * (its first `/__manifest` answer), and a reader may go offline seconds later (a tester did at 3 s, when the reads at
 * 0 and 3 s had found nothing to warm yet). Later reads find the routes of links rendered since (billing).
 */
const WARM_EVERY_MS = 250;
const WARM_FOR_MS = 20_000;
/** An idle moment is waited for at most this long: a busy page (prices streaming) must not put the warming off. */
const IDLE_WAIT_MS = 500;

/** A route as React Router's manifest describes it; with split route modules, some exports have chunks of their own. */
export interface ManifestRoute {
  id: string;
  path?: string;
  module: string;
  clientLoaderModule?: string;
  clientActionModule?: string;
  clientMiddlewareModule?: string;
  hydrateFallbackModule?: string;
  /** The chunks the route's modules import: fetched alongside them rather than one level after another. */
  imports?: string[];
}

/** Every chunk React Router imports to render a route. */
export const routeChunks = (route: ManifestRoute): string[] =>
  [
    route.module,
    route.clientLoaderModule,
    route.clientActionModule,
    route.clientMiddlewareModule,
    route.hydrateFallbackModule,
  ].filter((chunk): chunk is string => !!chunk);

/** The chunks imported here so far: the browser has them, offline too. */
export const warmedChunks = new Set<string>();

/**
 * When the browser is idle, imports the code of every route whose path starts with `prefix` ('dashboard'). React
 * Router learns of routes as their links render (lazy route discovery), so the manifest is read every WARM_EVERY_MS
 * for the routes it has learnt since; a chunk whose import failed (the network went) is tried again.
 */
export function useWarmRoutes(prefix: string) {
  useEffect(() => {
    const started = new Set<string>();
    const warm = () => {
      // Offline, an import can only fail: the next read online tries again.
      if (!navigator.onLine) return;
      const manifest = (window as { __reactRouterManifest?: { routes: Record<string, ManifestRoute> } })
        .__reactRouterManifest;
      for (const route of Object.values(manifest?.routes ?? {})) {
        if (!route.path?.startsWith(prefix)) continue;
        for (const chunk of [...routeChunks(route), ...(route.imports ?? [])]) {
          if (started.has(chunk)) continue;
          started.add(chunk);
          void import(/* @vite-ignore */ chunk).then(
            () => warmedChunks.add(chunk),
            () => started.delete(chunk),
          );
        }
      }
    };
    let waiting = false;
    const idleWarm = () => {
      if (waiting) return;
      waiting = true;
      const run = () => {
        waiting = false;
        warm();
      };
      if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: IDLE_WAIT_MS });
      else setTimeout(run, 50);
    };
    idleWarm();
    const timer = setInterval(idleWarm, WARM_EVERY_MS);
    const stop = setTimeout(() => clearInterval(timer), WARM_FOR_MS);
    return () => {
      clearInterval(timer);
      clearTimeout(stop);
    };
  }, [prefix]);
}
