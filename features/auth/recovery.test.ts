import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Database } from '../../platform/db.server';
import { listOutbox } from '../../platform/mail.server';
import { createRateLimiterFactory } from '../../platform/rate-limit.server';
import { createApp } from '../../server/app';
import {
  jsonRequest,
  mailedToken,
  newSignedInUser,
  signIn,
  signUp,
  TEST_PASSWORD,
  uniqueEmail,
} from '../../tests/auth';
import { oneDatabaseTarget } from '../../tests/databases';
import { createTestServices } from '../../tests/services';
import { AUTH_LIMITS, type AuthLimiters } from './deps.server';
import { createAuthLimiters } from './setup.server';
import { EMAIL_TOKEN_TTL_MS } from './email-tokens.server';
import { AUTH_MESSAGES } from './schemas';

type Json = ReturnType<typeof JSON.parse>;

/** Small limits, so a test reaches them in a few calls. */
function tightLimiters(): AuthLimiters {
  const factory = createRateLimiterFactory();
  return {
    loginIp: factory({ keyPrefix: 'login-ip', points: 8, durationSec: 900 }),
    loginAccount: factory.throttle({
      keyPrefix: 'login-account',
      freeAttempts: 3,
      baseDelaySec: 30,
      maxDelaySec: 60,
      forgetAfterSec: 900,
    }),
    loginAccountAddress: factory.throttle({
      keyPrefix: 'login-account-address',
      ...AUTH_LIMITS.loginAccountAddress,
    }),
    loginAccountNewAddresses: factory.throttle({
      keyPrefix: 'login-account-new-addresses',
      ...AUTH_LIMITS.loginAccountNewAddresses,
      freeAttempts: 1,
    }),
    signupIp: factory({ keyPrefix: 'signup-ip', points: 100, durationSec: 3600 }),
    resetIp: factory({ keyPrefix: 'reset-ip', points: 100, durationSec: 900 }),
    resetAccount: factory({ keyPrefix: 'reset-account', points: 2, durationSec: 3600 }),
  };
}

