// /dashboard/api: the public API's limits, and for Enterprise users their keys: make one (shown once, with a copy
// button), see each key's calls per day and what is left today, revoke one. Other plans see what Enterprise adds
// and the way to it. An account that has left Enterprise keeps its keys, paused (the API refuses them): the page says so
// above them, with the way back, and each is marked.
import { KeyRound, PauseCircle } from 'lucide-react';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { Link } from 'react-router';
import { loadFailureText } from '../../../platform/browser/load-failure';
import { LoadFailure } from '../../../ui/load-failure';
import { useApiKeys } from '../client/use-api-keys';
import { API_KEYS_MAX, API_LIMITS, API_PAGE_TEXT } from '../rules';
import { count, KeyList } from './key-list';
import { NewKeyForm } from './new-key-form';

export function ApiKeysView() {
  const { keys, create, revoke } = useApiKeys();
  const data = keys.data;
  const main = useRef<HTMLElement>(null);
  const nameField = useRef<HTMLInputElement>(null);
  const upgradeLink = useRef<HTMLAnchorElement>(null);
  const rowOf = (id: string) => main.current?.querySelector<HTMLElement>(`[data-key-id="${id}"]`) ?? null;

  // A revoked key's row goes, and the focus on it (its dialog gave focus back to its Revoke button) with it: it moves
  // to the next row's Revoke button, or once no key is left to the form that makes one (or the way to Enterprise).
  // The next row is the nearest still listed: a key revoked in another tab is dropped when the list is read again.
  const [revoked, setRevoked] = useState<{ gone: string; next: string[] } | null>(null);
  /** What a revoke of a key already revoked elsewhere says: politely, as focus moves on, and after the last key too. */
  const [revokeNote, setRevokeNote] = useState('');
  useEffect(() => {
    if (!revoked || !data || data.keys.some((k) => k.id === revoked.gone)) return;
    const next = revoked.next.find((id) => data.keys.some((k) => k.id === id));
    const target = next
      ? rowOf(next)?.querySelector<HTMLElement>('[data-revoke]')
      : (nameField.current ?? upgradeLink.current);
    target?.focus();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- done once focus has moved; nothing renders from it
    setRevoked(null);
  }, [revoked, data]);

  return (
    <main id="main" ref={main} className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="text-2xl font-bold">API</h1>
      <p className="muted mt-1">
        Blockcast&apos;s market data, news, press releases and shows as JSON, for your bots, sheets and
        dashboards.{' '}
        <a href="/api/docs" className="link">
          Read the API documentation
        </a>
        .
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
      {data &&
        !data.canCreate &&
        (data.keys.length > 0 ? <PausedNotice /> : <UpgradeCard linkRef={upgradeLink} />)}
      {data?.canCreate && (
        <NewKeyForm
          create={create}
          full={data.keys.length >= API_KEYS_MAX}
          rowOf={rowOf}
          nameField={nameField}
        />
      )}
      <p role="status" className="mt-6 empty:hidden" data-testid="api-key-note">
        {revokeNote}
      </p>
      {data && data.keys.length > 0 && (
        <KeyList
          keys={data.keys}
          remaining={data.remainingToday}
          perDay={data.limit.perDay}
          paused={!data.canCreate}
          revoke={revoke}
          onRevoked={(gone, next, note) => {
            setRevoked({ gone, next });
            setRevokeNote(note ?? '');
          }}
        />
      )}
    </main>
  );
}

function UpgradeCard({ linkRef }: { linkRef?: RefObject<HTMLAnchorElement | null> }) {
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
      <UpgradeLink linkRef={linkRef} />
    </section>
  );
}

/** Keys whose account is no longer on Enterprise: the API answers them 403 until it is again. */
function PausedNotice() {
  return (
    <section
      className="mt-6 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950 sm:p-5 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
      aria-labelledby="paused-heading"
    >
      <h2 id="paused-heading" className="flex items-center gap-2 text-lg font-bold">
        <PauseCircle aria-hidden size={18} /> {API_PAGE_TEXT.pausedTitle}
      </h2>
      <p className="mt-2">{API_PAGE_TEXT.pausedBody}</p>
      <UpgradeLink />
    </section>
  );
}

function UpgradeLink({ linkRef }: { linkRef?: RefObject<HTMLAnchorElement | null> }) {
  return (
    <Link ref={linkRef} to="/dashboard/subscription?plan=enterprise" className="btn-primary mt-4">
      Upgrade to Enterprise
    </Link>
  );
}
