// The shape of the written seed content: one Markdown file per article, its facts in the YAML front matter.
import { z } from 'zod';
import { NEWS_CATEGORIES } from '../categories';
import { ARTICLE_TYPES } from '../rules';

/** The front matter of a seed article, checked as it is read. */
export const seedFrontMatter = z.strictObject({
  /** Lowercase words joined by hyphens; unique across all seed content. */
  slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)+$/),
  type: z.enum(ARTICLE_TYPES),
  title: z.string().min(1),
  /** One or two sentences, at most 220 characters: the summary lists show. */
  description: z.string().min(1).max(220),
  category: z.enum(NEWS_CATEGORIES),
  tags: z.array(z.string().min(1)),
  /** Who published it: a Blockcast desk for news, the issuing company for a press release. */
  source: z.string().min(1),
  /** How long before the seeding it was published, in hours. */
  hoursAgo: z.number().positive(),
  /** Page views so far: Trending ranks by these. */
  views: z.number().int().nonnegative(),
});

export type SeedArticle = z.infer<typeof seedFrontMatter> & {
  /** Markdown: paragraphs, ## headings, lists, bold, italics, blockquotes, internal links. */
  body: string;
};
