// Tables of the market feature: the latest snapshots and the price history.
import { sql } from 'drizzle-orm';
import { integer, jsonb, numeric, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** The latest snapshot of each kind ('listings', 'global'), as served: survives restarts and cache loss. */
export const marketSnapshots = pgTable('market_snapshots', {
  kind: text('kind').primaryKey(),
  payload: jsonb('payload').notNull(),
  source: text('source').notNull(),
  fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull(),
});

/** OHLCV candles per coin and interval ('5m', '1h', '1d'); prices as numeric, never floats. */
export const priceCandles = pgTable(
  'price_candles',
  {
    coinId: integer('coin_id').notNull(),
    interval: text('interval').notNull(),
    bucketStart: timestamp('bucket_start', { withTimezone: true }).notNull(),
    open: numeric('open').notNull(),
    high: numeric('high').notNull(),
    low: numeric('low').notNull(),
    close: numeric('close').notNull(),
    volume: numeric('volume')
      .notNull()
      .default(sql`0`),
  },
  // Only the primary key: charts read by coin; pruning (every few minutes) may scan. A second index cost
  // about 15 % of the first-start backfill on the embedded database.
  (t) => [primaryKey({ columns: [t.coinId, t.interval, t.bucketStart] })],
);
