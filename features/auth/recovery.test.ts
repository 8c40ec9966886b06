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
import { databaseTargets } from '../../tests/databases';
import { createTestServices } from '../../tests/services';
import type { AuthLimiters } from './deps.server';
import { EMAIL_TOKEN_TTL_MS } from './email-tokens.server';
import { AUTH_MESSAGES } from './schemas';

type Json = ReturnType<typeof JSON.parse>;

/** Small limits, so a test reaches them in a few calls. */
function tightLimiters(): AuthLimiters {
  const factory = createRateLimiterFactory();
  return {
    loginIp: factory({ keyPrefix: 'login-ip', points: 8, durationSec: 900 }),
    loginAccount: factory({ keyPrefix: 'login-account', points: 3, durationSec: 900, blockDurationSec: 900 }),
    signupIp: factory({ keyPrefix: 'signup-ip', points: 100, durationSec: 3600 }),
    resetIp: factory({ keyPrefix: 'reset-ip', points: 100, durationSec: 900 }),
    resetAccount: factory({ keyPrefix: 'reset-account', points: 2, durationSec: 3600 }),
  };
}

describe.each(databaseTargets)('password reset, verification and limits on $name', (target) => {
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

  test('repeated failed sign-ins lock the account with a clear 429, for known and unknown addresses alike', async () => {
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
    // Even the right password waits now, from any address: the lock is on the account.
    const locked = await post('/login', { email, password: TEST_PASSWORD }, '198.51.100.9');
    const lockedStranger = await post('/login', { email: stranger, password: TEST_PASSWORD }, '198.51.100.9');
    expect(locked.res.status).toBe(429);
    expect(locked.res.headers.get('Retry-After')).toBe('900');
    expect(locked.body).toEqual({
      success: false,
      error: 'Too many attempts. Please try again in 15 minutes.',
    });
    expect(lockedStranger.res.status).toBe(locked.res.status);
    expect(lockedStranger.body).toEqual(locked.body);
  });

  test('a password reset lifts the sign-in lock', async () => {
    const email = await signUp(app);
    for (let i = 0; i < 3; i++)
      await post('/login', { email, password: `wrong-${i}-password` }, '198.51.100.50');
    expect((await post('/login', { email, password: TEST_PASSWORD }, '198.51.100.51')).res.status).toBe(429);
    await post('/forgot-password', { email }, '198.51.100.52');
    await services.auth.idle();
    const token = (await mailedToken(database.db, email, '/reset-password'))!;
    await post('/reset-password', { token, password: 'Unlocked-Secret-44' });
    expect(
      (await post('/login', { email, password: 'Unlocked-Secret-44' }, '198.51.100.53')).res.status,
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
