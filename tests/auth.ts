// Test helpers for accounts: sign up and sign in through the real API, read mailed links, make admins.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { users } from '../features/auth/tables.server';
import type { Db } from '../platform/db.server';
import { listOutbox } from '../platform/mail.server';

interface RequestingApp {
  request(path: string, init?: RequestInit, env?: unknown): Response | Promise<Response>;
}

export const TEST_PASSWORD = 'Correct-Horse-Battery-9';

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomBytes(4).toString('hex')}@example.com`;
}

export function jsonRequest(body: unknown, init: RequestInit = {}): RequestInit {
  return {
    method: 'POST',
    ...init,
    headers: { 'Content-Type': 'application/json', ...(init.headers as Record<string, string> | undefined) },
    body: JSON.stringify(body),
  };
}

/** The bc_session cookie a response set, as a Cookie header value. */
export function sessionCookieOf(res: Response): string | undefined {
  const set = res.headers.getSetCookie().find((c) => c.startsWith('bc_session='));
  const value = set?.split(';')[0];
  return value && value !== 'bc_session=' ? value : undefined;
}

export interface SignedIn {
  email: string;
  userId: string;
  token: string;
  refreshToken: string;
  csrfToken: string;
  cookie: string;
  bearer: { Authorization: string };
}

export async function signUp(app: RequestingApp, email = uniqueEmail(), password = TEST_PASSWORD) {
  const res = await app.request(
    '/api/auth/signup',
    jsonRequest({ firstName: 'Ada', lastName: 'Lovelace', email, password }),
  );
  expect(res.status).toBe(201);
  return email;
}

export async function signIn(
  app: RequestingApp,
  email: string,
  password = TEST_PASSWORD,
  extra: { rememberMe?: boolean } = {},
): Promise<SignedIn> {
  const res = await app.request('/api/auth/login', jsonRequest({ email, password, ...extra }));
  const body = (await res.json()) as {
    token: string;
    refreshToken: string;
    csrfToken: string;
    user: { id: string };
  };
  expect(res.status, JSON.stringify(body)).toBe(200);
  return {
    email,
    userId: body.user.id,
    token: body.token,
    refreshToken: body.refreshToken,
    csrfToken: body.csrfToken,
    cookie: sessionCookieOf(res) ?? '',
    bearer: { Authorization: `Bearer ${body.token}` },
  };
}

/** Signs up a new user and signs them in; admins are promoted in the database first. */
export async function newSignedInUser(
  app: RequestingApp,
  db: Db,
  options: { role?: 'user' | 'admin'; email?: string } = {},
): Promise<SignedIn> {
  const email = await signUp(app, options.email ?? uniqueEmail(options.role ?? 'user'));
  if (options.role === 'admin') await db.update(users).set({ role: 'admin' }).where(eq(users.email, email));
  return signIn(app, email);
}

/** The token of the newest mailed link to a path (/verify-email, /reset-password) for an address. */
export async function mailedToken(db: Db, email: string, path: string): Promise<string | undefined> {
  const [mail] = (await listOutbox(db, { to: email })).filter((m) => m.text.includes(path));
  const match = mail?.text.match(new RegExp(`${path}\\?token=([A-Za-z0-9_%-]+)`));
  return match?.[1] ? decodeURIComponent(match[1]) : undefined;
}
