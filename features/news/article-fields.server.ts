// What a write stores of an article: its body's sanitized HTML, text and read time, a description when a feed gives
// none, and a readable slug.
import { excerpt, readTimeMinutes } from './rules';
import { htmlToText, sanitizeArticleHtml, wordCount } from './sanitize.server';

/** The stored fields of an article body given as HTML: sanitized HTML, its text, and the read time. */
export function bodyFields(html: string): { bodyHtml: string; bodyText: string; readTime: number | null } {
  const bodyHtml = sanitizeArticleHtml(html);
  const bodyText = htmlToText(bodyHtml);
  return { bodyHtml, bodyText, readTime: bodyText ? readTimeMinutes(wordCount(bodyText)) : null };
}

/** A description from a body when a feed gives none. */
export const descriptionFrom = (text: string) => excerpt(text, 220);

/** A readable slug from a title: its words, at most 80 characters, then the suffix when one is given. */
export function slugify(title: string, suffix?: string): string {
  const base = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 80)
    .replace(/^-+|-+$/g, '');
  return [base || 'article', suffix].filter(Boolean).join('-');
}
