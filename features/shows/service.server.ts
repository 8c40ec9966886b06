// The shows page's episodes: the most recent ones, newest first; and an editor publishing an episode's video.
import { desc, eq, lte } from 'drizzle-orm';
import type { Db } from '../../platform/db.server';
import { formatDuration, RECENT_EPISODES, type Episode } from './episodes';
import { showEpisodes } from './tables.server';

export async function recentEpisodes(db: Db, now: number, limit = RECENT_EPISODES): Promise<Episode[]> {
  const rows = await db
    .select()
    .from(showEpisodes)
    .where(lte(showEpisodes.airedAt, new Date(now)))
    .orderBy(desc(showEpisodes.airedAt))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    description: r.description,
    show: r.showId,
    duration: formatDuration(r.durationSeconds),
    date: r.airedAt.toISOString(),
    youtubeId: r.youtubeId,
    views: r.views,
    type: r.type === 'live' ? 'live' : 'recorded',
  }));
}

/** Publishes (or withdraws, with null) an episode's video; false when no such episode exists. */
export async function setEpisodeVideo(db: Db, id: string, youtubeId: string | null): Promise<boolean> {
  const done = await db
    .update(showEpisodes)
    .set({ youtubeId })
    .where(eq(showEpisodes.id, id))
    .returning({ id: showEpisodes.id });
  return done.length === 1;
}
