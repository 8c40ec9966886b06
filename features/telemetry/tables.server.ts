// Measurements the browsers report (web vitals, long tasks, request timings, scroll depth): kept 30 days at most,
// and never more than a fixed number of rows.
import { bigserial, doublePrecision, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const telemetryEvents = pgTable(
  'telemetry_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** vital, long-task, request or scroll-depth. */
    kind: text('kind').notNull(),
    /** The vital's name (LCP...), the request's target (api...) or the scroll depth (25...); '' for long tasks. */
    name: text('name').notNull(),
    /** Milliseconds (CLS: its score; scroll depth: the percent). */
    value: doublePrecision('value').notNull(),
    rating: text('rating'),
    /** The request's endpoint, for request timings. */
    detail: text('detail'),
    path: text('path').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('telemetry_events_created_at_idx').on(t.createdAt),
    index('telemetry_events_kind_name_idx').on(t.kind, t.name, t.createdAt),
  ],
);
