// What the browser shows of an article, and the rules the spec gives for showing it: links, image fallback,
// excerpts, ages, source and read-time defaults, the home page's counts. Browser-safe, zod-free.
import { articleArtPath } from './art';
import { NEWS_CATEGORIES, type NewsCategory } from './categories';

export const ARTICLE_TYPES = ['news', 'press_release', 'interview', 'tutorial'] as const;
export type ArticleType = (typeof ARTICLE_TYPES)[number];

/**
 * An article as the site shows it: the lists, its page, the ticker, the sitemaps and feeds. The /api lists answer it
 * under the spec's field names (wire.ts maps it there and back).
 */
export interface Article {
  id: number;
  slug: string;
  type: ArticleType;
  title: string;
  description: string;
  category: string;
  tags: string[];
  /** Its page here, or the original's address for an ingested story. */
  url: string;
  /** Pictures this site can show (null for any other: the story's generated picture stands in). */
  images: { optimized: string | null; original: string | null };
  imageUrl: string | null;
  sourceName: string | null;
  /** ISO 8601. */
  publishedAt: string;
  readTime: number | null;
  views: number;
}

/** An article page: the article and its body. */
export interface ArticleDetail extends Article {
  /** Sanitized HTML. */
  bodyHtml: string;
  /** The original's address, for an ingested story. */
  sourceUrl: string | null;
  /**
   * Whether the body starts with the summary's text (a feed item whose only text is its summary): the page then
   * shows it once, in the body, not again as the standfirst above it.
   */
  summaryInBody: boolean;
}

/** An article as the editor shows it: the article's own fields, its Markdown, state and last change. */
export interface EditorArticle extends Pick<
  Article,
  | 'id'
  | 'type'
  | 'slug'
  | 'title'
  | 'description'
  | 'category'
  | 'tags'
  | 'sourceName'
  | 'imageUrl'
  | 'publishedAt'
  | 'url'
> {
  markdown: string;
  /** draft, scheduled (published with a future date) or published. */
  state: 'draft' | 'scheduled' | 'published';
  updatedAt: string;
  ingested: boolean;
}

/** One page of a list of articles: its items, how many there are in all, and which page it is. */
export interface ArticleList<T = Article> {
  items: T[];
  total: number;
  page: number;
}

export interface EditorPage extends ArticleList<EditorArticle> {
  pageSize: number;
}

/** The list calls answer at most this many (the home page asks for 120). */
export const LIST_LIMIT_MAX = 120;
/** The home page's first display, and each 'Load More' step. */
export const HOME_PAGE_STEP = 4;
export const HOME_FETCH_LIMIT = 120;
export const TRENDING_COUNT = 5;
export const FEATURED_COUNT = 3;
export const EXCERPT_LENGTH = 120;
export const DEFAULT_READ_TIME_MINUTES = 5;
export const DEFAULT_SOURCE_NAME = 'Blockcast Media Network';
/** The scrolling bar: this many news and press items, refreshed this often. */
export const TICKER_NEWS_COUNT = 10;
export const TICKER_PRESS_COUNT = 5;
export const TICKER_REFRESH_MS = 5 * 60_000;
/** Articles on one page of /news, /press-releases, /expert-interviews and /tutorials. */
export const LIST_PAGE_SIZE = 20;
/** Words a reader reads in a minute, for the read time. */
export const WORDS_PER_MINUTE = 225;

/** 'Load More News' shows while fewer than all but the last 3 are visible (decision 16). */
export const moreNewsRemain = (visible: number, total: number) => visible < total - 3;
/** 'Load More Press Releases' shows while fewer than all but the last one are visible (decision 16). */
export const morePressRemain = (visible: number, total: number) => visible < total - 1;

export function isNewsCategory(value: string): value is NewsCategory {
  return (NEWS_CATEGORIES as readonly string[]).includes(value);
}

const SECTION: Record<ArticleType, string> = {
  news: '/news',
  press_release: '/press-releases',
  interview: '/expert-interviews',
  tutorial: '/tutorials',
};

/** The page of an article written or kept here: its section, then its slug. */
export const articlePath = (type: ArticleType, slug: string) =>
  `${SECTION[type]}/${encodeURIComponent(slug)}`;

/** The page a list links an article to. */
export function articleHref(article: Pick<Article, 'type' | 'slug' | 'url'>): string {
  // A news item's own address counts when it is a press release's; any other article opens its page here.
  if (article.type === 'news' && article.url.includes('/press-releases/')) return article.url;
  return articlePath(article.type, article.slug);
}

/** The last picture of all, when even a story's generated one fails to load (a static file). */
export const DEFAULT_STOCK_IMAGE = '/images/stock/default.webp';

/**
 * A picture on another site, fetched, resized and re-encoded by our image proxy (the CSP allows no other). With a
 * fallback (the story's generated JPEG), the proxy answers that picture, at the same size, when the remote one
 * cannot be had (a host that does not resolve, a 404, no image, no answer) instead of a gray box.
 */
export const proxiedImage = (url: string, width = 800, height = 450, format = 'webp', fallback?: string) =>
  `/api/image-proxy?url=${encodeURIComponent(url)}&format=${format}&width=${width}&height=${height}&quality=90${
    fallback ? `&fallback=${encodeURIComponent(fallback)}` : ''
  }`;

