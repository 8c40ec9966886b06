import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { AUTH_MESSAGES } from '../../features/auth/schemas';
import { hydrated, launchBrowser, openPage, pageErrors, screenshot } from './browser';
import { baseURL, readerAddress } from './browser';
import {
  adminToken,
  apiLogin,
  E2E_PASSWORD,
  mailedLink,
  newEmail,
  signedInPage,
  signInInBrowser,
  signUpInBrowser,
} from './accounts';

/** A new reader who signed up (and so in) in this page, then signed out again. */
async function signUpAndSignOut(page: Page): Promise<string> {
  const email = newEmail();
  await signUpInBrowser(page, email);
  await page.waitForURL('**/dashboard');
  await page.goto('/logout');
  await page.waitForURL((url) => url.pathname === '/');
  return email;
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('a new reader', () => {
  test('[AUTH-014] [AUTH-015] [ROUTES-017] [ROUTES-021] [SHELL-003] signs up, verifies the address from the mail, signs out and back in', async () => {
    const page = await openPage(browser, { viewport: { width: 375, height: 800 }, colorScheme: 'light' });
    const email = newEmail();
    // Sign-in after sign-up held for a moment, so the success message can be read before the dashboard opens.
    await page.route('**/api/auth/login', async (route) => {
      await new Promise((r) => setTimeout(r, 1500));
      await route.continue();
    });
    await signUpInBrowser(page, email);
    await expect
      .poll(() => page.getByRole('status').first().innerText())
      .toContain(AUTH_MESSAGES.signupSuccess);
    expect(await page.getByText('Signing you in…').isVisible()).toBe(true);
    // Signed in at once (decision 22): the dashboard, with a banner asking to verify.
    await page.waitForURL('**/dashboard');
    await expect.poll(() => page.getByText('Please verify your email address').isVisible()).toBe(true);
    await screenshot(page, 'signup-dashboard-375-light');

    await page.goto(await mailedLink(email, '/verify-email'));
    await expect.poll(() => page.getByRole('status').first().innerText()).toContain(AUTH_MESSAGES.verifyDone);
    await page.goto('/dashboard');
    await hydrated(page);
    expect(await page.getByText('Please verify your email address').count()).toBe(0);

    await page.goto('/logout');
    await page.waitForURL((url) => url.pathname === '/');
    await hydrated(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect.poll(() => page.getByRole('link', { name: 'Sign In' }).first().isVisible()).toBe(true);
    // Signed out for real: the dashboard sends the visitor to sign in.
    await page.goto('/dashboard');
    await page.waitForURL('**/login?redirectTo=%2Fdashboard');

    await signInInBrowser(page, email, E2E_PASSWORD, '');
    await page.waitForURL('**/dashboard');
    await page.goto('/about');
    await hydrated(page);
    // The header's account menu is labelled with the e-mail.
    await expect.poll(() => page.getByRole('button', { name: email }).isVisible()).toBe(true);
    // No session token is ever kept where page scripts could read it later.
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
    expect(stored).not.toMatch(/auth_token|refresh_token|csrf_token|eyJhbGci/);
    expect(await pageErrors(page)).toEqual([]);
    await page.context().close();
  });

  test('[AUTH-008] [AUTH-009] a wrong password shows the server message and no session', async () => {
    const page = await openPage(browser, { colorScheme: 'dark' });
    await signInInBrowser(page, newEmail('nobody'), 'Wrong-Password-123');
    await expect.poll(() => page.getByRole('alert').innerText()).toBe(AUTH_MESSAGES.invalidCredentials);
    await screenshot(page, 'login-refused-dark');
    expect(page.url()).toMatch(/\/login$/);
    await page.context().close();
  });

  test('[AUTH-025] [AUTH-026] the guard sends an anonymous visitor to sign in and back to the page they asked for', async () => {
    const page = await openPage(browser);
    const email = await signUpAndSignOut(page);

    await page.goto('/dashboard/watchlist');
    await page.waitForURL('**/login?redirectTo=%2Fdashboard%2Fwatchlist');
    await hydrated(page);
    await signInInBrowser(page, email, E2E_PASSWORD, '');
    await page.waitForURL('**/dashboard/watchlist');
    await page.context().close();
  });

  test('a reader who forgot the password resets it from the mailed link; the old one stops working', async () => {
    const page = await openPage(browser);
    const email = await signUpAndSignOut(page);

    await page.goto('/forgot-password');
    await hydrated(page);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect.poll(() => page.getByRole('status').first().innerText()).toBe(AUTH_MESSAGES.resetRequested);

    await page.goto(await mailedLink(email, '/reset-password'));
    await hydrated(page);
    await page.getByLabel('New password', { exact: true }).fill('Fresh-Meadow-Compass-7');
    await page.getByLabel('Confirm new password').fill('Fresh-Meadow-Compass-7');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.waitForURL('**/login?reset=done');
    await expect.poll(() => page.getByRole('status').first().innerText()).toBe(AUTH_MESSAGES.resetDone);

    await signInInBrowser(page, email, E2E_PASSWORD, '');
    await expect.poll(() => page.getByRole('alert').innerText()).toBe(AUTH_MESSAGES.invalidCredentials);
    await page.getByLabel('Password', { exact: true }).fill('Fresh-Meadow-Compass-7');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/dashboard');
    await page.context().close();
  });
});

describe('plans', () => {
  test('a reader whose Premium lapsed sees the gate, and renews the same plan from the plans page', async () => {
    const email = newEmail('lapsed');
    const page = await openPage(browser);
    await signUpInBrowser(page, email);
    await page.waitForURL('**/dashboard');
    const admin = await adminToken();
    const adminCall = (path: string, init: RequestInit = {}) =>
      fetch(`${baseURL()}${path}`, {
        ...init,
        headers: { Authorization: `Bearer ${admin}`, 'Content-Type': 'application/json', ...readerAddress() },
      }).then((r) => r.json() as Promise<{ data: { users: { id: string; email: string }[] } }>);
    const found = await adminCall(`/api/admin/users?search=${encodeURIComponent(email)}`);
    const userId = found.data.users.find((u) => u.email === email)!.id;
    await adminCall(`/api/admin/users/${userId}/plan`, {
      method: 'POST',
      body: JSON.stringify({ tier: 'premium', status: 'canceled' }),
    });
    await page.goto('/dashboard/analytics');
    await hydrated(page);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).innerText())
      .toBe('Subscription Required');
    await page.goto('/subscribe');
    await hydrated(page);
    const premium = page.getByTestId('plan-premium');
    expect(await premium.getByText('Current plan').count()).toBe(0);
    await premium.getByRole('button', { name: 'Renew Premium' }).click();
    await expect.poll(() => premium.getByText('Current plan').count()).toBe(1);
    await page.goto('/dashboard/analytics');
    await hydrated(page);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).innerText())
      .not.toBe('Subscription Required');
    expect(await page.getByText('Premium Feature').count()).toBe(0);
    await page.context().close();
  });

  test('[AUTH-028] [AUTH-031] [AUTH-034] [AUTH-035] [AUTH-036] a Free reader meets the Premium gate, upgrades with the local provider and opens Analytics; billing shows the invoice and a new card', async () => {
    const page = await openPage(browser, { colorScheme: 'dark' });
    // From the public plans page, a visitor is sent to sign up first, then back to the upgrade.
    await page.goto('/subscribe');
    await hydrated(page);
    await page.getByTestId('plan-premium').getByRole('link', { name: 'Get Premium' }).click();
    await page.waitForURL('**/signup?redirectTo=*');
    await hydrated(page);
    const email = newEmail('subscriber');
    await page.getByLabel('First name').fill('Paying');
    await page.getByLabel('Last name').fill('Reader');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(E2E_PASSWORD);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL('**/dashboard/subscription?plan=premium');

    await page.goto('/dashboard/analytics');
    await hydrated(page);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('Premium Feature');
    await screenshot(page, 'gate-premium-dark');
    await page.getByRole('link', { name: 'Upgrade to Premium' }).click();
    await page.waitForURL('**/dashboard/subscription?plan=premium');
    await page.getByTestId('plan-premium').getByRole('button', { name: 'Upgrade to Premium' }).click();
    await expect.poll(() => page.getByText('You are now on the Premium plan.').isVisible()).toBe(true);
    await screenshot(page, 'upgraded-dark');
    await page.getByRole('link', { name: 'Open Analytics' }).click();
    await page.waitForURL('**/dashboard/analytics');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('Portfolio Analytics');
    expect(await page.getByTestId('plan-gate').count()).toBe(0);

    await page.goto('/dashboard/billing');
    await hydrated(page);
    await expect
      .poll(() => page.getByTestId('billing-plan').innerText())
      .toMatch(/^Premium · active · renews /);
    await expect.poll(() => page.getByRole('cell', { name: '$19.00' }).count()).toBe(1);
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry (MM/YY)').fill('12/30');
    await page.getByRole('button', { name: 'Update payment method' }).click();
    await expect
      .poll(() => page.getByTestId('billing-card').innerText())
      .toBe('Visa ending in 4242, expires 12/2030');
    await page.setViewportSize({ width: 375, height: 800 });
    await screenshot(page, 'billing-375-dark');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await pageErrors(page)).toEqual([]);
    await page.context().close();
  });
});

