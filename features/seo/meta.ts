// Page metadata: titles, descriptions, canonical address, Open Graph and robots, built the same way for every route.
import type { Coin } from '../market';

export const SITE_NAME = 'Blockcast';
export const TITLE_MAX = 50;
export const DESCRIPTION_MAX = 160;
export const OG_IMAGE = { path: '/og-image.png', width: 1200, height: 630 } as const;
/** How long a price quoted in page metadata stays valid. */
export const PRICE_VALID_MS = 5 * 60 * 1000;
export const DEFAULT_DESCRIPTION =
  'Blockcast: crypto news, live prices for the top 300 coins, market data and a 24/7 crypto television network.';

export type MetaTag =
  | { title: string }
  | { name: string; content: string }
  | { property: string; content: string }
  | { tagName: 'link'; rel: string; href: string }
  | { 'script:ld+json': Record<string, unknown> };

/** The page's own title cut to 50 characters, then the site name appended. */
export function pageTitle(title: string): string {
  const own = title.trim();
  if (!own || own === SITE_NAME) return SITE_NAME;
  return `${own.length > TITLE_MAX ? own.slice(0, TITLE_MAX).trimEnd() : own} | ${SITE_NAME}`;
}

/** Descriptions longer than 160 characters become their first 157 plus an ellipsis. */
export function pageDescription(description: string): string {
  const text = description.trim().replace(/\s+/g, ' ');
  return text.length > DESCRIPTION_MAX ? `${text.slice(0, DESCRIPTION_MAX - 3)}…` : text;
}

/**
 * The title link previews show: the page's own title whole. A shared headline cut mid-word reads as broken, and
 * the social sites shorten it themselves to what their card holds; the site's name is og:site_name.
 */
export function socialTitle(title: string): string {
  return title.trim().replace(/\s+/g, ' ') || SITE_NAME;
}

export interface PageMetaInput {
  title: string;
  description?: string;
  /** Absolute origin, e.g. https://blockcast.example */
  siteUrl: string;
  /** Path of the page's canonical address; defaults to the current path. */
  path: string;
  noindex?: boolean;
  type?: 'website' | 'article';
  /** A price quoted on the page, declared valid for PRICE_VALID_MS from `now`. */
  price?: Pick<Coin, 'name' | 'symbol' | 'price'> & { now: number };
  /** The page's own picture for link previews (a path on this site or an absolute address). */
  image?: string;
  /** schema.org data describing the page (an article, a video). */
  structuredData?: Record<string, unknown>;
}

/** An address on this site made absolute; an absolute one is kept. */
export const absoluteUrl = (siteUrl: string, pathOrUrl: string) =>
  /^https?:\/\//i.test(pathOrUrl) ? pathOrUrl : `${siteUrl}${pathOrUrl}`;

export function pageMeta(input: PageMetaInput): MetaTag[] {
  const title = pageTitle(input.title);
  const shared = socialTitle(input.title);
  const description = pageDescription(input.description ?? DEFAULT_DESCRIPTION);
  const url = `${input.siteUrl}${input.path}`;
  const image = absoluteUrl(input.siteUrl, input.image ?? OG_IMAGE.path);
  const tags: MetaTag[] = [
    { title },
    { name: 'description', content: description },
    // A page kept out of search engines names no canonical address (a missing page would claim its own).
    ...(input.noindex ? [] : [{ tagName: 'link' as const, rel: 'canonical', href: url }]),
    { property: 'og:site_name', content: SITE_NAME },
    { property: 'og:type', content: input.type ?? 'website' },
    { property: 'og:title', content: shared },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: image },
    ...(input.image
      ? []
      : [
          { property: 'og:image:width', content: String(OG_IMAGE.width) },
          { property: 'og:image:height', content: String(OG_IMAGE.height) },
        ]),
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: shared },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: image },
  ];
  if (input.noindex) tags.push({ name: 'robots', content: 'noindex, nofollow' });
  if (input.price) tags.push({ 'script:ld+json': priceStructuredData(input.price, url) });
  if (input.structuredData) tags.push({ 'script:ld+json': input.structuredData });
  return tags;
}

/** schema.org offer for a coin's price, valid for five minutes. */
export function priceStructuredData(price: NonNullable<PageMetaInput['price']>, url: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ExchangeRateSpecification',
    name: `${price.name} (${price.symbol}) price`,
    url,
    currency: price.symbol,
    currentExchangeRate: {
      '@type': 'UnitPriceSpecification',
      price: price.price,
      priceCurrency: 'USD',
      validFrom: new Date(price.now).toISOString(),
      validThrough: new Date(price.now + PRICE_VALID_MS).toISOString(),
    },
  };
}
