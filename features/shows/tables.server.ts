// The network's episodes: each with its show, air date, length, views and, once published, its video id.
import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const showEpisodes = pgTable(
  'show_episodes',
  {
    id: text('id').primaryKey(),
    showId: text('show_id').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    durationSeconds: integer('duration_seconds').notNull(),
    airedAt: timestamp('aired_at', { withTimezone: true }).notNull(),
    /** The YouTube video id once the episode is published; null until then. */
    youtubeId: text('youtube_id'),
    views: bigint('views', { mode: 'number' }).notNull().default(0),
    /** live or recorded: how it was broadcast. */
    type: text('type').notNull(),
  },
  (t) => [index('show_episodes_aired_idx').on(t.airedAt)],
);