describe('activity', () => {
  test('[ACT-005] [ACT-006] [ACT-007] [ACT-015] [ACT-024] a signed-in reader opening a coin page records a price check and page views, locally and on the server', async () => {
    const page = await openPage(browser);
    const email = newEmail('active');
    await signUpInBrowser(page, email);
    await page.waitForURL('**/dashboard');
    await page.goto('/coin/eth');
    await hydrated(page);
    // A separate API client: the page's own request context carries its session cookie, and a cookie
    // write without the page's Origin or CSRF token is refused.
    const token = await apiLogin(email, E2E_PASSWORD);
    await expect
      .poll(
        async () => {
          const list = await page.request.get('/api/user-activity/activities?limit=50', {
            headers: { Authorization: `Bearer ${token}` },
          });
          return (
            (await list.json()) as {
              data: { activity_type: string; coin_symbol: string | null; page_path: string | null }[];
            }
          ).data;
        },
        { timeout: 10_000 },
      )
      .toEqual(
        expect.arrayContaining([
          expect.objectContaining({ activity_type: 'price_check', coin_symbol: 'ETH' }),
          expect.objectContaining({ activity_type: 'page_view', page_path: '/coin/eth' }),
          expect.objectContaining({ activity_type: 'login' }),
        ]),
      );
    const local = await page.evaluate(
      () => JSON.parse(localStorage.getItem('user_activities') ?? '[]') as { type: string }[],
    );
    expect(local.map((a) => a.type)).toEqual(expect.arrayContaining(['price_check', 'page_view']));
    await page.reload();
    const afterReload = await page.evaluate(
      () => JSON.parse(localStorage.getItem('user_activities') ?? '[]') as unknown[],
    );
    expect(afterReload.length).toBeGreaterThanOrEqual(local.length);
    await page.context().close();
  });
});

