// The notification bell at the bottom right of every dashboard page: the user's real alert notifications, live
// from the notification stream, with the unread badge ('9+' above 9) and read marks saved on the server.
import { Bell, CheckCheck, X } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { useMenu } from '../../../ui/menu';
import { useMoney } from '../../settings';
import { useAlertActions, useLiveNotifications, useNotificationsQuery } from '../client/use-alerts';
import { ALERT_MESSAGES, badgeText, toBellNotification } from '../rules';
import { SEVERITY_ICONS, When } from './notification-parts';

export function NotificationBell() {
  useLiveNotifications();
  const money = useMoney();
  const notifications = (useNotificationsQuery().data ?? []).map((n) =>
    toBellNotification(n, money.formatMove, money.format),
  );
  const { markRead } = useAlertActions();
  const { open, toggle, close, root, button: bell } = useMenu();
  const panelId = useId();
  const unread = notifications.filter((n) => !n.isRead);

  return (
    <div
      ref={root}
      // The bell comes first in the page's order, so Tab goes from it into the open panel shown above it.
      className="fixed right-4 bottom-4 z-50 flex flex-col-reverse items-end gap-2"
      data-testid="notification-bell"
    >
      <button
        type="button"
        className="relative grid h-12 w-12 place-items-center rounded-full bg-blue-600 text-white shadow-lg hover:bg-blue-700"
        aria-label={unread.length ? `Notifications, ${unread.length} unread` : 'Notifications'}
        ref={bell}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={toggle}
      >
        <Bell aria-hidden size={22} />
        {unread.length > 0 && (
          <span
            className="absolute -top-1 -right-1 grid h-5 min-w-5 place-items-center rounded-full bg-red-600 px-1 text-xs font-bold text-white ring-2 ring-[var(--bg)]"
            data-testid="bell-badge"
          >
            {badgeText(unread.length)}
          </span>
        )}
      </button>
      {open && (
        <section
          id={panelId}
          aria-label="Notifications"
          className="card flex max-h-[70vh] w-96 max-w-[calc(100vw-2rem)] flex-col shadow-xl"
        >
          <div className="flex items-center justify-between gap-2 border-b border-[var(--border)] px-4 py-3">
            <h2 className="font-semibold">Notifications</h2>
            <div className="flex items-center gap-1">
              <button
                type="button"
                className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-xs font-semibold text-[var(--link)] hover:bg-[var(--surface-2)] disabled:opacity-50"
                disabled={unread.length === 0}
                onClick={() => void markRead(unread.map((n) => n.id))}
              >
                <CheckCheck aria-hidden size={14} />
                Mark all read
              </button>
              <button
                type="button"
                className="icon-button h-8 w-8"
                aria-label="Close notifications"
                onClick={() => close(true)}
              >
                <X aria-hidden size={16} />
              </button>
            </div>
          </div>
          {notifications.length === 0 ? (
            <div className="px-4 py-8 text-center">
              <p className="font-semibold">{ALERT_MESSAGES.noNotifications}</p>
              <p className="muted mt-1 text-sm">{ALERT_MESSAGES.noNotificationsHint}</p>
            </div>
          ) : (
            <ul className="divide-y divide-[var(--border)] overflow-y-auto">
              {notifications.map((n) => {
                const severity = SEVERITY_ICONS[n.severity];
                return (
                  <li
                    key={n.id}
                    className={`flex items-start gap-3 px-4 py-3 ${n.isRead ? '' : 'bg-blue-50/60 dark:bg-blue-950/30'}`}
                    data-testid="bell-notification"
                    data-id={n.id}
                    data-type={n.type}
                    data-symbol={n.symbol}
                    data-read={n.isRead}
                  >
                    <severity.icon
                      aria-label={n.severity}
                      role="img"
                      size={18}
                      className={`mt-0.5 shrink-0 ${severity.tone}`}
                    />
                    <div className="min-w-0 flex-1">
                      <p className="text-sm font-semibold" data-testid="bell-title">
                        {n.title}
                      </p>
                      <p className="text-sm" data-testid="bell-message">
                        {n.message}
                      </p>
                      <p className="muted text-xs">
                        <When iso={n.timestamp} />
                      </p>
                    </div>
                    {!n.isRead && (
                      <button
                        type="button"
                        className="shrink-0 rounded-md px-2 py-1 text-xs font-semibold text-[var(--link)] hover:bg-[var(--surface-2)]"
                        aria-label={`Mark ${n.title} read`}
                        onClick={() => void markRead([n.id])}
                      >
                        Mark read
                      </button>
                    )}
                  </li>
                );
              })}
            </ul>
          )}
          <Link
            to="/dashboard/alerts"
            className="link border-t border-[var(--border)] px-4 py-2 text-center text-sm"
            onClick={() => close()}
          >
            Manage alerts
          </Link>
        </section>
      )}
    </div>
  );
}
