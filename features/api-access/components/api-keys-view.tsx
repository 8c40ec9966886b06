// /dashboard/api: the public API's limits, and for Enterprise users their keys: make one (shown once, with a copy
// button), see each key's calls per day and what is left today, revoke one. Other plans see what Enterprise adds
// and the way to it.
import { Check, Copy, KeyRound, Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { loadFailureText } from '../../../platform/browser/load-failure';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { LoadFailure } from '../../../ui/load-failure';
import { LocalTime } from '../../../ui/local-time';
import { useApiKeys } from '../client/use-api-keys';
import { API_KEY_NAME_MAX, API_KEYS_MAX, API_LIMITS, type ApiKeyRow } from '../rules';

const count = (n: number) => n.toLocaleString('en-US');

export function ApiKeysView() {
  const { keys, create, revoke } = useApiKeys();
  const data = keys.data;
  return (
    <main id="main" className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="text-2xl font-bold">API</h1>
      <p className="muted mt-1">
        Blockcast&apos;s market data, news, press releases and shows as JSON, for your bots, sheets and
        dashboards.
      </p>

      <section className="card mt-6 p-4 sm:p-5" aria-labelledby="limits-heading">
        <h2 id="limits-heading" className="text-lg font-bold">
          Limits
        </h2>
        <table className="mt-3 w-full text-left text-sm" data-testid="api-limits">
          <thead>
            <tr className="muted">
              <th scope="col" className="py-1 pr-3 font-medium">
                Caller
              </th>
              <th scope="col" className="py-1 pr-3 font-medium">
                Per minute
              </th>
              <th scope="col" className="py-1 font-medium">
                Per day (UTC)
              </th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row" className="py-1 pr-3 font-normal">
                Without a key (per address)
              </th>
              <td className="py-1 pr-3">{count(API_LIMITS.anonymous.perMinute)}</td>
              <td className="py-1">{count(API_LIMITS.anonymous.perDay)}</td>
            </tr>
            <tr>
              <th scope="row" className="py-1 pr-3 font-normal">
                Enterprise key (per key)
              </th>
              <td className="py-1 pr-3">{count(API_LIMITS.enterprise.perMinute)}</td>
              <td className="py-1">{count(API_LIMITS.enterprise.perDay)}</td>
            </tr>
          </tbody>
        </table>
        <p className="muted mt-3 text-sm">
          Send a key as <code>X-API-Key</code> or <code>Authorization: Bearer</code>; CoinMarketCap clients
          may keep sending <code>X-CMC_PRO_API_KEY</code> to <code>/api/coinmarketcap</code>. Every answer
          says what is left in its <code>RateLimit</code> headers.
        </p>
      </section>

      {keys.isPending && keys.fetchStatus === 'fetching' && (
        <p className="muted mt-6" role="status">
          Loading your API keys…
        </p>
      )}
      {keys.isError && !data && (
        <LoadFailure
          className="mt-6"
          message={loadFailureText('your API keys', keys.error)}
          onRetry={() => void keys.refetch()}
          retrying={keys.isFetching}
        />
      )}
      {data && !data.canCreate && <UpgradeCard />}
      {data?.canCreate && <NewKeyForm create={create} full={data.keys.length >= API_KEYS_MAX} />}
      {data && data.keys.length > 0 && (
        <KeyList
          keys={data.keys}
          remaining={data.remainingToday}
          perDay={data.limit.perDay}
          revoke={revoke}
        />
      )}
    </main>
  );
}

function UpgradeCard() {
  return (
    <section className="card mt-6 p-4 sm:p-5" aria-labelledby="upgrade-heading" data-testid="api-upgrade">
      <h2 id="upgrade-heading" className="flex items-center gap-2 text-lg font-bold">
        <KeyRound aria-hidden size={18} /> API keys come with Enterprise
      </h2>
      <p className="muted mt-2">
        Without a key the API answers {count(API_LIMITS.anonymous.perMinute)} calls a minute per address.
        Enterprise adds up to {API_KEYS_MAX} keys, {count(API_LIMITS.enterprise.perMinute)} calls a minute and{' '}
        {count(API_LIMITS.enterprise.perDay)} a day for each.
      </p>
      <Link to="/dashboard/subscription?plan=enterprise" className="btn-primary mt-4">
        Upgrade to Enterprise
      </Link>
    </section>
  );
}

function NewKeyForm({
  create,
  full,
}: {
  create: (name: string) => Promise<{ key: string } | { error: string }>;
  full: boolean;
}) {
  const nameId = useId();
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [made, setMade] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    const outcome = await create(name);
    setBusy(false);
    if ('error' in outcome) return setError(outcome.error);
    setMade(outcome.key);
    setCopied(false);
    setName('');
  };
  const copy = async (key: string) => {
    try {
      await navigator.clipboard.writeText(key);
      setCopied(true);
    } catch {
      setError('Could not copy: select the key and copy it yourself.');
    }
  };

  return (
    <section className="card mt-6 p-4 sm:p-5" aria-labelledby="new-key-heading">
      <h2 id="new-key-heading" className="text-lg font-bold">
        Create a key
      </h2>
      <form className="mt-3 flex flex-wrap items-end gap-3" onSubmit={(e) => void submit(e)} noValidate>
        <div className="min-w-0 grow basis-56">
          <label htmlFor={nameId} className="field-label">
            Key name
          </label>
          <input
            id={nameId}
            className="field"
            value={name}
            maxLength={API_KEY_NAME_MAX}
            placeholder="Trading bot"
            onChange={(e) => setName(e.target.value)}
            disabled={full}
          />
        </div>
        <button type="submit" className="btn-primary" disabled={busy || full}>
          {busy ? 'Creating…' : 'Create key'}
        </button>
      </form>
      {full && (
        <p className="muted mt-2 text-sm">
          You have {API_KEYS_MAX} keys, the most there can be: revoke one to make another.
        </p>
      )}
      {error && (
        <p role="alert" className="form-error mt-3">
          {error}
        </p>
      )}
      {made && (
        <div role="status" className="form-success mt-4" data-testid="new-key">
          <p className="font-semibold">Copy your new key now: it is shown only once.</p>
          <div className="mt-2 flex flex-wrap items-center gap-2">
            <input
              aria-label="Your new API key"
              readOnly
              className="field min-w-0 grow basis-72 font-mono text-xs"
              value={made}
              onFocus={(e) => e.currentTarget.select()}
            />
            <button
              type="button"
              className="btn-secondary inline-flex items-center gap-1.5"
              onClick={() => void copy(made)}
            >
              {copied ? <Check aria-hidden size={16} /> : <Copy aria-hidden size={16} />}
              {copied ? 'Copied' : 'Copy'}
            </button>
            <button type="button" className="btn-secondary" onClick={() => setMade(null)}>
              Done
            </button>
          </div>
        </div>
      )}
    </section>
  );
}

