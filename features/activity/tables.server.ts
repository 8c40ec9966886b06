// The activity log: one row per thing a signed-in user did.
import { bigserial, index, jsonb, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/server';

export const userActivities = pgTable(
  'user_activities',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    activityType: text('activity_type').notNull(),
    description: text('description').notNull(),
    coinSymbol: text('coin_symbol'),
    coinName: text('coin_name'),
    coinId: text('coin_id'),
    amount: numeric('amount'),
    valueUsd: numeric('value_usd'),
    priceUsd: numeric('price_usd'),
    pageName: text('page_name'),
    pagePath: text('page_path'),
    alertType: text('alert_type'),
    targetPrice: numeric('target_price'),
    triggerPrice: numeric('trigger_price'),
    settingName: text('setting_name'),
    oldValue: text('old_value'),
    newValue: text('new_value'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_activities_user_created_idx').on(t.userId, t.createdAt)],
);
