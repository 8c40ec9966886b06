// The coin reference table: every coin the market-data source maps, with its details.
import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const cryptoReference = pgTable(
  'crypto_reference',
  {
    id: integer('id').primaryKey(),
    symbol: text('symbol').notNull(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    rank: integer('rank'),
    logoUrl: text('logo_url'),
    category: text('category').notNull(),
    platformName: text('platform_name'),
    tokenAddress: text('token_address'),
    websiteUrl: text('website_url'),
    twitterUsername: text('twitter_username'),
    description: text('description'),
    isActive: boolean('is_active').notNull().default(true),
    mapSyncedAt: timestamp('map_synced_at', { withTimezone: true }).notNull(),
    infoSyncedAt: timestamp('info_synced_at', { withTimezone: true }),
  },
  (t) => [index('crypto_reference_symbol_idx').on(t.symbol), index('crypto_reference_rank_idx').on(t.rank)],
);
