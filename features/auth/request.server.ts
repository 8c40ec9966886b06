// The signed-in user behind a page request (its session cookie), for loaders: the header, guards, /admin.
import { redirect } from 'react-router';
import { parse } from 'hono/utils/cookie';
import type { AppServices } from '../../platform/services.server';
import { loadPublicUser } from './accounts.server';
import { SESSION_COOKIE } from './guard.server';
import { safeRedirectPath, type PublicUser } from './schemas';
import type { Principal } from './service.server';

export async function requestPrincipal(request: Request, services: AppServices): Promise<Principal | null> {
  const header = request.headers.get('Cookie');
  const token = header ? parse(header, SESSION_COOKIE)[SESSION_COOKIE] : undefined;
  return token ? services.auth.sessionFromRefreshToken(token) : null;
}

export async function requestUser(request: Request, services: AppServices): Promise<PublicUser | null> {
  const principal = await requestPrincipal(request, services);
  return principal ? loadPublicUser(services.database.db, principal.user) : null;
}

/** The route guard: anonymous visitors go to /login, which sends them back here after signing in. */
export async function requirePageUser(request: Request, services: AppServices): Promise<PublicUser> {
  const user = await requestUser(request, services);
  if (!user) {
    const url = new URL(request.url);
    throw redirect(`/login?redirectTo=${encodeURIComponent(url.pathname + url.search)}`);
  }
  return user;
}

/** The account pages (/login, /signup): a reader already signed in goes straight on to their destination. */
export async function sendSignedInOn(request: Request, services: AppServices): Promise<null> {
  if (await requestUser(request, services)) {
    throw redirect(safeRedirectPath(new URL(request.url).searchParams.get('redirectTo')));
  }
  return null;
}
