// The API page's list of keys: each key's prefix, name, creation and last use, today's quota and its calls per day
// over the last 30 days, and its Revoke button (confirmed in a dialog). Keys of an account no longer on Enterprise are
// marked paused: the API refuses them, and they can still be revoked.
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { RevokeOutcome } from '../client/use-api-keys';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { LocalDateTime } from '../../../ui/local-time';
import { API_KEYS_MAX, API_PAGE_TEXT, API_USAGE_DAYS, type ApiKeyRow } from '../rules';

/** A count as the page writes it: 100,000. */
export const count = (n: number) => n.toLocaleString('en-US');

export function KeyList({
  keys,
  remaining,
  perDay,
  paused = false,
  revoke,
  onRevoked,
}: {
  keys: ApiKeyRow[];
  remaining: Record<string, number>;
  perDay: number;
  /** The account is no longer on Enterprise: every key is refused until it is again. */
  paused?: boolean;
  revoke: (id: string) => Promise<RevokeOutcome>;
  /**
   * A key was revoked: the keys whose Revoke button may be next, nearest first (the rows after it, then those before
   * it, going up). The page takes the first still listed: one revoked elsewhere may be gone by the time it looks.
   * `note` says it was already revoked (in another tab), for the page to say where it outlives the list.
   */
  onRevoked?: (gone: string, next: string[], note: string | null) => void;
}) {
  const [asking, setAsking] = useState<ApiKeyRow | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    if (!asking) return;
    setBusy(true);
    const at = keys.findIndex((k) => k.id === asking.id);
    const next = [...keys.slice(at + 1), ...keys.slice(0, Math.max(0, at)).reverse()].map((k) => k.id);
    const { gone, message } = await revoke(asking.id);
    setBusy(false);
    setAsking(null);
    // Revoked now or already (another tab): either way the row goes, and focus moves on as it does.
    setError(gone ? null : message);
    if (gone) onRevoked?.(asking.id, next, message);
  };
  return (
    <section className="card mt-6 p-4 sm:p-5" aria-labelledby="keys-heading">
      <h2 id="keys-heading" className="text-lg font-bold">
        Your keys ({keys.length} of {API_KEYS_MAX})
      </h2>
      {error && (
        <p role="alert" className="form-error mt-3">
          {error}
        </p>
      )}
      <ul className="mt-3 divide-y divide-[var(--border)]">
        {keys.map((k) => (
          <li
            key={k.id}
            // Focus comes here when the key was just made (Done on the box that showed it).
            tabIndex={-1}
            className="flex flex-wrap items-center gap-x-6 gap-y-2 rounded-md py-3 outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
            data-testid="api-key"
            data-key-id={k.id}
          >
            <div className="min-w-0 grow basis-48">
              <p className="flex min-w-0 items-center gap-2">
                <span className="truncate font-semibold" data-testid="api-key-name">
                  {k.name}
                </span>
                {paused && (
                  <span
                    className="shrink-0 rounded border border-amber-400 px-1.5 py-0.5 text-xs font-medium text-amber-800 dark:border-amber-700 dark:text-amber-300"
                    data-testid="api-key-status"
                  >
                    {API_PAGE_TEXT.pausedStatus}
                  </span>
                )}
              </p>
              <p className="muted font-mono text-xs" data-testid="api-key-prefix">
                {k.prefix}…
              </p>
            </div>
            <dl className="grid grid-cols-[auto_auto] gap-x-3 text-xs">
              <dt className="muted">Created</dt>
              <dd>
                <LocalDateTime value={new Date(k.createdAt)} />
              </dd>
              <dt className="muted">Last used</dt>
              <dd data-testid="api-key-last-used">
                {k.lastUsedAt ? <LocalDateTime value={new Date(k.lastUsedAt)} /> : 'Never'}
              </dd>
              <dt className="muted">Left today</dt>
              <dd data-testid="api-key-remaining">
                {paused
                  ? API_PAGE_TEXT.pausedQuota
                  : `${count(remaining[k.id] ?? perDay)} of ${count(perDay)}`}
              </dd>
            </dl>
            <UsageBars usage={k.usage} />
            <button
              type="button"
              className="icon-button"
              aria-label={`Revoke key ${k.name}`}
              data-revoke
              title="Revoke"
              onClick={() => setAsking(k)}
            >
              <Trash2 aria-hidden size={16} />
            </button>
          </li>
        ))}
      </ul>
      {asking && (
        <ConfirmDialog
          title={`Revoke “${asking.name}”?`}
          confirmLabel="Revoke key"
          destructive
          busy={busy}
          onConfirm={() => void confirm()}
          onCancel={() => setAsking(null)}
        >
          Programs that use {asking.prefix}… stop working at once. This cannot be undone.
        </ConfirmDialog>
      )}
    </section>
  );
}

/** A key's calls per day over the last 30 days, as bars (one SVG, no chart library). */
function UsageBars({ usage }: { usage: ApiKeyRow['usage'] }) {
  const total = usage.reduce((sum, d) => sum + d.calls, 0);
  const top = Math.max(1, ...usage.map((d) => d.calls));
  const width = 120;
  const height = 28;
  const bar = width / Math.max(1, usage.length);
  const today = usage.at(-1)?.calls ?? 0;
  return (
    <figure className="m-0 text-xs" data-testid="api-key-usage">
      <svg
        role="img"
        aria-label={`Calls per day, last ${API_USAGE_DAYS} days: ${count(total)} in all, ${count(today)} today`}
        width={width}
        height={height}
        viewBox={`0 0 ${width} ${height}`}
        className="text-blue-600 dark:text-blue-400"
      >
        {usage.map((d, i) => {
          const h = d.calls === 0 ? 1 : Math.max(2, (d.calls / top) * height);
          return (
            <rect
              key={d.day}
              x={i * bar + 0.5}
              y={height - h}
              width={Math.max(1, bar - 1)}
              height={h}
              fill="currentColor"
              opacity={d.calls === 0 ? 0.25 : 1}
            >
              <title>{`${d.day}: ${count(d.calls)} calls`}</title>
            </rect>
          );
        })}
      </svg>
      <figcaption className="muted">{count(total)} calls in 30 days</figcaption>
    </figure>
  );
}
