// The address of a story's own generated picture, for a story without one: its category picks the colours, a hash
// of its id and title the rest, so each story keeps its picture and two stories in a row never share one.
// Browser-safe: the lists build the address, the server draws it (art-svg.ts).

/** The art's palettes, by category (lower case, letters and digits); any other category draws as 'news'. */
export const ART_KEYS = [
  'bitcoin',
  'ethereum',
  'altcoins',
  'defi',
  'nfts',
  'regulation',
  'mining',
  'metaverse',
  'web3',
  'press',
  'news',
] as const;
export type ArtKey = (typeof ART_KEYS)[number];

/** Drawn as SVG for the pages, as JPEG for link previews (social sites take no SVG and not all take WebP). */
export type ArtFormat = 'svg' | 'jpg';

/** Bumped when the drawing changes: the pictures are cached for a year under their address. */
export const ART_VERSION = 'v1';

export function artKey(category: string): ArtKey {
  const key = category.toLowerCase().replace(/[^a-z0-9]/g, '');
  return (ART_KEYS as readonly string[]).includes(key) ? (key as ArtKey) : 'news';
}

/** FNV-1a over the text's UTF-16 units, as 8 hex digits: stable across processes and the browser. */
export function artHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/**
 * The story's generated picture on this site. The id is part of the hash, so two stories with one headline (the
 * same press release from two wires) still differ.
 */
export function articleArtPath(
  article: { id: number; title: string; category: string },
  format: ArtFormat = 'svg',
): string {
  return `/api/news-art/${ART_VERSION}/${artKey(article.category)}/${artHash(`${article.id}\n${article.title}`)}.${format}`;
}
