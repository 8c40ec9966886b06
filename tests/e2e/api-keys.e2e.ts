// The dashboard's API page in Chromium: a Free reader sees the limits and the way to Enterprise; an Enterprise reader
// makes a key (shown once, copied), calls the API with it, sees its use counted, and revokes it.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { signedInPage, signedInPageOnPlan } from './accounts';
import { baseURL, hydrated, launchBrowser, pageErrors, screenshot, seriousViolations } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function openApiPage(page: Page) {
  await page.goto('/dashboard/api');
  await hydrated(page);
}

const newsWith = (key: string) =>
  fetch(`${baseURL()}/api/crypto-news/list?limit=1`, { headers: { 'X-API-Key': key } });

describe('the API page', () => {
  test('a Free reader sees the limits, no key form, and the way to Enterprise; the sidebar leads there', async () => {
    const page = await signedInPage(browser, { viewport: { width: 1280, height: 900 } });
    await page.goto('/dashboard');
    await hydrated(page);
    await page.getByRole('navigation').getByRole('link', { name: 'API', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard/api');
    const upgrade = page.getByTestId('api-upgrade');
    await upgrade.waitFor();
    expect(await upgrade.getByRole('link', { name: 'Upgrade to Enterprise' }).getAttribute('href')).toBe(
      '/dashboard/subscription?plan=enterprise',
    );
    expect(await page.getByTestId('api-limits').locator('tbody tr').allInnerTexts()).toEqual([
      'Without a key (per address)\t60\t2,000',
      'Enterprise key (per key)\t600\t100,000',
    ]);
    expect(await page.getByLabel('Key name').count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await pageErrors(page)).toEqual([]);
    await page.context().close();
  });

  test('an Enterprise reader makes a key, sees it once and copies it; it works, its calls are counted, and revoked it stops', async () => {
    const page = await signedInPageOnPlan(browser, 'enterprise', { viewport: { width: 1280, height: 900 } });
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await openApiPage(page);
    await page.getByLabel('Key name').fill('Trading bot');
    await page.getByRole('button', { name: 'Create key' }).click();
    const made = page.getByTestId('new-key');
    await made.waitFor();
    const key = await page.getByLabel('Your new API key').inputValue();
    expect(key).toMatch(/^bc_live_[A-Za-z0-9]{40}$/);
    await made.getByRole('button', { name: 'Copy' }).click();
    await expect.poll(() => made.getByRole('button', { name: 'Copied' }).isVisible()).toBe(true);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
    await screenshot(page, 'api-new-key-1280');

    for (let i = 0; i < 2; i++) expect((await newsWith(key)).status).toBe(200);
    // Shown once: after a reload only the prefix is left.
    await openApiPage(page);
    const row = page.getByTestId('api-key');
    await row.waitFor();
    expect(await page.content()).not.toContain(key);
    expect(await row.getByTestId('api-key-prefix').innerText()).toBe(`${key.slice(0, 14)}…`);
    expect(await row.getByTestId('api-key-remaining').innerText()).toBe('99,998 of 100,000');
    expect(await row.getByTestId('api-key-usage').innerText()).toBe('2 calls in 30 days');
    expect(await row.getByTestId('api-key-last-used').innerText()).not.toBe('Never');
    expect(await seriousViolations(page)).toEqual([]);

    await row.getByRole('button', { name: 'Revoke key Trading bot' }).click();
    const question = page.getByRole('alertdialog', { name: 'Revoke “Trading bot”?' });
    await question.waitFor();
    await question.getByRole('button', { name: 'Revoke key' }).click();
    await expect.poll(() => row.count()).toBe(0);
    const refused = await newsWith(key);
    expect(refused.status).toBe(401);
    expect(await pageErrors(page)).toEqual([]);
    await page.context().close();
  });

  test('at phone width in the dark theme, the key list and its form fit the screen', async () => {
    const page = await signedInPageOnPlan(browser, 'enterprise', {
      viewport: { width: 360, height: 780 },
      colorScheme: 'dark',
    });
    await openApiPage(page);
    await page.getByLabel('Key name').fill('Sheet');
    await page.getByRole('button', { name: 'Create key' }).click();
    await page.getByTestId('new-key').waitFor();
    await page.getByRole('button', { name: 'Done' }).click();
    await page.getByTestId('api-key').waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'api-keys-360-dark');
    await page.context().close();
  });
});
