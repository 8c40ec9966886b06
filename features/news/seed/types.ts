// The shape of the written seed content: one entry per article, its body in Markdown.
import type { NewsCategory } from '../categories';

export type SeedArticleType = 'news' | 'press_release' | 'interview' | 'tutorial';

export interface SeedArticle {
  /** Lowercase words joined by hyphens; unique across all seed content. */
  slug: string;
  type: SeedArticleType;
  title: string;
  /** One or two sentences, at most 220 characters: the summary lists show. */
  description: string;
  category: NewsCategory;
  tags: string[];
  /** Who published it: a Blockcast desk for news, the issuing company for a press release. */
  source: string;
  /** How long before the seeding it was published, in hours. */
  hoursAgo: number;
  /** Page views so far: Trending ranks by these. */
  views: number;
  /** Markdown: paragraphs, ## headings, lists, bold, italics, blockquotes, internal links. */
  body: string;
}
