// The image proxy and image cache: a variant is answered from memory or disk (HIT), else fetched safely, rendered
// with sharp and stored (MISS), else, when the source cannot be had, the fallback picture the address names (a
// story's generated one) or a gray placeholder, at the asked size (FALLBACK), so a page never shows a broken image. Addresses the proxy may not fetch are refused with a 400.
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { ValidationError } from '../../lib/errors';
import type { Logger } from '../../platform/logger.server';
import { ImageRefusedError } from './address-policy.server';
import { createDiskStore } from './disk-store.server';
import { ImageFetchError, type ImageFetcher } from './fetcher.server';
import { createImageIndex, type ImageIndexOptions } from './memory-index.server';
import { sourceMatcher } from './pattern';
import { renderImage, renderPlaceholder, type RenderSpec } from './render.server';
import {
  CONTENT_TYPES,
  IMAGE_VARIANTS,
  MAX_IMAGE_SIDE_PX,
  MEDIA_MESSAGES,
  YOUTUBE_STILLS,
  type CacheQuery,
  type CacheSource,
  type CacheStatus,
  type ProxyQuery,
} from './schemas';

/** A source that failed is not asked again for this long: its images answer the placeholder at once. */
export const FAILURE_TTL_MS = 5 * 60_000;
/** Fetch-and-render jobs at once (each may hold a 10 MB body and a 40-megapixel decode), and waiting ones. */
export const MAX_CONCURRENT_RENDERS = 4;
export const MAX_WAITING_RENDERS = 100;

/** Where each cache source's images come from; tests point them at a local server. */
export const SOURCE_ORIGINS: Record<CacheSource, string> = {
  youtube: 'https://i.ytimg.com',
  coinmarketcap: 'https://s2.coinmarketcap.com',
  chainwire: 'https://chainwire.org',
};

export interface ImageAnswer {
  bytes: Buffer;
  contentType: string;
  etag: string;
  status: CacheStatus;
}

export interface MediaServiceOptions {
  /** The folder of the disk cache (`${DATA_DIR}/image-cache`). */
  dir: string;
  maxCacheBytes: number;
  fetcher: ImageFetcher;
  clock: () => number;
  logger: Logger;
  origins?: Partial<Record<CacheSource, string>>;
  index?: Partial<ImageIndexOptions>;
  /**
   * Other image caches an invalidation clears with the same pattern (the coin icons: POST /api/image-cache/invalidate
   * cleared them before this cache existed); answers how many entries went.
   */
  alsoInvalidate?: (pattern: string | undefined) => Promise<number>;
  /**
   * The picture of this site at a fallback path (proxyQuery's PROXY_FALLBACK_PATH), in any format sharp reads, or
   * null when the path names none. Without it a fallback path is ignored and the placeholder answers.
   */
  fallbackImage?: (path: string) => Promise<Buffer | null>;
}

/** What is fetched and how it is rendered; `source` names it for invalidation. */
interface Target {
  source: string;
  upstream: string;
  spec: RenderSpec;
  /** The source's usual size: the placeholder's when the address gives no size. */
  natural: { width: number; height: number };
  /** The proxy answers 400 for an address it may not fetch; the cache's own sources fall back. */
  refuseWith400: boolean;
  /** A picture of this site to answer instead of the placeholder when the source cannot be had. */
  fallback?: string;
}

const etagOf = (bytes: Buffer) => `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`;

function placeholderSize(spec: RenderSpec, natural: { width: number; height: number }) {
  const clamp = (n: number) => Math.min(MAX_IMAGE_SIDE_PX, Math.max(1, Math.round(n)));
  if (spec.width && spec.height) return { width: spec.width, height: spec.height };
  if (spec.width) return { width: spec.width, height: clamp((spec.width * natural.height) / natural.width) };
  if (spec.height)
    return { width: clamp((spec.height * natural.width) / natural.height), height: spec.height };
  return natural;
}

/** Runs at most `max` tasks at once; past `maxWaiting` queued, refuses at once. */
function createLimiter(max: number, maxWaiting: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (active >= max) {
      if (waiting.length >= maxWaiting) throw new ImageFetchError('too many images being prepared');
      // The finishing task hands its slot over: `active` stays counted.
      await new Promise<void>((resolve) => waiting.push(resolve));
    } else active += 1;
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else active -= 1;
    }
  };
}

