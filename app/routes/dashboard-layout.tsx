// Layout of every /dashboard page: the server sends anonymous visitors to /login (and back after sign-in).
import { useEffect, useState } from 'react';
import { Outlet, useLocation, useNavigate, useRouteError, type ShouldRevalidateFunction } from 'react-router';
import { useSession } from '../../platform/browser/session';
import { requirePageUser } from '../../features/auth/request.server';
import { DashboardFrame } from '../shell/dashboard-frame';
import { isLoadFailure, LoadFailedPage, renderedByServer } from '../shell/load-failed';
import { routeCodeReady, useOfflineNavigationGuard, type RouterWindow } from '../shell/offline-navigation';
import { useWarmRoutes } from '../shell/warm-routes';
import type { Route } from './+types/dashboard-layout';

export async function loader({ request, context }: Route.LoaderArgs) {
  return { user: await requirePageUser(request, context.services) };
}

// The guard runs on entering the dashboard; moving between its pages keeps the session the browser holds.
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) =>
  currentUrl.pathname.startsWith('/dashboard') && nextUrl.pathname.startsWith('/dashboard')
    ? false
    : defaultShouldRevalidate;

export default function DashboardLayout() {
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const signedOut = session.status === 'anonymous';
  useWarmRoutes('dashboard');
  // Offline, a page whose code never arrived cannot open: said here, in the frame, until the reader moves on.
  const [unreachable, setUnreachable] = useState<{ from: string; to: string } | null>(null);
  // Tied to the entry of history it happened on: any navigation since (even to the same address) clears it.
  useOfflineNavigationGuard((to) => setUnreachable({ from: location.key, to }));
  const blocked = unreachable?.from === location.key ? unreachable.to : null;

  useEffect(() => {
    // Signed out while here (logout, a failed refresh): back to sign-in, which returns here afterwards.
    if (signedOut) {
      void navigate(`/login?redirectTo=${encodeURIComponent(location.pathname + location.search)}`, {
        replace: true,
      });
    }
  }, [signedOut, navigate, location.pathname, location.search]);

  if (!session.user) {
    return (
      <main id="main" className="grid min-h-screen place-items-center">
        <p role="status">Loading dashboard...</p>
      </main>
    );
  }
  return (
    <DashboardFrame user={session.user}>
      {blocked ? (
        <LoadFailedPage
          offline={!navigator.onLine}
          onRetry={() => {
            // Still offline, following the link would fail the same way: the message stays.
            if (navigator.onLine || routeCodeReady(blocked, window as RouterWindow)) void navigate(blocked);
          }}
        />
      ) : (
        <Outlet />
      )}
    </DashboardFrame>
  );
}

/**
 * A dashboard page whose data could not be fetched (offline, a server failing) says so inside the dashboard's frame,
 * sidebar and all, with Try Again; any other error goes on to the site's own error page.
 */
export function ErrorBoundary() {
  const error = useRouteError();
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [inBrowser] = useState(() => !renderedByServer());
  if (!inBrowser || !session.user || !isLoadFailure(error)) throw error;
  return (
    <DashboardFrame user={session.user}>
      <LoadFailedPage
        offline={!navigator.onLine}
        onRetry={() => navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true })}
      />
    </DashboardFrame>
  );
}
