// Records which seed sets have been loaded, so each loads exactly once.
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const seedRuns = pgTable('seed_runs', {
  name: text('name').primaryKey(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});
