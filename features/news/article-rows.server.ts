// A stored article as the site sees it: the columns a list reads, and the one place a row becomes an Article (a
// list's, a page's, the editor's), with a picture only where this site can show it.
import { articles } from './tables.server';
import {
  summaryInBody,
  type Article,
  type ArticleDetail,
  type ArticleType,
  type EditorArticle,
} from './rules';

export type ArticleRow = typeof articles.$inferSelect;
export type NewArticle = typeof articles.$inferInsert;

export const listColumns = {
  id: articles.id,
  slug: articles.slug,
  articleType: articles.articleType,
  title: articles.title,
  description: articles.description,
  category: articles.category,
  tags: articles.tags,
  url: articles.url,
  imageOptimized: articles.imageOptimized,
  imageOriginal: articles.imageOriginal,
  imageUrl: articles.imageUrl,
  sourceName: articles.sourceName,
  publishedAt: articles.publishedAt,
  readTime: articles.readTime,
  viewCount: articles.viewCount,
};

export type ListRow = Pick<ArticleRow, keyof typeof listColumns>;

/**
 * A picture address this site can show: an upload or other path of ours, or a web address the image proxy fetches.
 * Anything else (a host off the proxy's list, a relative or broken address) is no picture, so the page shows the
 * story's generated one instead of a proxy answering 400.
 */
export function showablePicture(src: string | null, canProxy: (url: string) => boolean): string | null {
  if (!src) return null;
  if (/^https?:\/\//i.test(src)) return canProxy(src) ? src : null;
  return src.startsWith('/') && !src.startsWith('//') ? src : null;
}

export function toArticle(row: ListRow, canProxy: (url: string) => boolean = () => false): Article {
  return {
    id: row.id,
    slug: row.slug,
    type: row.articleType as ArticleType,
    title: row.title,
    description: row.description,
    category: row.category,
    tags: row.tags,
    url: row.url,
    images: {
      optimized: showablePicture(row.imageOptimized, canProxy),
      original: showablePicture(row.imageOriginal, canProxy),
    },
    imageUrl: showablePicture(row.imageUrl, canProxy),
    sourceName: row.sourceName,
    publishedAt: row.publishedAt.toISOString(),
    readTime: row.readTime,
    views: row.viewCount,
  };
}

export function toArticleDetail(row: ArticleRow, canProxy: (url: string) => boolean): ArticleDetail {
  const local = row.url.startsWith('/');
  return {
    ...toArticle(row, canProxy),
    bodyHtml: row.bodyHtml,
    sourceUrl: local ? null : row.url,
    summaryInBody: summaryInBody(row.description, row.bodyText),
  };
}

/** The editor's article: draft, scheduled (published with a future date) or published as of `now`. */
export function toEditorArticle(
  row: ArticleRow,
  now: number,
  canProxy: (url: string) => boolean,
): EditorArticle {
  const article = toArticle(row, canProxy);
  return {
    id: article.id,
    type: article.type,
    slug: article.slug,
    title: article.title,
    description: article.description,
    category: article.category,
    tags: article.tags,
    sourceName: article.sourceName,
    markdown: row.markdown ?? '',
    // A feed's picture from a site the proxy does not fetch never showed: the form offers none rather than refuse it.
    imageUrl: article.imageUrl,
    state: row.status !== 'published' ? 'draft' : row.publishedAt.getTime() > now ? 'scheduled' : 'published',
    publishedAt: article.publishedAt,
    updatedAt: row.updatedAt.toISOString(),
    url: article.url,
    ingested: row.guid !== null,
  };
}
