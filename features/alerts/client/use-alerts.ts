// The browser's view of the user's alerts and notifications: TanStack Query caches shared by the alerts page and
// the bell (so a read mark in one shows in the other), the calls that change them, and the live stream that
// brings new notifications without a reload.
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import type { Currency } from '../../../lib/money';
import { useSession } from '../../../platform/browser/session';
import { usePreferences } from '../../settings';
import { playAlertTone } from './alert-tone';
import { apiCall, apiLoad, type CallResult, listOf, shape } from '../../../platform/browser/api';
import { NOTIFICATION_EVENT, NOTIFICATION_STREAM_PATH, type AlertRow, type NotificationRow } from '../rules';

export const ALERTS_KEY = ['dashboard', 'alerts'] as const;
export const NOTIFICATIONS_KEY = ['dashboard', 'notifications'] as const;
const BASE = '/api/dashboard';

export interface AlertForm {
  symbol: string;
  /** Absent: a % alert. */
  condition?: AlertRow['condition'];
  threshold_percent: number;
  /** A price-target alert's price as typed (decimal text), in `target_currency`; absent when unchanged. */
  target_price?: string;
  target_currency?: Currency;
  repeat?: AlertRow['repeat'];
  direction: AlertRow['direction'];
  alert_type: AlertRow['alert_type'];
  window_minutes: number | null;
  cooldown_minutes: number;
}

const alertsOf = listOf(
  shape<AlertRow>({
    id: 'string',
    symbol: 'string',
    threshold_percent: 'number',
    direction: 'string',
    alert_type: 'string',
    is_active: 'boolean',
  }),
);
const createdOf = shape<{ id: string }>({ id: 'string' });
const notificationOf = shape<NotificationRow>({
  id: 'number',
  is_read: 'boolean',
  symbol: 'string',
  triggered_at: 'string',
});
const notificationsOf = listOf(notificationOf);

export function useAlertsQuery(initial?: AlertRow[]) {
  const { authFetch, status } = useSession();
  return useQuery({
    queryKey: ALERTS_KEY,
    queryFn: () => apiLoad(authFetch, `${BASE}/alerts`, alertsOf),
    enabled: status === 'authenticated',
    initialData: initial,
  });
}

export function useNotificationsQuery(initial?: NotificationRow[]) {
  const { authFetch, status } = useSession();
  return useQuery({
    queryKey: NOTIFICATIONS_KEY,
    queryFn: () => apiLoad(authFetch, `${BASE}/notifications`, notificationsOf),
    enabled: status === 'authenticated',
    initialData: initial,
  });
}

function setRead(client: QueryClient, ids: ReadonlySet<number>) {
  client.setQueryData<NotificationRow[]>(NOTIFICATIONS_KEY, (list) =>
    list?.map((n) => (ids.has(n.id) ? { ...n, is_read: true } : n)),
  );
}

