// The analytics call's input and answer, browser-safe.
import { z } from 'zod';
import type { Holding, PortfolioMetrics } from '../portfolio';
import { ANALYTICS_RANGES, type AnalyticsRange, type PeriodChange, type ValuePoint } from './series';

export * from './series';

export const analyticsQuery = z.object({
  range: z
    .enum(Object.keys(ANALYTICS_RANGES) as [AnalyticsRange, ...AnalyticsRange[]], {
      message: 'range must be 7d, 30d or 1y',
    })
    .default('30d'),
});

export interface Performer {
  symbol: string;
  name: string;
  pnlPercent: string;
}

export interface AnalyticsReport {
  range: AnalyticsRange;
  /** The value of the holdings at each recorded time of the range, then now. */
  series: ValuePoint[];
  metrics: PortfolioMetrics;
  holdings: Holding[];
  best: Performer | null;
  worst: Performer | null;
  week: PeriodChange;
  month: PeriodChange;
  generatedAt: string;
}

/** What a Free plan's call is told (decision 3: analytics is Premium). */
export const ANALYTICS_PREMIUM_MESSAGE = 'Portfolio analytics need the Premium plan';
