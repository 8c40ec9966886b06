// Offline, a link to a page whose code this browser has not fetched yet is not followed: React Router would fail to
// import the page, then reload the document, and the reload would meet the service worker's bare offline page (a
// signed-in page is never kept) in place of the whole dashboard. The section says so in its frame instead.
import { useEffect, useRef } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { routeChunks, warmedChunks, type ManifestRoute } from './warm-routes';

/** What React Router keeps on window: its router, the manifest it has learnt, and the route modules it imported. */
export interface RouterWindow {
  __reactRouterDataRouter?: { routes: RouteObject[] };
  __reactRouterManifest?: { routes: Record<string, ManifestRoute | undefined> };
  __reactRouterRouteModules?: Record<string, unknown>;
}

/**
 * Whether every route of `pathname` has its code in this browser (imported by React Router or warmed), so moving
 * there needs no file from the network. A path matched only by a catch-all may be a route not learnt yet: not ready.
 */
export function routeCodeReady(
  pathname: string,
  win: RouterWindow,
  warmed: ReadonlySet<string> = warmedChunks,
) {
  const routes = win.__reactRouterDataRouter?.routes;
  // No router to ask (not hydrated yet): the navigation goes ahead as React Router would.
  if (!routes) return true;
  const matches = matchRoutes(routes, pathname);
  if (!matches?.length) return false;
  return matches.every(({ route }) => {
    if (route.path?.includes('*')) return false;
    const id = route.id ?? '';
    if (win.__reactRouterRouteModules?.[id]) return true;
    const described = win.__reactRouterManifest?.routes[id];
    return !!described && routeChunks(described).every((chunk) => warmed.has(chunk));
  });
}

/** The address a click would take the reader to within the site, or null when React Router would not handle it. */
function inSiteDestination(event: MouseEvent): URL | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute('download')) return null;
  if (anchor.target && anchor.target !== '_self') return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin || url.pathname.startsWith('/api/')) return null;
  return url;
}

/**
 * While offline, a click on a link to a page whose code is not here is stopped before React Router sees it, and
 * `onBlocked` gets the destination (path, query and hash).
 */
export function useOfflineNavigationGuard(onBlocked: (destination: string) => void) {
  const latest = useRef(onBlocked);
  useEffect(() => {
    latest.current = onBlocked;
  });
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (navigator.onLine) return;
      const url = inSiteDestination(event);
      if (!url || routeCodeReady(url.pathname, window as RouterWindow)) return;
      // Captured on the document before React's own listener: the Link sees a handled click and does nothing.
      event.preventDefault();
      latest.current(`${url.pathname}${url.search}${url.hash}`);
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, []);
}
