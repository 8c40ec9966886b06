// The public JSON API: which calls form it, and what lets other sites' pages call it (CORS without credentials).
import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import { RATE_LIMIT_HEADERS } from '../features/api-access/server';

/** The public API's paths; its calls are the GET (and HEAD) calls under them. */
const PUBLIC_PATHS = [/^\/api\/coinmarketcap\//, /^\/api\/crypto-news\//, /^\/api\/press-releases\//];

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
    allowHeaders: ['X-API-Key', 'Authorization', 'X-CMC_PRO_API_KEY', 'Accept'],
    exposeHeaders: [...RATE_LIMIT_HEADERS, 'X-Request-Id'],
    maxAge: 86_400,
  });
  return (c, next) => {
    const method = c.req.method === 'OPTIONS' ? c.req.header('Access-Control-Request-Method') : c.req.method;
    return method && isPublicApiCall(method, c.req.path) ? allow(c, next) : next();
  };
}