export function createMediaService(options: MediaServiceOptions) {
  const { fetcher, clock, logger } = options;
  const origins = { ...SOURCE_ORIGINS, ...options.origins };
  const index = createImageIndex({ clock, ...options.index });
  const store = createDiskStore({
    dir: options.dir,
    maxBytes: options.maxCacheBytes,
    clock,
    onEvict: (key) => index.delete(key),
  });
  const failures = new LRUCache<string, string>({
    max: 1000,
    ttl: FAILURE_TTL_MS,
    perf: { now: clock },
    ttlResolution: 0,
  });
  const placeholders = new LRUCache<string, Buffer>({ max: 64 });
  // Fallback pictures as rendered lately: a dead host's story is asked for on every view of every list.
  const substitutes = new LRUCache<string, Buffer>({
    maxSize: 8 * 1024 * 1024,
    sizeCalculation: (b) => b.byteLength,
  });
  const inFlight = new Map<string, Promise<ImageAnswer>>();
  const limit = createLimiter(MAX_CONCURRENT_RENDERS, MAX_WAITING_RENDERS);

  function keyOf(target: Target): string {
    const { format, width, height, quality } = target.spec;
    // PNG is lossless here: its quality changes nothing, so it does not make another variant.
    const parts = [
      target.source,
      target.upstream,
      format,
      width ?? 0,
      height ?? 0,
      format === 'png' ? 0 : quality,
    ];
    return createHash('sha256').update(JSON.stringify(parts)).digest('hex');
  }

  async function placeholder(target: Target): Promise<ImageAnswer> {
    const size = placeholderSize(target.spec, target.natural);
    const spec = { ...size, format: target.spec.format, quality: target.spec.quality };
    const memo = `${spec.format}:${spec.width}x${spec.height}:${spec.quality}`;
    let bytes = placeholders.get(memo);
    if (!bytes) {
      bytes = await renderPlaceholder(spec);
      placeholders.set(memo, bytes);
    }
    return { bytes, contentType: CONTENT_TYPES[spec.format], etag: etagOf(bytes), status: 'FALLBACK' };
  }

  /**
   * What answers for a source that cannot be had: the target's fallback picture rendered to the asked format and
   * size (a story's generated picture, so a dead host shows the story's art, in a page and as og:image), else the
   * gray placeholder. Either is a FALLBACK, cached by browsers for minutes only.
   */
  async function substitute(target: Target): Promise<ImageAnswer> {
    const { fallback, spec } = target;
    if (!fallback || !options.fallbackImage) return placeholder(target);
    const memo = JSON.stringify([fallback, spec.format, spec.width ?? 0, spec.height ?? 0, spec.quality]);
    let bytes = substitutes.get(memo);
    if (!bytes) {
      try {
        const source = await options.fallbackImage(fallback);
        if (!source) return await placeholder(target);
        bytes = await limit(() => renderImage(source, spec));
      } catch (err) {
        logger.warn({ err, fallback }, 'fallback picture unavailable: placeholder served');
        return placeholder(target);
      }
      substitutes.set(memo, bytes);
    }
    return { bytes, contentType: CONTENT_TYPES[spec.format], etag: etagOf(bytes), status: 'FALLBACK' };
  }

  async function produce(key: string, target: Target): Promise<ImageAnswer> {
    if (failures.has(target.upstream)) return substitute(target);
    let bytes: Buffer;
    try {
      bytes = await limit(async () => renderImage((await fetcher.fetch(target.upstream)).bytes, target.spec));
    } catch (err) {
      if (err instanceof ImageRefusedError && target.refuseWith400)
        throw new ValidationError(MEDIA_MESSAGES.addressNotAllowed);
      const reason = err instanceof Error ? err.message : String(err);
      failures.set(target.upstream, reason);
      logger.warn({ upstream: target.upstream, reason }, 'image source unavailable: fallback served');
      return substitute(target);
    }
    const contentType = CONTENT_TYPES[target.spec.format];
    const etag = etagOf(bytes);
    const meta = { source: target.source, contentType, etag, createdAt: new Date(clock()).toISOString() };
    try {
      await store.write(key, meta, bytes);
      index.set(key, { source: target.source, contentType, etag, size: bytes.byteLength, bytes });
    } catch (err) {
      logger.warn({ err, source: target.source }, 'image cache write failed');
    }
    return { bytes, contentType, etag, status: 'MISS' };
  }

  async function answer(target: Target): Promise<ImageAnswer> {
    const key = keyOf(target);
    const held = index.get(key);
    if (held?.bytes)
      return { bytes: held.bytes, contentType: held.contentType, etag: held.etag, status: 'HIT' };
    const stored = await store.read(key);
    if (stored) {
      const { contentType, etag, source } = stored.meta;
      index.set(key, { source, contentType, etag, size: stored.bytes.byteLength, bytes: stored.bytes });
      return { bytes: stored.bytes, contentType, etag, status: 'HIT' };
    }
    // Requests for the same variant arriving together share one fetch and render (and, should it fail, one
    // fallback: two stories sharing a picture each get their own).
    const flight = target.fallback ? `${key} ${target.fallback}` : key;
    let pending = inFlight.get(flight);
    if (!pending) {
      pending = produce(key, target).finally(() => inFlight.delete(flight));
      inFlight.set(flight, pending);
    }
    return pending;
  }

  return {
    /** Whether the proxy may fetch this address (its scheme, host and literal address; not yet its DNS). */
    canProxy(rawUrl: string): boolean {
      try {
        fetcher.check(rawUrl);
        return true;
      } catch {
        return false;
      }
    },

    /** GET /api/image-proxy (NEWS-044): throws ValidationError for an address it may not fetch. */
    async proxy(rawUrl: string, query: ProxyQuery): Promise<ImageAnswer> {
      let url: URL;
      try {
        url = fetcher.check(rawUrl);
      } catch (err) {
        if (err instanceof ImageRefusedError) throw new ValidationError(MEDIA_MESSAGES.addressNotAllowed);
        throw err;
      }
      const { format, width, height, quality, fallback } = query;
      return answer({
        source: url.href,
        upstream: url.href,
        spec: { format, width, height, quality },
        natural: { width: 300, height: 200 },
        refuseWith400: true,
        fallback,
      });
    },

    /** GET /api/image-cache/{source}/{id} (NEWS-045, NEWS-049); ids are validated by the API's schemas. */
    cached(source: CacheSource, id: string, query: CacheQuery): Promise<ImageAnswer> {
      const variant = query.variant ? IMAGE_VARIANTS[query.variant] : undefined;
      const spec: RenderSpec = {
        format: query.format ?? variant?.format ?? 'webp',
        width: variant?.width ?? query.width,
        height: variant?.height ?? query.height,
        quality: query.quality,
      };
      const base = { source: `${source}/${id}`, spec, refuseWith400: false };
      switch (source) {
        case 'youtube': {
          const still = YOUTUBE_STILLS[query.source];
          const natural =
            query.source === 'max'
              ? { width: 1280, height: 720 }
              : query.source === 'default'
                ? { width: 120, height: 90 }
                : { width: 480, height: 360 };
          return answer({ ...base, upstream: `${origins.youtube}/vi/${id}/${still}.jpg`, natural });
        }
        case 'coinmarketcap':
          return answer({
            ...base,
            upstream: `${origins.coinmarketcap}/static/img/coins/128x128/${id}.png`,
            natural: { width: 128, height: 128 },
          });
        case 'chainwire':
          return answer({
            ...base,
            upstream: `${origins.chainwire}/wp-content/uploads/${id.split('/').map(encodeURIComponent).join('/')}`,
            natural: { width: 1200, height: 630 },
          });
      }
    },

    /** POST /api/image-cache/invalidate (NEWS-047): drops the variants whose source matches (all without one). */
    async invalidate(pattern?: string): Promise<{ pattern: string | null; removed: number }> {
      const matches = pattern === undefined ? () => true : sourceMatcher(pattern);
      const removed = await store.removeWhere(matches);
      index.deleteWhere(matches);
      // A source refused a moment ago may be back: an invalidation asks it again.
      failures.clear();
      const related = options.alsoInvalidate ? await options.alsoInvalidate(pattern) : 0;
      return { pattern: pattern ?? null, removed: removed + related };
    },

    stats: () => store.stats(),
  };
}

export type MediaService = ReturnType<typeof createMediaService>;
