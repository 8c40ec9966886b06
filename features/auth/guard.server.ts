// Who is calling: the session cookie, bearer tokens, CSRF checks, and the requireUser / requireAdmin guards.
import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { ForbiddenError, UnauthorizedError } from '../../lib/errors';
import { AUTH_MESSAGES } from './schemas';
import type { AuthService, Principal, SessionGrant } from './service.server';

export const SESSION_COOKIE = 'bc_session';
export const CSRF_HEADER = 'X-CSRF-Token';

export type AuthVariables = { principal: Principal; principalVia: 'bearer' | 'cookie' };
export type AuthEnv = { Variables: AuthVariables };

export interface CookieOptions {
  /** Secure cookies when the site is served over HTTPS. */
  secure: boolean;
}

/** The refresh token lives in an HttpOnly, SameSite cookie: script in the page can never read it. */
export function setSessionCookie(c: Context, grant: SessionGrant, options: CookieOptions) {
  if (!grant.refresh) return;
  setCookie(c, SESSION_COOKIE, grant.refresh.token, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: options.secure,
    path: '/',
    // Without "remember me" the browser drops it when it closes; the server expires it either way.
    ...(grant.rememberMe ? { expires: grant.refresh.expiresAt } : {}),
  });
}

export function clearSessionCookie(c: Context, options: CookieOptions) {
  deleteCookie(c, SESSION_COOKIE, { path: '/', secure: options.secure, httpOnly: true, sameSite: 'Lax' });
}

export function bearerToken(c: Context): string | undefined {
  const header = c.req.header('Authorization');
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1];
}

export function sessionCookie(c: Context): string | undefined {
  return getCookie(c, SESSION_COOKIE) || undefined;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Finds the caller; a cookie-authenticated write must also carry the session's CSRF token. */
export async function resolvePrincipal(
  auth: AuthService,
  c: Context,
): Promise<{ principal: Principal; via: 'bearer' | 'cookie' } | null> {
  const bearer = bearerToken(c);
  if (bearer) {
    const principal = await auth.authenticate(bearer);
    return principal ? { principal, via: 'bearer' } : null;
  }
  const cookie = sessionCookie(c);
  if (!cookie) return null;
  const principal = await auth.sessionFromRefreshToken(cookie);
  if (!principal) return null;
  if (!SAFE_METHODS.has(c.req.method) && c.req.header(CSRF_HEADER) !== principal.session.csrfToken) {
    throw new ForbiddenError(AUTH_MESSAGES.csrfInvalid);
  }
  return { principal, via: 'cookie' };
}

export function requireUser(auth: AuthService): MiddlewareHandler<AuthEnv> {
  return async (c, next) => {
    const found = await resolvePrincipal(auth, c);
    if (!found) throw new UnauthorizedError(AUTH_MESSAGES.authRequired);
    c.set('principal', found.principal);
    c.set('principalVia', found.via);
    await next();
  };
}

/** 401 for anonymous callers, 403 for signed-in users who are not admins. */
export function requireAdmin(auth: AuthService): MiddlewareHandler<AuthEnv> {
  const user = requireUser(auth);
  return (c, next) =>
    user(c, async () => {
      if (c.get('principal').user.role !== 'admin') throw new ForbiddenError(AUTH_MESSAGES.adminRequired);
      await next();
    });
}

/**
 * Cross-site request forgery, first line: a write that carries the session cookie must come from this site
 * (Origin, else Referer). Browsers send Origin on every cross-site POST; calls without cookies are not at risk.
 */
export function sameOriginWrites(siteUrl: string): MiddlewareHandler {
  const allowed = new Set([new URL(siteUrl).origin]);
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method) || !sessionCookie(c)) return next();
    const own = new URL(c.req.url).origin;
    const source = c.req.header('Origin') ?? refererOrigin(c.req.header('Referer'));
    if (source !== undefined && source !== 'null' && (source === own || allowed.has(source))) return next();
    // No Origin and no Referer: only a request that proves it read the session's token may pass.
    if (source === undefined && c.req.header(CSRF_HEADER)) return next();
    throw new ForbiddenError(AUTH_MESSAGES.csrfInvalid);
  };
}

function refererOrigin(referer: string | undefined): string | undefined {
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return 'null';
  }
}
