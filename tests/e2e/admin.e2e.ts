import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ADMIN_MESSAGES } from '../../features/admin/schemas';
import { AUTH_MESSAGES } from '../../features/auth/schemas';
import { UPLOAD_MESSAGES } from '../../platform/image-upload.server';
import { E2E_PASSWORD, newEmail, signInInBrowser, signUpInBrowser } from './accounts';
import {
  baseURL,
  hydrated,
  launchBrowser,
  openPage,
  pageErrors,
  screenshot,
  seriousViolations,
} from './browser';
import { E2E_ADMIN } from './server';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const heading = (page: Page) => page.getByRole('heading', { level: 1 }).innerText();
/** The visible section of the dashboard (hidden tab panels are not in the accessibility tree). */
const panel = (page: Page, name: string) => page.getByRole('tabpanel', { name });

/** Signs in on the /admin form and waits for the dashboard the server then renders. */
async function adminSignIn(page: Page) {
  await page.goto('/admin');
  await hydrated(page);
  expect(await heading(page)).toBe('Admin Sign In');
  await signInInBrowser(page, E2E_ADMIN.email, E2E_ADMIN.password, '');
  // The first sign-in on a fresh server can take a few seconds on a busy machine.
  await expect.poll(() => heading(page), { timeout: 10_000 }).toBe('Admin Dashboard');
}

async function findUser(page: Page, email: string) {
  await page.getByLabel('Search users').fill(email);
  await panel(page, 'Users').getByRole('button', { name: 'Search', exact: true }).click();
  const row = page.getByTestId('admin-users').getByRole('row').filter({ hasText: email });
  await expect.poll(() => row.count()).toBe(1);
  return row;
}

const noHorizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('the admin page', () => {
  test('[AUTH-038] a refused admin sign-in says only Invalid credentials, and shows no sign-up links', async () => {
    const page = await openPage(browser, { colorScheme: 'dark', viewport: { width: 1280, height: 800 } });
    await page.goto('/admin');
    await hydrated(page);
    expect(await heading(page)).toBe('Admin Sign In');
    expect(await page.getByRole('main').getByRole('link').count()).toBe(0);
    // The admin's address with a wrong password, then an address nobody has: the same words.
    await signInInBrowser(page, E2E_ADMIN.email, 'not-the-admin-password', '');
    await expect.poll(() => page.getByRole('alert').innerText()).toBe(AUTH_MESSAGES.adminInvalidCredentials);
    await signInInBrowser(page, newEmail('nobody'), 'Wrong-Password-123', '');
    await expect.poll(() => page.getByRole('alert').innerText()).toBe(AUTH_MESSAGES.adminInvalidCredentials);
    expect(await heading(page)).toBe('Admin Sign In');
    await screenshot(page, 'admin-sign-in-refused-1280-dark');
    await page.context().close();
  });

  test('[AUTH-039] a reader with an admin flag in local storage gets 403 from the server, with a way out', async () => {
    const page = await openPage(browser, { colorScheme: 'light', viewport: { width: 375, height: 800 } });
    await signUpInBrowser(page, newEmail('not-admin'));
    await page.waitForURL('**/dashboard');
    // The original kept its admin flag in local storage; none of it counts now.
    await page.evaluate(() => {
      for (const key of ['isAdmin', 'admin', 'adminAuthenticated', 'adminLoggedIn'])
        localStorage.setItem(key, 'true');
    });
    const res = await page.goto('/admin');
    expect(res?.status()).toBe(403);
    await hydrated(page);
    expect(await heading(page)).toBe('Access Denied');
    expect(await page.getByTestId('admin-forbidden').innerText()).toContain('not an administrator account');
    expect(await page.getByRole('tab').count()).toBe(0);
    await screenshot(page, 'admin-forbidden-375-light');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Go to your dashboard' }).click();
    await page.waitForURL('**/dashboard');
    expect(await pageErrors(page)).toEqual([]);
    await page.context().close();
  });

  test('[AUTH-037] the admin signs in on /admin, grants a new reader Premium, disables them and reads their mail', async () => {
    // The reader signs up in their own browser and stays signed in.
    const reader = await openPage(browser, { colorScheme: 'light' });
    const email = newEmail('granted');
    await signUpInBrowser(reader, email);
    await reader.waitForURL('**/dashboard');

    const admin = await openPage(browser, { colorScheme: 'dark', viewport: { width: 1280, height: 900 } });
    await adminSignIn(admin);
    expect(await admin.title()).toBe('Admin | Blockcast');

    const row = await findUser(admin, email);
    expect(await row.innerText()).toMatch(/Free\s+· active/);
    await row.getByLabel(`Plan for ${email}`, { exact: true }).selectOption('premium');
    await row.getByRole('button', { name: `Save plan for ${email}` }).click();
    await expect
      .poll(() => panel(admin, 'Users').getByRole('status').innerText())
      .toBe(`${email} is now on Premium (active).`);
    await expect.poll(() => row.innerText()).toMatch(/Premium\s+· active/);
    await screenshot(admin, 'admin-users-1280-dark');
    expect(await seriousViolations(admin)).toEqual([]);

    // An admin cannot lock themself out: the server's refusal is shown.
    const self = await findUser(admin, E2E_ADMIN.email);
    await self.getByRole('button', { name: `Disable ${E2E_ADMIN.email}` }).click();
    await self.getByRole('button', { name: `Confirm disabling ${E2E_ADMIN.email}` }).click();
    await expect
      .poll(() => panel(admin, 'Users').getByRole('alert').innerText())
      .toBe(ADMIN_MESSAGES.cannotDisableSelf);

    // The reader opens Analytics: the page itself, not the Premium gate.
    await reader.goto('/dashboard/analytics');
    await hydrated(reader);
    await expect.poll(() => heading(reader)).toBe('Portfolio Analytics');
    expect(await reader.getByTestId('plan-gate').count()).toBe(0);

    // Disabled: the reader's next page load finds no session and lands on sign-in, which refuses them.
    const again = await findUser(admin, email);
    // Disabling asks for a second click; Cancel leaves the account as it was.
    await again.getByRole('button', { name: `Disable ${email}` }).click();
    await again.getByRole('button', { name: 'Cancel' }).click();
    expect(await again.getByRole('button', { name: `Disable ${email}` }).isVisible()).toBe(true);
    await again.getByRole('button', { name: `Disable ${email}` }).click();
    await again.getByRole('button', { name: `Confirm disabling ${email}` }).click();
    await expect
      .poll(() => panel(admin, 'Users').getByRole('status').innerText())
      .toBe(`${email} is disabled and signed out everywhere.`);
    expect(await again.getByRole('button', { name: `Enable ${email}` }).isVisible()).toBe(true);
    await reader.reload();
    await reader.waitForURL('**/login?redirectTo=%2Fdashboard%2Fanalytics');
    await hydrated(reader);
    await signInInBrowser(reader, email, E2E_PASSWORD, '');
    await expect.poll(() => reader.getByRole('alert').innerText()).toBe(AUTH_MESSAGES.accountDisabled);

    // The verification mail sent at sign-up, read in the outbox.
    await admin.getByRole('tab', { name: 'Mail outbox' }).click();
    await admin.getByLabel('Recipient address').fill(email);
    await panel(admin, 'Mail outbox').getByRole('button', { name: 'Filter' }).click();
    const mails = admin.getByTestId('admin-outbox').getByRole('row').filter({ hasText: email });
    await expect.poll(() => mails.count()).toBe(1);
    await mails.getByText('Verify your Blockcast email address').click();
    await expect.poll(() => mails.locator('details pre').innerText()).toMatch(/\/verify-email\?token=/);
    await screenshot(admin, 'admin-outbox-1280-dark');
    expect(await seriousViolations(admin)).toEqual([]);

    // Tabs answer the arrow keys: from Mail outbox to Caches.
    await admin.getByRole('tab', { name: 'Mail outbox' }).focus();
    await admin.keyboard.press('ArrowRight');
    expect(await admin.getByRole('tab', { name: 'Caches' }).getAttribute('aria-selected')).toBe('true');
    // This instance's hit ratio and upstream health: the counts /metrics reads.
    const health = panel(admin, 'Caches').getByLabel('Market cache health on this instance');
    await expect.poll(() => health.innerText()).toMatch(/Hit ratio\s+\d+\.\d%/);
    expect(await health.innerText()).toMatch(/Circuit\s+Closed/);
    await admin.getByRole('button', { name: 'Invalidate market cache' }).click();
    await expect
      .poll(() => panel(admin, 'Caches').getByRole('status').innerText())
      .toMatch(/^Market cache invalidated: /);
    await admin.getByRole('tab', { name: 'Jobs' }).click();
    const job = admin.getByTestId('admin-job');
    await expect.poll(() => job.innerText()).toContain('Market data poll');
    expect(await job.innerText()).toMatch(/Provider\s+simulated/);
    await screenshot(admin, 'admin-jobs-1280-dark');
    expect(await pageErrors(admin)).toEqual([]);
    expect(await pageErrors(reader)).toEqual([]);
    await admin.context().close();
    await reader.context().close();
    // Two browsers, two sign-ins, two accessibility scans and three screenshots: 20 s on a quiet machine, so it
    // has twice the usual minute when the other worker's file competes for the cores.
  }, 120_000);

  test('on a 375 px phone in the light theme, tables scroll in their own box and the page never scrolls sideways, Articles too', async () => {
    // A mail of the admin's own to read in the outbox.
    const asked = await fetch(`${baseURL()}/api/auth/forgot-password`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: E2E_ADMIN.email }),
    });
    expect(asked.status).toBe(200);
    const page = await openPage(browser, { colorScheme: 'light', viewport: { width: 375, height: 800 } });
    await adminSignIn(page);
    await expect.poll(() => page.getByTestId('admin-users').getByRole('row').count()).toBeGreaterThan(1);
    expect(await noHorizontalOverflow(page)).toBe(true);
    // The users table is wider than the phone: it scrolls inside its card.
    const box = page.getByTestId('admin-users').locator('xpath=..');
    expect(await box.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    await screenshot(page, 'admin-users-375-light');

    await page.getByRole('tab', { name: 'Mail outbox' }).click();
    await page.getByLabel('Recipient address').fill(E2E_ADMIN.email);
    await panel(page, 'Mail outbox').getByRole('button', { name: 'Filter' }).click();
    const reset = page.getByTestId('admin-outbox').getByText('Reset your Blockcast password').first();
    await expect.poll(() => reset.isVisible()).toBe(true);
    await reset.click();
    expect(await noHorizontalOverflow(page)).toBe(true);
    await screenshot(page, 'admin-outbox-375-light');

    await page.getByRole('tab', { name: 'Caches' }).click();
    await page.getByLabel('Pattern (optional)').fill('../etc/passwd');
    await page.getByRole('button', { name: 'Invalidate image cache' }).click();
    await expect
      .poll(() => panel(page, 'Caches').getByRole('alert').innerText())
      .toBe(ADMIN_MESSAGES.invalidPattern);
    expect(await page.getByLabel('Pattern (optional)').getAttribute('aria-invalid')).toBe('true');
    await page.getByLabel('Pattern (optional)').fill('BTC*');
    await page.getByRole('button', { name: 'Invalidate image cache' }).click();
    await expect
      .poll(() => panel(page, 'Caches').getByRole('status').innerText())
      .toMatch(/^Removed \d+ cached image files? matching “btc\*”\.$/);
    expect(await noHorizontalOverflow(page)).toBe(true);
    await screenshot(page, 'admin-caches-375-light');
    expect(await seriousViolations(page)).toEqual([]);

    // Articles: its table's hidden texts widened the page to 409 px.
    await page.getByRole('tab', { name: 'Articles' }).click();
    await expect.poll(() => panel(page, 'Articles').getByRole('row').count()).toBeGreaterThan(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
    await screenshot(page, 'admin-articles-375-light');

    await page.getByRole('tab', { name: 'Jobs' }).click();
    await expect.poll(() => page.getByTestId('admin-job').innerText()).toContain('Market data poll');
    expect(await noHorizontalOverflow(page)).toBe(true);
    await screenshot(page, 'admin-jobs-375-light');
    expect(await pageErrors(page)).toEqual([]);
    await page.context().close();
  });
});

