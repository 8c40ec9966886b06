// Third-party and editor HTML, made safe: an allow-list of tags and attributes (no script, style, event handler
// or javascript: URL survives), links to other sites opened safely; and Markdown rendered to that same HTML.
import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

const ALLOWED: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h2',
    'h3',
    'h4',
    'blockquote',
    'ul',
    'ol',
    'li',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'code',
    'pre',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'sup',
    'sub',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading', 'decoding'],
    th: ['scope'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Headings of a body sit under the page's own h1.
  transformTags: {
    h1: 'h2',
    a: (tagName, attribs) => {
      const { rel: _rel, target: _target, ...rest } = attribs;
      return /^https?:\/\//i.test(rest.href ?? '')
        ? { tagName, attribs: { ...rest, rel: 'noopener noreferrer nofollow ugc', target: '_blank' } }
        : { tagName, attribs: rest };
    },
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy', decoding: 'async' } }),
  },
};

/** HTML from a feed or the editor, reduced to the allow-list. */
export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, ALLOWED);
}

/** Text alone, entities decoded and whitespace collapsed: for titles, summaries and the search index. */
export function htmlToText(html: string): string {
  return sanitizeHtml(html.replace(/<\/(p|h\d|li|blockquote|div|br)\s*>/gi, '$& '), {
    allowedTags: [],
    allowedAttributes: {},
  })
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

const markdown = new Marked({ gfm: true, breaks: false, async: false });

/** The editor's Markdown as sanitized HTML (raw HTML inside the Markdown goes through the same allow-list). */
export function renderMarkdown(source: string): string {
  return sanitizeArticleHtml(markdown.parse(source) as string);
}

export function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}
