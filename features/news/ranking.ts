// Which stories lead the home page: read often and recently. Browser-safe.
import type { Article } from './rules';

const HOUR = 3_600_000;
/** Stories older than this do not lead, unless too few newer ones exist. */
export const TOP_STORY_WINDOW_MS = 7 * 24 * HOUR;

/** Views per hour of age, with the age weighing more than linearly (a day-old hit yields to a fresh one). */
export function topStoryScore(article: Article, now: number): number {
  const ageHours = Math.max(0, now - Date.parse(article.publishedAt)) / HOUR;
  return (article.views + 1) / (ageHours + 2) ** 1.5;
}

/** The `count` leading stories: the best scored of the last week, then the newest of the rest if too few. */
export function topStories(news: Article[], now: number, count: number): Article[] {
  const recent = news.filter((a) => now - Date.parse(a.publishedAt) <= TOP_STORY_WINDOW_MS);
  const ranked = recent
    .map((a) => ({ a, score: topStoryScore(a, now) }))
    .sort((x, y) => y.score - x.score)
    .map((x) => x.a);
  const chosen = new Set(ranked.slice(0, count));
  for (const a of news) {
    if (chosen.size >= count) break;
    chosen.add(a);
  }
  return [...chosen];
}
