import { SignJWT, UnsecuredJWT } from 'jose';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Database } from '../../platform/db.server';
import { listOutbox } from '../../platform/mail.server';
import { createApp } from '../../server/app';
import {
  jsonRequest,
  newSignedInUser,
  sessionCookieOf,
  signIn,
  signUp,
  TEST_PASSWORD,
  uniqueEmail,
} from '../../tests/auth';
import { databaseTargets } from '../../tests/databases';
import { createTestServices } from '../../tests/services';
import { ARGON2_OPTIONS } from './passwords.server';
import { AUTH_MESSAGES } from './schemas';
import { REUSE_INTERVAL_MS } from './sessions.server';
import { users } from './tables.server';
import { JWT_AUDIENCE, JWT_ISSUER } from './tokens.server';

type Json = ReturnType<typeof JSON.parse>;
const SECRET = new TextEncoder().encode('test-secret-test-secret-test-secret-42');

describe.each(databaseTargets)('accounts API on $name', (target) => {
  let database: Database;
  let services: ReturnType<typeof createTestServices>;
  let app: ReturnType<typeof createApp>;
  // As a browser on the site sends them: with its Origin.
  const post = async (path: string, body: unknown, headers: Record<string, string> = {}) => {
    const res = await app.request(
      `/api/auth${path}`,
      jsonRequest(body, { headers: { Origin: 'http://blockcast.test', ...headers } }),
    );
    return { res, body: (await res.json()) as Json };
  };

  beforeAll(async () => {
    database = await target.open();
    // Production's password hashes (other test files hash at TEST_HASH_COST).
    services = createTestServices(database, { hashCost: ARGON2_OPTIONS });
    app = createApp(services);
  });
  afterAll(async () => {
    await services.auth.idle();
    await database.close();
  });

  describe('sign-up', () => {
    test('[AUTH-013] [AUTH-015] sign-up stores the account with an argon2id hash and mails a verification link', async () => {
      const email = uniqueEmail('New.User');
      const { res, body } = await post('/signup', {
        firstName: 'Grace',
        lastName: 'Hopper',
        email,
        password: TEST_PASSWORD,
      });
      expect(res.status).toBe(201);
      expect(body).toEqual({
        success: true,
        message: 'Account created successfully. Please check your email to verify.',
        user: { email, firstName: 'Grace', lastName: 'Hopper' },
        tokens: null,
        csrfToken: null,
        error: null,
      });
      const [row] = await database.db.select().from(users).where(eq(users.email, email));
      expect(row?.passwordHash).toMatch(
        new RegExp(
          `^\\$argon2id\\$v=19\\$m=${ARGON2_OPTIONS.memoryCost},t=${ARGON2_OPTIONS.timeCost},p=1\\$`,
        ),
      );
      expect(row?.emailVerifiedAt).toBeNull();
      await services.auth.idle();
      const [mail] = await listOutbox(database.db, { to: email });
      expect(mail?.subject).toBe('Verify your Blockcast email address');
      expect(mail?.text).toMatch(/http:\/\/blockcast\.test\/verify-email\?token=[A-Za-z0-9_-]{43}/);
    });

    test('a taken address, in any case, gets the very same answer, and its owner a note instead of a second account', async () => {
      const email = await signUp(app);
      const again = await post('/signup', {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: email.toUpperCase(),
        password: 'Another-Password-77',
      });
      const fresh = uniqueEmail();
      const first = await post('/signup', {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: fresh,
        password: 'Another-Password-77',
      });
      expect(again.res.status).toBe(first.res.status);
      expect({ ...again.body, user: null }).toEqual({ ...first.body, user: null });
      expect(again.body.user.email).toBe(email.toUpperCase());
      const rows = await database.db.select().from(users).where(eq(users.email, email));
      expect(rows).toHaveLength(1);
      await services.auth.idle();
      const mails = await listOutbox(database.db, { to: email });
      expect(mails.map((m) => m.subject)).toContain(
        'Someone tried to create a Blockcast account with your email',
      );
    });

    test('a new and a taken address both answer no sooner than the floor, so timing does not tell them apart', async () => {
      const floored = createApp(createTestServices(database, { signupFloorMs: 300 }));
      const taken = await signUp(app);
      const timed = async (email: string) => {
        const started = performance.now();
        const res = await floored.request(
          '/api/auth/signup',
          jsonRequest(
            { firstName: 'Ada', lastName: 'Lovelace', email, password: 'Another-Password-77' },
            { headers: { Origin: 'http://blockcast.test' } },
          ),
        );
        expect(res.status).toBe(201);
        return performance.now() - started;
      };
      expect(await timed(uniqueEmail())).toBeGreaterThanOrEqual(299);
      expect(await timed(taken)).toBeGreaterThanOrEqual(299);
    });

    test.each([
      ['a short password', { password: 'Short1!' }, AUTH_MESSAGES.passwordTooShort],
      ['a password of 129 characters', { password: 'x'.repeat(129) }, AUTH_MESSAGES.passwordTooLong],
      ['one of the most common passwords', { password: 'password1' }, AUTH_MESSAGES.passwordCommon],
      ['a common password in another case', { password: 'IloveYou123' }, AUTH_MESSAGES.passwordCommon],
      ['an address that is not one', { email: 'not-an-email' }, AUTH_MESSAGES.emailInvalid],
      ['no first name', { firstName: '  ' }, AUTH_MESSAGES.nameRequired],
      ['a first name of 10,000 characters', { firstName: 'A'.repeat(10_000) }, AUTH_MESSAGES.nameTooLong],
      ['a first name of only a zero-width space', { firstName: '\u200B' }, AUTH_MESSAGES.nameNoLetter],
      ['a first name of a Hangul filler (U+3164)', { firstName: '\u3164' }, AUTH_MESSAGES.nameNoLetter],
      [
        'a last name of Hangul fillers (U+115F, U+1160)',
        { lastName: '\u115F\u1160' },
        AUTH_MESSAGES.nameNoLetter,
      ],
      [
        'a last name of a halfwidth Hangul filler (U+FFA0)',
        { lastName: '\uFFA0' },
        AUTH_MESSAGES.nameNoLetter,
      ],
      [
        'a first name of blank braille and a word joiner',
        { firstName: '\u2800\u2060' },
        AUTH_MESSAGES.nameNoLetter,
      ],
      ['a last name of a lone surrogate', { lastName: '\uD800' }, AUTH_MESSAGES.nameBroken],
      ['a last name of a lone surrogate after letters', { lastName: 'Ada\uDC00' }, AUTH_MESSAGES.nameBroken],
    ])('sign-up with %s is refused with a clear message', async (_, change, message) => {
      const { res, body } = await post('/signup', {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: uniqueEmail(),
        password: TEST_PASSWORD,
        ...change,
      });
      expect(res.status).toBe(400);
      expect(body).toEqual({ success: false, error: message });
    });

    test('a password of 64 characters and more is accepted', async () => {
      const email = await signUp(app, uniqueEmail(), 'long-passphrase '.repeat(4) + 'and-more');
      await signIn(app, email, 'long-passphrase '.repeat(4) + 'and-more');
    });
  });

  describe('sign-in', () => {
    test('[AUTH-007] [AUTH-032] [AUTH-033] sign-in answers tokens, user and subscription, and sets an HttpOnly SameSite cookie', async () => {
      const email = await signUp(app);
      const { res, body } = await post('/login', { email, password: TEST_PASSWORD, rememberMe: true });
      expect(res.status).toBe(200);
      expect(body).toMatchObject({
        success: true,
        token: expect.stringMatching(/^ey/),
        refreshToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        csrfToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        subscription: { tier: 'free', status: 'active' },
        user: {
          email,
          firstName: 'Ada',
          lastName: 'Lovelace',
          // Decision 22: an unverified account signs in at once.
          emailVerified: false,
          role: 'user',
          subscription: { tier: 'free', status: 'active' },
        },
      });
      const cookie = res.headers.getSetCookie().find((c) => c.startsWith('bc_session='));
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/SameSite=Lax/i);
      expect(cookie).toMatch(/Path=\//);
      // "Remember me" keeps the cookie past the browser session.
      expect(cookie).toMatch(/Expires=/);
    });

    test('without "remember me" the cookie ends with the browser session', async () => {
      const email = await signUp(app);
      const { res } = await post('/login', { email, password: TEST_PASSWORD });
      const cookie = res.headers.getSetCookie().find((c) => c.startsWith('bc_session='));
      expect(cookie).not.toMatch(/Expires=|Max-Age=/i);
    });

    test('[AUTH-005] the browser app gets its refresh token only in the HttpOnly cookie, never in JSON', async () => {
      const email = await signUp(app);
      const { res, body } = await post(
        '/login',
        { email, password: TEST_PASSWORD },
        { 'X-Session-Transport': 'cookie' },
      );
      expect(body.refreshToken).toBe('');
      expect(sessionCookieOf(res)).toMatch(/^bc_session=.{43}$/);
    });

    test('overlong input is refused with the form’s own words, never a field name from the code', async () => {
      const longPassword = await post('/login', { email: uniqueEmail(), password: 'x'.repeat(10_000) });
      expect(longPassword.res.status).toBe(400);
      expect(longPassword.body.error).toBe(AUTH_MESSAGES.invalidCredentials);
      const longEmail = await post('/login', { email: `${'a'.repeat(10_000)}@example.com`, password: 'x' });
      expect(longEmail.body.error).toBe(AUTH_MESSAGES.emailInvalid);
      const forgot = await post('/forgot-password', { email: `${'a'.repeat(300)}@example.com` });
      expect(forgot.res.status).toBe(400);
      expect(forgot.body.error).toBe(AUTH_MESSAGES.emailInvalid);
    });

    test('[AUTH-009] a wrong password and an unknown address get the same status and body', async () => {
      const email = await signUp(app);
      const wrong = await post('/login', { email, password: 'Not-The-Password-1' });
      const unknown = await post('/login', { email: uniqueEmail('nobody'), password: 'Not-The-Password-1' });
      expect(wrong.res.status).toBe(401);
      expect(unknown.res.status).toBe(401);
      expect(wrong.body).toEqual({ success: false, error: AUTH_MESSAGES.invalidCredentials });
      expect(unknown.body).toEqual(wrong.body);
      expect(sessionCookieOf(wrong.res)).toBeUndefined();
    });

    test('the address is matched whatever its case', async () => {
      const email = await signUp(app);
      await signIn(app, email.toUpperCase());
    });
  });

  describe('sessions', () => {
    test('[AUTH-002] verify with the bearer token answers user, subscription and a fresh token', async () => {
      const session = await newSignedInUser(app, database.db);
      const { res, body } = await post('/verify', { refreshToken: session.refreshToken }, session.bearer);
      expect(res.status).toBe(200);
      expect(body).toMatchObject({
        success: true,
        token: expect.stringMatching(/^ey/),
        user: { email: session.email },
        subscription: { tier: 'free', status: 'active' },
        csrfToken: session.csrfToken,
      });
      expect(body.refreshToken).toBe('');
    });

    test('verify with only the session cookie (a reloaded browser tab) signs the page back in', async () => {
      const session = await newSignedInUser(app, database.db);
      const { res, body } = await post('/verify', {}, { Cookie: session.cookie });
      expect(res.status).toBe(200);
      expect(body.user.email).toBe(session.email);
    });

    test('[AUTH-006] verify without any credentials, or with a placeholder token, is refused with 401', async () => {
      expect((await post('/verify', {})).res.status).toBe(401);
      const demo = await post('/verify', {}, { Authorization: 'Bearer demo-token' });
      expect(demo.res.status).toBe(401);
      expect(demo.body).toEqual({ success: false, error: AUTH_MESSAGES.sessionExpired });
    });

    test('[AUTH-023] refresh spends the refresh token and answers a new one with accessToken, token, user and subscription', async () => {
      const session = await newSignedInUser(app, database.db);
      const { res, body } = await post('/refresh', { refreshToken: session.refreshToken });
      expect(res.status).toBe(200);
      expect(body.accessToken).toBe(body.token);
      expect(body.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(body.refreshToken).not.toBe(session.refreshToken);
      expect(body.user.email).toBe(session.email);
      expect(body.subscription).toMatchObject({ tier: 'free' });
      // The new one works.
      expect((await post('/refresh', { refreshToken: body.refreshToken })).res.status).toBe(200);
    });

    test('a refresh token used again after the reuse interval revokes its whole family', async () => {
      const session = await newSignedInUser(app, database.db);
      const first = await post('/refresh', { refreshToken: session.refreshToken });
      services.clock.advance(REUSE_INTERVAL_MS + 1000);
      const replay = await post('/refresh', { refreshToken: session.refreshToken });
      expect(replay.res.status).toBe(401);
      // The legitimate successor is dead too, and so is the session's access token.
      expect((await post('/refresh', { refreshToken: first.body.refreshToken })).res.status).toBe(401);
      expect((await post('/verify', {}, { Authorization: `Bearer ${first.body.token}` })).res.status).toBe(
        401,
      );
    });

    test('two tabs refreshing with the same cookie at the same moment both stay signed in', async () => {
      const session = await newSignedInUser(app, database.db);
      const [a, b] = await Promise.all([
        post('/refresh', {}, { Cookie: session.cookie }),
        post('/refresh', {}, { Cookie: session.cookie }),
      ]);
      expect([a.res.status, b.res.status]).toEqual([200, 200]);
      // Taken from the cookie, the new token goes back only as a cookie.
      expect(a.body.refreshToken).toBe('');
      expect(sessionCookieOf(a.res)).toBeDefined();
    });

    test('a refresh that fails clears the session cookie', async () => {
      const { res } = await post('/refresh', {}, { Cookie: 'bc_session=forged-token' });
      expect(res.status).toBe(401);
      expect(res.headers.getSetCookie().join()).toMatch(/bc_session=;.*Max-Age=0/);
    });

    test('an expired refresh token is refused', async () => {
      const session = await newSignedInUser(app, database.db);
      services.clock.advance(25 * 60 * 60 * 1000);
      expect((await post('/refresh', { refreshToken: session.refreshToken })).res.status).toBe(401);
    });

    test('[AUTH-020] logout with the bearer token and X-CSRF-Token ends the session everywhere', async () => {
      const session = await newSignedInUser(app, database.db);
      const res = await app.request('/api/auth/logout', {
        method: 'POST',
        headers: { ...session.bearer, 'X-CSRF-Token': session.csrfToken },
      });
      expect(res.status).toBe(200);
      expect(res.headers.getSetCookie().join()).toMatch(/bc_session=;/);
      expect((await post('/verify', {}, session.bearer)).res.status).toBe(401);
      expect((await post('/refresh', { refreshToken: session.refreshToken })).res.status).toBe(401);
      expect((await post('/verify', {}, { Cookie: session.cookie })).res.status).toBe(401);
    });

    test('[ACT-014] [ACT-025] signing in and signing out are both recorded in the activity log', async () => {
      const session = await newSignedInUser(app, database.db);
      await app.request('/api/auth/logout', {
        method: 'POST',
        headers: { ...session.bearer, 'X-CSRF-Token': session.csrfToken },
      });
      await services.auth.idle();
      const again = await signIn(app, session.email);
      await services.auth.idle();
      const res = await app.request('/api/user-activity/activities?limit=10', { headers: again.bearer });
      const types = ((await res.json()) as Json).data.map((a: Json) => a.activity_type);
      expect(types).toEqual(['login', 'logout', 'login']);
    });

    test('logout with a wrong X-CSRF-Token is refused and the session lives on', async () => {
      const session = await newSignedInUser(app, database.db);
      const res = await app.request('/api/auth/logout', {
        method: 'POST',
        headers: { ...session.bearer, 'X-CSRF-Token': 'wrong' },
      });
      expect(res.status).toBe(403);
      expect((await post('/verify', {}, session.bearer)).res.status).toBe(200);
    });

    test('logout by cookie needs the CSRF token: a forged cross-site form cannot sign anyone out', async () => {
      const session = await newSignedInUser(app, database.db);
      const forged = await app.request('/api/auth/logout', {
        method: 'POST',
        headers: { Cookie: session.cookie, Origin: 'https://evil.example' },
      });
      expect(forged.status).toBe(403);
      const noToken = await app.request('/api/auth/logout', {
        method: 'POST',
        headers: { Cookie: session.cookie, Origin: 'http://blockcast.test' },
      });
      expect(noToken.status).toBe(403);
      expect((await post('/verify', {}, { Cookie: session.cookie })).res.status).toBe(200);
      const ok = await app.request('/api/auth/logout', {
        method: 'POST',
        headers: {
          Cookie: session.cookie,
          Origin: 'http://blockcast.test',
          'X-CSRF-Token': session.csrfToken,
        },
      });
      expect(ok.status).toBe(200);
      expect((await post('/verify', {}, { Cookie: session.cookie })).res.status).toBe(401);
    });
  });

  describe('access tokens', () => {
    const verifyWith = async (token: string) =>
      (await post('/verify', {}, { Authorization: `Bearer ${token}` })).res.status;

    test('an access token expires after 15 minutes', async () => {
      const session = await newSignedInUser(app, database.db);
      expect(await verifyWith(session.token)).toBe(200);
      services.clock.advance(15 * 60 * 1000 + 1000);
      expect(await verifyWith(session.token)).toBe(401);
    });

    test('unsigned (alg none), wrongly signed, and wrong issuer or audience tokens are refused', async () => {
      const session = await newSignedInUser(app, database.db);
      const [, payload] = session.token.split('.');
      const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as {
        sub: string;
        sid: string;
      };
      const now = Math.floor(services.clock() / 1000);
      const unsecured = new UnsecuredJWT({ sid: claims.sid })
        .setSubject(claims.sub)
        .setIssuer(JWT_ISSUER)
        .setAudience(JWT_AUDIENCE)
        .setIssuedAt(now)
        .setExpirationTime(now + 600)
        .encode();
      const signed = (key: Uint8Array, issuer = JWT_ISSUER, audience = JWT_AUDIENCE, alg = 'HS256') =>
        new SignJWT({ sid: claims.sid })
          .setProtectedHeader({ alg })
          .setSubject(claims.sub)
          .setIssuer(issuer)
          .setAudience(audience)
          .setIssuedAt(now)
          .setExpirationTime(now + 600)
          .sign(key);
      expect(await verifyWith(await signed(SECRET))).toBe(200);
      expect(await verifyWith(unsecured)).toBe(401);
      expect(
        await verifyWith(await signed(new TextEncoder().encode('another-secret-another-secret-123'))),
      ).toBe(401);
      expect(await verifyWith(await signed(SECRET, 'someone-else'))).toBe(401);
      expect(await verifyWith(await signed(SECRET, JWT_ISSUER, 'another-api'))).toBe(401);
      expect(await verifyWith(await signed(SECRET, JWT_ISSUER, JWT_AUDIENCE, 'HS512'))).toBe(401);
    });
  });

  describe('disabled accounts', () => {
    test('disabling an account ends its sessions at once and refuses its sign-in', async () => {
      const session = await newSignedInUser(app, database.db);
      await services.auth.setUserDisabled(session.userId, true);
      expect((await post('/verify', {}, session.bearer)).res.status).toBe(401);
      expect((await post('/refresh', { refreshToken: session.refreshToken })).res.status).toBe(401);
      const login = await post('/login', { email: session.email, password: TEST_PASSWORD });
      expect(login.res.status).toBe(403);
      expect(login.body.error).toBe(AUTH_MESSAGES.accountDisabled);
      await services.auth.setUserDisabled(session.userId, false);
      await signIn(app, session.email);
    });
  });
});