test('[ACT-029] [ACT-030] [ACT-031] [ACT-032] [ACT-033] [ACT-034] the Activity Log page counts and lists the reader’s own activity', async () => {
  const page = await signedInPage(browser, { colorScheme: 'light' });
  // The coin page sends its price check once its session check has ended: leave only after it arrived.
  const priceCheckSent = page.waitForResponse(
    (res) =>
      res.url().endsWith('/api/user-activity/record') &&
      (res.request().postData() ?? '').includes('price_check'),
  );
  await page.goto('/coin/btc');
  await hydrated(page);
  expect((await priceCheckSent).ok()).toBe(true);
  const items = page.getByTestId('activity-list').getByRole('listitem');
  // The coin page's records are sent as it loads: reload the log until they are in.
  await expect
    .poll(
      async () => {
        await page.goto('/dashboard/activity');
        await hydrated(page);
        return items.allInnerTexts();
      },
      { timeout: 15_000 },
    )
    .toEqual(expect.arrayContaining([expect.stringContaining('Checked Bitcoin price')]));
  expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Activity Log');
  expect(await page.getByRole('link', { name: 'Back to Dashboard' }).getAttribute('href')).toBe('/dashboard');
  // Newest first: the page view of the coin page comes after the sign-in.
  const texts = await items.allInnerTexts();
  expect(texts.at(-1)).toContain('Signed in');
  expect(texts.length).toBeLessThanOrEqual(50);
  const total = Number(await page.getByTestId('activity-total').innerText());
  expect(total).toBe(texts.length);
  expect(Number(await page.getByTestId('activity-week').innerText())).toBe(total);
  expect(await page.getByTestId('activity-last-login').innerText()).toMatch(/\d{4}/);
  expect(await page.getByRole('link', { name: /view all/i }).count()).toBe(0);
  const legend = await page.getByRole('region', { name: 'Activity Types' }).innerText();
  for (const line of [
    'Watchlist: adding/removing cryptocurrencies',
    'Portfolio: managing holdings',
    'Alerts: price alerts and notifications',
    'Price Checks: viewing prices',
    'Login: account access and authentication',
    'Page Views: navigation and page visits',
  ]) {
    expect(legend).toContain(line);
  }
  await screenshot(page, 'activity-log-light');
  await page.context().close();
});
