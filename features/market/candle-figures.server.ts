// The candle figures of every listed coin, read from price_candles at most once a minute and kept in memory: the
// 1h and 7d changes of the simulated feed (which has no such figures of its own) and the 7-day sparklines.
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../platform/db.server';
import type { Logger } from '../../platform/logger.server';
import { HOUR_MS } from '../../lib/time';
import {
  candleFigures,
  changeSince,
  lastEndedBucket,
  WEEK_MS,
  type CandleFigures,
  type Close,
} from './candle-figures';
import type { Coin } from './schemas';
import { encodeSparkline } from './sparkline';

/** The figures are read again when older than this. */
export const CANDLE_FIGURES_TTL_MS = 60_000;
/**
 * Hourly candles are read one in four (the sparkline's pace) over the week, and every one near the week-ago reference
 * (from this far before it, for a gap, to two hours after, for a history that starts just after it).
 */
const SPARK_STEP_HOURS = 4;
const WEEK_LOOKBACK_MS = 12 * HOUR_MS;

export interface CoinCandleFigures extends CandleFigures {
  /** The sparkline packed for the page (sparkline.ts), '' with fewer than two points. */
  encoded: string;
}

/**
 * Every coin's candle figures at `now` in two statements: the 5-minute close that had ended an hour ago, and one
 * hourly close in four from just before the week to the newest (the embedded database runs on this thread: 13
 * thousand rows, not 50).
 */
export async function readCandleFigures(db: Db, now: number): Promise<Map<number, CoinCandleFigures>> {
  const hourRef = lastEndedBucket(now - HOUR_MS, '5m');
  const weekRef = lastEndedBucket(now - WEEK_MS, '1h');
  const newestHour = Math.floor(now / HOUR_MS) * HOUR_MS;
  const iso = (t: number) => new Date(t).toISOString();
  const [fiveMinute, hourly] = await Promise.all([
    queryRows<{ coin_id: number; at: string | Date; open: string; close: string }>(
      db,
      sql`select distinct on (coin_id) coin_id, bucket_start as at, open, close from price_candles
          where interval = '5m' and bucket_start <= ${iso(hourRef)}::timestamptz
            and bucket_start > ${iso(hourRef - HOUR_MS)}::timestamptz
          order by coin_id, bucket_start desc`,
    ),
    queryRows<{ coin_id: number; at: string | Date; open: string; close: string }>(
      db,
      sql`select coin_id, bucket_start as at, open, close from price_candles
          where interval = '1h' and bucket_start >= ${iso(weekRef - WEEK_LOOKBACK_MS)}::timestamptz
            and bucket_start <= ${iso(newestHour)}::timestamptz
            and (mod((extract(epoch from bucket_start)::bigint - ${weekRef / 1000}) / 3600, ${SPARK_STEP_HOURS}) = 0
                 or bucket_start < ${iso(weekRef + 3 * HOUR_MS)}::timestamptz
                 or bucket_start = ${iso(newestHour)}::timestamptz)
          order by coin_id, bucket_start`,
    ),
  ]);
  const series = new Map<number, { fiveMinute: Close[]; hourly: Close[] }>();
  const of = (id: number) => {
    let s = series.get(id);
    if (!s) series.set(id, (s = { fiveMinute: [], hourly: [] }));
    return s;
  };
  const close = (r: { at: string | Date; open: string; close: string }): Close => ({
    time: new Date(r.at).getTime(),
    open: Number(r.open),
    close: Number(r.close),
  });
  for (const r of fiveMinute) of(r.coin_id).fiveMinute.push(close(r));
  for (const r of hourly) of(r.coin_id).hourly.push(close(r));
  const out = new Map<number, CoinCandleFigures>();
  for (const [id, s] of series) {
    const figures = candleFigures(s, now);
    out.set(id, { ...figures, encoded: encodeSparkline(figures.sparkline) });
  }
  return out;
}

/** The coins with their 1h and 7d changes from the candles, where the candles reach back far enough. */
export function withCandleChanges(coins: Coin[], figures: ReadonlyMap<number, CandleFigures>): Coin[] {
  return coins.map((coin) => {
    const f = figures.get(coin.id);
    if (!f) return coin;
    return {
      ...coin,
      change1h: changeSince(coin.price, f.hourAgo) ?? coin.change1h,
      change7d: changeSince(coin.price, f.weekAgo) ?? coin.change7d,
    };
  });
}

/**
 * The figures kept in memory: `current()` answers the last read at once and reads again in the background once it
 * is a minute old (one read at a time); only the first call waits. A failed read logs and keeps the last figures.
 */
export function createCandleFiguresStore(deps: { db: Db; clock: () => number; logger: Logger }) {
  let figures: { at: number; byCoin: Map<number, CoinCandleFigures> } | undefined;
  let reading: Promise<void> | undefined;

  function read(): Promise<void> {
    const at = deps.clock();
    reading ??= readCandleFigures(deps.db, at)
      .then(
        (byCoin) => {
          figures = { at, byCoin };
        },
        (err: unknown) => {
          deps.logger.warn({ err }, 'candle figures unreadable: keeping the last ones');
          // Not again before the next minute.
          figures = { at, byCoin: figures?.byCoin ?? new Map() };
        },
      )
      .finally(() => {
        reading = undefined;
      });
    return reading;
  }

  return {
    /** The figures, waiting only for the first read. */
    async current(): Promise<ReadonlyMap<number, CoinCandleFigures>> {
      if (!figures) await read();
      else if (deps.clock() - figures.at >= CANDLE_FIGURES_TTL_MS) void read();
      return figures?.byCoin ?? new Map();
    },
    /** The figures as they are, starting a read when due (the price ticks must not wait for the database). */
    now(): ReadonlyMap<number, CoinCandleFigures> {
      if (!figures || deps.clock() - figures.at >= CANDLE_FIGURES_TTL_MS) void read();
      return figures?.byCoin ?? new Map();
    },
    /** Resolves once no read is under way. */
    settled: () => reading ?? Promise.resolve(),
  };
}

export type CandleFiguresStore = ReturnType<typeof createCandleFiguresStore>;
