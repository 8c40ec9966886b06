// Each user's preferences (public-site-spec section 3), kept on the server so they follow the user.
import { boolean, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/server';

export const userPreferences = pgTable('user_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  updateIntervalMs: integer('update_interval_ms').notNull().default(300_000),
  currency: text('currency', { enum: ['USD', 'EUR', 'GBP'] })
    .notNull()
    .default('USD'),
  notifications: boolean('notifications').notNull().default(true),
  /** Alert delivery beyond the in-app notification (Premium, decision 3; e-mail to verified addresses only). */
  emailAlerts: boolean('email_alerts').notNull().default(false),
  pushAlerts: boolean('push_alerts').notNull().default(false),
  autoRefresh: boolean('auto_refresh').notNull().default(true),
  compactMode: boolean('compact_mode').notNull().default(false),
  soundEffects: boolean('sound_effects').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
