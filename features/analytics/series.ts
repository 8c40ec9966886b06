// Portfolio analytics from recorded prices: the value of the holdings over a range, and their real change over a
// period. Pure and browser-safe; money as decimal strings, numbers only where a chart draws them.
import { dec, sum, toColumn, ZERO, type Dec } from '../../lib/decimal';
import { DAY_MS, HOUR_MS } from '../../lib/time';

/** The ranges of the analytics page (ANLT-002) and the candles each is drawn from. */
export const ANALYTICS_RANGES = {
  '7d': { days: 7, interval: '1h' },
  '30d': { days: 30, interval: '1d' },
  '1y': { days: 365, interval: '1d' },
} as const;
export type AnalyticsRange = keyof typeof ANALYTICS_RANGES;
export { DAY_MS, HOUR_MS };
/** How long a candle of each interval the ranges read lasts. */
export const INTERVAL_MS = { '1h': HOUR_MS, '1d': DAY_MS } as const;
export type AnalyticsInterval = keyof typeof INTERVAL_MS;

/** One lot as analytics needs it. */
export interface AnalyticsLot {
  coinId: number;
  quantity: string;
  purchasePrice: string;
  /** ISO time of the purchase. */
  purchaseDate: string;
}

/** A recorded closing price of a coin. */
export interface RecordedClose {
  coinId: number;
  /** When that price was the coin's price: the end of its candle. */
  time: number;
  close: string;
}

/**
 * Candles as the price history stores them (`time` is the start of the bucket) into closes at the time they were
 * the price: the bucket's end. A day's close is the price at midnight after it, not at the midnight before.
 */
export function closesAtBucketEnd(
  candles: readonly { coinId: number; time: number; close: string }[],
  interval: AnalyticsInterval,
): RecordedClose[] {
  return candles.map((c) => ({ coinId: c.coinId, time: c.time + INTERVAL_MS[interval], close: c.close }));
}

export interface ValuePoint {
  time: number;
  /** Value of the lots held at that time at that time's prices. */
  value: string;
  /** What those lots cost. */
  cost: string;
}

export interface PeriodChange {
  /** Value of today's holdings at the period's start (a lot bought later counts at its purchase price). */
  startValue: string;
  endValue: string;
  change: string;
  /** change / startValue × 100, 0 when nothing was held. */
  percent: string;
}

/** Closes per coin, oldest first. */
function byCoin(closes: readonly RecordedClose[]): Map<number, RecordedClose[]> {
  const map = new Map<number, RecordedClose[]>();
  for (const c of closes) {
    const list = map.get(c.coinId) ?? [];
    list.push(c);
    map.set(c.coinId, list);
  }
  for (const list of map.values()) list.sort((a, b) => a.time - b.time);
  return map;
}

/** The last close at or before `time`; before the first recorded one, the first (history starts later). */
function closeAt(list: readonly RecordedClose[] | undefined, time: number): string | undefined {
  if (!list?.length) return undefined;
  let lo = 0;
  let hi = list.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (list[mid]!.time <= time) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return list[found === -1 ? 0 : found]!.close;
}

const purchasedAt = (lot: AnalyticsLot) => Date.parse(lot.purchaseDate);

/**
 * The portfolio's value over a range: at its start, at every recorded close within it, then now at live prices. At
 * each time only the lots bought by then count, priced at the last close at or before it (so the first point uses
 * the same prices as periodChange from the range's start); a coin with no recorded or live price counts at its
 * purchase price. Times are whole-second distinct, as a chart needs them.
 */
export function valueSeries(
  lots: readonly AnalyticsLot[],
  closes: readonly RecordedClose[],
  live: ReadonlyMap<number, string>,
  range: { start: number; now: number },
): ValuePoint[] {
  if (lots.length === 0) return [];
  const { start, now } = range;
  const history = byCoin(closes);
  const second = (t: number) => Math.floor(t / 1000);
  const times = [...new Set(closes.map((c) => c.time))]
    .filter((t) => second(t) > second(start) && second(t) < second(now))
    .sort((a, b) => a - b);
  const point = (time: number, priceOf: (lot: AnalyticsLot) => string): ValuePoint => {
    const held = lots.filter((lot) => purchasedAt(lot) <= time);
    return {
      time,
      value: toColumn(sum(held.map((lot) => dec(lot.quantity).times(priceOf(lot)))), 8),
      cost: toColumn(sum(held.map((lot) => dec(lot.quantity).times(lot.purchasePrice))), 8),
    };
  };
  const points = [start, ...times].map((t) =>
    point(t, (lot) => closeAt(history.get(lot.coinId), t) ?? lot.purchasePrice),
  );
  points.push(
    point(now, (lot) => live.get(lot.coinId) ?? closeAt(history.get(lot.coinId), now) ?? lot.purchasePrice),
  );
  return points;
}

/**
 * The real change of today's holdings since `start` (ANLT-009/010): each lot from its price at the start, or
 * from its purchase price when bought later, to its live price.
 */
export function periodChange(
  lots: readonly AnalyticsLot[],
  closes: readonly RecordedClose[],
  live: ReadonlyMap<number, string>,
  start: number,
): PeriodChange {
  const history = byCoin(closes);
  let startValue: Dec = ZERO;
  let endValue: Dec = ZERO;
  for (const lot of lots) {
    const qty = dec(lot.quantity);
    const from =
      purchasedAt(lot) > start
        ? lot.purchasePrice
        : (closeAt(history.get(lot.coinId), start) ?? lot.purchasePrice);
    const to = live.get(lot.coinId) ?? closeAt(history.get(lot.coinId), Number.POSITIVE_INFINITY) ?? from;
    startValue = startValue.plus(qty.times(from));
    endValue = endValue.plus(qty.times(to));
  }
  const change = endValue.minus(startValue);
  return {
    startValue: toColumn(startValue, 8),
    endValue: toColumn(endValue, 8),
    change: toColumn(change, 8),
    percent: toColumn(startValue.eq(0) ? ZERO : change.div(startValue).times(100), 4),
  };
}
