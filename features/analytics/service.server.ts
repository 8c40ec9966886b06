// Portfolio analytics for one user: the value series of a range and the 7- and 30-day changes from recorded prices,
// with the portfolio's valuation (totals, holdings, best and worst performers).
import { dec } from '../../lib/decimal';
import type { MarketService } from '../market/server';
import type { Holding, PortfolioService } from '../portfolio/server';
import {
  ANALYTICS_RANGES,
  closesAtBucketEnd,
  DAY_MS,
  HOUR_MS,
  periodChange,
  valueSeries,
  type AnalyticsLot,
  type AnalyticsRange,
  type AnalyticsReport,
  type Performer,
} from './schemas';

function performers(holdings: readonly Holding[]): { best: Performer | null; worst: Performer | null } {
  const ranked = holdings
    .filter((h): h is Holding & { pnlPercent: string } => h.pnlPercent !== null)
    .sort((a, b) => dec(b.pnlPercent).cmp(a.pnlPercent));
  const pick = (h: (typeof ranked)[number] | undefined): Performer | null =>
    h ? { symbol: h.symbol, name: h.name, pnlPercent: h.pnlPercent } : null;
  return { best: pick(ranked[0]), worst: pick(ranked.at(-1)) };
}

export function createAnalyticsService(deps: {
  portfolio: PortfolioService;
  market: MarketService;
  clock: () => number;
}) {
  return {
    async report(userId: string, range: AnalyticsRange): Promise<AnalyticsReport> {
      const now = deps.clock();
      const [positions, valuation, { snapshot }] = await Promise.all([
        deps.portfolio.list(userId),
        deps.portfolio.value(userId),
        deps.market.read(),
      ]);
      const lots: AnalyticsLot[] = positions.map((p) => ({
        coinId: p.coin_id,
        quantity: p.quantity,
        purchasePrice: p.purchase_price,
        purchaseDate: p.purchase_date,
      }));
      const coinIds = [...new Set(lots.map((l) => l.coinId))];
      const live = new Map(
        snapshot.coins
          .filter((c) => coinIds.includes(c.id) && c.price > 0)
          .map((c) => [c.id, String(c.price)]),
      );
      const { days, interval } = ANALYTICS_RANGES[range];
      const weekStart = now - 7 * DAY_MS;
      const monthStart = now - 30 * DAY_MS;
      const rangeStart = now - days * DAY_MS;
      // Hourly closes measure the week to the hour; daily ones the month and the year. One read of each, from two
      // candles before the earliest start: the last close at or before a start ended then, so it began one earlier.
      const [hourly, daily] = await Promise.all([
        deps.market
          .closes(coinIds, '1h', Math.min(weekStart, rangeStart) - 2 * HOUR_MS)
          .then((rows) => closesAtBucketEnd(rows, '1h')),
        deps.market
          .closes(coinIds, '1d', Math.min(monthStart, rangeStart) - 2 * DAY_MS)
          .then((rows) => closesAtBucketEnd(rows, '1d')),
      ]);
      return {
        range,
        series: valueSeries(lots, interval === '1h' ? hourly : daily, live, { start: rangeStart, now }),
        metrics: valuation.metrics,
        holdings: valuation.holdings,
        ...performers(valuation.holdings),
        week: periodChange(lots, hourly, live, weekStart),
        month: periodChange(lots, daily, live, monthStart),
        generatedAt: new Date(now).toISOString(),
      };
    },
  };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
