// The news calls' answers as zod schemas, for the OpenAPI document (server/openapi.ts). Each is checked against
// the wire type the API writes (wire.ts), so the two cannot drift; a test checks real answers against the document.
import { z } from 'zod';
import { ARTICLE_TYPES } from './rules';
import type { ArticleDetailWire, ArticleWire } from './wire';

const articleWire = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    article_type: z.enum(ARTICLE_TYPES),
    title: z.string(),
    description: z.string(),
    category: z.string(),
    tags: z.array(z.string()),
    url: z
      .string()
      .meta({ description: "Its page on this site, or the original's address for a syndicated story" }),
    images: z.object({ optimized: z.string().nullable(), original: z.string().nullable() }),
    image_url: z.string().nullable(),
    source_name: z.string().nullable(),
    published_date: z.string().meta({ format: 'date-time' }),
    read_time: z.number().int().nullable().meta({ description: 'Minutes' }),
    views: z.number().int(),
  })
  .meta({ id: 'Article' }) satisfies z.ZodType<ArticleWire>;

const articleDetailWire = articleWire
  .extend({
    body_html: z.string().meta({ description: 'Sanitized HTML' }),
    source_url: z.string().nullable(),
    summary_in_body: z.boolean().meta({ description: 'Whether the body starts with the description' }),
  })
  .meta({ id: 'ArticleDetail' }) satisfies z.ZodType<ArticleDetailWire>;

export const articleListAnswer = z
  .object({
    success: z.literal(true),
    data: z.array(articleWire),
    total: z.number().int().meta({ description: 'How many match, over all pages' }),
    page: z.number().int(),
  })
  .meta({ id: 'ArticleList' });

export const articleAnswer = z
  .object({ success: z.literal(true), data: articleDetailWire })
  .meta({ id: 'ArticleAnswer' });

export const categoriesAnswer = z
  .object({
    success: z.literal(true),
    data: z.array(
      z.object({
        name: z.string().meta({ description: 'As the `category` parameter of the list takes it' }),
        count: z.number().int().meta({ description: 'Published stories filed under it' }),
      }),
    ),
  })
  .meta({ id: 'NewsCategories' });