type Pictured = Pick<Article, 'id' | 'title' | 'images' | 'imageUrl' | 'category'>;

/** The article's own picture, if any: images.optimized, else images.original, else imageUrl (NEWS-024). */
export const ownPicture = (article: Pick<Article, 'images' | 'imageUrl'>) =>
  article.images.optimized || article.images.original || article.imageUrl;

/**
 * images.optimized, else images.original, else imageUrl, else the story's generated picture (NEWS-024's stock
 * picture by category, made one per story: four shared pictures made a list of the same picture over and over).
 */
export function articleImage(article: Pictured): string {
  const src = ownPicture(article);
  if (!src) return articleArtPath(article, 'svg');
  return /^https?:\/\//i.test(src)
    ? proxiedImage(src, 800, 450, 'webp', articleArtPath(article, 'jpg'))
    : src;
}

/**
 * The picture a link preview (og:image) shows, as a path of this site: the story's own picture from another site
 * as a 1200x630 JPEG through the proxy (its generated picture, as a 1200x630 JPEG, when that site cannot serve it),
 * an upload as it is, else its generated picture as a JPEG. Social sites read no SVG.
 */
export function articleShareImage(article: Pictured): string {
  const src = ownPicture(article);
  if (!src) return articleArtPath(article, 'jpg');
  return /^https?:\/\//i.test(src)
    ? proxiedImage(src, 1200, 630, 'jpeg', articleArtPath(article, 'jpg'))
    : src;
}

/** Whether a body's text begins with the summary (whole, or cut short with an ellipsis), spaces aside. */
export function summaryInBody(summary: string, bodyText: string): boolean {
  const flat = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();
  const lead = flat(summary).replace(/…$/, '').trimEnd();
  return lead.length > 0 && flat(bodyText).startsWith(lead);
}

/** The text cut to at most `max` characters, at a word where one is near, with an ellipsis when cut. */
export function excerpt(text: string, max = EXCERPT_LENGTH): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  // A cut that falls just before a space keeps its last word whole.
  const space = clean[max - 1] === ' ' ? cut.length : cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:!?-]+$/, '')}…`;
}

const HOUR = 3_600_000;

/** 'N minutes ago' within the hour, 'N hours ago' under a day, 'Yesterday' up to two days, else a short date. */
export function ageLabel(publishedIso: string, now: number): string {
  const published = Date.parse(publishedIso);
  if (Number.isNaN(published)) return '';
  const age = Math.max(0, now - published);
  if (age < HOUR) {
    const minutes = Math.max(1, Math.floor(age / 60_000));
    return `${minutes} minute${minutes === 1 ? '' : 's'} ago`;
  }
  if (age < 24 * HOUR) {
    const hours = Math.floor(age / HOUR);
    return `${hours} hour${hours === 1 ? '' : 's'} ago`;
  }
  if (age < 48 * HOUR) return 'Yesterday';
  return shortDate(publishedIso, now);
}

/** 'Nov 3' in the current year, 'Nov 3, 2025' before it; in UTC, so the server and the browser agree. */
export function shortDate(iso: string, now = Date.now()): string {
  const date = new Date(iso);
  const sameYear = date.getUTCFullYear() === new Date(now).getUTCFullYear();
  return date.toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    ...(sameYear ? {} : { year: 'numeric' }),
    timeZone: 'UTC',
  });
}

/** 'March 3, 2026': an article page's date line. */
export function longDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

export const sourceLabel = (article: Pick<Article, 'sourceName'>) =>
  article.sourceName?.trim() || DEFAULT_SOURCE_NAME;

export const readTimeLabel = (article: Pick<Article, 'readTime'>) =>
  `${article.readTime && article.readTime > 0 ? article.readTime : DEFAULT_READ_TIME_MINUTES} min read`;

/** '12.4K views', '850 views', '1.2M views'. */
export function viewsLabel(views: number): string {
  if (views >= 1_000_000) return `${trimZero((views / 1_000_000).toFixed(1))}M views`;
  if (views >= 1_000) return `${trimZero((views / 1_000).toFixed(1))}K views`;
  return `${views} view${views === 1 ? '' : 's'}`;
}
const trimZero = (s: string) => s.replace(/\.0$/, '');

/** What the news pages say of search text longer than the list takes (100 characters). */
export const SEARCH_TOO_LONG = 'A search can be at most 100 characters. Shorten it and search again.';

/**
 * A search ranks the newest this many matches and counts up to it ('200+ results': ten pages of 20). A reader
 * searching a word found in thousands of stories gets the newest of them, best match first; a window of 1,000
 * cost a third of the search capacity (decision record 19).
 */
export const SEARCH_COUNT_CAP = 200;

/** '1 result', '24 results', '200+ results'. */
export function resultCount(total: number): string {
  if (total >= SEARCH_COUNT_CAP) return `${SEARCH_COUNT_CAP}+ results`;
  return `${total} result${total === 1 ? '' : 's'}`;
}

/** Read time in whole minutes, at least one, from a word count. */
export function readTimeMinutes(wordCount: number): number {
  return Math.max(1, Math.round(wordCount / WORDS_PER_MINUTE));
}
