// An alert's webhook on the alerts page: its address, a "Send test" button and its latest deliveries (status code
// and time), and the box that shows a new webhook's secret once, with a copy button.
import { Send, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useWebhookActions, useWebhookQuery } from '../client/use-webhooks';
import type { AlertRow } from '../rules';
import {
  GIVE_UP_REASON_TEXTS,
  WEBHOOK_MESSAGES,
  deliveryOutcomeText,
  deliveryStatusText,
  deliveryTimeOf,
  type WebhookDeliveryRow,
  type WebhookEventType,
} from '../webhook-rules';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { DataTable, LIST_TABLE, type Column, type TableLook } from '../../../ui/data-table';
import { ShownOnce } from '../../../ui/shown-once';
import { When } from './notification-parts';

const EVENT_LABELS: Record<WebhookEventType, string> = {
  'alert.triggered': 'Alert fired',
  'webhook.test': 'Test',
};

const STATUS_TONES = {
  delivered: 'text-green-700 dark:text-green-400',
  failed: 'text-red-600 dark:text-red-400',
  pending: 'text-amber-700 dark:text-amber-400',
} as const;

function DeliveryStatus({ d }: { d: WebhookDeliveryRow }) {
  const text = deliveryStatusText(d);
  return (
    <>
      <span className={STATUS_TONES[d.status]}>
        {text ??
          (d.next_attempt_at ? (
            <>
              Retry at <When iso={d.next_attempt_at} />
            </>
          ) : (
            'Waiting'
          ))}
      </span>
      {d.status === 'pending' && d.attempts > 1 && <span className="muted"> · {d.attempts} attempts</span>}
      {/* Running out of retries is what "Gave up after 8 attempts" says; a reason of another kind is given. */}
      {d.gave_up_reason && d.gave_up_reason !== 'retries_exhausted' && (
        <span className="muted block text-xs">{GIVE_UP_REASON_TEXTS[d.gave_up_reason]}</span>
      )}
    </>
  );
}

/**
 * A cell's name beside its value where the list is stacked (a narrow panel): the table's column headers name the
 * cells for a screen reader, so this is for the eye only.
 */
const Label = ({ text }: { text: string }) => (
  <span aria-hidden className="muted text-xs @md:hidden">
    {text}:{' '}
  </span>
);

/**
 * The deliveries' columns. In a panel narrower than 28rem (a phone, and beside the dashboard's sidebar up to about
 * 1100 px) each delivery is stacked, its event on top and each cell under it named; wider, a table whose cells wrap.
 * Either way all of it shows in the panel's width: no cell is cut, and nothing scrolls sideways.
 */
const DELIVERY_COLUMNS: Column<WebhookDeliveryRow>[] = [
  {
    key: 'event',
    header: 'Event',
    cell: (d) => EVENT_LABELS[d.event_type],
    rowHeader: true,
    cellClass: () => 'font-semibold @md:font-normal',
  },
  {
    key: 'answer',
    header: 'Answer',
    cell: (d) => (
      <>
        <Label text="Answer" />
        {deliveryOutcomeText(d)}
      </>
    ),
    cellTestId: 'webhook-delivery-answer',
  },
  {
    key: 'status',
    header: 'Status',
    cell: (d) => (
      <>
        <Label text="Status" />
        <DeliveryStatus d={d} />
      </>
    ),
    cellTestId: 'webhook-delivery-status',
  },
  {
    key: 'time',
    header: 'Time',
    cell: (d) => (
      <>
        <Label text="Time" />
        <When iso={deliveryTimeOf(d)} />
      </>
    ),
    cellTestId: 'webhook-delivery-time',
  },
];

/**
 * Stacked below the panel's @md width: the table, its body, rows and cells are blocks, and the header row is kept for
 * screen readers only. A long answer (an unresolvable host's name) breaks anywhere rather than widen the list.
 */
const DELIVERIES_LOOK: TableLook = {
  table: 'block w-full text-sm @md:table [&>tbody]:block @md:[&>tbody]:table-row-group',
  head: 'sr-only @md:not-sr-only @md:table-header-group',
  headRow: LIST_TABLE.headRow,
  headCell: `${LIST_TABLE.headCell} text-xs`,
  row: 'block border-t border-[var(--border)] py-2 @md:table-row @md:py-0',
  cell: 'block py-0.5 align-top [overflow-wrap:anywhere] @md:table-cell @md:py-2 @md:pr-3 @md:last:pr-0',
  status: LIST_TABLE.status,
};

/** What the page announces once a test it sent has its outcome: 'Test delivered: HTTP 200'. */
function testOutcomeText(d: WebhookDeliveryRow): string {
  const how =
    d.status === 'delivered'
      ? 'delivered'
      : d.status === 'failed'
        ? 'given up'
        : 'not delivered, to be retried';
  return WEBHOOK_MESSAGES.testOutcome(`${how}: ${deliveryOutcomeText(d)}`);
}

