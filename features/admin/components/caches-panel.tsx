// Cache controls: the market cache's hit ratio and the upstream's health (the counts /metrics reads), drop the market
// snapshot, and delete rendered coin icons (all, or those matching a pattern).
import { useState, type FormEvent } from 'react';
import { apiPost } from '../../../platform/browser/api';
import { useSession } from '../../../platform/browser/session';
import { FormMessage } from '../../auth';
import {
  imageCacheInvalidationOf,
  imagePatternField,
  marketCacheHealthOf,
  marketCacheInvalidationOf,
  type ImageCacheInvalidation,
  type MarketCacheHealth,
  type MarketCacheInvalidation,
} from '../schemas';
import { formatWhen, NONE } from './format';
import { useAdminData } from './use-admin-data';

const BREAKER_LABELS: Record<MarketCacheHealth['upstream']['breaker'], string> = {
  closed: 'Closed (calls go through)',
  open: 'Open (paused after a failure)',
  rate_limited: 'Rate-limited (built-in dataset)',
};

/** 'Hit ratio' rows: the share answered from the cache, then the reads behind it. */
export function marketHealthRows({ reads, hitRatio, upstream }: MarketCacheHealth): [string, string][] {
  const n = (v: number) => v.toLocaleString('en-US');
  const breaker = BREAKER_LABELS[upstream.breaker];
  return [
    ['Hit ratio', hitRatio === null ? NONE : `${(hitRatio * 100).toFixed(1)}%`],
    [
      'Reads',
      `${n(reads.hit)} hit, ${n(reads.refresh + reads.stale)} stale, ${n(reads.miss)} miss, ${n(reads.error)} fallback`,
    ],
    ['Upstream calls / failures', `${n(upstream.calls)} / ${n(upstream.failures)}`],
    ['Upstream last error', upstream.lastError ?? NONE],
    ['Circuit', upstream.until ? `${breaker} until ${formatWhen(upstream.until)}` : breaker],
  ];
}

type Notice = { kind: 'error' | 'success'; text: string };

function marketNotice({ dropped }: MarketCacheInvalidation): string {
  return dropped
    ? `Market cache invalidated: dropped the ${dropped.source} snapshot fetched ${formatWhen(dropped.fetchedAt)}.`
    : 'Market cache invalidated: this instance held no snapshot.';
}

function imageNotice({ pattern, removed }: ImageCacheInvalidation): string {
  const files = `${removed} cached image ${removed === 1 ? 'file' : 'files'}`;
  return pattern ? `Removed ${files} matching “${pattern}”.` : `Removed ${files}.`;
}

export function CachesPanel() {
  const { authFetch } = useSession();
  const [market, setMarket] = useState<Notice | null>(null);
  const [images, setImages] = useState<Notice | null>(null);
  const [patternError, setPatternError] = useState<string | null>(null);
  const [pending, setPending] = useState<'market' | 'images' | null>(null);
  const health = useAdminData('/api/admin/cache/market', marketCacheHealthOf);

  async function invalidateMarket() {
    setPending('market');
    setMarket(null);
    const result = await apiPost(
      authFetch,
      '/api/admin/cache/market/invalidate',
      {},
      marketCacheInvalidationOf,
    );
    setPending(null);
    health.reload();
    setMarket(
      result.ok
        ? { kind: 'success', text: marketNotice(result.data) }
        : { kind: 'error', text: result.error },
    );
  }

  async function invalidateImages(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setImages(null);
    const raw = String(new FormData(event.currentTarget).get('pattern') ?? '').trim();
    // The server's own rule, checked here first so the field can say what is wrong.
    const parsed = raw ? imagePatternField.safeParse(raw) : null;
    if (parsed && !parsed.success) {
      setPatternError(parsed.error.issues[0]?.message ?? 'Invalid pattern');
      return;
    }
    setPatternError(null);
    setPending('images');
    const result = await apiPost(
      authFetch,
      '/api/admin/cache/images/invalidate',
      parsed ? { pattern: parsed.data } : {},
      imageCacheInvalidationOf,
    );
    setPending(null);
    setImages(
      result.ok ? { kind: 'success', text: imageNotice(result.data) } : { kind: 'error', text: result.error },
    );
  }

  return (
    <section aria-labelledby="admin-caches-heading" className="space-y-4">
      <h2 id="admin-caches-heading" className="text-xl font-bold">
        Caches
      </h2>
      <div className="grid gap-4 lg:grid-cols-2">
        <div className="card space-y-3 p-5">
          <h3 className="font-semibold">Market data</h3>
          <p className="muted text-sm">
            Drops this instance’s market snapshot. The next request reloads the shared copy and fetches a
            fresh one if it is stale.
          </p>
          {health.error && <FormMessage kind="error">{health.error}</FormMessage>}
          {health.data && (
            <dl
              className="grid gap-x-6 text-sm sm:grid-cols-[max-content_1fr] sm:gap-y-2"
              aria-label="Market cache health on this instance"
            >
              {marketHealthRows(health.data).map(([label, value]) => (
                <div key={label} className="contents">
                  <dt className="muted">{label}</dt>
                  <dd className="mb-2 break-words sm:mb-0">{value}</dd>
                </div>
              ))}
            </dl>
          )}
          <button
            type="button"
            className="btn-primary"
            disabled={pending === 'market'}
            onClick={() => void invalidateMarket()}
          >
            {pending === 'market' ? 'Invalidating…' : 'Invalidate market cache'}
          </button>
          {market && <FormMessage kind={market.kind}>{market.text}</FormMessage>}
        </div>

        <form className="card space-y-3 p-5" onSubmit={(e) => void invalidateImages(e)} noValidate>
          <h3 className="font-semibold">Coin images</h3>
          <p className="muted text-sm">
            Deletes rendered coin icons; they are rendered again when next asked for. Leave the pattern empty
            for all.
          </p>
          <div>
            <label htmlFor="admin-image-pattern" className="field-label">
              Pattern (optional)
            </label>
            <input
              id="admin-image-pattern"
              name="pattern"
              className="field"
              placeholder="e.g. btc or eth*"
              maxLength={40}
              aria-invalid={patternError ? true : undefined}
              aria-describedby={patternError ? 'admin-image-pattern-error' : 'admin-image-pattern-hint'}
            />
            {patternError ? (
              <p
                id="admin-image-pattern-error"
                role="alert"
                className="mt-1 text-sm text-red-700 dark:text-red-300"
              >
                {patternError}
              </p>
            ) : (
              <p id="admin-image-pattern-hint" className="muted mt-1 text-xs">
                Lower-case letters, digits, - and up to 3 *.
              </p>
            )}
          </div>
          <button type="submit" className="btn-primary" disabled={pending === 'images'}>
            {pending === 'images' ? 'Invalidating…' : 'Invalidate image cache'}
          </button>
          {images && <FormMessage kind={images.kind}>{images.text}</FormMessage>}
        </form>
      </div>
    </section>
  );
}
