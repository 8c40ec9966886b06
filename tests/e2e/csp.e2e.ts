import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { hydrated, launchBrowser, openPage, pageErrors, recordCspViolations, screenshot } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/**
 * A page that records every policy complaint: CSP violation events (from a script that runs before any of
 * the page's, on every document) and the console messages Chromium prints for CSP and Permissions-Policy.
 */
async function watchedPage(options: Parameters<typeof openPage>[1] = {}) {
  const page = await openPage(browser, { viewport: { width: 1280, height: 900 }, ...options });
  const complaints = await recordCspViolations(page);
  page.on('console', (message) => {
    const text = message.text();
    if (/Content Security Policy|Permissions-Policy/i.test(text)) complaints.push(`console: ${text}`);
  });
  return { page, complaints };
}

const htmlClass = (page: Page) => page.evaluate(() => document.documentElement.className);

describe('Content-Security-Policy in the browser', () => {
  test.each([
    '/',
    '/markets',
    '/coin/btc',
    '/top-movers',
    '/analysis',
    '/about',
    '/dashboard',
    '/no-such-page',
  ])('%s runs and hydrates with no policy violation', async (path) => {
    const { page, complaints } = await watchedPage();
    const res = await page.goto(path);
    expect(res?.headers()['content-security-policy']).toMatch(/script-src 'self' 'nonce-[^']+'/);
    await hydrated(page);
    // Give lazy chunks, the price stream and charts time to load under the policy.
    await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
    expect(complaints).toEqual([]);
    expect(await pageErrors(page)).toEqual([]);
    await page.context().close();
  });

  test('the page’s scripts cannot read the nonce back from the markup', async () => {
    const { page } = await watchedPage();
    await page.goto('/');
    await hydrated(page);
    // Browsers hide a nonce from attribute reads (and CSS selectors) once it is parsed.
    const attributes = await page.evaluate(() =>
      [...document.querySelectorAll('script[nonce]')].map((s) => s.getAttribute('nonce')),
    );
    expect(attributes.length).toBeGreaterThan(0);
    expect(attributes.every((a) => a === '')).toBe(true);
    await page.context().close();
  });

  test('an injected inline script without the nonce is refused', async () => {
    const { page, complaints } = await watchedPage();
    await page.goto('/about');
    await hydrated(page);
    const ran = await page.evaluate(() => {
      const w = window as Window & { injected?: boolean };
      document.body.insertAdjacentHTML('beforeend', '<img src="x:" onerror="window.injected = true">');
      return new Promise<boolean>((resolve) => setTimeout(() => resolve(w.injected === true), 300));
    });
    expect(ran).toBe(false);
    expect(complaints.some((c) => c.includes('script-src'))).toBe(true);
    await page.context().close();
  });

  test('the theme toggle and client-side navigation still work under the policy', async () => {
    const { page, complaints } = await watchedPage({ colorScheme: 'dark' });
    await page.goto('/');
    await hydrated(page);
    expect(await htmlClass(page)).toContain('dark');
    await page.getByTestId('theme-toggle').click();
    expect(await htmlClass(page)).toContain('light');
    // Route chunks loaded after hydration come through the nonce-trusted entry ('strict-dynamic').
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Markets' }).click();
    await page.waitForURL((url) => url.pathname === '/markets');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).innerText())
      .toBe('Cryptocurrency Prices by Market Cap');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Analysis' }).click();
    await page.waitForURL((url) => url.pathname === '/analysis');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('Market Analysis');
    expect(await htmlClass(page)).toContain('light');
    await screenshot(page, 'csp-analysis-light');
    expect(complaints).toEqual([]);
    expect(await pageErrors(page)).toEqual([]);
    await page.context().close();
  });
});
