// The newsroom API's input: list queries (limit, page, category, search) and article addresses.
import { z } from 'zod';
import { NEWS_CATEGORIES, type NewsCategory } from './categories';
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

export const listQuery = z.object({
  limit: z.coerce.number().int().min(1).max(LIST_LIMIT_MAX).default(20),
  page: z.coerce.number().int().min(1).max(PAGE_MAX).default(1),
  category,
  search: z
    .string()
    .trim()
    .max(SEARCH_MAX, `search must be at most ${SEARCH_MAX} characters`)
    .optional()
    .transform((s) => s || undefined),
});

export const newsListQuery = listQuery.extend({
  type: z.enum(['news', 'interview', 'tutorial']).default('news'),
});

export const articleParam = z.object({ id: z.string().min(1).max(200) });

export const viewParam = z.object({ id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) });
