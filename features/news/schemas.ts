// The newsroom API's input: list queries (limit, page, category, search) and article addresses.
import { z } from 'zod';
import { freeText } from '../../lib/text-field';
import { ART_KEYS, ART_VERSION } from './art';
import { ARTICLE_CATEGORIES, NEWS_CATEGORIES, type NewsCategory } from './categories';
import { LIST_LIMIT_MAX } from './rules';

/** At most this many characters of search text. */
export const SEARCH_MAX = 100;
export const PAGE_MAX = 1_000;

const category = z
  .string()
  .trim()
  .max(40)
  .optional()
  .transform((value, ctx): NewsCategory | undefined => {
    if (!value || value.toLowerCase() === 'all') return undefined;
    const found = NEWS_CATEGORIES.find((c) => c.toLowerCase() === value.toLowerCase());
    if (!found) {
      ctx.addIssue({
        code: 'custom',
        message: `category must be one of: All, ${NEWS_CATEGORIES.join(', ')}`,
      });
      return z.NEVER;
    }
    return found;
  });

/** A whole number from 1 to max, named in the message when it is not. */
const wholeNumber = (field: string, max: number) =>
  z.coerce
    .number({ message: `${field} must be a whole number from 1 to ${max}` })
    .refine(
      (n) => Number.isInteger(n) && n >= 1 && n <= max,
      `${field} must be a whole number from 1 to ${max}`,
    );

export const listQuery = z.object({
  limit: wholeNumber('limit', LIST_LIMIT_MAX)
    .default(20)
    .meta({ description: `Stories per page, 1 to ${LIST_LIMIT_MAX}` }),
  page: wholeNumber('page', PAGE_MAX).default(1).meta({ description: 'The page, from 1' }),
  category: category.meta({ description: `One of: All, ${NEWS_CATEGORIES.join(', ')}` }),
  search: freeText()
    .max(SEARCH_MAX, `search must be at most ${SEARCH_MAX} characters`)
    .optional()
    .transform((s) => s || undefined)
    .meta({ description: 'Words to find, "a phrase", -a word to leave out' }),
});

export const newsListQuery = listQuery.extend({
  type: z
    .enum(['news', 'interview', 'tutorial'])
    .default('news')
    .meta({ description: 'Which kind of story' }),
});

export const articleParam = z.object({
  id: z.string().min(1).max(200).meta({ description: 'The id or the slug' }),
});

export const viewParam = z.object({ id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) });

/** A headline's most characters, in the editor and from a feed. */
export const TITLE_MAX = 300;

/** What the editor saves: a news story or press release, its Markdown body, and when it shows. */
export const EDITOR_MESSAGES = {
  notFound: 'Article not found',
  scheduleInPast: 'A scheduled time must be in the future',
  scheduleMissing: 'Choose when a scheduled article is published',
  pictureSite: 'Pictures from that site cannot be shown here. Upload the picture instead.',
  bodyRequired: 'body is required',
} as const;

export const articleInput = z
  .object({
    type: z.enum(['news', 'press_release', 'interview', 'tutorial']),
    // A feed's headline may be 300 characters: an editor edits it whole.
    title: freeText().min(5, 'title must be at least 5 characters').max(TITLE_MAX),
    description: freeText().max(400).default(''),
    category: z.enum(ARTICLE_CATEGORIES, {
      message: `category must be one of: ${ARTICLE_CATEGORIES.join(', ')}`,
    }),
    tags: z.array(freeText().toLowerCase().min(1).max(40)).max(10).default([]),
    sourceName: freeText().max(100).optional(),
    /** Empty for a story from a feed: its body stays as the feed gave it. */
    markdown: z.string().max(100_000).default(''),
    imageUrl: z
      .string()
      .trim()
      .max(2048)
      .regex(/^(https:\/\/|\/uploads\/)/, 'The picture must be an https address or an uploaded image')
      .optional(),
    status: z.enum(['draft', 'scheduled', 'published']),
    /** ISO date and time, for a scheduled article. */
    publishAt: z.iso.datetime({ offset: true }).optional(),
  })
  .refine((a) => a.status !== 'scheduled' || a.publishAt, {
    message: EDITOR_MESSAGES.scheduleMissing,
    path: ['publishAt'],
  });
export type ArticleInput = z.infer<typeof articleInput>;

export const editorListQuery = z.object({
  type: z.enum(['news', 'press_release', 'interview', 'tutorial']).optional(),
  search: freeText().max(SEARCH_MAX).optional(),
  page: wholeNumber('page', PAGE_MAX).default(1),
});

export const articleIdParam = z.object({ id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) });

export const previewInput = z.object({ markdown: z.string().max(100_000) });

/** A story's generated picture: /api/news-art/{version}/{palette}/{hash}.{svg|jpg}. */
export const artParam = z.object({
  version: z.literal(ART_VERSION),
  key: z.enum(ART_KEYS),
  file: z.string().regex(/^[0-9a-f]{8}\.(svg|jpg)$/, 'file must be 8 hex digits and .svg or .jpg'),
});

/** Hides a story (any, a feed's too) or shows it again: POST /api/admin/articles/{id}/visibility. */
export const visibilityInput = z.object({ visible: z.boolean() });