function KeyList({
  keys,
  remaining,
  perDay,
  revoke,
}: {
  keys: ApiKeyRow[];
  remaining: Record<string, number>;
  perDay: number;
  revoke: (id: string) => Promise<string | null>;
}) {
  const [asking, setAsking] = useState<ApiKeyRow | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    if (!asking) return;
    setBusy(true);
    const failure = await revoke(asking.id);
    setBusy(false);
    setAsking(null);
    setError(failure);
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
          <li key={k.id} className="flex flex-wrap items-center gap-x-6 gap-y-2 py-3" data-testid="api-key">
            <div className="min-w-0 grow basis-48">
              <p className="truncate font-semibold" data-testid="api-key-name">
                {k.name}
              </p>
              <p className="muted font-mono text-xs" data-testid="api-key-prefix">
                {k.prefix}…
              </p>
            </div>
            <dl className="grid grid-cols-[auto_auto] gap-x-3 text-xs">
              <dt className="muted">Created</dt>
              <dd>
                <LocalTime value={new Date(k.createdAt)} />
              </dd>
              <dt className="muted">Last used</dt>
              <dd data-testid="api-key-last-used">
                {k.lastUsedAt ? <LocalTime value={new Date(k.lastUsedAt)} /> : 'Never'}
              </dd>
              <dt className="muted">Left today</dt>
              <dd data-testid="api-key-remaining">
                {count(remaining[k.id] ?? perDay)} of {count(perDay)}
              </dd>
            </dl>
            <UsageBars usage={k.usage} />
            <button
              type="button"
              className="icon-button"
              aria-label={`Revoke key ${k.name}`}
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
        aria-label={`Calls per day, last ${usage.length} days: ${count(total)} in all, ${count(today)} today`}
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
