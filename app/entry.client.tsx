// Hydrates the server-rendered document and recovers from a failed lazy load of code or styles.
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { clearPreloadGuard, handlePreloadError } from './shell/preload-error';

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
