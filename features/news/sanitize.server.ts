// Third-party and editor HTML, made safe: an allow-list of tags and attributes (no script, style, event handler
// or javascript: URL survives), links to other sites opened safely, a feed's relative addresses resolved against
// the story's own page; and Markdown rendered to that same HTML.
import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

/** The tags and attributes an article body may keep; the transforms below add the link and image rules. */
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
    // With no attributes: what a link that goes nowhere becomes.
    'span',
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
};

/** What an address means on our page: resolved against a stand-in for our own origin. */
const OUR_ORIGIN = 'https://blockcast.invalid';

/**
 * Whether a link leaves the site, judged the way a browser reads it: with its surrounding whitespace trimmed and
 * scheme quirks such as 'http:host' or 'https:/\\host' resolved (a test on the text alone let those through
 * without rel and target).
 */
function leavesSite(href: string): boolean {
  try {
    const url = new URL(href, `${OUR_ORIGIN}/`);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin !== OUR_ORIGIN;
  } catch {
    return false;
  }
}

/** Whether a link's address survives the allow-list: a web or mail address, or a path of this site. */
function linkable(href: string): boolean {
  if (/^\s*[\\/]{2}/.test(href)) return false;
  try {
    return ['http:', 'https:', 'mailto:'].includes(new URL(href, `${OUR_ORIGIN}/`).protocol);
  } catch {
    return false;
  }
}

