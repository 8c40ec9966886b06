// GET /api/image-proxy, GET /api/image-cache/{youtube|chainwire|coinmarketcap}/{id} and their HEAD (Hono answers
// HEAD with the GET's headers), and POST /api/image-cache/invalidate (admins only: server/app.ts guards the path).
import { Hono, type Context } from 'hono';
import { validated } from '../../platform/validation.server';
import {
  cacheQuery,
  chainwireParam,
  coinParam,
  invalidateInput,
  proxyQuery,
  youtubeParam,
  type CacheStatus,
} from './schemas';
import type { ImageAnswer, MediaService } from './service.server';

/** A day for images; a placeholder only for a few minutes, so the real image shows once its source is back. */
export const CACHE_CONTROL: Record<CacheStatus, string> = {
  HIT: 'public, max-age=86400',
  MISS: 'public, max-age=86400',
  FALLBACK: 'public, max-age=300',
};

function sendImage(c: Context, image: ImageAnswer): Response {
  const headers = {
    'Content-Type': image.contentType,
    'Cache-Control': CACHE_CONTROL[image.status],
    ETag: image.etag,
    'X-Cache-Status': image.status,
  };
  const ifNoneMatch = c.req.header('If-None-Match');
  if (ifNoneMatch?.split(',').some((tag) => tag.trim() === image.etag))
    return new Response(null, { status: 304, headers });
  return new Response(new Uint8Array(image.bytes), {
    headers: { ...headers, 'Content-Length': String(image.bytes.byteLength) },
  });
}

/** The image, or 404 instead of the placeholder when the page asked for no placeholder. */
function sendCached(c: Context, image: ImageAnswer, fallback: 'placeholder' | 'none'): Response {
  if (image.status === 'FALLBACK' && fallback === 'none')
    return new Response(null, {
      status: 404,
      headers: { 'Cache-Control': CACHE_CONTROL.FALLBACK, 'X-Cache-Status': 'FALLBACK' },
    });
  return sendImage(c, image);
}

export function mediaApi(media: MediaService) {
  return new Hono()
    .get('/image-proxy', validated('query', proxyQuery), async (c) => {
      const query = c.req.valid('query');
      return sendImage(c, await media.proxy(query.url, query));
    })
    .get(
      '/image-cache/youtube/:id',
      validated('param', youtubeParam),
      validated('query', cacheQuery),
      async (c) => {
        const query = c.req.valid('query');
        return sendCached(c, await media.cached('youtube', c.req.valid('param').id, query), query.fallback);
      },
    )
    .get(
      '/image-cache/coinmarketcap/:id',
      validated('param', coinParam),
      validated('query', cacheQuery),
      async (c) => {
        const query = c.req.valid('query');
        return sendCached(
          c,
          await media.cached('coinmarketcap', c.req.valid('param').id, query),
          query.fallback,
        );
      },
    )
    .get(
      '/image-cache/chainwire/:hash{.+}',
      validated('param', chainwireParam),
      validated('query', cacheQuery),
      async (c) => {
        const query = c.req.valid('query');
        return sendCached(
          c,
          await media.cached('chainwire', c.req.valid('param').hash, query),
          query.fallback,
        );
      },
    )
    .post('/image-cache/invalidate', validated('json', invalidateInput), async (c) =>
      c.json({ success: true, data: await media.invalidate(c.req.valid('json').pattern) }),
    );
}
