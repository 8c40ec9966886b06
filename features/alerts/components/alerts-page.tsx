// The Price Alerts page: summary cards, the user's alerts (toggle, edit, delete; an alert's webhook and its
// deliveries) and the latest notifications.
import {
  ArrowDown,
  ArrowUp,
  ArrowUpDown,
  Bell,
  Pencil,
  Plus,
  Power,
  Trash2,
  Webhook,
  type LucideIcon,
} from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { Result } from '../../../lib/result';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { useMoney } from '../../settings';
import { useAlertActions, useAlertsQuery, useNotificationsQuery, type AlertForm } from '../client/use-alerts';
import { useWebhookActions } from '../client/use-webhooks';
import {
  ALERT_MESSAGES,
  RECENT_NOTIFICATIONS,
  formatSignedPercent,
  priceMovedText,
  targetText,
  type AlertRow,
  type NotificationRow,
} from '../rules';
import { WEBHOOK_MESSAGES } from '../webhook-rules';
import { AlertDialog, type SaveOutcome } from './alert-dialog';
import { SEVERITY_ICONS, When } from './notification-parts';
import { WebhookPanel, WebhookSecretOnce } from './webhook-panel';

const DIRECTION_ICONS: Record<AlertRow['direction'], { icon: LucideIcon; label: string; tone: string }> = {
  up: { icon: ArrowUp, label: 'Up', tone: 'text-green-600 dark:text-green-400' },
  down: { icon: ArrowDown, label: 'Down', tone: 'text-red-600 dark:text-red-400' },
  both: { icon: ArrowUpDown, label: 'Both directions', tone: 'text-blue-600 dark:text-blue-400' },
};

/**
 * An alert in a few words, for the delete question: 'BTC up 5%', 'ETH down 2.5%', 'SOL 10% either way', or a price
 * target's 'BTC above $100,000.00' (in the reader's currency when a format is given).
 */
export const alertSummary = (
  a: Pick<AlertRow, 'symbol' | 'direction' | 'threshold_percent'> &
    Partial<Pick<AlertRow, 'condition' | 'target_price_usd'>>,
  format?: (usd: number) => string,
) =>
  a.condition === 'price_target'
    ? targetText(
        { symbol: a.symbol, direction: a.direction, target_price_usd: a.target_price_usd ?? null },
        format,
      )
    : a.direction === 'both'
      ? `${a.symbol} ${a.threshold_percent}% either way`
      : `${a.symbol} ${a.direction} ${a.threshold_percent}%`;

/** 'Watchlist alert': the type, capitalised, then 'alert' (ALERT-009). */
const alertTypeText = (type: AlertRow['alert_type']) =>
  `${type.charAt(0).toUpperCase()}${type.slice(1)} alert`;

function SummaryCard({ title, value, testId }: { title: string; value: number; testId: string }) {
  return (
    <div className="card min-w-0 p-2 sm:p-5">
      <p className="muted text-[11px] leading-tight break-words min-[360px]:text-xs sm:text-sm">{title}</p>
      <p className="mt-1 text-xl font-bold sm:text-2xl" data-testid={testId}>
        {value.toLocaleString('en-US')}
      </p>
    </div>
  );
}

