// The 1h and 7d changes and the 7-day sparkline worked out from stored candles, for a price that climbs one dollar
// an hour: the figures by hand, from the candles in memory and from the database (SQL on both targets).
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Database } from '../../platform/db.server';
import { databaseTargets } from '../../tests/databases';
import { candleFigures, changeSince, type Close } from './candle-figures';
import { readCandleFigures, withCandleChanges } from './candle-figures.server';
import { storeCandles } from './history.server';
import type { Coin } from './schemas';
import { SPARKLINE_POINTS, sparklinePoints } from './sparkline';

const HOUR = 3_600_000;
const FIVE_MINUTES = 300_000;
/** The clock: 12:34, a Tuesday. */
const NOW = Date.parse('2026-03-10T12:34:00Z');
/** The price path: 100 USD eight days before 12:00, one dollar more each hour since. */
const START = Date.parse('2026-03-02T12:00:00Z');
const priceAt = (t: number) => 100 + (t - START) / HOUR;

/** Candles of one size from `from` to the open one at NOW, each closing at the price at its end (the open at NOW). */
function candles(from: number, size: number): Close[] {
  const out: Close[] = [];
  for (let t = from; t <= NOW; t += size)
    out.push({ time: t, open: priceAt(t), close: priceAt(Math.min(t + size, NOW)) });
  return out;
}

const series = () => ({
  fiveMinute: candles(Date.parse('2026-03-10T10:00:00Z'), FIVE_MINUTES),
  hourly: candles(START, HOUR),
});

// An hour before 12:34 the last 5-minute candle that had ended was 11:25-11:30: 291.50 USD. A week before, the last
// hourly candle that had ended was 11:00-12:00 on 3 March: 124 USD. The price now is 292.57 USD (292 + 34/60).
const PRICE_NOW = priceAt(NOW);

describe('figures from a known candle series', () => {
  test('a price climbing a dollar an hour: 1h change against 11:30, 7d change against 12:00 a week ago', () => {
    const figures = candleFigures(series(), NOW);
    expect(figures.hourAgo).toBe(291.5);
    expect(figures.weekAgo).toBe(124);
    expect(changeSince(PRICE_NOW, figures.hourAgo)).toBeCloseTo((292 + 34 / 60 - 291.5) / 2.915, 10);
    expect(changeSince(PRICE_NOW, figures.weekAgo)).toBeCloseTo((292 + 34 / 60 - 124) / 1.24, 10);
  });

  test('the sparkline runs from the week-ago close to the price now in 42 evenly spread points', () => {
    const { sparkline } = candleFigures(series(), NOW);
    // 170 prices (124, the closes 125 … 292, and 292.57 of the open hour), one in about four kept.
    expect(sparkline).toHaveLength(SPARKLINE_POINTS);
    expect(sparkline[0]).toBe(124);
    expect(sparkline[1]).toBe(128); // index round(169 / 41) = 4
    expect(sparkline[20]).toBe(206); // index round(20 × 169 / 41) = 82
    expect(sparkline.at(-1)).toBeCloseTo(PRICE_NOW, 10);
  });

  test('a history that begins just after a week ago (a fresh backfill): its first candle’s open is the week-ago price', async () => {
    // 168 hourly candles up to the open one, as the simulated feed's backfill writes them: the first starts at 13:00
    // on 3 March, 26 minutes after a week ago, at 125 USD.
    const backfilled = { fiveMinute: [], hourly: candles(Date.parse('2026-03-03T13:00:00Z'), HOUR) };
    const figures = candleFigures(backfilled, NOW);
    expect(figures.weekAgo).toBe(125);
    expect(figures.sparkline[0]).toBe(125);
    expect(figures.sparkline[1]).toBe(129); // index round(168 / 41) = 4 of 125, 126 … 292, 292.57
    expect(figures.sparkline.at(-1)).toBeCloseTo(PRICE_NOW, 10);
  });

  test('a coin with less than a week of history has no 7d reference, and its sparkline is what there is', () => {
    const short = { fiveMinute: [], hourly: candles(Date.parse('2026-03-09T12:00:00Z'), HOUR) };
    const figures = candleFigures(short, NOW);
    expect(figures).toMatchObject({ hourAgo: null, weekAgo: null });
    expect(figures.sparkline[0]).toBe(priceAt(Date.parse('2026-03-09T13:00:00Z')));
    expect(changeSince(PRICE_NOW, figures.weekAgo)).toBeNull();
  });

  test('the candle figures replace a coin’s 1h and 7d changes; a coin with no candles keeps its own', () => {
    const coin = (id: number) => ({ id, price: PRICE_NOW, change1h: 9, change7d: 9 }) as Coin;
    const [withCandles, without] = withCandleChanges(
      [coin(1), coin(2)],
      new Map([[1, candleFigures(series(), NOW)]]),
    );
    expect(withCandles?.change1h).toBeCloseTo(0.3659, 4);
    expect(withCandles?.change7d).toBeCloseTo(135.9409, 4);
    expect(without).toMatchObject({ change1h: 9, change7d: 9 });
  });
});

describe.each(databaseTargets)('figures read from price_candles on $name', (target) => {
  let database: Database;
  beforeAll(async () => {
    database = await target.open();
    const stored = (closes: Close[]) =>
      closes.map((c) => ({
        time: c.time,
        open: c.close,
        high: c.close,
        low: c.close,
        close: c.close,
        volume: 1,
      }));
    const { fiveMinute, hourly } = series();
    await storeCandles(database.db, [
      { coinId: 1, interval: '5m', candles: stored(fiveMinute) },
      { coinId: 1, interval: '1h', candles: stored(hourly) },
    ]);
  });
  afterAll(async () => {
    await database.close();
  });

  test('the same references, and a packed sparkline from the lowest level to the highest', async () => {
    const figures = await readCandleFigures(database.db, NOW);
    const btc = figures.get(1);
    expect(btc).toMatchObject({ hourAgo: 291.5, weekAgo: 124 });
    expect(btc?.sparkline).toHaveLength(SPARKLINE_POINTS);
    expect(btc?.sparkline[0]).toBe(124);
    expect(btc?.sparkline.at(-1)).toBeCloseTo(PRICE_NOW, 10);
    expect(btc?.encoded).toMatch(/^A[A-Za-z0-9_-]{40}_$/);
    // A steady climb: every point at or above the one before (y falls as the price rises).
    const ys = sparklinePoints(btc?.encoded ?? '')
      .split(' ')
      .map((p) => Number(p.split(',')[1]));
    expect(ys).toEqual([...ys].sort((a, b) => b - a));
    expect(figures.has(2)).toBe(false);
  });
});
