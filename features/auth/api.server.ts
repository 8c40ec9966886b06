// /api/auth/*: sign-up, sign-in, session verify/refresh/logout, password reset and e-mail verification.
import { Hono, type Context } from 'hono';
import type { z } from 'zod';
import { ForbiddenError } from '../../lib/errors';
import type { ClientAddress } from '../../platform/client-address.server';
import { validated } from '../../platform/validation.server';
import {
  bearerToken,
  clearSessionCookie,
  CSRF_HEADER,
  requireUser,
  resolvePrincipal,
  sessionCookie,
  setSessionCookie,
  type AuthEnv,
  type CookieOptions,
} from './guard.server';
import {
  AUTH_MESSAGES,
  changePasswordInput,
  COOKIE_TRANSPORT,
  deleteAccountInput,
  forgotPasswordInput,
  loginInput,
  refreshInput,
  resetPasswordInput,
  signupInput,
  verifyEmailInput,
  type SessionAnswer,
} from './schemas';
import type { AuthService, SessionGrant } from './service.server';

/** JSON bodies validated by zod; the first problem is the message. */
export const jsonBody = <S extends z.ZodType>(schema: S) => validated('json', schema);

function answer(grant: SessionGrant, refreshToken: string): SessionAnswer {
  return {
    success: true,
    token: grant.token,
    accessToken: grant.token,
    refreshToken,
    csrfToken: grant.csrfToken,
    expiresIn: grant.expiresIn,
    user: grant.user,
    subscription: grant.user.subscription,
  };
}

export function authApi(deps: { auth: AuthService; clientAddress: ClientAddress; cookies: CookieOptions }) {
  const { auth, cookies } = deps;
  const client = (c: Context) => ({
    ip: deps.clientAddress(c),
    userAgent: c.req.header('User-Agent'),
  });
  const cookieOnly = (c: Context) => c.req.header(COOKIE_TRANSPORT.header) === COOKIE_TRANSPORT.value;

  return (
    new Hono<AuthEnv>()
      .post('/login', jsonBody(loginInput), async (c) => {
        const grant = await auth.login(c.req.valid('json'), client(c));
        setSessionCookie(c, grant, cookies);
        return c.json(answer(grant, cookieOnly(c) ? '' : (grant.refresh?.token ?? '')));
      })
      .post('/signup', jsonBody(signupInput), async (c) => {
        const user = await auth.signup(c.req.valid('json'), client(c));
        // The same answer whether or not the address was taken: tokens come from signing in.
        return c.json(
          {
            success: true,
            message: AUTH_MESSAGES.signupSuccess,
            user,
            tokens: null,
            csrfToken: null,
            error: null,
          },
          201,
        );
      })
      .post('/verify', jsonBody(refreshInput), async (c) => {
        const body = c.req.valid('json');
        const grant = await auth.verify({
          accessToken: bearerToken(c),
          refreshToken: body.refreshToken ?? sessionCookie(c),
        });
        return c.json(answer(grant, ''));
      })
      .post('/refresh', jsonBody(refreshInput), async (c) => {
        const fromBody = c.req.valid('json').refreshToken;
        const fromCookie = sessionCookie(c);
        const token = fromBody ?? fromCookie;
        try {
          const grant = await auth.refresh(token ?? '');
          if (!fromBody) setSessionCookie(c, grant, cookies);
          // A token taken from the cookie is never handed to script: only callers that sent one get one back.
          return c.json(answer(grant, fromBody ? (grant.refresh?.token ?? '') : ''));
        } catch (err) {
          if (!fromBody && fromCookie) clearSessionCookie(c, cookies);
          throw err;
        }
      })
      .post('/logout', async (c) => {
        const found = await resolvePrincipal(auth, c).catch((err: unknown) => {
          clearSessionCookie(c, cookies);
          throw err;
        });
        // With a bearer token the CSRF header is optional, but a wrong one is refused.
        const csrf = c.req.header(CSRF_HEADER);
        if (found && csrf !== undefined && csrf !== found.principal.session.csrfToken) {
          throw new ForbiddenError(AUTH_MESSAGES.csrfInvalid);
        }
        if (found) await auth.logout(found.principal);
        clearSessionCookie(c, cookies);
        return c.json({ success: true });
      })
      .post('/forgot-password', jsonBody(forgotPasswordInput), async (c) => {
        await auth.forgotPassword(c.req.valid('json').email, client(c));
        return c.json({ success: true, message: AUTH_MESSAGES.resetRequested });
      })
      .post('/reset-password', jsonBody(resetPasswordInput), async (c) => {
        const { token, password } = c.req.valid('json');
        await auth.resetPassword(token, password, client(c));
        // Whoever was signed in on this browser (perhaps another account) is signed out: the link's holder means
        // to sign in as the account just reset. The reset token already proves the request, so no CSRF token.
        const browserSession = sessionCookie(c);
        const signedIn = browserSession ? await auth.sessionFromRefreshToken(browserSession) : null;
        if (signedIn) await auth.logout(signedIn);
        clearSessionCookie(c, cookies);
        return c.json({ success: true, message: AUTH_MESSAGES.resetDone });
      })
      .post('/verify-email', jsonBody(verifyEmailInput), async (c) => {
        await auth.verifyEmail(c.req.valid('json').token);
        return c.json({ success: true, message: AUTH_MESSAGES.verifyDone });
      })
      // The password again, whoever holds the session: a wrong one counts against the account's sign-in limit.
      .post('/change-password', requireUser(auth), jsonBody(changePasswordInput), async (c) => {
        const { user, session } = c.get('principal');
        await auth.changePassword({ userId: user.id, sessionId: session.id }, c.req.valid('json'));
        // data, as every dashboard call answers, for the settings page's reader.
        const message = AUTH_MESSAGES.passwordChanged;
        return c.json({ success: true, message, data: { message } });
      })
      .post('/delete-account', requireUser(auth), jsonBody(deleteAccountInput), async (c) => {
        await auth.deleteAccount(c.get('principal').user.id, c.req.valid('json').password);
        clearSessionCookie(c, cookies);
        const message = AUTH_MESSAGES.accountDeleted;
        return c.json({ success: true, message, data: { message } });
      })
      .post('/resend-verification', requireUser(auth), async (c) => {
        await auth.resendVerification(c.get('principal').user.id);
        return c.json({ success: true, message: AUTH_MESSAGES.verificationSent });
      })
  );
}
