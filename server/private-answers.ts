// Answers that carry tokens or one person's own data are never stored: not by the browser's cache (a shared
// computer's next user could read them back), not by a proxy or CDN on the way.
import type { MiddlewareHandler } from 'hono';

/** API prefixes whose answers hold session tokens or the caller's own data (every path under them too). */
export const PRIVATE_API_PREFIXES = [
  '/api/auth',
  '/api/dashboard',
  '/api/billing',
  '/api/crypto-watchlist',
  '/api/user-activity',
  '/api/admin',
  // An address to subscribe, tokens to confirm or leave.
  '/api/newsletter',
] as const;

/** Pages opened from a mailed link (reset, verification, newsletter): their address carries a live token. */
export const hasLinkToken = (url: string) => new URL(url).searchParams.has('token');

const isPrivate = (path: string) => PRIVATE_API_PREFIXES.some((p) => path === p || path.startsWith(`${p}/`));

/** Sets `Cache-Control: no-store` on every answer under PRIVATE_API_PREFIXES, errors included. */
export function privateAnswers(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (!isPrivate(c.req.path)) return;
    const current = c.res.headers.get('Cache-Control') ?? '';
    if (/\bno-store\b/.test(current)) return;
    // A live stream keeps no-transform: it tells compressing proxies (and our own compress) to leave it alone.
    c.res.headers.set(
      'Cache-Control',
      /\bno-transform\b/.test(current) ? 'no-store, no-transform' : 'no-store',
    );
  };
}
