// A user's portfolios and their transactions, quantities and prices as numeric, never floats.
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../auth/server';
import { FEE_CURRENCIES, TRANSACTION_TYPES } from './ledger';

/** A user's named portfolios; the first is made when they first record a transaction. */
export const portfolios = pgTable(
  'portfolios',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('portfolios_user_name_idx').on(t.userId, sql`lower(${t.name})`)],
);

/**
 * What happened to a portfolio's coins: a buy, a sale, a transfer in or out (features/portfolio/ledger.ts replays
 * them). A buy is what the spec calls a position: its price is the purchase price, its time the purchase date.
 */
export const portfolioTransactions = pgTable(
  'portfolio_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    portfolioId: uuid('portfolio_id')
      .notNull()
      .references(() => portfolios.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    coinId: integer('coin_id').notNull(),
    symbol: text('symbol').notNull(),
    name: text('name').notNull(),
    imageUrl: text('image_url'),
    type: text('type', { enum: TRANSACTION_TYPES }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    quantity: numeric('quantity', { precision: 38, scale: 18 }).notNull(),
    /** USD per coin; null for a transfer out. */
    price: numeric('price', { precision: 38, scale: 18 }),
    fee: numeric('fee', { precision: 38, scale: 18 }),
    feeCurrency: text('fee_currency', { enum: FEE_CURRENCIES }).notNull().default('usd'),
    note: text('note'),
    /** What an import knew the row by (its source and the exchange's id or the row's content), to skip it again. */
    importKey: text('import_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('portfolio_transactions_portfolio_idx').on(t.portfolioId, t.at, t.createdAt),
    index('portfolio_transactions_user_idx').on(t.userId, t.at),
    uniqueIndex('portfolio_transactions_import_idx').on(t.portfolioId, t.importKey),
    check(
      'portfolio_transactions_type',
      sql`${t.type} in ('buy', 'sell', 'transfer_in', 'transfer_out') and ${t.feeCurrency} in ('usd', 'coin')`,
    ),
    check('portfolio_transactions_quantity_positive', sql`${t.quantity} > 0`),
    check('portfolio_transactions_fee_not_negative', sql`${t.fee} is null or ${t.fee} >= 0`),
    check(
      'portfolio_transactions_priced',
      // NULL passes a CHECK: each case says whether a price is there.
      sql`case ${t.type} when 'transfer_out' then ${t.price} is null when 'transfer_in' then ${t.price} is not null and ${t.price} >= 0 else ${t.price} is not null and ${t.price} > 0 end`,
    ),
  ],
);
