import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { E2E_PASSWORD, newEmail } from './accounts';
import { hydrated, launchBrowser, openPage, screenshot, seriousViolations } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const pages = [
  '/',
  '/about',
  '/help',
  '/terms',
  '/markets',
  '/database-test',
  '/no-such-page',
  '/login',
  '/signup',
  '/forgot-password',
  '/reset-password?token=expired',
  '/subscribe',
];
/** Pages of a signed-in reader. */
const signedInPages = [
  '/dashboard',
  '/dashboard/subscription',
  '/dashboard/billing',
  '/dashboard/analytics',
  '/dashboard/activity',
];

describe.each(['light', 'dark'] as const)('accessibility in the %s theme', (theme) => {
  test.each(pages)(`%s has no serious or critical axe violations`, async (path) => {
    const page = await openPage(browser, { colorScheme: theme });
    await page.goto(path);
    await hydrated(page);
    expect(await page.evaluate(() => document.documentElement.className)).toBe(theme);
    if (path === '/' || path === '/about')
      await screenshot(page, `${path === '/' ? 'home' : 'about'}-${theme}`);
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });

  test('signed-in pages have no serious or critical axe violations', async () => {
    const page = await openPage(browser, { colorScheme: theme });
    const email = newEmail('a11y');
    await page.request.post('/api/auth/signup', {
      data: { firstName: 'Axe', lastName: 'Reader', email, password: E2E_PASSWORD },
    });
    // The browser's own sign-in: the session cookie lands in this context.
    await page.request.post('/api/auth/login', {
      data: { email, password: E2E_PASSWORD },
      headers: { 'X-Session-Transport': 'cookie' },
    });
    for (const path of signedInPages) {
      await page.goto(path);
      await hydrated(page);
      if (path === '/dashboard/billing') await page.getByRole('heading', { name: 'Plan' }).waitFor();
      expect(new URL(page.url()).pathname).toBe(path);
      expect({ path, violations: await seriousViolations(page) }).toEqual({ path, violations: [] });
    }
    await screenshot(page, `dashboard-analytics-gate-${theme}`);
    await page.context().close();
  });

  test('the mobile drawer, open, has no serious or critical axe violations', async () => {
    const page = await openPage(browser, { colorScheme: theme, viewport: { width: 375, height: 740 } });
    await page.goto('/');
    await hydrated(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });
});

test('every control of the header is reachable by keyboard', async () => {
  const page = await openPage(browser, { viewport: { width: 1280, height: 800 }, colorScheme: 'dark' });
  await page.goto('/');
  await hydrated(page);
  const reached: string[] = [];
  for (let i = 0; i < 14; i++) {
    await page.keyboard.press('Tab');
    reached.push(
      await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        return el?.getAttribute('aria-label') ?? el?.innerText.trim() ?? '';
      }),
    );
  }
  expect(reached[0]).toBe('Skip to content');
  for (const label of [
    'Blockcast home',
    'Home',
    'News',
    'Markets',
    'About',
    'Switch to light theme',
    'Subscribe',
    'Sign In',
  ]) {
    expect(reached).toContain(label);
  }
  await page.context().close();
});

test('on /markets the main content is a short Tab run away, and the price band is one tab stop moved with the arrows', async () => {
  const page = await openPage(browser, { viewport: { width: 1280, height: 800 } });
  await page.goto('/markets');
  await hydrated(page);
  let stops = 0;
  let inMain = false;
  let bandFocused = false;
  while (!inMain && stops < 80) {
    await page.keyboard.press('Tab');
    stops += 1;
    const where = await page.evaluate(() => {
      const el = document.activeElement;
      return {
        main: !!el?.closest('#main'),
        band: el?.getAttribute('data-testid') === 'marquee-coin',
      };
    });
    inMain = where.main;
    if (where.band && !bandFocused) {
      bandFocused = true;
      const first = await page.evaluate(() => (document.activeElement as HTMLElement).innerText);
      await page.keyboard.press('ArrowRight');
      const second = await page.evaluate(() => ({
        text: (document.activeElement as HTMLElement).innerText,
        band: document.activeElement?.getAttribute('data-testid'),
      }));
      expect(second.band).toBe('marquee-coin');
      expect(second.text).not.toBe(first);
    }
  }
  expect(bandFocused).toBe(true);
  expect(inMain).toBe(true);
  expect(stops).toBeLessThanOrEqual(25);
  await page.context().close();
});

test('the news bar is one tab stop; each headline the arrows reach is brought into view, not left clipped off screen', async () => {
  const page = await openPage(browser, { viewport: { width: 1024, height: 800 } });
  await page.goto('/about');
  await hydrated(page);
  const bar = page.getByRole('region', { name: 'Latest news and press releases' });
  const headlines = bar.locator('a[data-headline]');
  const count = await headlines.count();
  expect(count).toBe(15);
  expect(await bar.locator('a:not([tabindex="-1"])').count()).toBe(1);
  const barBox = (await bar.boundingBox())!;
  await headlines.first().focus();
  for (let i = 0; i < count; i++) {
    const link = headlines.nth(i);
    expect(await link.evaluate((a) => a === document.activeElement)).toBe(true);
    await expect
      .poll(async () => {
        const box = (await link.boundingBox())!;
        return box.x >= barBox.x - 1 && box.x + box.width <= barBox.x + barBox.width + 1;
      })
      .toBe(true);
    await page.keyboard.press('ArrowRight');
  }
  // Past the last headline the arrows come round to the first.
  expect(await headlines.first().evaluate((a) => a === document.activeElement)).toBe(true);
  await page.context().close();
});
