// The watchlist: the coins each user follows, one row per user and coin.
import { bigserial, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/server';

export const watchlistItems = pgTable(
  'watchlist_items',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The coin's CoinMarketCap id, as every coin of the site is keyed. */
    coinId: integer('coin_id').notNull(),
    symbol: text('symbol').notNull(),
    name: text('name').notNull(),
    imageUrl: text('image_url'),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('watchlist_items_user_coin_idx').on(t.userId, t.coinId),
    index('watchlist_items_user_added_idx').on(t.userId, t.addedAt),
  ],
);