function AlertItem({
  alert,
  onToggle,
  onEdit,
  onDelete,
}: {
  alert: AlertRow;
  onToggle: () => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const dir = DIRECTION_ICONS[alert.direction];
  const money = useMoney();
  const toggleLabel = alert.is_active ? ALERT_MESSAGES.disable : ALERT_MESSAGES.enable;
  const [webhookOpen, setWebhookOpen] = useState(false);
  const webhookLabel = `${webhookOpen ? 'Hide' : 'Show'} the webhook and its deliveries`;
  /** What the row's polite live region says: a webhook test's outcome, the webhook's removal. */
  const [announced, setAnnounced] = useState('');
  const row = useRef<HTMLLIElement>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  // Remove webhook takes the panel away, and the webhook button with it, once the list has the alert without its
  // webhook: the focus that was in the panel (its dialog gave it back to Remove webhook) fell to <body>. It goes to the
  // alert's Edit button (where a webhook is set again), unless the reader has moved it elsewhere meanwhile, and the
  // region says what happened: after the move, so the new focus is not read over it.
  const [removed, setRemoved] = useState(false);
  useEffect(() => {
    if (!removed || alert.webhook_url) return;
    const active = row.current?.ownerDocument.activeElement;
    if (!active || active === active.ownerDocument.body || row.current?.contains(active))
      editButton.current?.focus();
    /* eslint-disable react-hooks/set-state-in-effect -- once, after the panel is gone and focus has moved */
    setAnnounced(WEBHOOK_MESSAGES.removed(alert.symbol));
    setRemoved(false);
    // Closed: a webhook set again starts with its panel closed, as on any other alert.
    setWebhookOpen(false);
    /* eslint-enable react-hooks/set-state-in-effect */
  }, [removed, alert.webhook_url, alert.symbol]);
  return (
    // On a phone the buttons take a line of their own under the alert, so its details keep the width; the webhook's
    // panel, when open, takes a line of its own below both.
    <li
      ref={row}
      className="flex flex-col gap-1 py-3 sm:flex-row sm:flex-wrap sm:items-center sm:gap-3"
      data-testid="alert-row"
      data-alert-id={alert.id}
      data-active={alert.is_active}
    >
      {/* Inactive alerts are dimmed (ALERT-012): a faded icon and grey text (grey that still reads, unlike an
          opacity, which failed contrast), and an 'Off' tag; the buttons stay at full strength, since they work. */}
      <div className="flex min-w-0 flex-1 items-center gap-3" data-testid="alert-details">
        <dir.icon
          aria-label={dir.label}
          role="img"
          size={20}
          className={`shrink-0 ${alert.is_active ? dir.tone : 'muted opacity-50'}`}
        />
        <div className="min-w-0 flex-1">
          <p className={`truncate font-semibold ${alert.is_active ? '' : 'muted'}`}>
            <span data-testid="alert-symbol">{alert.symbol}</span>{' '}
            <span className="muted text-sm font-normal">{alert.name}</span>
            {!alert.is_active && (
              <span
                className="ml-2 rounded border border-[var(--border)] px-1.5 py-0.5 text-xs font-medium"
                data-testid="alert-off"
              >
                Off
              </span>
            )}
          </p>
          {/* Each part keeps to one line, so a narrow screen breaks between parts, not inside a date. */}
          <p className="muted text-sm">
            <span className="whitespace-nowrap" data-testid="alert-threshold">
              {alert.condition === 'price_target'
                ? `${alertSummary(alert, money.format)}${alert.repeat === 'once' ? ' · once' : ''}`
                : `${alert.threshold_percent}%`}
            </span>{' '}
            <span className="whitespace-nowrap">
              ·{' '}
              <span data-testid="alert-triggers">
                {alert.triggered_count} {alert.triggered_count === 1 ? 'trigger' : 'triggers'}
              </span>
            </span>{' '}
            <span className="whitespace-nowrap">
              · <span data-testid="alert-type">{alertTypeText(alert.alert_type)}</span>
            </span>{' '}
            <span className="whitespace-nowrap">
              · <When iso={alert.created_at} dateOnly />
            </span>
          </p>
        </div>
      </div>
      <div className="flex shrink-0 items-center gap-1 self-end sm:self-auto">
        {alert.webhook_url && (
          <button
            type="button"
            className="icon-button text-blue-600 dark:text-blue-400"
            title={webhookLabel}
            data-webhook-toggle
            aria-label={webhookLabel}
            aria-expanded={webhookOpen}
            onClick={() => setWebhookOpen((open) => !open)}
          >
            <Webhook aria-hidden size={16} />
          </button>
        )}
        <button
          type="button"
          className={`icon-button ${alert.is_active ? 'text-green-600 dark:text-green-400' : 'muted'}`}
          title={toggleLabel}
          aria-label={toggleLabel}
          aria-pressed={alert.is_active}
          onClick={onToggle}
        >
          <Power aria-hidden size={16} />
        </button>
        <button
          ref={editButton}
          type="button"
          className="icon-button"
          title={ALERT_MESSAGES.edit}
          aria-label={ALERT_MESSAGES.edit}
          onClick={onEdit}
        >
          <Pencil aria-hidden size={16} />
        </button>
        <button
          type="button"
          className="icon-button text-red-600 dark:text-red-400"
          title={ALERT_MESSAGES.remove}
          aria-label={ALERT_MESSAGES.remove}
          onClick={onDelete}
        >
          <Trash2 aria-hidden size={16} />
        </button>
      </div>
      {alert.webhook_url && webhookOpen && (
        <WebhookPanel alert={alert} announce={setAnnounced} onRemoved={() => setRemoved(true)} />
      )}
      <p role="status" className="sr-only">
        {announced}
      </p>
    </li>
  );
}

export function NotificationItem({
  notification: n,
  onOpen,
}: {
  notification: NotificationRow;
  onOpen: (n: NotificationRow) => void;
}) {
  const severity = SEVERITY_ICONS[n.severity];
  const rising = Number(n.price_change_percent) > 0;
  const money = useMoney();
  return (
    <li>
      <button
        type="button"
        className="flex w-full items-start gap-3 rounded-lg p-3 text-left hover:bg-[var(--surface-2)]"
        data-testid="notification"
        data-id={n.id}
        data-read={n.is_read}
        onClick={() => onOpen(n)}
      >
        <severity.icon
          aria-label={n.severity}
          role="img"
          size={18}
          className={`mt-0.5 shrink-0 ${severity.tone}`}
        />
        <span className="min-w-0 flex-1">
          <span className="flex items-center gap-2">
            <span className="font-semibold" data-testid="notification-symbol">
              {n.symbol}
            </span>
            <span
              data-testid="notification-change"
              className={`text-sm font-semibold ${rising ? 'text-green-700 dark:text-green-400' : 'text-red-600 dark:text-red-400'}`}
            >
              {n.crossed && n.target_price_usd
                ? `${n.crossed} ${money.format(Number(n.target_price_usd))}`
                : formatSignedPercent(n.price_change_percent)}
            </span>
          </span>
          <span className="block text-sm" data-testid="notification-moved">
            {priceMovedText(n, money.formatMove)}
          </span>
          <span className="muted block text-xs">
            <When iso={n.triggered_at} />
          </span>
        </span>
        {!n.is_read && (
          <span className="mt-1.5 h-2 w-2 shrink-0 rounded-full bg-blue-600" data-testid="unread-dot">
            <span className="sr-only">Unread</span>
          </span>
        )}
      </button>
    </li>
  );
}

export function AlertsPage({
  initialAlerts,
  initialNotifications,
}: {
  initialAlerts: AlertRow[];
  initialNotifications: NotificationRow[];
}) {
  const alerts = useAlertsQuery(initialAlerts).data ?? [];
  const money = useMoney();
  const notifications = useNotificationsQuery(initialNotifications).data ?? [];
  const actions = useAlertActions();
  const webhooks = useWebhookActions();
  /** A webhook just made: its secret, shown once. */
  const [newSecret, setNewSecret] = useState<{ alertId: string; symbol: string; secret: string } | null>(
    null,
  );
  /** A secret the dialog's save made, shown once the dialog has closed. */
  const secretToShow = useRef<{ alertId: string; symbol: string; secret: string } | null>(null);
  const alertList = useRef<HTMLElement>(null);
  /** Once the secret's box is done: the alert's webhook button (Send test is behind it), else its first button. */
  const afterSecret = (alertId: string) => {
    const row = alertList.current?.querySelector(`[data-alert-id="${alertId}"]`);
    return (
      row?.querySelector<HTMLElement>('[data-webhook-toggle]') ??
      row?.querySelector<HTMLElement>('button') ??
      null
    );
  };
  /** Saves the alert, then its webhook when the form changed it; a refused webhook keeps the saved alert's id. */
  const saveAlert = async (
    form: AlertForm,
    id: string | undefined,
    webhookUrl: string | null | undefined,
  ): Promise<SaveOutcome> => {
    const saved = await actions.save(form, id);
    if (!saved.ok || webhookUrl === undefined) return saved;
    const alertId = saved.data.id;
    const hooked =
      webhookUrl === null ? await webhooks.clear(alertId) : await webhooks.set(alertId, webhookUrl);
    if (!hooked.ok)
      return { ok: false, error: `${WEBHOOK_MESSAGES.saveFailed}: ${hooked.error}`, savedId: alertId };
    if (hooked.secret) secretToShow.current = { alertId, symbol: form.symbol, secret: hooked.secret };
    return { ok: true };
  };
  /** Why the last toggle or delete did not happen (the list is back as it was). */
  const [actionError, setActionError] = useState<string | null>(null);
  const act = async (action: Promise<Result<unknown>>, failed: string) => {
    setActionError(null);
    const outcome = await action;
    if (!outcome.ok) setActionError(`${failed}: ${outcome.error}`);
  };
  const [dialog, setDialog] = useState<{ open: boolean; alert: AlertRow | null; key: number }>({
    open: false,
    alert: null,
    key: 0,
  });
  /** The alert whose deletion is being asked about. */
  const [deleting, setDeleting] = useState<AlertRow | null>(null);
  const openDialog = (alert: AlertRow | null) => setDialog((d) => ({ open: true, alert, key: d.key + 1 }));
  // Closing clears the chosen alert, so the next create starts empty (ALERT-015).
  const closeDialog = () => {
    setDialog((d) => ({ ...d, open: false, alert: null }));
    // The new secret's box shows as the dialog closes (the same render), so it can take focus, on the secret: while
    // the dialog is open the page behind it is inert, and the dialog's closing gives focus back to Create Alert first.
    if (secretToShow.current) setNewSecret(secretToShow.current);
    secretToShow.current = null;
  };

  const active = alerts.filter((a) => a.is_active).length;
  const triggers = alerts.reduce((sum, a) => sum + a.triggered_count, 0);
  const unread = notifications.filter((n) => !n.is_read).length;
  const recent = notifications.slice(0, RECENT_NOTIFICATIONS);

  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-8">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold">{ALERT_MESSAGES.title}</h1>
          <p className="muted mt-1">{ALERT_MESSAGES.subtitle}</p>
        </div>
        <button
          type="button"
          className="btn-primary inline-flex items-center gap-2"
          onClick={() => openDialog(null)}
        >
          <Plus aria-hidden size={16} />
          Create Alert
        </button>
      </div>

      <div className="mt-6 grid grid-cols-3 gap-2 sm:gap-4">
        <SummaryCard title="Active Alerts" value={active} testId="alerts-active" />
        <SummaryCard title="Recent Triggers" value={triggers} testId="alerts-triggers" />
        <SummaryCard title="Unread Notifications" value={unread} testId="alerts-unread" />
      </div>

      <div className="mt-6 grid gap-6 lg:grid-cols-3">
        <section
          ref={alertList}
          className="card min-w-0 p-4 sm:p-5 lg:col-span-2"
          aria-labelledby="your-alerts"
        >
          <h2 id="your-alerts" className="text-lg font-semibold">
            Your Alerts <span className="muted text-sm font-normal">({alerts.length})</span>
          </h2>
          {actionError && (
            <p className="form-error mt-2 text-sm" role="alert">
              {actionError}
            </p>
          )}
          {newSecret && (
            <WebhookSecretOnce
              key={newSecret.secret}
              symbol={newSecret.symbol}
              secret={newSecret.secret}
              onDone={() => setNewSecret(null)}
              returnFocusTo={() => afterSecret(newSecret.alertId)}
            />
          )}
          {alerts.length === 0 ? (
            <div className="py-10 text-center">
              <Bell aria-hidden size={36} className="muted mx-auto" />
              <p className="mt-3 font-semibold">{ALERT_MESSAGES.noAlerts}</p>
              <p className="muted mt-1 text-sm">{ALERT_MESSAGES.noAlertsHint}</p>
              <button type="button" className="btn-primary mt-4" onClick={() => openDialog(null)}>
                {ALERT_MESSAGES.createFirst}
              </button>
            </div>
          ) : (
            <ul className="mt-2 divide-y divide-[var(--border)]">
              {alerts.map((alert) => (
                <AlertItem
                  key={alert.id}
                  alert={alert}
                  onToggle={() => void act(actions.toggle(alert), ALERT_MESSAGES.toggleFailed)}
                  onEdit={() => openDialog(alert)}
                  onDelete={() => setDeleting(alert)}
                />
              ))}
            </ul>
          )}
        </section>

        <section className="card min-w-0 p-4 sm:p-5" aria-labelledby="recent-notifications">
          <div className="flex items-center justify-between gap-2">
            <h2 id="recent-notifications" className="text-lg font-semibold">
              Recent Notifications
            </h2>
            {unread > 0 && (
              <span
                className="shrink-0 rounded-full bg-blue-600 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-white"
                data-testid="notifications-new"
              >
                {unread} new
              </span>
            )}
          </div>
          {recent.length === 0 ? (
            <div className="py-10 text-center">
              <Bell aria-hidden size={36} className="muted mx-auto" />
              <p className="mt-3 font-semibold">{ALERT_MESSAGES.noNotifications}</p>
              <p className="muted mt-1 text-sm">{ALERT_MESSAGES.noNotificationsHint}</p>
            </div>
          ) : (
            <ul className="mt-2 space-y-1">
              {recent.map((n) => (
                <NotificationItem
                  key={n.id}
                  notification={n}
                  // Only an unread notification is sent to the server (ALERT-022).
                  onOpen={(x) => {
                    if (!x.is_read) void actions.markRead([x.id]);
                  }}
                />
              ))}
            </ul>
          )}
        </section>
      </div>

      {deleting && (
        <ConfirmDialog
          title={ALERT_MESSAGES.confirmDelete}
          confirmLabel={ALERT_MESSAGES.deleteConfirm}
          destructive
          onConfirm={() => {
            setDeleting(null);
            void act(actions.remove(deleting), ALERT_MESSAGES.removeFailed);
          }}
          onCancel={() => setDeleting(null)}
        >
          <p className="muted">{alertSummary(deleting, money.format)}</p>
        </ConfirmDialog>
      )}
      <AlertDialog
        key={dialog.key}
        open={dialog.open}
        alert={dialog.alert}
        onClose={closeDialog}
        onSave={saveAlert}
      />
    </main>
  );
}
