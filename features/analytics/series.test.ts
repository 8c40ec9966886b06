import { describe, expect, test } from 'vitest';
import {
  closesAtBucketEnd,
  DAY_MS,
  HOUR_MS,
  periodChange,
  valueSeries,
  type AnalyticsLot,
  type RecordedClose,
} from './series';

const T0 = Date.parse('2026-01-01T00:00:00Z');
const day = (n: number) => T0 + n * DAY_MS;
const iso = (t: number) => new Date(t).toISOString();
const closes = (coinId: number, prices: string[]): RecordedClose[] =>
  prices.map((close, i) => ({ coinId, time: day(i), close }));

describe('portfolio value from recorded prices', () => {
  test('one coin held all along follows its closes, then the live price', () => {
    const lots: AnalyticsLot[] = [
      { coinId: 1, quantity: '2', purchasePrice: '90', purchaseDate: iso(day(-5)) },
    ];
    const series = valueSeries(lots, closes(1, ['100', '110', '95']), new Map([[1, '120']]), {
      start: day(0),
      now: day(3),
    });
    expect(series.map((p) => [p.time, p.value, p.cost])).toEqual([
      [day(0), '200', '180'],
      [day(1), '220', '180'],
      [day(2), '190', '180'],
      [day(3), '240', '180'],
    ]);
  });

  test('a lot bought during the range counts only from its purchase', () => {
    const lots: AnalyticsLot[] = [
      { coinId: 1, quantity: '1', purchasePrice: '100', purchaseDate: iso(day(-1)) },
      { coinId: 2, quantity: '10', purchasePrice: '3', purchaseDate: iso(day(1)) },
    ];
    const history = [...closes(1, ['100', '100', '100']), ...closes(2, ['2', '3', '4'])];
    const series = valueSeries(lots, history, new Map(), { start: day(0), now: day(3) });
    expect(series.map((p) => p.value)).toEqual(['100', '130', '140', '140']);
    expect(series.map((p) => p.cost)).toEqual(['100', '130', '130', '130']);
  });

  test('fractional quantities keep every satoshi: 0.00000001 BTC at 100,000 is 0.001', () => {
    const lots: AnalyticsLot[] = [
      { coinId: 1, quantity: '0.00000001', purchasePrice: '50000', purchaseDate: iso(day(-1)) },
    ];
    const [point] = valueSeries(lots, closes(1, ['100000']), new Map(), { start: day(0), now: day(1) });
    expect(point?.value).toBe('0.001');
  });

  test('no positions, no series', () => {
    expect(valueSeries([], closes(1, ['1']), new Map(), { start: day(0), now: day(1) })).toEqual([]);
  });
});

describe('closes drawn where they happened', () => {
  // Daily candles as the price history stores them, by the start of their day: the day starting n days ago closes at
  // 100 + (40 - n), for the last 40 days. Now is 15:00 today.
  const now = T0 + 15 * HOUR_MS;
  const candles = Array.from({ length: 40 }, (_, i) => ({
    coinId: 1,
    time: day(i - 40),
    close: String(100 + i),
  }));
  const lots: AnalyticsLot[] = [
    { coinId: 1, quantity: '2', purchasePrice: '50', purchaseDate: iso(day(-90)) },
  ];
  const live = new Map([[1, '150']]);

  test("a candle's close is the price at its bucket's end: a day's close at the midnight after it", () => {
    expect(closesAtBucketEnd([{ coinId: 1, time: day(-1), close: '7' }], '1d')).toEqual([
      { coinId: 1, time: day(0), close: '7' },
    ]);
    expect(closesAtBucketEnd([{ coinId: 1, time: day(0), close: '7' }], '1h')).toEqual([
      { coinId: 1, time: day(0) + HOUR_MS, close: '7' },
    ]);
  });

  test("the 30-day chart starts at the range's start with the 30-day figure's start value, each close at its bucket's end, and ends at the figure's end value", () => {
    const closes = closesAtBucketEnd(candles, '1d');
    const start = now - 30 * DAY_MS;
    const series = valueSeries(lots, closes, live, { start, now });
    const month = periodChange(lots, closes, live, start);
    expect(series[0]).toMatchObject({ time: start, value: month.startValue });
    // 30 days before 15:00 today, the last day that had closed was the one that began 31 days ago: 100 + 9.
    expect(month.startValue).toBe('218');
    expect(series.at(-1)).toMatchObject({ time: now, value: month.endValue });
    // Between them, one point per midnight, valued at the close of the day that ended then.
    const inner = series.slice(1, -1);
    expect(inner).toHaveLength(30);
    for (const p of inner) {
      const ended = candles.find((c) => c.time + DAY_MS === p.time);
      expect(ended, `a day ends at ${iso(p.time)}`).toBeDefined();
      expect(p.value).toBe(String(2 * Number(ended?.close)));
    }
  });
});

describe('real change over a period (not the 24h change scaled)', () => {
  test('held through the week: from the close a week ago to the live price', () => {
    const lots: AnalyticsLot[] = [
      { coinId: 1, quantity: '3', purchasePrice: '50', purchaseDate: iso(day(-30)) },
    ];
    const history = closes(1, ['100', '104', '90', '95', '97', '99', '101', '102']);
    const week = periodChange(lots, history, new Map([[1, '110']]), day(0));
    expect(week).toEqual({ startValue: '300', endValue: '330', change: '30', percent: '10' });
  });

  test('bought mid-period at a loss: measured from the purchase price', () => {
    const lots: AnalyticsLot[] = [
      { coinId: 1, quantity: '1', purchasePrice: '120', purchaseDate: iso(day(3)) },
    ];
    const change = periodChange(lots, closes(1, ['100', '110', '115', '120']), new Map([[1, '108']]), day(0));
    expect(change).toEqual({ startValue: '120', endValue: '108', change: '-12', percent: '-10' });
  });

  test('two coins, one up and one down, net a small gain', () => {
    const lots: AnalyticsLot[] = [
      { coinId: 1, quantity: '1', purchasePrice: '1', purchaseDate: iso(day(-60)) },
      { coinId: 2, quantity: '4', purchasePrice: '1', purchaseDate: iso(day(-60)) },
    ];
    const history = [...closes(1, ['200']), ...closes(2, ['50'])];
    const change = periodChange(
      lots,
      history,
      new Map([
        [1, '260'],
        [2, '40'],
      ]),
      day(0),
    );
    expect(change).toEqual({ startValue: '400', endValue: '420', change: '20', percent: '5' });
  });

  test('nothing held: zero, never a division by zero', () => {
    expect(periodChange([], [], new Map(), day(0))).toEqual({
      startValue: '0',
      endValue: '0',
      change: '0',
      percent: '0',
    });
  });
});
