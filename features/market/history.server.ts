// Price history in price_candles: batched backfill, per-tick upserts of the open candles, reads for charts.
import { and, asc, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.server';
import { bucketStart, CHART_RANGES, type Candle, type CandleInterval, type ChartRange } from './candles';
import type { Coin } from './schemas';
import { priceCandles } from './tables.server';

// Small enough that requests waiting on the embedded database are not held for long.
const BULK_ROWS = 2_500;

/**
 * Inserts generated or imported candles; existing buckets are kept. Answers rows written.
 * Columns go as arrays through unnest(): one statement and eight parameters per chunk.
 */
export async function storeCandles(
  db: Db,
  series: { coinId: number; interval: CandleInterval; candles: Candle[] }[],
): Promise<number> {
  const rows = series.flatMap((s) => s.candles.map((c) => ({ coinId: s.coinId, interval: s.interval, c })));
  for (let i = 0; i < rows.length; i += BULK_ROWS) {
    const chunk = rows.slice(i, i + BULK_ROWS);
    const col = <T>(f: (r: (typeof chunk)[number]) => T) => sql.param(chunk.map(f));
    await db.execute(sql`
      insert into price_candles (coin_id, interval, bucket_start, open, high, low, close, volume)
      select * from unnest(
        ${col((r) => r.coinId)}::int[], ${col((r) => r.interval)}::text[],
        ${col((r) => new Date(r.c.time).toISOString())}::timestamptz[],
        ${col((r) => String(r.c.open))}::numeric[], ${col((r) => String(r.c.high))}::numeric[],
        ${col((r) => String(r.c.low))}::numeric[], ${col((r) => String(r.c.close))}::numeric[],
        ${col((r) => String(r.c.volume))}::numeric[])
      on conflict do nothing`);
    // Let requests in between chunks: building a chunk's arrays is this thread's work.
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
  return rows.length;
}

/**
 * Folds the latest prices into the open 5-minute, hourly and daily candles of every coin. One statement with its
 * columns as eight arrays: building 900 rows of parameters through the query builder held the event loop ~25 ms.
 */
export async function recordTick(db: Db, quotes: Coin[], now: number): Promise<void> {
  const intervals = ['5m', '1h', '1d'] as const;
  const rows = quotes.flatMap((q) => intervals.map((interval) => ({ q, interval })));
  const col = <T>(f: (r: (typeof rows)[number]) => T) => sql.param(rows.map(f));
  const price = col((r) => String(r.q.price));
  await db.execute(sql`
    insert into price_candles (coin_id, interval, bucket_start, open, high, low, close, volume)
    select * from unnest(
      ${col((r) => r.q.id)}::int[], ${col((r) => r.interval)}::text[],
      ${col((r) => new Date(bucketStart(now, r.interval)).toISOString())}::timestamptz[],
      ${price}::numeric[], ${price}::numeric[], ${price}::numeric[], ${price}::numeric[],
      ${col((r) => String(r.q.volume24h))}::numeric[])
    on conflict (coin_id, interval, bucket_start) do update set
      high = greatest(price_candles.high, excluded.high),
      low = least(price_candles.low, excluded.low),
      close = excluded.close,
      volume = excluded.volume`);
}

/** A stored candle as the charts and the API read it. */
const toCandle = (r: typeof priceCandles.$inferSelect): Candle => ({
  time: r.bucketStart.getTime(),
  open: Number(r.open),
  high: Number(r.high),
  low: Number(r.low),
  close: Number(r.close),
  volume: Number(r.volume),
});

/** The candles of one coin for a chart range, oldest first. */
export async function readCandles(db: Db, coinId: number, range: ChartRange, now: number): Promise<Candle[]> {
  const { interval, spanMs } = CHART_RANGES[range];
  const conditions = [eq(priceCandles.coinId, coinId), eq(priceCandles.interval, interval)];
  if (Number.isFinite(spanMs)) conditions.push(gte(priceCandles.bucketStart, new Date(now - spanMs)));
  const rows = await db
    .select()
    .from(priceCandles)
    .where(and(...conditions))
    .orderBy(asc(priceCandles.bucketStart));
  return rows.map(toCandle);
}

/** Drops fine-grained candles nobody charts any more: 5-minute after 8 days, hourly after 90. */
export async function pruneCandles(db: Db, now: number): Promise<void> {
  await db
    .delete(priceCandles)
    .where(
      and(eq(priceCandles.interval, '5m'), lt(priceCandles.bucketStart, new Date(now - 8 * 86_400_000))),
    );
  await db
    .delete(priceCandles)
    .where(
      and(eq(priceCandles.interval, '1h'), lt(priceCandles.bucketStart, new Date(now - 90 * 86_400_000))),
    );
}

/** Closing prices of several coins at one interval since a time, as decimal strings (portfolio analytics). */
export async function readCloses(
  db: Db,
  coinIds: readonly number[],
  interval: CandleInterval,
  since: number,
): Promise<{ coinId: number; time: number; close: string }[]> {
  if (coinIds.length === 0) return [];
  const rows = await db
    .select({ coinId: priceCandles.coinId, bucketStart: priceCandles.bucketStart, close: priceCandles.close })
    .from(priceCandles)
    .where(
      and(
        inArray(priceCandles.coinId, [...coinIds]),
        eq(priceCandles.interval, interval),
        gte(priceCandles.bucketStart, new Date(since)),
      ),
    )
    .orderBy(asc(priceCandles.bucketStart));
  return rows.map((r) => ({ coinId: r.coinId, time: r.bucketStart.getTime(), close: r.close }));
}

/**
 * One coin's candles of an interval whose buckets start in [from, to), the newest `limit` of them, oldest first
 * (the public API's OHLCV history).
 */
export async function readCandleSpan(
  db: Db,
  coinId: number,
  interval: CandleInterval,
  span: { from: number; to: number; limit: number },
): Promise<Candle[]> {
  const rows = await db
    .select()
    .from(priceCandles)
    .where(
      and(
        eq(priceCandles.coinId, coinId),
        eq(priceCandles.interval, interval),
        gte(priceCandles.bucketStart, new Date(span.from)),
        lt(priceCandles.bucketStart, new Date(span.to)),
      ),
    )
    .orderBy(desc(priceCandles.bucketStart))
    .limit(span.limit);
  return rows.reverse().map(toCandle);
}
