// An episode as the shows page receives it (the spec's fields), and how its thumbnail and player are addressed.
// Browser-safe.

export interface Episode {
  id: string;
  title: string;
  description: string;
  /** The show's id. */
  show: string;
  /** '52:10'. */
  duration: string;
  /** ISO date of broadcast. */
  date: string;
  youtubeId: string | null;
  views: number;
  type: 'live' | 'recorded';
}

/** A YouTube video id: 11 letters, digits, '-' or '_'. */
export const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

/** Recent Episodes shows at most this many. */
export const RECENT_EPISODES = 12;

export const playerUrl = (youtubeId: string) =>
  `https://www.youtube-nocookie.com/embed/${encodeURIComponent(youtubeId)}?autoplay=1&rel=0&modestbranding=1`;

/**
 * The thumbnail's addresses in the order tried: the provider's high-quality picture through our image cache, then
 * its max-resolution picture, then its default one (each answering 404 rather than a placeholder, so the next is
 * tried), then the provider's own high-quality address. When all fail, the show's own picture stands in.
 */
export function thumbnailChain(youtubeId: string): string[] {
  const id = encodeURIComponent(youtubeId);
  const cached = (source: string) =>
    `/api/image-cache/youtube/${id}?variant=thumbnail&format=webp&source=${source}&fallback=none`;
  return [cached('hq'), cached('max'), cached('default'), `https://i.ytimg.com/vi/${id}/hqdefault.jpg`];
}

/** The show's own picture, for an episode whose video is not published yet. */
export const showArt = (showId: string) => `/images/shows/${encodeURIComponent(showId)}.webp`;

export function formatDuration(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const mm = h ? String(m).padStart(2, '0') : String(m);
  return `${h ? `${h}:` : ''}${mm}:${String(s).padStart(2, '0')}`;
}

/** 'PT1H2M10S' for search engines. */
export function isoDuration(duration: string): string {
  const parts = duration.split(':').map(Number);
  const [h, m, s] = parts.length === 3 ? parts : [0, ...parts];
  return `PT${h ? `${h}H` : ''}${m ? `${m}M` : ''}${s ?? 0}S`;
}

/** VideoObject data for search engines: only for an episode with both a video id and a title. */
export function videoStructuredData(episode: Episode, siteUrl: string): Record<string, unknown> | null {
  if (!episode.youtubeId || !episode.title.trim()) return null;
  return {
    '@context': 'https://schema.org',
    '@type': 'VideoObject',
    name: episode.title,
    description: episode.description || episode.title,
    thumbnailUrl: [`${siteUrl}${thumbnailChain(episode.youtubeId)[0]}`],
    uploadDate: episode.date,
    duration: isoDuration(episode.duration),
    embedUrl: playerUrl(episode.youtubeId).split('?')[0],
    interactionStatistic: {
      '@type': 'InteractionCounter',
      interactionType: { '@type': 'WatchAction' },
      userInteractionCount: episode.views,
    },
  };
}
