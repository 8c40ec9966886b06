import { describe, expect, test } from 'vitest';
import { readUser, SESSION_MESSAGES } from './session-answers';
import { interpretLogin, interpretSignup, type RawAnswer } from './sign-in-answers';

const answer = (status: number, body: string, contentType = 'application/json'): RawAnswer => ({
  status,
  statusText: status === 200 ? 'OK' : status === 201 ? 'Created' : status === 502 ? 'Bad Gateway' : 'Error',
  contentType,
  body,
});
const user = {
  id: 'u1',
  email: 'a@b.c',
  firstName: 'A',
  lastName: 'B',
  subscription: { tier: 'premium', status: 'trialing' },
};

describe('reading a login answer', () => {
  test('[AUTH-007] [AUTH-023] a session answer signs in, with the token as token or accessToken', () => {
    const a = interpretLogin(answer(200, JSON.stringify({ token: 't1', csrfToken: 'c', user })));
    const b = interpretLogin(answer(200, JSON.stringify({ accessToken: 't2', user })));
    expect(a).toMatchObject({ ok: true, data: { token: 't1', user: { email: 'a@b.c' } } });
    expect(b).toMatchObject({
      ok: true,
      data: { token: 't2', subscription: { tier: 'premium', status: 'trialing' } },
    });
  });

  test('[AUTH-009] a refusal shows the server message, else its error, else Login failed', () => {
    expect(interpretLogin(answer(401, '{"message":"Nope","error":"x"}'))).toEqual({
      ok: false,
      error: 'Nope',
    });
    expect(interpretLogin(answer(401, '{"success":false,"error":"Bad"}'))).toEqual({
      ok: false,
      error: 'Bad',
    });
    expect(interpretLogin(answer(500, '{}'))).toEqual({ ok: false, error: SESSION_MESSAGES.loginFailed });
  });

  test('[AUTH-010] an answer that is not JSON is a server communication error', () => {
    expect(interpretLogin(answer(502, '<html><body>Bad gateway</body></html>', 'text/html'))).toEqual({
      ok: false,
      error: 'Server communication error. Please try again.',
    });
  });

  test('[AUTH-011] a security challenge page says the request was blocked for a while', () => {
    const page = '<!DOCTYPE html><title>Just a moment...</title><div id="cf-chl-widget"></div>';
    expect(interpretLogin(answer(403, page, 'text/html'))).toEqual({
      ok: false,
      error: 'Request temporarily blocked by security. Please wait a few moments and try again.',
    });
  });

  test('[AUTH-012] JSON of another shape is an unexpected response format', () => {
    expect(interpretLogin(answer(200, '{"ok":true}'))).toEqual({
      ok: false,
      error: 'Server returned unexpected response format.',
    });
  });

  test('[AUTH-032] the older first_name, last_name and profile_image_url names are read too', () => {
    expect(
      readUser(
        { email: 'x@y.z', first_name: 'Old', last_name: 'Names', profile_image_url: '/p.png' },
        { tier: 'enterprise', status: 'active' },
      ),
    ).toMatchObject({
      firstName: 'Old',
      lastName: 'Names',
      profileImageUrl: '/p.png',
      subscription: { tier: 'enterprise' },
    });
  });
});

describe('reading a sign-up answer', () => {
  test('[AUTH-015] success shows the spec message', () => {
    expect(interpretSignup(answer(201, '{"success":true}'))).toEqual({
      ok: true,
      data: 'Account created successfully. Please check your email to verify.',
    });
  });

  test("[AUTH-016] a refusal shows the server's error, or Signup failed", () => {
    expect(interpretSignup(answer(400, '{"success":false,"error":"Password too short"}'))).toEqual({
      ok: false,
      error: 'Password too short',
    });
    expect(interpretSignup(answer(400, '{"success":false}'))).toEqual({ ok: false, error: 'Signup failed' });
  });

  test('[AUTH-017] a non-JSON success answer is an invalid response format', () => {
    expect(interpretSignup(answer(200, 'OK', 'text/plain'))).toEqual({
      ok: false,
      error: 'Server returned invalid response format',
    });
  });

  test('[AUTH-017] a success status with JSON of another shape is an invalid response format too', () => {
    for (const body of ['{}', '[1,2,3]']) {
      expect(interpretSignup(answer(200, body))).toEqual({
        ok: false,
        error: 'Server returned invalid response format',
      });
    }
  });

  test('[AUTH-018] an HTTP error with no usable message shows the status and its text', () => {
    expect(interpretSignup(answer(502, '<html>upstream</html>', 'text/html'))).toEqual({
      ok: false,
      error: 'Server error: 502 Bad Gateway',
    });
  });
});
