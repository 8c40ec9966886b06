// The cache manager's dialog: the server's cache figures, read again at each opening, and a way to clear this
// browser's copy.
import { useQueryClient } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { browserEnv, clearAllCopies } from '../../../lib/client-cache';
import { apiGet, shape } from '../../../platform/browser/api';
import { Dialog, DialogTitle } from '../../../ui/dialog';
import type { MarketStats } from '../service.server';

/** What the dialog reads of /api/market-cache/stats. */
const statsAnswer = shape<MarketStats>({ provider: 'string', reads: 'object', upstreamCalls: 'number' });

/** The figures of the last opening: shown while the new ones load, as they were before. */
let lastStats: MarketStats | null = null;

export function CachePanel({ onClose }: { onClose: () => void }) {
  const client = useQueryClient();
  const [stats, setStats] = useState(lastStats);
  useEffect(() => {
    let live = true;
    void apiGet(fetch, '/api/market-cache/stats', statsAnswer).then((result) => {
      const next = result.ok ? result.data : null;
      lastStats = next;
      if (live) setStats(next);
    });
    return () => {
      live = false;
    };
  }, []);
  return (
    <Dialog
      className="surface m-auto w-full max-w-lg rounded-xl border border-[var(--border)] p-0 backdrop:bg-slate-950/60"
      onClose={onClose}
    >
      <div className="flex items-center justify-between border-b border-[var(--border)] p-4">
        <DialogTitle className="text-lg font-bold">Market data cache</DialogTitle>
        <button type="button" className="icon-button" aria-label="Close" onClick={onClose}>
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
            onClose();
          }}
        >
          Clear browser cache
        </button>
      </div>
    </Dialog>
  );
}
