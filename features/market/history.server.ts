// Price history in price_candles: batched backfill, per-tick upserts of the open candles, reads for charts.
import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.server';
import { bucketStart, CHART_RANGES, type Candle, type CandleInterval, type ChartRange } from './candles';
import type { CoinQuote } from './schemas';
import { priceCandles } from './tables.server';

const BATCH_ROWS = 1000;
type CandleRow = typeof priceCandles.$inferInsert;

const toRow = (coinId: number, interval: CandleInterval, c: Candle): CandleRow => ({
  coinId,
  interval,
  bucketStart: new Date(c.time),
  open: String(c.open),
  high: String(c.high),
  low: String(c.low),
  close: String(c.close),
  volume: String(c.volume),
});

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
    // The embedded database runs on this thread: let waiting requests in between chunks.
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
  return rows.length;
}

/** Folds the latest prices into the open 5-minute, hourly and daily candles of every coin. */
export async function recordTick(db: Db, quotes: CoinQuote[], now: number): Promise<void> {
  const rows: CandleRow[] = [];
  for (const q of quotes) {
    for (const interval of ['5m', '1h', '1d'] as const) {
      const p = q.priceUsd;
      rows.push(
        toRow(q.id, interval, {
          time: bucketStart(now, interval),
          open: p,
          high: p,
          low: p,
          close: p,
          volume: q.volume24hUsd,
        }),
      );
    }
  }
  for (let i = 0; i < rows.length; i += BATCH_ROWS) {
    await db
      .insert(priceCandles)
      .values(rows.slice(i, i + BATCH_ROWS))
      .onConflictDoUpdate({
        target: [priceCandles.coinId, priceCandles.interval, priceCandles.bucketStart],
        set: {
          high: sql`greatest(${priceCandles.high}, excluded.high)`,
          low: sql`least(${priceCandles.low}, excluded.low)`,
          close: sql`excluded.close`,
          volume: sql`excluded.volume`,
        },
      });
  }
}

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
  return rows.map((r) => ({
    time: r.bucketStart.getTime(),
    open: Number(r.open),
    high: Number(r.high),
    low: Number(r.low),
    close: Number(r.close),
    volume: Number(r.volume),
  }));
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
