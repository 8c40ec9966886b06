// The cache status badge: what the market data on screen is, in the spec's words.
import type { CacheStatusValue } from '../client/market-data';

export const CACHE_BADGE: Record<
  CacheStatusValue | 'offline',
  { label: string; detail?: string; tone: string }
> = {
  hit: { label: 'Cache Hit', tone: 'good' },
  miss: { label: 'Cache Miss', tone: 'info' },
  refresh: { label: 'Refreshing', tone: 'info' },
  stale: { label: 'Stale Data', detail: 'Data may be outdated', tone: 'warn' },
  error: { label: 'Error', detail: 'Failed to load data', tone: 'bad' },
  unknown: { label: 'Unknown', tone: 'info' },
  offline: { label: 'Offline', detail: 'Using cached data', tone: 'warn' },
};

const TONES: Record<string, string> = {
  good: 'border-green-600/50 text-green-800 dark:text-green-300',
  info: 'border-blue-600/50 text-blue-800 dark:text-blue-300',
  warn: 'border-amber-600/60 text-amber-800 dark:text-amber-300',
  bad: 'border-red-600/60 text-red-800 dark:text-red-300',
};

export function CacheBadge({ status, offline = false }: { status: CacheStatusValue; offline?: boolean }) {
  const badge = CACHE_BADGE[offline ? 'offline' : status];
  return (
    <span
      data-testid="cache-badge"
      className={`inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-semibold ${TONES[badge.tone] ?? ''}`}
    >
      {badge.label}
      {badge.detail && <span className="font-normal">({badge.detail})</span>}
    </span>
  );
}
