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
  signedInReader,
  signedInSession,
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
    // The sign-in that follows the sign-up is held until the test has seen the success message and the
    // in-between state, so the dashboard cannot open before they are read.
    let releaseLogin = () => {};
    const loginReleased = new Promise<void>((resolve) => (releaseLogin = resolve));
    await page.route('**/api/auth/login', async (route) => {
      await loginReleased;
      await route.continue();
    });
    await signUpInBrowser(page, email);
    await expect
      .poll(() => page.getByRole('status').first().innerText())
      .toContain(AUTH_MESSAGES.signupSuccess);
    expect(await page.getByText('Signing you in…').isVisible()).toBe(true);
    releaseLogin();
    // Signed in at once (decision 22): the dashboard, with a banner asking to verify.
    await page.waitForURL('**/dashboard');
    await expect.poll(() => page.getByText('Please verify your email address').isVisible()).toBe(true);
    await screenshot(page, 'signup-dashboard-375-light');

    await page.goto(await mailedLink(email, '/verify-email'));
    await expect
      .poll(() => page.getByRole('status').first().innerText())
      .toContain(AUTH_MESSAGES.verifyDoneFor(email));
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

describe('mailed links opened a second time, or in a browser signed in to another account', () => {
  /** The newest link to a path mailed to an address once it differs from `seen` (a resend's mail has arrived). */
  async function newerLink(email: string, path: string, seen: string): Promise<string> {
    let link = seen;
    await expect.poll(async () => (link = await mailedLink(email, path)), { timeout: 10_000 }).not.toBe(seen);
    return link;
  }

  test('a replaced verification link offers a new one; a used one says the address is already verified, naming it only to its owner', async () => {
    const page = await openPage(browser, { viewport: { width: 375, height: 800 } });
    const email = newEmail();
    await signUpInBrowser(page, email);
    await page.waitForURL('**/dashboard');
    const first = await mailedLink(email, '/verify-email');
    // The banner's "Send the link again" replaces the first link.
    await page.getByRole('button', { name: 'Send the link again' }).click();
    const second = await newerLink(email, '/verify-email', first);

    await page.goto(first);
    await hydrated(page);
    await expect.poll(() => page.getByRole('alert').innerText()).toBe(AUTH_MESSAGES.verifyInvalid);
    await page.getByRole('button', { name: 'Send a new link' }).click();
    await expect.poll(() => page.getByRole('status').last().innerText()).toBe(AUTH_MESSAGES.verificationSent);
    await screenshot(page, 'verify-replaced-link-375');
    const third = await newerLink(email, '/verify-email', second);

    await page.goto(third);
    await expect
      .poll(() => page.getByRole('status').first().innerText())
      .toBe(AUTH_MESSAGES.verifyDoneFor(email));
    await page.goto(third);
    await expect
      .poll(() => page.getByRole('status').first().innerText())
      .toBe(AUTH_MESSAGES.verifyAlreadyFor(email));
    expect(await page.getByRole('link', { name: 'Go to your dashboard' }).isVisible()).toBe(true);
    await screenshot(page, 'verify-used-link-owner-375');

    // Signed out, the same link says so without the address, and offers to sign in.
    await page.goto('/logout');
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto(first);
    await hydrated(page);
    await expect.poll(() => page.getByRole('status').first().innerText()).toBe(AUTH_MESSAGES.verifyAlready);
    expect(await page.locator('main').innerText()).not.toContain(email);
    expect(await page.getByRole('link', { name: 'Sign in', exact: true }).isVisible()).toBe(true);
    expect(await pageErrors(page)).toEqual([]);
    await page.context().close();
  });

  test("signed in as one reader, another reader's verification link verifies that address without naming it or sending to the wrong dashboard", async () => {
    const owner = await openPage(browser);
    const ownerEmail = await signUpAndSignOut(owner);
    const link = await mailedLink(ownerEmail, '/verify-email');
    await owner.context().close();

    const { page, email: visitor } = await signedInReader(browser, { viewport: { width: 375, height: 800 } });
    await page.goto(link);
    await hydrated(page);
    await expect
      .poll(() => page.getByRole('status').first().innerText())
      .toBe(AUTH_MESSAGES.verifyOtherAccount('verified', visitor));
    expect(await page.locator('main').innerText()).not.toContain(ownerEmail);
    expect(await page.getByRole('link', { name: 'Go to your dashboard' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Sign out' }).isVisible()).toBe(true);
    await screenshot(page, 'verify-other-account-375');
    // The address was verified all the same.
    const res = await fetch(`${baseURL()}/api/auth/verify`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${await apiLogin(ownerEmail, E2E_PASSWORD)}`, ...readerAddress() },
    });
    expect(((await res.json()) as { user: { emailVerified: boolean } }).user.emailVerified).toBe(true);
    await page.context().close();
  });

  test("signed in as one reader, resetting another reader's password from the mailed link signs this browser out", async () => {
    const owner = await openPage(browser);
    const ownerEmail = await signUpAndSignOut(owner);
    await owner.context().close();
    await fetch(`${baseURL()}/api/auth/forgot-password`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...readerAddress() },
      body: JSON.stringify({ email: ownerEmail }),
    });
    const link = await mailedLink(ownerEmail, '/reset-password');

    const { page, email: visitor } = await signedInReader(browser);
    await page.goto(link);
    await hydrated(page);
    await expect.poll(() => page.getByRole('button', { name: visitor }).isVisible()).toBe(true);
    await page.getByLabel('New password', { exact: true }).fill('Fresh-Meadow-Compass-8');
    await page.getByLabel('Confirm new password').fill('Fresh-Meadow-Compass-8');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.waitForURL('**/login?reset=done');
    await expect.poll(() => page.getByRole('status').first().innerText()).toBe(AUTH_MESSAGES.resetDone);
    // Nobody is signed in here any more, in the header or behind the cookie.
    await expect.poll(() => page.getByRole('link', { name: 'Sign In' }).first().isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: visitor }).count()).toBe(0);
    await screenshot(page, 'reset-other-account-1280');
    await page.goto('/dashboard');
    await page.waitForURL('**/login?redirectTo=%2Fdashboard');
    // And the new password signs the reset account in.
    await signInInBrowser(page, ownerEmail, 'Fresh-Meadow-Compass-8', '');
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

describe('account self-service in Settings', () => {
  test('a reader changes the password with the keyboard: a wrong current one is shown at its field; afterwards only the new one signs in', async () => {
    const { page, email } = await signedInReader(browser, { viewport: { width: 375, height: 800 } });
    await page.goto('/dashboard/settings');
    await hydrated(page);
    await page.getByRole('heading', { name: 'Change password' }).scrollIntoViewIfNeeded();
    const current = page.getByLabel('Current password');
    await current.focus();
    await page.keyboard.type('Not-My-Password-1');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Quiet-River-Stone-58');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Quiet-River-Stone-58');
    await page.keyboard.press('Enter');
    await expect.poll(() => current.getAttribute('aria-invalid')).toBe('true');
    expect(await current.getAttribute('aria-describedby')).toContain('form-error');
    expect(await page.getByRole('alert').innerText()).toBe(AUTH_MESSAGES.currentPasswordWrong);
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('field-currentPassword');
    await screenshot(page, 'change-password-refused-375');

    await current.fill(E2E_PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'changed' }).innerText())
      .toBe(AUTH_MESSAGES.passwordChanged);
    // This session stays signed in.
    await page.reload();
    await hydrated(page);
    await expect.poll(() => page.getByRole('heading', { name: 'Settings', level: 1 }).isVisible()).toBe(true);

    const other = await openPage(browser);
    await signInInBrowser(other, email, E2E_PASSWORD);
    await expect.poll(() => other.getByRole('alert').innerText()).toBe(AUTH_MESSAGES.invalidCredentials);
    await other.getByLabel('Password', { exact: true }).fill('Quiet-River-Stone-58');
    await other.getByRole('button', { name: 'Sign In' }).click();
    await other.waitForURL('**/dashboard');
    expect(await pageErrors(page)).toEqual([]);
    await other.context().close();
    await page.context().close();
  });

  test('a reader deletes the account from a dialog that asks for the password; the session ends and the address no longer signs in', async () => {
    const { page, email } = await signedInReader(browser, { colorScheme: 'dark' });
    await page.goto('/dashboard/settings');
    await hydrated(page);
    await page.getByRole('button', { name: 'Delete account…' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    // The safe choice has focus first; Escape keeps the account.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Keep my account');
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);

    await page.getByRole('button', { name: 'Delete account…' }).click();
    await dialog.getByLabel('Your password').fill('Not-My-Password-1');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect.poll(() => dialog.getByRole('alert').innerText()).toBe(AUTH_MESSAGES.currentPasswordWrong);
    expect(await dialog.getByLabel('Your password').getAttribute('aria-invalid')).toBe('true');
    await screenshot(page, 'delete-account-dialog-dark');

    await dialog.getByLabel('Your password').fill(E2E_PASSWORD);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/login?account=deleted');
    await expect.poll(() => page.getByRole('status').first().innerText()).toBe(AUTH_MESSAGES.accountDeleted);
    await page.goto('/dashboard');
    await page.waitForURL('**/login?redirectTo=%2Fdashboard');
    await signInInBrowser(page, email, E2E_PASSWORD, '');
    await expect.poll(() => page.getByRole('alert').innerText()).toBe(AUTH_MESSAGES.invalidCredentials);
    await page.context().close();
  });

  test('a name of only a zero-width space is refused at its field in the profile', async () => {
    const page = await signedInPage(browser);
    await page.goto('/dashboard/profile');
    await hydrated(page);
    const last = page.getByLabel('Last name');
    await last.fill('\u200B');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect.poll(() => last.getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByRole('alert').innerText()).toBe(AUTH_MESSAGES.nameNoLetter);
    await page.reload();
    await hydrated(page);
    expect(await page.getByLabel('Last name').inputValue()).toBe('Reader');
    await page.context().close();
  });

  test('moving down from Enterprise asks first and says what happens to the paid period; keeping changes nothing', async () => {
    const session = await signedInSession(browser);
    const { page } = session;
    await session.api('POST', '/api/billing/checkout', { tier: 'enterprise' });
    await page.goto('/dashboard/subscription');
    await hydrated(page);
    await page.getByTestId('plan-premium').getByRole('button', { name: 'Switch to Premium' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Switch to Premium?' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.getByTestId('downgrade-notice').innerText()).toMatch(
      /^You move to Premium now, with no new charge, until .+, the end of the period you paid for\. The difference is not refunded\.$/,
    );
    await screenshot(page, 'downgrade-question');
    await dialog.getByRole('button', { name: 'Keep Enterprise' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await page.getByTestId('plan-enterprise').getByText('Current plan').count()).toBe(1);

    await page.getByTestId('plan-premium').getByRole('button', { name: 'Switch to Premium' }).click();
    await dialog.getByRole('button', { name: 'Switch to Premium' }).click();
    await expect.poll(() => page.getByText('You are now on the Premium plan.').isVisible()).toBe(true);
    const summary = await session.api<{ data: { invoices: { amountCents: number }[] } }>(
      'GET',
      '/api/billing/summary',
    );
    expect(summary.data.invoices.map((i) => i.amountCents)).toEqual([9900]);
    await page.context().close();
  });
});
