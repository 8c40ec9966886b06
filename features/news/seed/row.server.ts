// A written article as a row to store: its Markdown rendered and sanitized, dated relative to now.
import { articlePath } from '../rules';
import { renderMarkdown } from '../sanitize.server';
import { bodyFields } from '../article-fields.server';
import type { NewArticle } from '../article-rows.server';
import type { SeedArticle } from './types';

export function seedRow(article: SeedArticle, now: number): NewArticle {
  return {
    articleType: article.type,
    slug: article.slug,
    title: article.title,
    description: article.description,
    ...bodyFields(renderMarkdown(article.body)),
    markdown: article.body,
    category: article.category,
    tags: article.tags,
    url: articlePath(article.type, article.slug),
    sourceName: article.source,
    publishedAt: new Date(now - article.hoursAgo * 3_600_000),
    viewCount: article.views,
    status: 'published',
  };
}
