// Hydrates the server-rendered document and recovers from a failed lazy load of code or styles.
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import {
  clearPreloadGuard,
  handlePreloadError,
  rememberPendingNavigation,
  resumePendingNavigation,
} from './shell/preload-error';

type Router = Parameters<typeof rememberPendingNavigation>[0];
const loadType = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)
  ?.type;

if (!resumePendingNavigation(window.sessionStorage, window.location, loadType)) {
  window.addEventListener('vite:preloadError', (event) =>
    handlePreloadError(event, window.sessionStorage, window.location),
  );
  // A page that stayed up for a while has loaded its code: a later failure may reload once again.
  setTimeout(() => clearPreloadGuard(window.sessionStorage), 10_000);

  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });

  // React Router keeps its router on window (its own tooling reaches it there) once it has rendered.
  const watch = (tries: number) => {
    const router = (window as { __reactRouterDataRouter?: Router }).__reactRouterDataRouter;
    if (router) rememberPendingNavigation(router, window.sessionStorage);
    else if (tries > 0) requestAnimationFrame(() => watch(tries - 1));
  };
  watch(600);
}
