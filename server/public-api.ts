// The public JSON API: which calls form it, and what lets other sites' pages call it (CORS without credentials).
import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import { RATE_LIMIT_HEADERS } from '../features/api-access/server';
import { etagMatches, etagOf } from '../platform/etag.server';

/** The public API's paths; its calls are the GET (and HEAD) calls under them. */
const PUBLIC_PATHS = [
  /^\/api\/coinmarketcap\//,
  /^\/api\/crypto-news\//,
  /^\/api\/press-releases\//,
  /^\/api\/shows\//,
];

/** The API's description (server/openapi.ts): readable from anywhere too, and not counted. */
const DOCUMENT_PATH = '/api/openapi.json';

const isPublicPath = (path: string) => PUBLIC_PATHS.some((p) => p.test(path));

export function isPublicApiCall(method: string, path: string): boolean {
  return (method === 'GET' || method === 'HEAD') && isPublicPath(path);
}

/**
 * Any site's page may read the public API (`Access-Control-Allow-Origin: *`), never with the reader's cookies (no
 * Allow-Credentials, so a browser sends none), may send a key in its headers, and may read the limit headers. Other
 * calls get no CORS headers: a page elsewhere cannot read them.
 */
export function publicApiCors(): MiddlewareHandler {
  const allow = cors({
    origin: '*',
    allowMethods: ['GET', 'HEAD', 'OPTIONS'],
    // Conditional requests from a page elsewhere: it may send If-None-Match and read the ETag to send.
    allowHeaders: [
      'X-API-Key',
      'Authorization',
      'X-CMC_PRO_API_KEY',
      'Accept',
      'If-None-Match',
      'If-Modified-Since',
      'Cache-Control',
    ],
    exposeHeaders: [...RATE_LIMIT_HEADERS, 'X-Request-Id', 'ETag', 'Last-Modified'],
    maxAge: 86_400,
  });
  return (c, next) => {
    const method = c.req.method === 'OPTIONS' ? c.req.header('Access-Control-Request-Method') : c.req.method;
    return method && (isPublicApiCall(method, c.req.path) || c.req.path === DOCUMENT_PATH)
      ? allow(c, next)
      : next();
  };
}

/**
 * The public API's answers are cacheable: every 200 says `public, no-cache` and carries an ETag, so a client or a
 * CDN keeps it and asks again with `If-None-Match`, getting a 304 with no body while nothing changed. `public`: a
 * shared cache may keep it although the call carried a key (the answer is the same for every caller). `no-cache`,
 * for every call, never a max-age: each use is asked of the server, so a key is checked, the call counted and the
 * caller's own limit headers sent every time (a kept answer handed to another caller would carry the first one's
 * headers, and to a revoked key a 200). The 304 keeps every other header (the caller's limits, CORS). The ETag is
 * weak: the same answer goes out compressed or not.
 */
export function publicApiCaching(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if ((c.res.status !== 200 && c.res.status !== 304) || !isPublicApiCall(c.req.method, c.req.path)) return;
    c.res.headers.set('Cache-Control', 'public, no-cache');
    // The market's answers make their own, from the snapshot, and answer If-None-Match themselves.
    if (c.res.status === 304 || c.res.headers.has('ETag')) return;
    const etag = etagOf(new Uint8Array(await c.res.clone().arrayBuffer()), { weak: true });
    c.res.headers.set('ETag', etag);
    if (!etagMatches(c.req.header('If-None-Match'), etag)) return;
    const headers = new Headers(c.res.headers);
    headers.delete('Content-Type');
    headers.delete('Content-Length');
    await c.res.body?.cancel();
    // Hono's setter would carry the 200's headers over again: the old answer is dropped first.
    c.res = undefined;
    c.res = new Response(null, { status: 304, headers });
  };
}
