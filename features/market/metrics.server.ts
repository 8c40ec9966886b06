// The market's figures for /metrics, read at each scrape from the service's own counts (MarketStats): the admin
// page reads the same counts, so the two never disagree.
import { METRIC_PREFIX, type Metrics } from '../../platform/metrics.server';
import type { BreakerState, MarketCacheHealth } from './schemas';
import type { CacheStatus, MarketService, MarketStats } from './service.server';

const CACHE_STATUSES: readonly CacheStatus[] = ['hit', 'miss', 'refresh', 'stale', 'error'];

/** Reads answered from the snapshot this instance held (fresh, or stale while one is fetched): no upstream wait. */
const FROM_CACHE: readonly CacheStatus[] = ['hit', 'refresh', 'stale'];

export function breakerState(stats: MarketStats): BreakerState {
  if (stats.fallbackUntil !== null) return 'rate_limited';
  return stats.breakerOpenUntil !== null ? 'open' : 'closed';
}

export function marketCacheHealth(stats: MarketStats): MarketCacheHealth {
  const total = CACHE_STATUSES.reduce((n, s) => n + stats.reads[s], 0);
  const cached = FROM_CACHE.reduce((n, s) => n + stats.reads[s], 0);
  const until = stats.fallbackUntil ?? stats.breakerOpenUntil;
  return {
    reads: { ...stats.reads },
    hitRatio: total === 0 ? null : cached / total,
    upstream: {
      provider: stats.provider,
      calls: stats.upstreamCalls,
      failures: stats.upstreamFailures,
      lastError: stats.lastError,
      breaker: breakerState(stats),
      until: until === null ? null : new Date(until).toISOString(),
    },
  };
}

export function observeMarket(metrics: Metrics, market: Pick<MarketService, 'stats'>): void {
  const name = (rest: string) => `${METRIC_PREFIX}market_${rest}`;
  metrics.counterFrom(
    {
      name: name('cache_reads_total'),
      help: 'Reads of the market snapshot by cache status: hit, refresh and stale answer from the cache; miss waits for the upstream; error answers the built-in dataset.',
      labelNames: ['status'],
    },
    () => {
      const { reads } = market.stats();
      return CACHE_STATUSES.map((status) => ({ labels: { status }, value: reads[status] }));
    },
  );
  metrics.counterFrom(
    {
      name: name('upstream_calls_total'),
      help: 'Calls to the market data provider.',
      labelNames: ['provider'],
    },
    () => {
      const s = market.stats();
      return [{ labels: { provider: s.provider }, value: s.upstreamCalls }];
    },
  );
  metrics.counterFrom(
    {
      name: name('upstream_failures_total'),
      help: 'Failed calls to the market data provider (errors, timeouts, 429s).',
      labelNames: ['provider'],
    },
    () => {
      const s = market.stats();
      return [{ labels: { provider: s.provider }, value: s.upstreamFailures }];
    },
  );
  metrics.gaugeFrom(
    {
      name: name('upstream_breaker'),
      help: 'The provider circuit: 1 for the state it is in (closed, open after a failure, rate_limited after a 429).',
      labelNames: ['provider', 'state'],
    },
    () => {
      const s = market.stats();
      const state = breakerState(s);
      return (['closed', 'open', 'rate_limited'] as const).map((st) => ({
        labels: { provider: s.provider, state: st },
        value: st === state ? 1 : 0,
      }));
    },
  );
  metrics.gaugeFrom(
    { name: name('snapshot_age_seconds'), help: 'Age of the snapshot this instance holds.' },
    () => {
      const age = market.stats().snapshotAgeMs;
      return age === null ? [] : [{ labels: {}, value: age / 1000 }];
    },
  );
}
