// What the stored candles say of a coin now: its price an hour and a week ago (for the 1h and 7d changes of a feed
// that has no such figures of its own) and its 7-day sparkline. Pure: the candles and the time are given.
import { DAY_MS, HOUR_MS } from '../../lib/time';
import { CANDLE_INTERVALS, type Candle, type CandleInterval } from './candles';
import { downsample, SPARKLINE_POINTS } from './sparkline';

export type Close = Pick<Candle, 'time' | 'open' | 'close'>;

export interface CandleFigures {
  /** The price an hour ago from the 5-minute candles, or null without one near then. */
  hourAgo: number | null;
  /** The price seven days ago from the hourly candles, or null without one near then. */
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

/**
 * The price at `time` from candles (oldest first): the close of the newest one that had ended by then, else the open
 * of the one that began within a candle of it (a history that starts just after `time`, as a backfill does). `from`
 * is the first candle after the reference.
 */
function priceAt(
  candles: readonly Close[],
  interval: CandleInterval,
  time: number,
): { price: number; from: number } | undefined {
  const last = lastEndedBucket(time, interval);
  const ended = candles.findLast((c) => c.time <= last);
  if (ended) return { price: ended.close, from: ended.time + 1 };
  const size = CANDLE_INTERVALS[interval];
  const first = candles.find((c) => c.time > time - size && c.time <= time + size);
  return first && { price: first.open, from: first.time };
}

/**
 * A coin's figures at `now` from its 5-minute and hourly candles (each oldest first). A reference is a candle's
 * close (or, where the history starts just after it, the first candle's open), so the hour-ago price is at most 5
 * minutes off an hour, the week-ago one at most an hour off a week.
 */
export function candleFigures(
  series: { fiveMinute: readonly Close[]; hourly: readonly Close[] },
  now: number,
): CandleFigures {
  const hourAgo = priceAt(series.fiveMinute, '5m', now - HOUR_MS);
  const weekAgo = priceAt(series.hourly, '1h', now - WEEK_MS);
  const from = weekAgo ? weekAgo.from : now - WEEK_MS;
  const week = series.hourly.filter((c) => c.time >= from && c.time <= now).map((c) => c.close);
  return {
    hourAgo: hourAgo?.price ?? null,
    weekAgo: weekAgo?.price ?? null,
    sparkline: downsample(weekAgo ? [weekAgo.price, ...week] : week, SPARKLINE_POINTS),
  };
}

/** The percent change from a reference price to `price`, or null without a usable reference. */
export function changeSince(price: number, reference: number | null): number | null {
  return reference !== null && reference > 0 && Number.isFinite(price) ? (price / reference - 1) * 100 : null;
}
