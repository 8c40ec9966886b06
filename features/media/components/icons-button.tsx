// The markets page 'Icons' button, for admins only (rendering icons costs the server work): its code loads for an
// admin, not with the page every reader loads.
import { lazy, Suspense } from 'react';
import { useOptionalSession } from '../../../platform/browser/session';

const IconsDownload = lazy(() => import('./icons-download').then((m) => ({ default: m.IconsDownload })));

export function IconsButton({ coins }: { coins: { id: number; symbol: string }[] }) {
  const session = useOptionalSession();
  if (!session || session.user?.role !== 'admin') return null;
  return (
    <Suspense fallback={null}>
      <IconsDownload coins={coins} authFetch={session.authFetch} />
    </Suspense>
  );
}
