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
    /** What fires it: a % move from the reference ('percent', every alert made before targets), or crossing a price. */
    condition: text('condition', { enum: ['percent', 'price_target'] })
      .notNull()
      .default('percent'),
    /** A price-target alert's price, in US dollars (entered in the reader's currency, converted at creation). */
    targetPriceUsd: numeric('target_price_usd', { precision: 38, scale: 18 }),
    /** False: the alert switches itself off after it fires once. */
    repeats: boolean('repeats').notNull().default(true),
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
    check(
      'price_alerts_target_positive',
      sql`${t.condition} <> 'price_target' or (${t.targetPriceUsd} is not null and ${t.targetPriceUsd} > 0)`,
    ),
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
    /** Set when a price-target alert fired: the target it crossed (USD) and which way. */
    targetPriceUsd: numeric('target_price_usd', { precision: 38, scale: 18 }),
    crossed: text('crossed', { enum: ['above', 'below'] }),
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

/** An alert's HTTPS webhook (Enterprise): at most one per alert; the secret is sealed (webhook-secret-box). */
export const alertWebhooks = pgTable(
  'alert_webhooks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    alertId: uuid('alert_id')
      .notNull()
      .references(() => priceAlerts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    secretSealed: text('secret_sealed').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('alert_webhooks_alert_idx').on(t.alertId),
    index('alert_webhooks_user_idx').on(t.userId),
  ],
);

/**
 * One message to a webhook (an alert firing, or a test) and where its delivery stands: retried until it succeeds or
 * its retries run out. `nextAttemptAt` is when it is due; an instance that takes it pushes it forward first (a
 * claim), so no other sends it meanwhile.
 */
export const alertWebhookDeliveries = pgTable(
  'alert_webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    webhookId: uuid('webhook_id')
      .notNull()
      .references(() => alertWebhooks.id, { onDelete: 'cascade' }),
    eventType: text('event_type', { enum: ['alert.triggered', 'webhook.test'] }).notNull(),
    /** The JSON body, sent byte for byte at every attempt. */
    payload: text('payload').notNull(),
    status: text('status', { enum: ['pending', 'delivered', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** The last attempt's HTTP status, or null when it got no answer. */
    lastStatusCode: integer('last_status_code'),
    lastError: text('last_error'),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    /**
     * When and why a `failed` delivery was given up: its retries ran out, or it was ended without a send (the plan
     * lapsed, the secret is unreadable). A give-up is no attempt: the last attempt's status, error and time stay.
     */
    gaveUpAt: timestamp('gave_up_at', { withTimezone: true }),
    gaveUpReason: text('gave_up_reason', {
      enum: ['retries_exhausted', 'plan_lapsed', 'secret_unreadable'],
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('alert_webhook_deliveries_webhook_idx').on(t.webhookId, t.createdAt),
    // The delivery job reads the pending deliveries that are due.
    index('alert_webhook_deliveries_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);
