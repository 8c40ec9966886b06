// /api/crypto-news and /api/press-releases: the lists (limit up to 120, category, ranked search, page), one article
// by id or slug, a story's generated picture (/api/news-art), and the view counter (one count per address per
// article per day, rate-limited per address).
import { Hono } from 'hono';
import { NotFoundError } from '../../lib/errors';
import { documented } from '../../platform/openapi.server';
import { limitedBy } from '../../platform/rate-limit.server';
import type { AppServices } from '../../platform/services.server';
import { validated } from '../../platform/validation.server';
import type { ArtFormat } from './art';
import { NEWS_CATEGORIES } from './categories';
import { drawArt } from './art.server';
import { articleParam, artParam, listQuery, newsListQuery, viewParam } from './schemas';
import type { ArticleList, ArticleType } from './rules';
import { toArticleDetailWire, toArticleWire } from './wire';
import { articleAnswer, articleListAnswer, categoriesAnswer } from './wire-schemas.server';

/** View reports one address may send in a minute: a reader opens a few pages, a loop is cut off. */
export const VIEW_LIMIT = { points: 30, durationSec: 60 } as const;

const NEWS_TYPES: readonly ArticleType[] = ['news', 'interview', 'tutorial'];

/** A page of stories as the list calls answer it. */
const listAnswer = (list: ArticleList) => ({
  success: true as const,
  data: list.items.map(toArticleWire),
  total: list.total,
  page: list.page,
});

export function newsApi(services: AppServices) {
  const { news } = services;
  const views = services.rateLimiters({ keyPrefix: 'article-views', ...VIEW_LIMIT });
  return new Hono()
    .get(
      '/crypto-news/list',
      documented({
        tag: 'News',
        summary: 'News',
        description:
          'Published stories, newest first; with `search`, ranked by relevance (words, "quoted phrases", -excluded).',
        answer: articleListAnswer,
      }),
      validated('query', newsListQuery),
      async (c) => {
        const { type, ...q } = c.req.valid('query');
        return c.json(listAnswer(await news.list({ ...q, types: [type] })));
      },
    )
    .get(
      '/crypto-news/categories',
      documented({
        tag: 'News',
        summary: 'News categories',
        description:
          "The categories a story is filed under, in the site's order, with how many stories each has.",
        answer: categoriesAnswer,
      }),
      async (c) => {
        const counts = await news.categoryCounts(NEWS_TYPES);
        return c.json({
          success: true as const,
          data: NEWS_CATEGORIES.map((name) => ({ name, count: counts.get(name) ?? 0 })),
        });
      },
    )
    .get(
      '/crypto-news/:id',
      documented({
        tag: 'News',
        summary: 'One story',
        description: 'A story by its id or its slug, with its body.',
        answer: articleAnswer,
        notFound: 'No published story has this id or slug',
      }),
      validated('param', articleParam),
      async (c) => {
        const article = await news.get(c.req.valid('param').id, NEWS_TYPES);
        if (!article) throw new NotFoundError('Article not found');
        return c.json({ success: true, data: toArticleDetailWire(article) });
      },
    )
    .get(
      '/press-releases/list',
      documented({
        tag: 'Press releases',
        summary: 'Press releases',
        description: 'Published press releases, newest first; `search` as for the news.',
        answer: articleListAnswer,
      }),
      validated('query', listQuery),
      async (c) => {
        return c.json(listAnswer(await news.list({ ...c.req.valid('query'), types: ['press_release'] })));
      },
    )
    .get(
      '/press-releases/:id',
      documented({
        tag: 'Press releases',
        summary: 'One press release',
        description: 'A press release by its id or its slug, with its body.',
        answer: articleAnswer,
        notFound: 'No published press release has this id or slug',
      }),
      validated('param', articleParam),
      async (c) => {
        const article = await news.get(c.req.valid('param').id, ['press_release']);
        if (!article) throw new NotFoundError('Press release not found');
        return c.json({ success: true, data: toArticleDetailWire(article) });
      },
    )
    .get('/news-art/:version/:key/:file', validated('param', artParam), async (c) => {
      const { key, file } = c.req.valid('param');
      const [hash = '', format] = file.split('.') as [string, ArtFormat];
      const art = await drawArt(key, hash, format);
      // The address names the drawing: it never changes, so browsers and caches keep it.
      const headers = {
        'Content-Type': art.contentType,
        'Cache-Control': 'public, max-age=31536000, immutable',
        ETag: art.etag,
      };
      if (c.req.header('If-None-Match') === art.etag) return new Response(null, { status: 304, headers });
      return new Response(new Uint8Array(art.bytes), { headers });
    })
    .post(
      '/articles/:id/view',
      limitedBy(views, services.clientAddress, 'Too many requests. Please try again later.'),
      validated('param', viewParam),
      async (c) => {
        const counted = await news.recordView(c.req.valid('param').id, services.clientAddress(c));
        if (counted === null) throw new NotFoundError('Article not found');
        return c.json({ success: true, counted });
      },
    );
}
