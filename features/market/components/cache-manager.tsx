// The cache manager dialog: the real state of the market caches (server figures and this browser's copy).
import { useQueryClient } from '@tanstack/react-query';
import { Database, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { browserEnv, clearAllCopies } from '../../../lib/client-cache';
import type { MarketStats } from '../service.server';

export function CacheManager() {
  const dialog = useRef<HTMLDialogElement>(null);
  const client = useQueryClient();
  const [stats, setStats] = useState<MarketStats | null>(null);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!open) return;
    dialog.current?.showModal();
    let live = true;
    fetch('/api/market-cache/stats')
      .then((r) => r.json() as Promise<{ data: MarketStats }>)
      .then((body) => live && setStats(body.data))
      .catch(() => live && setStats(null));
    return () => {
      live = false;
    };
  }, [open]);

  const close = () => {
    dialog.current?.close();
    setOpen(false);
  };

  return (
    <>
      <button
        type="button"
        className="btn-secondary inline-flex items-center gap-2"
        onClick={() => setOpen(true)}
      >
        <Database aria-hidden size={14} />
        Cache
      </button>
      <dialog
        ref={dialog}
        aria-labelledby="cache-manager-title"
        className="surface m-auto w-full max-w-lg rounded-xl border border-[var(--border)] p-0 backdrop:bg-slate-950/60"
        onClose={() => setOpen(false)}
      >
        <div className="flex items-center justify-between border-b border-[var(--border)] p-4">
          <h2 id="cache-manager-title" className="text-lg font-bold">
            Market data cache
          </h2>
          <button type="button" className="icon-button" aria-label="Close" onClick={close}>
            <X aria-hidden size={18} />
          </button>
        </div>
        <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2 p-4 text-sm">
          {stats ? (
            <>
              <dt className="muted">Provider</dt>
              <dd>{stats.provider}</dd>
              <dt className="muted">Serving</dt>
              <dd>{stats.source ?? '—'}</dd>
              <dt className="muted">Snapshot age</dt>
              <dd>{stats.snapshotAgeMs === null ? '—' : `${Math.round(stats.snapshotAgeMs / 1000)} s`}</dd>
              <dt className="muted">Hits / misses</dt>
              <dd data-testid="cache-hits">
                {stats.reads.hit} / {stats.reads.miss}
              </dd>
              <dt className="muted">Refreshing / stale / error</dt>
              <dd>
                {stats.reads.refresh} / {stats.reads.stale} / {stats.reads.error}
              </dd>
              <dt className="muted">Upstream calls (failed)</dt>
              <dd>
                {stats.upstreamCalls} ({stats.upstreamFailures})
              </dd>
              <dt className="muted">Last error</dt>
              <dd>{stats.lastError ?? 'none'}</dd>
            </>
          ) : (
            <dd className="col-span-2">Loading data...</dd>
          )}
        </dl>
        <div className="flex justify-end gap-2 border-t border-[var(--border)] p-4">
          <button
            type="button"
            className="btn-secondary"
            onClick={() => {
              clearAllCopies(browserEnv());
              void client.invalidateQueries({ queryKey: ['market'] });
              close();
            }}
          >
            Clear browser cache
          </button>
        </div>
      </dialog>
    </>
  );
}