describe.each(oneDatabaseTarget)('password reset, verification and limits on $name', (target) => {
  let database: Database;
  let services: ReturnType<typeof createTestServices>;
  let app: ReturnType<typeof createApp>;
  /** Requests from a client address, as the socket gives it. */
  const from = (address: string) => ({ incoming: { socket: { remoteAddress: address } } });
  const post = async (path: string, body: unknown, address = '192.0.2.1') => {
    const res = await app.request(`/api/auth${path}`, jsonRequest(body), from(address));
    return { res, body: (await res.json()) as Json };
  };

  beforeAll(async () => {
    database = await target.open();
    services = createTestServices(database, { authLimiters: tightLimiters() });
    app = createApp(services);
  });
  afterAll(async () => {
    await services.auth.idle();
    await database.close();
  });

  test('forgot password answers the same for a known and an unknown address, and mails only the known one', async () => {
    const known = await signUp(app);
    const unknown = uniqueEmail('stranger');
    const a = await post('/forgot-password', { email: known }, '192.0.2.10');
    const b = await post('/forgot-password', { email: unknown }, '192.0.2.11');
    expect(a.res.status).toBe(200);
    expect(b.res.status).toBe(200);
    expect(a.body).toEqual({ success: true, message: AUTH_MESSAGES.resetRequested });
    expect(b.body).toEqual(a.body);
    await services.auth.idle();
    expect(await mailedToken(database.db, known, '/reset-password')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await listOutbox(database.db, { to: unknown })).toEqual([]);
  });

  test('a reset link works once, sets the new password and ends every session of the account', async () => {
    const session = await newSignedInUser(app, database.db);
    await post('/forgot-password', { email: session.email }, '192.0.2.20');
    await services.auth.idle();
    const token = (await mailedToken(database.db, session.email, '/reset-password'))!;
    expect(await services.auth.resetTokenUsable(token)).toBe(true);

    const reset = await post('/reset-password', { token, password: 'Brand-New-Secret-42' });
    expect(reset.res.status).toBe(200);
    expect(reset.body).toEqual({ success: true, message: AUTH_MESSAGES.resetDone });
    // Every session ended; the old password is gone, the new one works.
    const verify = await app.request('/api/auth/verify', jsonRequest({}, { headers: session.bearer }));
    expect(verify.status).toBe(401);
    expect(
      (await post('/login', { email: session.email, password: TEST_PASSWORD }, '192.0.2.21')).res.status,
    ).toBe(401);
    await signIn(app, session.email, 'Brand-New-Secret-42');

    const again = await post('/reset-password', { token, password: 'Another-New-Secret-43' });
    expect(again.res.status).toBe(400);
    expect(again.body.error).toBe(AUTH_MESSAGES.resetInvalid);
  });

  test('a reset link used five times at once works once: one new password, one "changed" e-mail', async () => {
    const email = await signUp(app);
    await post('/forgot-password', { email }, '192.0.2.25');
    await services.auth.idle();
    const token = await mailedToken(database.db, email, '/reset-password');
    expect(token).toBeDefined();
    const candidates = [1, 2, 3, 4, 5].map((n) => `Brand-New-Secret-4${n}`);

    const answers = await Promise.all(
      candidates.map(async (password) => ({
        password,
        ...(await post('/reset-password', { token, password })),
      })),
    );
    await services.auth.idle();

    const won = answers.filter((a) => a.res.status === 200);
    expect(won).toHaveLength(1);
    for (const refused of answers.filter((a) => a.res.status !== 200)) {
      expect(refused.res.status).toBe(400);
      expect(refused.body.error).toBe(AUTH_MESSAGES.resetInvalid);
    }
    const changed = (await listOutbox(database.db, { to: email })).filter((m) =>
      m.subject.includes('password was changed'),
    );
    expect(changed).toHaveLength(1);
    // The tight account limit allows three wrong tries: the winner's password and one loser's are enough.
    const loser = answers.find((a) => a.res.status !== 200);
    expect((await post('/login', { email, password: won[0]?.password }, '192.0.2.26')).res.status).toBe(200);
    expect((await post('/login', { email, password: loser?.password }, '192.0.2.26')).res.status).toBe(401);
  });

  test('a reset link expires after 30 minutes', async () => {
    const email = await signUp(app);
    await post('/forgot-password', { email }, '192.0.2.30');
    await services.auth.idle();
    const token = (await mailedToken(database.db, email, '/reset-password'))!;
    services.clock.advance(EMAIL_TOKEN_TTL_MS.reset + 1000);
    const late = await post('/reset-password', { token, password: 'Brand-New-Secret-42' });
    expect(EMAIL_TOKEN_TTL_MS.reset).toBe(30 * 60 * 1000);
    expect(late.res.status).toBe(400);
    expect(late.body.error).toBe(AUTH_MESSAGES.resetInvalid);
  });

  test("resetting another account's password from its mailed link signs this browser's own account out", async () => {
    const other = await signUp(app);
    const mine = await newSignedInUser(app, database.db);
    await post('/forgot-password', { email: other }, '192.0.2.41');
    await services.auth.idle();
    const token = (await mailedToken(database.db, other, '/reset-password'))!;
    const reset = await app.request(
      '/api/auth/reset-password',
      jsonRequest(
        { token, password: 'Brand-New-Secret-43' },
        { headers: { Cookie: mine.cookie, Origin: 'http://blockcast.test' } },
      ),
    );
    expect(reset.status).toBe(200);
    expect(reset.headers.getSetCookie().some((c) => /^bc_session=;/.test(c))).toBe(true);
    // The session the browser held is over on the server too, not only forgotten by the browser.
    const refresh = await app.request(
      '/api/auth/refresh',
      jsonRequest({}, { headers: { Cookie: mine.cookie, Origin: 'http://blockcast.test' } }),
    );
    expect(refresh.status).toBe(401);
    expect((await app.request('/api/auth/verify', jsonRequest({}, { headers: mine.bearer }))).status).toBe(
      401,
    );
  });

  test('a refused new password does not spend the reset link', async () => {
    const email = await signUp(app);
    await post('/forgot-password', { email }, '192.0.2.40');
    await services.auth.idle();
    const token = (await mailedToken(database.db, email, '/reset-password'))!;
    const weak = await post('/reset-password', { token, password: 'password123' });
    expect(weak.res.status).toBe(400);
    expect(weak.body.error).toBe(AUTH_MESSAGES.passwordCommon);
    expect((await post('/reset-password', { token, password: 'Brand-New-Secret-42' })).res.status).toBe(200);
  });

  test('the verification link confirms the address once', async () => {
    const email = await signUp(app);
    await services.auth.idle();
    const token = (await mailedToken(database.db, email, '/verify-email'))!;
    expect((await post('/verify-email', { token })).body).toEqual({
      success: true,
      message: AUTH_MESSAGES.verifyDone,
    });
    const session = await signIn(app, email);
    const verified = await app.request('/api/auth/verify', jsonRequest({}, { headers: session.bearer }));
    expect(((await verified.json()) as Json).user.emailVerified).toBe(true);
    const reused = await post('/verify-email', { token });
    expect(reused.res.status).toBe(400);
    expect(reused.body.error).toBe(AUTH_MESSAGES.verifyInvalid);
  });

  test('a verification link opened again, or replaced by a newer one, still says what became of its account', async () => {
    const email = await signUp(app);
    await services.auth.idle();
    const first = (await mailedToken(database.db, email, '/verify-email'))!;
    const { userId } = await signIn(app, email);
    // A newer link replaces the first: the first no longer verifies, but its account is known.
    services.clock.advance(1000);
    await services.auth.resendVerification(userId);
    await services.auth.idle();
    const second = (await mailedToken(database.db, email, '/verify-email'))!;
    expect(second).not.toBe(first);
    expect(await services.auth.openVerificationLink(first)).toEqual({ result: 'invalid', userId });
    expect(await services.auth.openVerificationLink(second)).toEqual({ result: 'verified', userId });
    // Once verified, every link of the account, spent or replaced, says so.
    expect(await services.auth.openVerificationLink(second)).toEqual({ result: 'already', userId });
    expect(await services.auth.openVerificationLink(first)).toEqual({ result: 'already', userId });
    expect(await services.auth.openVerificationLink('not-a-token')).toEqual({
      result: 'invalid',
      userId: null,
    });
  });

  test('repeated failed sign-ins slow the account down with a clear 429, for known and unknown addresses alike', async () => {
    const email = await signUp(app);
    const stranger = uniqueEmail('stranger');
    for (let i = 0; i < 3; i++) {
      expect(
        (await post('/login', { email, password: `wrong-${i}-password` }, `198.51.100.${i + 1}`)).res.status,
      ).toBe(401);
      expect(
        (await post('/login', { email: stranger, password: `wrong-${i}-password` }, `198.51.100.${i + 1}`))
          .res.status,
      ).toBe(401);
    }
    // An address that has failed on the account waits its delay, even with the right password.
    const waiting = await post('/login', { email, password: TEST_PASSWORD }, '198.51.100.1');
    const waitingStranger = await post(
      '/login',
      { email: stranger, password: TEST_PASSWORD },
      '198.51.100.1',
    );
    expect(waiting.res.status).toBe(429);
    expect(waiting.res.headers.get('Retry-After')).toBe('30');
    expect(waiting.body).toEqual({
      success: false,
      error: 'Too many attempts. Please try again in 30 seconds.',
    });
    expect(waitingStranger.res.status).toBe(waiting.res.status);
    expect(waitingStranger.body).toEqual(waiting.body);
  });

  test('a password reset lifts the sign-in delay', async () => {
    const email = await signUp(app);
    for (let i = 0; i < 3; i++)
      await post('/login', { email, password: `wrong-${i}-password` }, '198.51.100.50');
    expect((await post('/login', { email, password: TEST_PASSWORD }, '198.51.100.50')).res.status).toBe(429);
    await post('/forgot-password', { email }, '198.51.100.52');
    await services.auth.idle();
    const token = (await mailedToken(database.db, email, '/reset-password'))!;
    await post('/reset-password', { token, password: 'Unlocked-Secret-44' });
    expect(
      (await post('/login', { email, password: 'Unlocked-Secret-44' }, '198.51.100.50')).res.status,
    ).toBe(200);
  });

  test('one address is limited across accounts: past the limit every sign-in from it waits', async () => {
    const address = '203.0.113.77';
    for (let i = 0; i < 8; i++)
      await post('/login', { email: uniqueEmail(), password: 'whatever-pass' }, address);
    const blocked = await post('/login', { email: uniqueEmail(), password: 'whatever-pass' }, address);
    expect(blocked.res.status).toBe(429);
    expect(blocked.body.error).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
    expect(
      (await post('/login', { email: uniqueEmail(), password: 'whatever-pass' }, '203.0.113.78')).res.status,
    ).toBe(401);
  });

  test('sign-ins that succeed do not count against the address: past its limit in successes, a right password still works and a wrong one is a plain 401', async () => {
    const address = '203.0.113.120';
    const email = await signUp(app);
    const other = await signUp(app);
    // Twice the address's limit of 8, all successful.
    for (let i = 0; i < 16; i++)
      expect((await post('/login', { email, password: TEST_PASSWORD }, address)).res.status).toBe(200);
    expect((await post('/login', { email: other, password: TEST_PASSWORD }, address)).res.status).toBe(200);
    expect((await post('/login', { email: other, password: 'wrong-password-1' }, address)).res.status).toBe(
      401,
    );
  });

  test('with the real limits, 51 successful sign-ins from one address in 15 minutes leave the next one, for another account, working', async () => {
    const real = createTestServices(database, {
      authLimiters: createAuthLimiters(createRateLimiterFactory()),
    });
    const office = createApp(real);
    const address = '203.0.113.130';
    const login = async (email: string, password: string) =>
      (await office.request('/api/auth/login', jsonRequest({ email, password }), from(address))).status;
    const email = await signUp(office);
    const colleague = await signUp(office);
    expect(AUTH_LIMITS.loginIp).toEqual({ points: 50, durationSec: 15 * 60 });
    for (let i = 0; i < 51; i++) expect(await login(email, TEST_PASSWORD)).toBe(200);
    expect(await login(colleague, TEST_PASSWORD)).toBe(200);
    await real.auth.idle();
  });

  test('reset e-mails to one address are limited too, with the same answer whether it exists or not', async () => {
    const email = await signUp(app);
    const stranger = uniqueEmail('nobody');
    for (let i = 0; i < 2; i++) {
      expect((await post('/forgot-password', { email }, '198.51.100.60')).res.status).toBe(200);
      expect((await post('/forgot-password', { email: stranger }, '198.51.100.60')).res.status).toBe(200);
    }
    const a = await post('/forgot-password', { email }, '198.51.100.61');
    const b = await post('/forgot-password', { email: stranger }, '198.51.100.61');
    expect(a.res.status).toBe(429);
    expect(b.res.status).toBe(429);
    expect(b.body).toEqual(a.body);
  });

  test('X-Forwarded-For from an untrusted peer is ignored: rotating it does not escape the address limit', async () => {
    const address = '203.0.113.90';
    const attempt = (fake: string) =>
      app.request(
        '/api/auth/login',
        jsonRequest(
          { email: uniqueEmail(), password: 'whatever-pass' },
          { headers: { 'X-Forwarded-For': fake } },
        ),
        from(address),
      );
    for (let i = 0; i < 8; i++) await attempt(`10.0.0.${i}`);
    expect((await attempt('10.0.0.200')).status).toBe(429);
  });
});
