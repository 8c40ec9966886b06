// Page models and API helpers for the account browser tests: sign up, read mailed links from the mail catcher, sign in.
import { randomBytes } from 'node:crypto';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import type { MailboxMessage } from '../fakes/smtp-server';
import { baseURL, hydrated, openPage, readerAddress } from './browser';
import { E2E_ADMIN } from './server';

export const E2E_PASSWORD = 'Blue-Harbour-Lantern-42';

export function newEmail(prefix = 'reader'): string {
  return `${prefix}-${randomBytes(4).toString('hex')}@example.com`;
}

export async function apiLogin(email: string, password: string): Promise<string> {
  const res = await fetch(`${baseURL()}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...readerAddress() },
    body: JSON.stringify({ email, password }),
  });
  const body = (await res.json()) as { token?: string };
  if (!res.ok || !body.token) throw new Error(`sign-in of ${email} failed: ${res.status}`);
  return body.token;
}

export const adminToken = () => apiLogin(E2E_ADMIN.email, E2E_ADMIN.password);

/** The newest link to a path (/verify-email, /reset-password) mailed to an address, read from the mail catcher. */
export async function mailedLink(email: string, path: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const res = await fetch(`${inject('mailboxURL')}/messages?to=${encodeURIComponent(email)}`);
        const messages = (await res.json()) as MailboxMessage[];
        const match = messages
          .map((m) => m.text.match(new RegExp(`https?://[^\\s]+${path}\\?token=[\\w%-]+`)))
          .find(Boolean);
        link = match?.[0];
        return link;
      },
      { timeout: 10_000 },
    )
    .toBeDefined();
  // Mailed links carry SITE_URL's origin; the test server answers on its own port.
  const url = new URL(link!);
  return `${url.pathname}${url.search}`;
}

export async function signUpInBrowser(page: Page, email: string, password = E2E_PASSWORD) {
  await page.goto('/signup');
  await hydrated(page);
  await page.getByLabel('First name').fill('Satoshi');
  await page.getByLabel('Last name').fill('Reader');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Create Account' }).click();
}

export async function signInInBrowser(page: Page, email: string, password = E2E_PASSWORD, path = '/login') {
  if (path) {
    await page.goto(path);
    await hydrated(page);
  }
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** A new reader's browser page, signed in through the API the way the site's own pages sign in (cookie). */
export async function signedInPage(browser: Browser, options: BrowserContextOptions = {}): Promise<Page> {
  return (await signedInReader(browser, options)).page;
}

/** signedInPage, with the reader's e-mail, so a test can also call the API as that reader (apiLogin). */
export async function signedInReader(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<{ page: Page; email: string }> {
  const page = await openPage(browser, options);
  const email = newEmail('reader');
  const signup = await page.request.post('/api/auth/signup', {
    data: { firstName: 'Test', lastName: 'Reader', email, password: E2E_PASSWORD },
  });
  if (signup.status() !== 201) throw new Error(`sign-up answered ${signup.status()}`);
  const login = await page.request.post('/api/auth/login', {
    data: { email, password: E2E_PASSWORD },
    headers: { 'X-Session-Transport': 'cookie' },
  });
  if (login.status() !== 200) throw new Error(`sign-in answered ${login.status()}`);
  csrfTokens.set(page, ((await login.json()) as { csrfToken: string }).csrfToken);
  return { page, email };
}

/** A new reader's signed-in page on an active plan the admin set (the local billing provider is tested elsewhere). */
export async function signedInPageOnPlan(
  browser: Browser,
  tier: 'premium' | 'enterprise',
  options: BrowserContextOptions = {},
): Promise<Page> {
  const { page, email } = await signedInReader(browser, options);
  await setPlanAsAdmin(email, tier);
  return page;
}

/** Puts a reader's account on a plan, as the admin does (a downgrade too: the plan changes at once). */
export async function setPlanAsAdmin(email: string, tier: 'free' | 'premium' | 'enterprise') {
  const admin = await adminToken();
  const headers = {
    Authorization: `Bearer ${admin}`,
    'Content-Type': 'application/json',
    ...readerAddress(),
  };
  const found = (await (
    await fetch(`${baseURL()}/api/admin/users?search=${encodeURIComponent(email)}`, { headers })
  ).json()) as { data: { users: { id: string; email: string }[] } };
  const user = found.data.users.find((u) => u.email === email);
  if (!user) throw new Error(`no account ${email}`);
  const res = await fetch(`${baseURL()}/api/admin/users/${user.id}/plan`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ tier, status: 'active' }),
  });
  if (!res.ok) throw new Error(`setting the plan answered ${res.status}`);
}

const csrfTokens = new WeakMap<Page, string>();

/** A write through the API as a signedInPage's own scripts make it: the session cookie plus its CSRF token. */
export async function signedInWrite(
  page: Page,
  method: 'POST' | 'PUT' | 'DELETE',
  path: string,
  data?: unknown,
) {
  const token = csrfTokens.get(page);
  if (!token) throw new Error('signedInWrite needs a page from signedInPage');
  const res = await page.request.fetch(path, { method, data, headers: { 'X-CSRF-Token': token } });
  if (!res.ok()) throw new Error(`${method} ${path} answered ${res.status()}: ${await res.text()}`);
  return res;
}

/** A lot of a position: symbol, name, coin id, quantity and purchase price, as the portfolio API takes them. */
export type Lot = [symbol: string, name: string, coinId: number, quantity: string, boughtAt: string];

/** Adds lots to a signedInPage's portfolio through the API, each bought on `purchaseDate`. */
export async function addLots(page: Page, lots: readonly Lot[], purchaseDate = '2025-06-01T00:00:00.000Z') {
  for (const [symbol, name, coin_id, quantity, purchase_price] of lots)
    await signedInWrite(page, 'POST', '/api/dashboard/portfolio', {
      symbol,
      name,
      coin_id,
      quantity,
      purchase_price,
      purchase_date: purchaseDate,
    });
}

export interface SignedInSession {
  page: Page;
  /** Sends a call as the signed-in reader (the page's session cookie and its CSRF token). */
  api<T = unknown>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, data?: unknown): Promise<T>;
}

/**
 * signedInPage, on any server (options.baseURL) and with a way to call the API as that reader: the cookie
 * session's writes carry its CSRF token, as the site's own pages send it.
 */
export async function signedInSession(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<SignedInSession> {
  const { page } = await signedInReader(browser, options);
  const csrfToken = csrfTokens.get(page)!;
  return {
    page,
    async api<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, data?: unknown) {
      const res = await page.request.fetch(path, {
        method,
        data,
        headers: method === 'GET' ? {} : { 'X-CSRF-Token': csrfToken },
      });
      if (!res.ok()) throw new Error(`${method} ${path} answered ${res.status()}: ${await res.text()}`);
      return (await res.json()) as T;
    },
  };
}
