// The image proxy's and image cache's inputs, constants and texts: safe for the browser, so pages can build
// image addresses with the same variant names and limits the server checks.
import { z } from 'zod';

export const IMAGE_FORMATS = ['webp', 'jpeg', 'png', 'avif'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

export const CONTENT_TYPES: Record<ImageFormat, string> = {
  webp: 'image/webp',
  jpeg: 'image/jpeg',
  png: 'image/png',
  avif: 'image/avif',
};

export const MAX_IMAGE_SIDE_PX = 2000;
export const DEFAULT_QUALITY = 90;

/** The spec's image variants (NEWS-049), with the format each is given when the address names none. */
export const IMAGE_VARIANTS = {
  icon32: { width: 32, height: 32, format: 'webp' },
  icon64: { width: 64, height: 64, format: 'webp' },
  icon128: { width: 128, height: 128, format: 'webp' },
  thumbnail: { width: 300, height: 200, format: 'webp' },
  hero: { width: 1200, height: 630, format: 'webp' },
  favicon: { width: 32, height: 32, format: 'png' },
  'apple-touch': { width: 180, height: 180, format: 'png' },
} as const satisfies Record<string, { width: number; height: number; format: ImageFormat }>;
export type ImageVariantName = keyof typeof IMAGE_VARIANTS;
const VARIANT_NAMES = Object.keys(IMAGE_VARIANTS) as [ImageVariantName, ...ImageVariantName[]];

/** The sources of /api/image-cache/{source}/{id}. */
export const CACHE_SOURCES = ['youtube', 'chainwire', 'coinmarketcap'] as const;
export type CacheSource = (typeof CACHE_SOURCES)[number];

/** Which of YouTube's stills to start from: hqdefault (480x360), maxresdefault (1280x720) or default (120x90). */
export const YOUTUBE_STILLS = { hq: 'hqdefault', max: 'maxresdefault', default: 'default' } as const;
export type YoutubeStill = keyof typeof YOUTUBE_STILLS;

/** X-Cache-Status: from the disk cache, fetched now, or the placeholder because the source could not be had. */
export type CacheStatus = 'HIT' | 'MISS' | 'FALLBACK';

export const MEDIA_MESSAGES = {
  addressNotAllowed: 'Image address not allowed',
  invalidYoutubeId: 'Invalid YouTube video id',
  invalidCoinId: 'Invalid CoinMarketCap coin id',
  invalidChainwireHash: 'Invalid Chainwire image path',
  variantWithSize: 'Give either a variant or a width and height, not both',
  invalidFallback: "fallback must be a story picture's path (/api/news-art/…/…jpg)",
  invalidPattern:
    'Invalid pattern: up to 200 characters of an image address, with at most 8 * (any run of characters)',
} as const;

const side = z.coerce.number().int().min(1).max(MAX_IMAGE_SIDE_PX).optional();
const quality = z.coerce.number().int().min(1).max(100).default(DEFAULT_QUALITY);

/**
 * What the proxy may answer instead of a remote picture it cannot have: a picture of this site, only ever a story's
 * generated one (/api/news-art/{version}/{palette}/{hash}.jpg). A path, never an address, and the proxy sends its
 * bytes, not a redirect: it can point nowhere else.
 */
export const PROXY_FALLBACK_PATH = /^\/api\/news-art\/v[1-9][0-9]{0,2}\/[a-z0-9]{1,20}\/[0-9a-f]{8}\.jpg$/;

/** GET /api/image-proxy (NEWS-044). Other query fields (cache busters) are ignored. */
export const proxyQuery = z.object({
  url: z.string().trim().min(1).max(2048),
  /** The picture to answer, in the asked format and size, when the remote one cannot be fetched. */
  fallback: z.string().regex(PROXY_FALLBACK_PATH, MEDIA_MESSAGES.invalidFallback).optional(),
  format: z.enum(IMAGE_FORMATS).default('webp'),
  width: side,
  height: side,
  quality,
});
export type ProxyQuery = z.infer<typeof proxyQuery>;

/** GET /api/image-cache/{source}/{id} (NEWS-045): a size, or one of the spec's variants (NEWS-049). */
export const cacheQuery = z
  .object({
    variant: z.enum(VARIANT_NAMES).optional(),
    format: z.enum(IMAGE_FORMATS).optional(),
    width: side,
    height: side,
    quality,
    source: z.enum(Object.keys(YOUTUBE_STILLS) as [YoutubeStill, ...YoutubeStill[]]).default('hq'),
    /** 'none': a source that cannot be had answers 404, so a page can try its next picture (the shows page). */
    fallback: z.enum(['placeholder', 'none']).default('placeholder'),
  })
  .refine((q) => !q.variant || (q.width === undefined && q.height === undefined), {
    message: MEDIA_MESSAGES.variantWithSize,
  });
export type CacheQuery = z.infer<typeof cacheQuery>;

/** YouTube's 11-character video ids. */
export const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
export const youtubeParam = z.object({
  id: z.string().regex(YOUTUBE_ID, MEDIA_MESSAGES.invalidYoutubeId),
});
export const coinParam = z.object({
  id: z.string().regex(/^[1-9][0-9]{0,8}$/, MEDIA_MESSAGES.invalidCoinId),
});

/**
 * A path under chainwire.org/wp-content/uploads/ (such as 2025/01/logo.png): up to 6 segments of letters, digits,
 * '.', '_' and '-', none of them '.' or '..', so it can only ever name a file below that folder.
 */
export const CHAINWIRE_PATH_MAX_CHARS = 200;
export function isSafeUploadPath(value: string): boolean {
  if (value.length < 1 || value.length > CHAINWIRE_PATH_MAX_CHARS) return false;
  const segments = value.split('/');
  return (
    segments.length <= 6 &&
    segments.every((s) => /^[A-Za-z0-9._-]{1,120}$/.test(s) && s !== '.' && s !== '..' && !s.includes('..'))
  );
}
export const chainwireParam = z.object({
  hash: z.string().refine(isSafeUploadPath, MEDIA_MESSAGES.invalidChainwireHash),
});

export const INVALIDATE_PATTERN_MAX_CHARS = 200;
export const INVALIDATE_PATTERN_MAX_WILDCARDS = 8;

/** Printable URL characters, no spaces; '*' is the wildcard. */
const PATTERN_CHARS = /^[A-Za-z0-9._~:/?#[\]@!$&'()*+,;=%-]+$/;

export const invalidateInput = z
  .object({
    pattern: z
      .string()
      .trim()
      .min(1, MEDIA_MESSAGES.invalidPattern)
      .max(INVALIDATE_PATTERN_MAX_CHARS, MEDIA_MESSAGES.invalidPattern)
      .regex(PATTERN_CHARS, MEDIA_MESSAGES.invalidPattern)
      .refine(
        (p) => (p.match(/\*+/g) ?? []).length <= INVALIDATE_PATTERN_MAX_WILDCARDS,
        MEDIA_MESSAGES.invalidPattern,
      )
      .optional(),
    /** The spec's field (NEWS-047): ignored, the admin role is checked instead. */
    adminKey: z.string().max(500).optional(),
  })
  .default({});