/** The calls that change alerts and notifications; each refreshes the caches it touches. */
export function useAlertActions() {
  const { authFetch } = useSession();
  const client = useQueryClient();
  const refreshAlerts = useCallback(() => client.invalidateQueries({ queryKey: ALERTS_KEY }), [client]);

  /** Creates an alert, or changes the one named; answers the alert's id. */
  const save = useCallback(
    async (form: AlertForm, id?: string): Promise<CallResult<{ id: string }>> => {
      const outcome: CallResult<{ id: string }> = id
        ? await apiCall(authFetch, `${BASE}/alerts?id=${encodeURIComponent(id)}`, {
            method: 'PUT',
            body: form,
            check: () => ({ id }),
          })
        : await apiCall(authFetch, `${BASE}/alerts`, { method: 'POST', body: form, check: createdOf });
      // Offline a refresh waits for the network: a failure is said at once, the list refreshed behind it.
      if (outcome.ok) await refreshAlerts();
      else void refreshAlerts();
      return outcome;
    },
    [authFetch, refreshAlerts],
  );

  /**
   * Shows a change at once, then makes it on the server; when that fails (offline, refused) the list goes back to
   * what it was and the failure is returned for the page to say. The call is `keepalive`: the page already shows the
   * change made, so leaving or reloading the page right after must not cancel it.
   */
  const changeAlerts = useCallback(
    async (
      change: (list: AlertRow[]) => AlertRow[],
      alert: AlertRow,
      method: 'PUT' | 'DELETE',
      body?: unknown,
    ): Promise<CallResult<unknown>> => {
      const before = client.getQueryData<AlertRow[]>(ALERTS_KEY);
      client.setQueryData<AlertRow[]>(ALERTS_KEY, (list) => list && change(list));
      const outcome = await apiCall(authFetch, `${BASE}/alerts?id=${encodeURIComponent(alert.id)}`, {
        method,
        body,
        keepalive: true,
      });
      if (!outcome.ok) client.setQueryData(ALERTS_KEY, before);
      else void refreshAlerts();
      return outcome;
    },
    [authFetch, client, refreshAlerts],
  );

  const toggle = useCallback(
    (alert: AlertRow) =>
      changeAlerts(
        (list) => list.map((a) => (a.id === alert.id ? { ...a, is_active: !alert.is_active } : a)),
        alert,
        'PUT',
        { is_active: !alert.is_active },
      ),
    [changeAlerts],
  );

  const remove = useCallback(
    (alert: AlertRow) => changeAlerts((list) => list.filter((a) => a.id !== alert.id), alert, 'DELETE'),
    [changeAlerts],
  );

  /**
   * Marks notifications read here at once and on the server, then reads the server's state. A list read still
   * under way (the stream's reconnect asks for one) is cancelled first: it was sent before the marks and would
   * land after them with the notifications unread again.
   */
  const markRead = useCallback(
    async (ids: number[]) => {
      if (ids.length === 0) return;
      await client.cancelQueries({ queryKey: NOTIFICATIONS_KEY });
      setRead(client, new Set(ids));
      await apiCall(authFetch, `${BASE}/notifications`, {
        method: 'PUT',
        body: { notification_ids: ids },
        keepalive: true,
      });
      await client.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
    },
    [authFetch, client],
  );

  return { save, toggle, remove, markRead };
}

/**
 * Listens to the user's notification stream while signed in. The EventSource carries the session cookie (it
 * cannot send headers); it reconnects by itself, and after a reconnect the list is reloaded in case one was missed.
 */
export function useLiveNotifications() {
  const { status } = useSession();
  const client = useQueryClient();
  const { preferences, loaded, loadError } = usePreferences();
  // Read through a ref, so turning sound on or off does not reopen the stream.
  const { soundEffects } = preferences;
  const sound = useRef(soundEffects);
  useEffect(() => {
    sound.current = soundEffects;
  }, [soundEffects]);
  // Until the server's preferences are in, the sound setting is the defaults' or a local copy that may be stale: a
  // notification taken then would sound, or stay silent, against the reader's choice. So the stream waits for them
  // (or for their failure); anything sent meanwhile comes with the list read when it opens.
  const settled = loaded || loadError !== null;
  useEffect(() => {
    if (!settled || status !== 'authenticated' || typeof EventSource === 'undefined') return;
    const source = new EventSource(NOTIFICATION_STREAM_PATH, { withCredentials: true });
    // Each time the stream opens (the first time too: a notification may fire between the page's render and the
    // stream's start), the list is read again, so nothing sent while the page was not listening is missed.
    const onOpen = () => void client.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
    const onNotification = (event: MessageEvent<string>) => {
      let n: NotificationRow;
      try {
        n = notificationOf(JSON.parse(event.data));
      } catch {
        return; // Not a notification: the list read at the next opening has what there is.
      }
      client.setQueryData<NotificationRow[]>(NOTIFICATIONS_KEY, (list = []) =>
        list.some((x) => x.id === n.id) ? list : [n, ...list],
      );
      if (sound.current) playAlertTone();
      // A list read still under way (the one the stream's opening asked for) may have been answered before this
      // notification was written: landing after it, it would take the notification away again. Reading the list
      // again cancels that read, and the new one has it.
      void client.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
      void client.invalidateQueries({ queryKey: ALERTS_KEY });
    };
    source.addEventListener('open', onOpen);
    source.addEventListener(NOTIFICATION_EVENT, onNotification);
    return () => source.close();
  }, [settled, status, client]);
}
