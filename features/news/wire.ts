// The article on the wire: /api/crypto-news and /api/press-releases answer it under the spec's field names
// (article_type, image_url, source_name, published_date, read_time, body_html, …). The API maps an Article to it
// here, and the browser code that reads those answers maps it back here; nothing else speaks it. Browser-safe.
import type { Article, ArticleDetail, ArticleType } from './rules';

/** An article in a list answer: the spec's "Article (as displayed)" and "News item" fields. */
export interface ArticleWire {
  id: number;
  slug: string;
  article_type: ArticleType;
  title: string;
  description: string;
  category: string;
  tags: string[];
  url: string;
  images: { optimized: string | null; original: string | null };
  image_url: string | null;
  source_name: string | null;
  published_date: string;
  read_time: number | null;
  views: number;
}

/** An article answer: the list's fields and its body. */
export interface ArticleDetailWire extends ArticleWire {
  body_html: string;
  source_url: string | null;
  summary_in_body: boolean;
}

// The keys in the order the answers have always had them.
export function toArticleWire(article: Article): ArticleWire {
  return {
    id: article.id,
    slug: article.slug,
    article_type: article.type,
    title: article.title,
    description: article.description,
    category: article.category,
    tags: article.tags,
    url: article.url,
    images: { optimized: article.images.optimized, original: article.images.original },
    image_url: article.imageUrl,
    source_name: article.sourceName,
    published_date: article.publishedAt,
    read_time: article.readTime,
    views: article.views,
  };
}

export function toArticleDetailWire(article: ArticleDetail): ArticleDetailWire {
  return {
    ...toArticleWire(article),
    body_html: article.bodyHtml,
    source_url: article.sourceUrl,
    summary_in_body: article.summaryInBody,
  };
}

export function fromArticleWire(wire: ArticleWire): Article {
  return {
    id: wire.id,
    slug: wire.slug,
    type: wire.article_type,
    title: wire.title,
    description: wire.description,
    category: wire.category,
    tags: wire.tags,
    url: wire.url,
    images: { optimized: wire.images.optimized, original: wire.images.original },
    imageUrl: wire.image_url,
    sourceName: wire.source_name,
    publishedAt: wire.published_date,
    readTime: wire.read_time,
    views: wire.views,
  };
}
