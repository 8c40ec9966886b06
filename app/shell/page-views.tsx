// Records a page view in the activity log for each page opened (ACT-024), once the session is known.
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useOptionalSession } from '../../platform/browser/session';
import { switchActivityUser, useRecordActivity } from '../../features/activity/client/use-activity';

export function PageViews() {
  const { pathname } = useLocation();
  const session = useOptionalSession();
  const record = useRecordActivity();
  const last = useRef<string | null>(null);
  const settled = session?.status !== 'loading';
  const userId = session?.user?.id ?? null;
  const previousUser = useRef<string | null | undefined>(undefined);

  useEffect(() => {
    if (!settled) return;
    if (previousUser.current !== undefined && previousUser.current !== userId) switchActivityUser(userId);
    previousUser.current = userId;
  }, [settled, userId]);

  useEffect(() => {
    if (!settled || last.current === pathname) return;
    last.current = pathname;
    // Signing out is not a page the reader viewed (and its session ends while the record is on its way).
    if (pathname === '/logout') return;
    const pageName = document.title.replace(/\s*\|\s*Blockcast$/, '') || pathname;
    record('page_view', `Viewed ${pageName}`, { pageName, path: pathname });
  }, [pathname, settled, record]);
  return null;
}