/** A relative address made absolute against `base`; anything else (absolute, unreadable, another scheme) as given. */
function resolveAgainst(value: string | undefined, base: string | undefined): string | undefined {
  if (value === undefined || !base) return value;
  try {
    const url = new URL(value, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : value;
  } catch {
    return value;
  }
}

/**
 * Whether a picture's address (once resolved) can show here: an absolute web address or an upload of the editor's.
 * Any other relative one would be looked up under the article's own address and fail.
 */
const showableImage = (src: string | undefined) => !!src && /^(https?:\/\/|\/uploads\/)/i.test(src);

function allowList(baseUrl?: string): sanitizeHtml.IOptions {
  return {
    ...ALLOWED,
    transformTags: transforms(baseUrl),
    exclusiveFilter: (frame) => frame.tag === 'img' && !showableImage(frame.attribs.src),
  };
}

function transforms(baseUrl?: string): sanitizeHtml.IOptions['transformTags'] {
  return {
    // Headings of a body sit under the page's own h1.
    h1: 'h2',
    a: (tagName, attribs) => {
      const { rel: _rel, target: _target, href, ...rest } = attribs;
      // A feed's own relative link points into the feed's site, not ours.
      const resolved = resolveAgainst(href?.trim(), baseUrl);
      // A link that would lose its address ('javascript:', none at all) is its text alone: a link that goes
      // nowhere looks like one, yet cannot be followed or reached with Tab.
      if (resolved === undefined || !linkable(resolved)) return { tagName: 'span', attribs: {} };
      const withHref = resolved === undefined ? rest : { ...rest, href: resolved };
      return resolved !== undefined && leavesSite(resolved)
        ? { tagName, attribs: { ...withHref, rel: 'noopener noreferrer nofollow ugc', target: '_blank' } }
        : { tagName, attribs: withHref };
    },
    img: (tagName, attribs) => {
      const src = resolveAgainst(attribs.src?.trim(), baseUrl);
      return {
        tagName,
        attribs: { ...attribs, ...(src !== undefined && { src }), loading: 'lazy', decoding: 'async' },
      };
    },
  };
}

/**
 * HTML from a feed or the editor, reduced to the allow-list. `baseUrl` is the page the HTML came from: its relative
 * links and images are made absolute against it (a feed's '/about' is the feed site's page, not ours).
 */
export function sanitizeArticleHtml(html: string, options: { baseUrl?: string } = {}): string {
  return sanitizeHtml(html, allowList(options.baseUrl));
}

/**
 * A sanitized body's pictures as this site can show them (its CSP allows images of its own only): an upload as it
 * is, a picture on a site the image proxy fetches from through the proxy (scaled to the page's width), any other
 * left out, where it would only show as a broken picture. `without` is the story's main picture, shown above the
 * body: the body does not show it a second time (a feed item's first picture is often also its main one), and a
 * paragraph left empty by that goes too.
 */
export function showableBody(
  html: string,
  canProxy: (url: string) => boolean,
  options: { without?: string | null } = {},
): string {
  if (!/<img\b/i.test(html)) return html;
  const main = options.without ? pictureIdentity(options.without) : null;
  let dropped = false;
  const shown = sanitizeHtml(html, {
    ...ALLOWED,
    transformTags: {
      img: (tagName, attribs) => {
        const src = attribs.src ?? '';
        const repeat = main !== null && pictureIdentity(src) === main;
        if (repeat) dropped = true;
        const shown = repeat
          ? ''
          : src.startsWith('/uploads/')
            ? src
            : /^https?:\/\//i.test(src) && canProxy(src)
              ? `/api/image-proxy?url=${encodeURIComponent(src)}&format=webp&width=${BODY_IMAGE_WIDTH}`
              : '';
        return { tagName, attribs: { ...attribs, src: shown } };
      },
    },
    exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
  });
  return dropped ? shown.replace(/<(p|figure)>\s*<\/\1>/g, '') : shown;
}

/**
 * What makes two addresses the same picture: the address inside an image-proxy one, without scheme, fragment, the
 * host's case or default port, or WordPress's size suffix ('b-300x200.jpg' is 'b.jpg' scaled). A path of this site
 * is itself. Null for an address that is no picture's.
 */
export function pictureIdentity(src: string): string | null {
  let raw = src.trim();
  if (!raw) return null;
  try {
    if (raw.startsWith('/api/image-proxy?')) {
      const inner = new URL(raw, OUR_ORIGIN).searchParams.get('url');
      if (!inner) return null;
      raw = inner.trim();
    }
    if (raw.startsWith('/') && !raw.startsWith('//')) return new URL(raw, OUR_ORIGIN).pathname;
    const url = new URL(raw);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    const path = url.pathname.replace(/-\d{2,5}x\d{2,5}(?=\.[a-z0-9]+$)/i, '');
    return `//${url.host}${path}${url.search}`;
  } catch {
    return null;
  }
}

/** A body's pictures are scaled to this width: the article column's 768 px at twice the pixel density. */
const BODY_IMAGE_WIDTH = 1536;

/**
 * The sources of the images an HTML text shows, in order, entities decoded and resolved against `baseUrl`; any
 * scheme is listed, the caller judges which it can use.
 */
export function imageSources(html: string, options: { baseUrl?: string } = {}): string[] {
  const sources: string[] = [];
  sanitizeHtml(html, {
    allowedTags: ['img'],
    allowedAttributes: { img: ['src'] },
    allowedSchemes: ['http', 'https'],
    transformTags: {
      img: (tagName, attribs) => {
        const src = resolveAgainst(attribs.src?.trim(), options.baseUrl);
        if (src) sources.push(src);
        return { tagName, attribs };
      },
    },
  });
  return sources;
}

/** Plain text as HTML that shows it as written: its special characters escaped. */
export const escapeText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Plain text as a body: escaped, blank lines as paragraphs. */
export function textToHtml(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${escapeText(paragraph)}</p>`)
    .join('');
}

/** Text alone, entities decoded and whitespace collapsed: for titles, summaries and the search index. */
export function htmlToText(html: string): string {
  // A line break, a block or a cell separates words ('one<br>two', '<td>one</td><td>two</td>' are two words).
  const spaced = html.replace(
    /<\/?(p|h\d|li|ul|ol|dl|dt|dd|blockquote|div|table|thead|tbody|tr|td|th|figure|figcaption|pre)\b[^>]*>|<br\b[^>]*>/gi,
    ' $& ',
  );
  return (
    sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} })
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      // Last, so an escaped entity stays one: '&amp;lt;' is the text '&lt;', not '<'.
      .replace(/&amp;/g, '&')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

const markdown = new Marked({ gfm: true, breaks: false, async: false });

/** The editor's Markdown as sanitized HTML (raw HTML inside the Markdown goes through the same allow-list). */
export function renderMarkdown(source: string): string {
  return sanitizeArticleHtml(markdown.parse(source) as string);
}

export function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}
