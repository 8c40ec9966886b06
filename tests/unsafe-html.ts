// What in sanitized article HTML could run code, load a page or restyle ours: the newsroom tests' judge of the
// sanitizer. It reads HTML as sanitize-html writes it (text escaped, attributes double-quoted with '"' escaped), so
// every '<' opens a tag, and it lists each tag or attribute outside the article allow-list, each event handler and
// each address that is not http(s), mailto, a path or a fragment.

/** The tags an article body may hold, each with the attributes it may carry. */
const ALLOWED: Record<string, readonly string[]> = {
  ...Object.fromEntries(
    [
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
      'figure',
      'figcaption',
      'table',
      'thead',
      'tbody',
      'tr',
      'td',
      'sup',
      'sub',
      'span',
    ].map((tag) => [tag, []]),
  ),
  a: ['href', 'title', 'rel', 'target'],
  img: ['src', 'alt', 'title', 'width', 'height', 'loading', 'decoding'],
  th: ['scope'],
};

const decode = (value: string) =>
  value
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** How a browser reads an address: entities decoded, then whitespace and control characters ignored. */
function scheme(value: string): string | null {
  const compact = [...decode(value)]
    .filter((c) => {
      const code = c.charCodeAt(0);
      return code > 0x20 && (code < 0x7f || code > 0x9f);
    })
    .join('');
  return compact.match(/^([a-z][a-z0-9+.-]*):/i)?.[1]?.toLowerCase() ?? null;
}

/** Everything in `html` that the article allow-list forbids; empty when the HTML is safe to show. */
export function unsafeConstructs(html: string): string[] {
  const found: string[] = [];
  if (html.includes('<!')) found.push('comment or declaration');
  for (const [tag] of html.matchAll(/<[^>]*>?/g)) {
    const parsed = tag.match(/^<(\/?)([a-z][a-z0-9]*)((?:\s+[a-z-]+="[^"<>]*")*)\s*\/?>$/i);
    if (!parsed) {
      found.push(`unreadable tag ${tag}`);
      continue;
    }
    const name = parsed[2]!.toLowerCase();
    const allowedAttributes = ALLOWED[name];
    if (!allowedAttributes) {
      found.push(`<${name}>`);
      continue;
    }
    for (const [, attribute = '', value = ''] of (parsed[3] ?? '').matchAll(/\s+([a-z-]+)="([^"]*)"/gi)) {
      const key = attribute.toLowerCase();
      if (key.startsWith('on')) found.push(`event handler ${key} on <${name}>`);
      else if (!allowedAttributes.includes(key)) found.push(`attribute ${key} on <${name}>`);
      if (key === 'href' || key === 'src') {
        const used = scheme(value);
        const allowed = key === 'href' ? ['http', 'https', 'mailto'] : ['http', 'https'];
        if (used !== null && !allowed.includes(used)) found.push(`${used}: address in ${key} of <${name}>`);
        if (/^\s*(\/\/|\\)/.test(decode(value))) found.push(`protocol-relative ${key} of <${name}>`);
      }
    }
  }
  return found;
}
