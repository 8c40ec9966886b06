// Tables of the system feature: browser error reports.
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const errorReports = pgTable(
  'error_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reference: text('reference').notNull(),
    message: text('message').notNull(),
    stack: text('stack'),
    url: text('url'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('error_reports_created_at_idx').on(t.createdAt)],
);
