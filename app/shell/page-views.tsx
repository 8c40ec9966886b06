// Records a page view in the activity log for each page opened (ACT-024), once the session is known. The log's code
// is fetched after the page has loaded (it is not needed to show it): every page's first load is 1.5 KB lighter.
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useOptionalSession } from '../../platform/browser/session';
import type * as ActivityModule from '../../features/activity/client/use-activity';

type ActivityClient = typeof ActivityModule;
let client: Promise<ActivityClient> | undefined;
/** One import for every call, so what is asked for is done in the order asked. */
function withActivity(then: (activity: ActivityClient) => void) {
  client ??= import('../../features/activity/client/use-activity');
  void client.then(then, () => {
    // A chunk that failed to load (offline, a new deploy) costs this view's record; the next view tries again.
    client = undefined;
  });
}

export function PageViews() {
  const { pathname } = useLocation();
  const session = useOptionalSession();
  const last = useRef<string | null>(null);
  const settled = session !== null && session.status !== 'loading';
  const userId = session?.user?.id ?? null;
  const previousUser = useRef<string | null | undefined>(undefined);

  useEffect(() => {
    if (!settled) return;
    if (previousUser.current !== undefined && previousUser.current !== userId)
      withActivity((activity) => activity.switchActivityUser(userId));
    previousUser.current = userId;
  }, [settled, userId]);

  useEffect(() => {
    if (!settled || !session || last.current === pathname) return;
    last.current = pathname;
    // Signing out is not a page the reader viewed (and its session ends while the record is on its way).
    if (pathname === '/logout') return;
    const pageName = document.title.replace(/\s*\|\s*Blockcast$/, '') || pathname;
    withActivity((activity) =>
      activity.recordActivity(session, userId, 'page_view', `Viewed ${pageName}`, {
        pageName,
        path: pathname,
      }),
    );
  }, [pathname, settled, session, userId]);
  return null;
}
