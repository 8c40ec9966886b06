// What the stored candles say of a coin now: its price an hour and a week ago (for the 1h and 7d changes of a feed
// that has no such figures of its own) and its 7-day sparkline. Pure: the candles and the time are given.
import { DAY_MS, HOUR_MS } from '../../lib/time';
import { CANDLE_INTERVALS, type Candle, type CandleInterval } from './candles';
import { downsample, SPARKLINE_POINTS } from './sparkline';

export type Close = Pick<Candle, 'time' | 'close'>;

export interface CandleFigures {
  /** The close of the last 5-minute candle that had ended an hour ago, or null without one. */
  hourAgo: number | null;
  /** The close of the last hourly candle that had ended seven days ago, or null without one. */
  weekAgo: number | null;
  /** Prices of the last 7 days, oldest first: the week-ago close, then hourly closes up to the newest. */
  sparkline: number[];
}

export const WEEK_MS = 7 * DAY_MS;

/** The start of the newest candle of an interval that had ended by `time`. */
export function lastEndedBucket(time: number, interval: CandleInterval): number {
  const size = CANDLE_INTERVALS[interval];
  return Math.floor(time / size) * size - size;
}

/** The newest of the candles (oldest first) that had ended by `time`. */
function endedBy(candles: readonly Close[], interval: CandleInterval, time: number): Close | undefined {
  const last = lastEndedBucket(time, interval);
  return candles.findLast((c) => c.time <= last);
}

/**
 * A coin's figures at `now` from its 5-minute and hourly candles (each oldest first). A reference is taken at the
 * candle's close, so the hour-ago price is at most 5 minutes older than an hour, the week-ago one at most an hour.
 */
export function candleFigures(
  series: { fiveMinute: readonly Close[]; hourly: readonly Close[] },
  now: number,
): CandleFigures {
  const hourAgo = endedBy(series.fiveMinute, '5m', now - HOUR_MS);
  const weekAgo = endedBy(series.hourly, '1h', now - WEEK_MS);
  const since = weekAgo ? weekAgo.time : now - WEEK_MS;
  const week = series.hourly.filter((c) => c.time > since && c.time <= now).map((c) => c.close);
  return {
    hourAgo: hourAgo?.close ?? null,
    weekAgo: weekAgo?.close ?? null,
    sparkline: downsample(weekAgo ? [weekAgo.close, ...week] : week, SPARKLINE_POINTS),
  };
}

/** The percent change from a reference price to `price`, or null without a usable reference. */
export function changeSince(price: number, reference: number | null): number | null {
  return reference !== null && reference > 0 && Number.isFinite(price) ? (price / reference - 1) * 100 : null;
}
