// Price candles: bucketing by interval, shared by the simulated feed, the history store and the charts.

export const CANDLE_INTERVALS = { '5m': 5 * 60_000, '1h': 3_600_000, '1d': 86_400_000 } as const;
export type CandleInterval = keyof typeof CANDLE_INTERVALS;

export interface Candle {
  /** Start of the bucket, ms since epoch. */
  time: number;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

export function bucketStart(time: number, interval: CandleInterval): number {
  const size = CANDLE_INTERVALS[interval];
  return Math.floor(time / size) * size;
}

/** Chart ranges of the coin page and the candles each draws from. */
export const CHART_RANGES = {
  '1D': { interval: '5m', spanMs: 86_400_000 },
  '7D': { interval: '1h', spanMs: 7 * 86_400_000 },
  '1M': { interval: '1d', spanMs: 30 * 86_400_000 },
  '1Y': { interval: '1d', spanMs: 365 * 86_400_000 },
  ALL: { interval: '1d', spanMs: Number.POSITIVE_INFINITY },
} as const satisfies Record<string, { interval: CandleInterval; spanMs: number }>;
export type ChartRange = keyof typeof CHART_RANGES;
