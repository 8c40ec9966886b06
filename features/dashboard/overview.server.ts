// The dashboard overview (/dashboard) for one reader: the portfolio's totals and top positions, the watchlist's
// first items with their live prices, the number of active alerts and the last activities, read together. The
// route's loader makes this one call; each figure stays its feature's, this module only joins them.
import type { ActivityService } from '../activity/server';
import type { AlertService } from '../alerts/server';
import type { MarketService } from '../market/server';
import type { PortfolioService } from '../portfolio/server';
import { OVERVIEW_ITEMS, type WatchlistPreviewItem, type WatchlistService } from '../watchlist/server';

/** The overview lists this many activities (dashboard-spec, Overview). */
export const OVERVIEW_ACTIVITIES = 5;

/** The features the overview reads. */
export interface OverviewSources {
  portfolio: Pick<PortfolioService, 'summary'>;
  alerts: Pick<AlertService, 'countActive'>;
  activity: Pick<ActivityService, 'list'>;
  watchlist: Pick<WatchlistService, 'list'>;
  market: Pick<MarketService, 'read'>;
}

export async function dashboardOverview(sources: OverviewSources, userId: string) {
  const { portfolio, alerts, activity, watchlist, market } = sources;
  const [summary, activeAlerts, activities, watched, { snapshot }] = await Promise.all([
    portfolio.summary(userId),
    alerts.countActive(userId),
    // What the reader did, not where they went: page views fill the full log at /dashboard/activity.
    activity.list(userId, OVERVIEW_ACTIVITIES, ['page_view']),
    watchlist.list(userId),
    market.read(),
  ]);
  const byId = new Map(snapshot.coins.map((c) => [c.id, c]));
  const items: WatchlistPreviewItem[] = watched.slice(0, OVERVIEW_ITEMS).map((item) => {
    const coin = byId.get(item.coin_id);
    return {
      coinId: item.coin_id,
      symbol: item.symbol,
      name: item.name,
      price: coin?.price ?? null,
      change24h: coin?.change24h ?? null,
    };
  });
  return { summary, activeAlerts, activities, watchlist: { items, total: watched.length } };
}

export type DashboardOverview = Awaited<ReturnType<typeof dashboardOverview>>;