export function WebhookPanel({
  alert,
  announce,
  onRemoved,
}: {
  alert: AlertRow;
  /**
   * Says a text in the alert's polite live region, which is the row's, not the panel's: the panel goes once its
   * webhook is removed, and the region must outlive it to say so.
   */
  announce: (text: string) => void;
  /** Remove webhook was confirmed and done: the row takes focus and says so once the panel is gone. */
  onRemoved: () => void;
}) {
  const query = useWebhookQuery(alert.id);
  const { sendTest, clear } = useWebhookActions();
  const [sending, setSending] = useState(false);
  const [asking, setAsking] = useState(false);
  const [removing, setRemoving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const deliveries = query.data?.deliveries ?? [];
  const test = async () => {
    if (sending) return;
    setSending(true);
    setError(null);
    announce('');
    const outcome = await sendTest(alert.id);
    if (outcome.ok) announce(testOutcomeText(outcome.delivery));
    else setError(outcome.error);
    setSending(false);
  };
  // Any plan may remove a webhook: an account no longer on Enterprise can still stop what it set up.
  const remove = async () => {
    setRemoving(true);
    announce('');
    const outcome = await clear(alert.id);
    setRemoving(false);
    setAsking(false);
    if (outcome.ok) onRemoved();
    else setError(`${WEBHOOK_MESSAGES.removeFailed}: ${outcome.error}`);
  };
  return (
    <section
      // @container: the deliveries' layout follows the panel's width, which the sidebar and the page's columns set.
      className="@container mt-2 w-full basis-full rounded-lg border border-[var(--border)] p-3"
      aria-label={`Webhook of the ${alert.symbol} alert`}
      data-testid="webhook-panel"
    >
      {/* The address has the panel's width to itself at every width, so a long one breaks where the line ends, not a
          few letters at a time beside the buttons; the buttons go under it. */}
      <p className="min-w-0 text-sm break-all">
        <span className="muted">Webhook: </span>
        <code data-testid="webhook-url">{query.data?.webhook?.url ?? alert.webhook_url}</code>
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        {/* aria-disabled, not disabled, while it sends: a disabled button loses the keyboard's focus to the page. */}
        <button
          type="button"
          className="btn-secondary inline-flex items-center gap-1.5 aria-disabled:cursor-progress aria-disabled:opacity-60"
          aria-disabled={sending || undefined}
          onClick={() => void test()}
        >
          <Send aria-hidden size={14} />
          {sending ? 'Sending…' : WEBHOOK_MESSAGES.sendTest}
        </button>
        <button
          type="button"
          className="btn-secondary inline-flex items-center gap-1.5"
          onClick={() => setAsking(true)}
        >
          <Trash2 aria-hidden size={14} />
          Remove webhook
        </button>
      </div>
      {asking && (
        <ConfirmDialog
          title={`Remove the webhook of the ${alert.symbol} alert?`}
          confirmLabel="Remove webhook"
          destructive
          busy={removing}
          onConfirm={() => void remove()}
          onCancel={() => setAsking(false)}
        >
          <p>Its deliveries are deleted, and setting a webhook again makes a new secret.</p>
        </ConfirmDialog>
      )}
      {error && (
        <p role="alert" className="form-error mt-2 text-sm">
          {error}
        </p>
      )}
      {deliveries.length === 0 ? (
        <p className="muted mt-2 text-sm" role={query.isError ? 'alert' : undefined}>
          {query.isError
            ? 'The deliveries could not be loaded.'
            : query.isPending
              ? 'Loading deliveries…'
              : WEBHOOK_MESSAGES.noDeliveries}
        </p>
      ) : (
        <div className="mt-2">
          <DataTable
            frame=""
            caption="Latest deliveries, newest first"
            label="Latest deliveries"
            look={DELIVERIES_LOOK}
            columns={DELIVERY_COLUMNS}
            rows={deliveries}
            rowKey={(d) => d.id}
            rowProps={(d) => ({ 'data-testid': 'webhook-delivery', 'data-status': d.status })}
          />
        </div>
      )}
    </section>
  );
}

/** A new webhook's secret, shown once with a copy button. */
export function WebhookSecretOnce({
  symbol,
  secret,
  onDone,
  returnFocusTo,
}: {
  symbol: string;
  secret: string;
  onDone: () => void;
  /** What has focus once the box is done (see ShownOnce). */
  returnFocusTo: () => HTMLElement | null;
}) {
  return (
    <ShownOnce
      label="Your webhook secret"
      value={secret}
      what="secret"
      testId="webhook-secret"
      onDone={onDone}
      returnFocusTo={returnFocusTo}
      // The alert's dialog that set it has closed: focus goes to the secret (selected, ready to copy), not back to
      // Create Alert, so a keyboard or screen reader user finds it at once.
      focusOnShow
    >
      <p className="font-semibold">Webhook set on your {symbol} alert.</p>
      <p className="mt-1 text-sm">{WEBHOOK_MESSAGES.secretOnce}</p>
    </ShownOnce>
  );
}
