// React access to the activity log: records under the signed-in user, sending with their session.
import { useCallback } from 'react';
import { apiCall } from '../../../platform/browser/api';
import { useSession, type Session } from '../../../platform/browser/session';
import type { ActivityType } from '../rules';
import { createActivityLog, type ActivityLog, type ActivityMetadata } from './activity-log';

let log: ActivityLog | undefined;
function browserLog(): ActivityLog {
  log ??= createActivityLog({ local: window.localStorage, session: window.sessionStorage });
  return log;
}

/** Call when the signed-in user changes (see activity-log's switchUser). */
export function switchActivityUser(userId: string | null) {
  if (typeof window !== 'undefined') browserLog().switchUser(userId);
}

/** Records under `userId`, sent with the session once it is known to be signed in. */
export function recordActivity(
  { authFetch, settled }: Pick<Session, 'authFetch' | 'settled'>,
  userId: string | null,
  type: ActivityType,
  description: string,
  metadata?: ActivityMetadata,
) {
  if (typeof window === 'undefined') return;
  // Sent only once the session is known to be signed in (a page records before its session check ends).
  const send = async (input: unknown) => {
    if (!(await settled())) return true;
    // Only a refusal by the server counts as a failed sync: a record lost to a network error or to the
    // reader leaving the page costs that one record, not syncing for the rest of the session.
    const result = await apiCall(authFetch, '/api/user-activity/record', {
      method: 'POST',
      body: input,
      // A record sent just before the reader leaves the page still arrives (an aborted one would count as
      // a failed sync and stop syncing for the session).
      keepalive: true,
    });
    return result.ok || result.kind !== 'server';
  };
  void browserLog().record({ type, description, metadata, userId }, send);
}

export function useRecordActivity() {
  const { user, authFetch, settled } = useSession();
  const userId = user?.id ?? null;
  return useCallback(
    (type: ActivityType, description: string, metadata?: ActivityMetadata) =>
      recordActivity({ authFetch, settled }, userId, type, description, metadata),
    [userId, authFetch, settled],
  );
}
