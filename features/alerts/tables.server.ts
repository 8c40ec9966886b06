// Price alerts, the notifications they write, and the browsers that receive them by Web Push.
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
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

export const priceAlerts = pgTable(
  'price_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    symbol: text('symbol').notNull(),
    thresholdPercent: numeric('threshold_percent', { precision: 6, scale: 1 }).notNull().default('5'),
    direction: text('direction', { enum: ['up', 'down', 'both'] }).notNull(),
    alertType: text('alert_type', { enum: ['watchlist', 'portfolio', 'custom'] })
      .notNull()
      .default('custom'),
    isActive: boolean('is_active').notNull().default(true),
    /** The price a move is measured from: the price at creation, then at each trigger. Null until first priced. */
    referencePrice: numeric('reference_price', { precision: 38, scale: 18 }),
    referenceAt: timestamp('reference_at', { withTimezone: true }),
    /** Only a move within this many minutes counts (null: any time). */
    windowMinutes: integer('window_minutes'),
    /** After a trigger, the alert stays quiet this long (COOLDOWN_DEFAULT_MINUTES unless the user chose). */
    cooldownMinutes: integer('cooldown_minutes').notNull().default(60),
    snoozedUntil: timestamp('snoozed_until', { withTimezone: true }),
    lastTriggeredAt: timestamp('last_triggered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('price_alerts_user_idx').on(t.userId, t.createdAt),
    // The alert job reads the active alerts of the coins that moved.
    index('price_alerts_active_symbol_idx')
      .on(t.symbol)
      .where(sql`${t.isActive}`),
    check('price_alerts_threshold_range', sql`${t.thresholdPercent} >= 0.1 and ${t.thresholdPercent} <= 100`),
  ],
);

export const alertNotifications = pgTable(
  'alert_notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    alertId: uuid('alert_id').references(() => priceAlerts.id, { onDelete: 'set null' }),
    symbol: text('symbol').notNull(),
    severity: text('severity', { enum: ['success', 'warning', 'error', 'info'] }).notNull(),
    priceChangePercent: numeric('price_change_percent', { precision: 38, scale: 18 }).notNull(),
    oldPrice: numeric('old_price', { precision: 38, scale: 18 }).notNull(),
    newPrice: numeric('new_price', { precision: 38, scale: 18 }).notNull(),
    isRead: boolean('is_read').notNull().default(false),
    triggeredAt: timestamp('triggered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('alert_notifications_user_time_idx').on(t.userId, t.triggeredAt),
    index('alert_notifications_alert_idx').on(t.alertId),
  ],
);

export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_idx').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
  ],
);