describe('the newsroom editor', () => {
  test('an admin writes a story in Markdown with an uploaded picture, previews it, saves a draft, publishes it, and readers see it sanitized', async () => {
    const page = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    await adminSignIn(page);
    await page.getByRole('tab', { name: 'Articles' }).click();
    const articles = panel(page, 'Articles');
    await articles.getByRole('button', { name: 'New article' }).click();
    const title = `Editor test ${Date.now()}`;
    await articles.getByLabel('Type').selectOption('news');
    await articles.getByLabel('Category').selectOption('Mining');
    await articles.getByLabel('Title').fill(title);
    await articles.getByLabel('Summary').fill('Written in the editor.');
    await articles.getByLabel('Tags (comma-separated)').fill('mining, editor');
    await articles
      .getByLabel('Body (Markdown)')
      .fill('## A heading\n\nSome **bold** text. <script>window.pwned = 1</script>');
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    await articles
      .locator('input[type=file]')
      .setInputFiles({ name: 'pixel.png', mimeType: 'image/png', buffer: png });
    await expect
      .poll(() => articles.getByLabel('Picture (an https address or an upload)').inputValue())
      .toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);
    await articles.getByRole('button', { name: 'Preview' }).click();
    const preview = page.getByRole('region', { name: 'Preview' });
    await expect.poll(() => preview.getByRole('heading', { name: 'A heading' }).count()).toBe(1);
    expect(await preview.locator('script').count()).toBe(0);
    await articles.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => articles.getByText(`Saved “${title}” (draft).`).count()).toBe(1);
    const row = articles.getByRole('row').filter({ hasText: title });
    expect(await row.getByRole('cell').nth(2).textContent()).toBe('Draft');
    await row.getByRole('button', { name: /Edit/ }).click();
    await articles.getByLabel('Publish now').check();
    await articles.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => articles.getByText(`Saved “${title}” (published).`).count()).toBe(1);
    await screenshot(page, 'admin-articles');
    await articles.getByRole('link', { name: title }).click();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(await page.locator('main article img').first().getAttribute('src')).toMatch(/^\/uploads\//);
    expect(await page.evaluate(() => (window as { pwned?: number }).pwned)).toBeUndefined();
    expect(await pageErrors(page)).toEqual([]);
    await page.context().close();
  });

  test('Enter on Edit low in the list opens the form in view, clear of the sticky header, with focus on its Title', async () => {
    const page = await openPage(browser, { viewport: { width: 1280, height: 800 } });
    await adminSignIn(page);
    await page.getByRole('tab', { name: 'Articles' }).click();
    const articles = panel(page, 'Articles');
    const edit = articles.getByRole('button', { name: /^Edit/ });
    await expect.poll(() => edit.count()).toBeGreaterThan(3);
    const last = edit.last();
    await last.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await last.focus();
    await page.keyboard.press('Enter');
    const title = articles.getByLabel('Title', { exact: true });
    await expect.poll(() => title.evaluate((e) => e === document.activeElement)).toBe(true);
    const headerBottom = await page
      .locator('header.site-header')
      .evaluate((e) => e.getBoundingClientRect().bottom);
    const formTop = await articles
      .getByRole('heading', { name: /^Edit “/ })
      .evaluate((e) => e.getBoundingClientRect().top);
    const titleBox = await title.evaluate((e) => e.getBoundingClientRect().toJSON() as DOMRect);
    expect(formTop).toBeGreaterThanOrEqual(headerBottom);
    expect(titleBox.top).toBeGreaterThanOrEqual(headerBottom);
    expect(titleBox.bottom).toBeLessThanOrEqual(800);
    await screenshot(page, 'admin-article-edit-focus-1280');
    await page.context().close();
  });

  test('[NEWS-053] a picture the editor cannot upload says Upload failed: and why', async () => {
    const page = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    await adminSignIn(page);
    await page.getByRole('tab', { name: 'Articles' }).click();
    const articles = panel(page, 'Articles');
    await articles.getByRole('button', { name: 'New article' }).click();
    await articles
      .locator('input[type=file]')
      .setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not a picture') });
    await expect
      .poll(() => articles.getByRole('alert').textContent())
      .toBe(`Upload failed: ${UPLOAD_MESSAGES.notImage}`);
    await page.context().close();
  });
});
