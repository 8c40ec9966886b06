// The dashboard's market data and its status (dashboard-spec 4): the 250 coins, the 40-coin ticker and the
// global metrics, loaded side by side; while some calls fail the dashboard says its data may be delayed, while
// all fail that market data cannot be fetched. A failed load is retried 1, 2, 4, 8 and 16 s apart, and a return
// to the tab reloads it while it is not connected.
import { useQuery } from '@tanstack/react-query';
import { AlertTriangle } from 'lucide-react';
import { BACKOFF_MAX_RETRIES, backoffDelay } from '../../../lib/backoff';
import { loadDashboardMarket, type DashboardMarket } from '../client/dashboard-market';
import { MARKET_REFRESH_MS } from '../client/market-data';
import { usePreferences } from '../../settings';
import { useReloadOnReturn } from '../client/use-market';

export const DASHBOARD_MARKET_KEY = ['market', 'dashboard'] as const;

/** Loads like a failure when no call worked, so the query's retry schedule applies. */
async function loadOrThrow(): Promise<DashboardMarket> {
  const market = await loadDashboardMarket((input, init) => fetch(input, init));
  if (market.status === 'offline') throw Object.assign(new Error(market.message ?? ''), { market });
  return market;
}

/** Refreshed at the reader's update interval (5 minutes by default), unless they turned auto refresh off. */
export function useDashboardMarket() {
  const { updateInterval, autoRefresh } = usePreferences().preferences;
  const query = useQuery({
    queryKey: DASHBOARD_MARKET_KEY,
    queryFn: loadOrThrow,
    staleTime: Math.min(MARKET_REFRESH_MS, updateInterval),
    refetchInterval: autoRefresh ? updateInterval : false,
    retry: BACKOFF_MAX_RETRIES,
    retryDelay: (failures) => backoffDelay(failures + 1),
  });
  useReloadOnReturn(query.data?.status === 'connected' && !query.isError, query.refetch);
  return query;
}

/** The status line of the dashboard's market data: nothing while connected (or not yet known). */
export function MarketStatusBanner() {
  const query = useDashboardMarket();
  // Said at the first failure, while the retries run (TanStack names the error only once they are spent).
  const failed = (query.error ?? query.failureReason) as (Error & { market?: DashboardMarket }) | null;
  const message = failed ? (failed.market?.message ?? failed.message) : (query.data?.message ?? null);
  if (!message) return null;
  return (
    <p
      role="status"
      data-testid="market-status"
      className="flex items-center gap-2 border-b border-amber-600/40 bg-amber-50 px-4 py-2 text-sm text-amber-900 dark:bg-amber-950/40 dark:text-amber-200"
    >
      <AlertTriangle aria-hidden size={16} className="shrink-0" />
      {message}
    </p>
  );
}
