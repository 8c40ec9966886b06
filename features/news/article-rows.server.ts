// A stored article as readers see it: the columns a list reads, and the row mapped to the list's and the page's
// view (a picture only where this site can show it).
import { articles } from './tables.server';
import { summaryInBody, type ArticleDetail, type ArticleType, type ArticleView } from './rules';

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

export function toView(row: ListRow, canProxy: (url: string) => boolean = () => false): ArticleView {
  return {
    id: row.id,
    slug: row.slug,
    article_type: row.articleType as ArticleType,
    title: row.title,
    description: row.description,
    category: row.category,
    tags: row.tags,
    url: row.url,
    images: {
      optimized: showablePicture(row.imageOptimized, canProxy),
      original: showablePicture(row.imageOriginal, canProxy),
    },
    image_url: showablePicture(row.imageUrl, canProxy),
    source_name: row.sourceName,
    published_date: row.publishedAt.toISOString(),
    read_time: row.readTime,
    views: row.viewCount,
  };
}

export function toDetail(row: ArticleRow, canProxy: (url: string) => boolean): ArticleDetail {
  const local = row.url.startsWith('/');
  return {
    ...toView(row, canProxy),
    body_html: row.bodyHtml,
    source_url: local ? null : row.url,
    summary_in_body: summaryInBody(row.description, row.bodyText),
  };
}
