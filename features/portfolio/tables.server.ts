// Portfolio positions: each row is one lot (a purchase), quantities and prices as numeric, never floats.
import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/server';

export const portfolioPositions = pgTable(
  'portfolio_positions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    coinId: integer('coin_id').notNull(),
    symbol: text('symbol').notNull(),
    name: text('name').notNull(),
    imageUrl: text('image_url'),
    quantity: numeric('quantity', { precision: 38, scale: 18 }).notNull(),
    purchasePrice: numeric('purchase_price', { precision: 38, scale: 18 }).notNull(),
    purchaseDate: timestamp('purchase_date', { withTimezone: true }).notNull(),
    notes: text('notes'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('portfolio_positions_user_idx').on(t.userId, t.createdAt),
    check('portfolio_positions_quantity_positive', sql`${t.quantity} > 0`),
    check('portfolio_positions_price_positive', sql`${t.purchasePrice} > 0`),
  ],
);
