// A page whose data could not be fetched while moving around the site (the browser offline, or the server
// failing): said inside the site's frame, with a retry, and nothing lost. The full-screen 'System Error' page is
// for errors in the code.
import { isRouteErrorResponse } from 'react-router';
import { FATAL_ORIGIN_ATTR } from './fatal-error';

export const LOAD_FAILED_TITLE = 'This page could not be loaded';
export const LOAD_FAILED_OFFLINE = 'You are offline. Check your connection, then try again.';
export const LOAD_FAILED_SERVER = 'The server did not answer as it should. Try again in a moment.';

/** Whether the server rendered this error page (hydrated as it is), rather than the browser meeting the error. */
export const renderedByServer = () =>
  typeof document === 'undefined' || !!document.querySelector(`[${FATAL_ORIGIN_ATTR}="server"]`);

/** React Router's text for a server error it does not pass on to the browser. */
const SANITIZED_SERVER_ERROR = 'Unexpected Server Error';

/** Whether an error met in the browser is a failed fetch of a page's data rather than a fault of the code. */
export function isLoadFailure(error: unknown): boolean {
  if (isRouteErrorResponse(error)) return error.status >= 500;
  if (error instanceof TypeError) return /fetch|network|load failed/i.test(error.message);
  return error instanceof Error && error.message === SANITIZED_SERVER_ERROR;
}

export function LoadFailedPage({ offline, onRetry }: { offline: boolean; onRetry: () => void }) {
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold">{LOAD_FAILED_TITLE}</h1>
      <p className="muted mt-4" role="alert">
        {offline ? LOAD_FAILED_OFFLINE : LOAD_FAILED_SERVER}
      </p>
      <button type="button" className="btn-primary mt-8" onClick={onRetry}>
        Try Again
      </button>
    </main>
  );
}
