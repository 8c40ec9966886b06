import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { signedInPage } from './accounts';
import { hydrated, launchBrowser, openPage, pageErrors, screenshot } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const htmlClass = (page: Page) => page.evaluate(() => document.documentElement.className);
const themeColor = (page: Page) =>
  page.evaluate(() => document.querySelector('meta[name="theme-color"]')?.getAttribute('content'));

describe('theme', () => {
  test('[SHELL-038] [SHELL-042] with no stored choice the system theme is used, with exactly one theme colour tag to match', async () => {
    for (const [colorScheme, color] of [
      ['light', '#ffffff'],
      ['dark', '#0f172a'],
    ] as const) {
      const page = await openPage(browser, { colorScheme });
      await page.goto('/about');
      await hydrated(page);
      expect(await htmlClass(page)).toContain(colorScheme);
      const tags = await page
        .locator('meta[name="theme-color"]')
        .evaluateAll((metas) => metas.map((m) => m.getAttribute('content')));
      expect(tags).toEqual([color]);
      await page.context().close();
    }
  });

  test('[SHELL-006] [SHELL-037] the toggle switches theme, and the choice survives a reload', async () => {
    const page = await openPage(browser, { colorScheme: 'dark' });
    await page.goto('/about');
    await hydrated(page);
    expect(await htmlClass(page)).toContain('dark');
    await page.getByTestId('theme-toggle').click();
    expect(await htmlClass(page)).toContain('light');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
    await screenshot(page, 'about-light');
    await page.reload();
    expect(await htmlClass(page)).toContain('light');
    expect(await themeColor(page)).toBe('#ffffff');
    await page.getByTestId('theme-toggle').click();
    expect(await htmlClass(page)).toContain('dark');
    expect(await themeColor(page)).toBe('#0f172a');
    expect(await pageErrors(page)).toEqual([]);
    await page.context().close();
  });

  test('[SHELL-038] [SHELL-040] with nothing stored the theme follows the system, live', async () => {
    const page = await openPage(browser, { colorScheme: 'light' });
    await page.goto('/');
    await hydrated(page);
    expect(await htmlClass(page)).toContain('light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(() => htmlClass(page)).toContain('dark');
    expect(await themeColor(page)).toBe('#0f172a');
    await page.context().close();
  });

  test('[SHELL-041] once a choice is stored, system changes are ignored', async () => {
    const page = await openPage(browser, { colorScheme: 'dark' });
    await page.goto('/');
    await hydrated(page);
    await page.getByTestId('theme-toggle').click();
    expect(await htmlClass(page)).toContain('light');
    // The test hears of each system change after the page does: its listener is added after the page's, and the
    // browser tells them in that order.
    await page.evaluate(() => {
      const heard: string[] = [];
      Object.assign(window, { e2eSchemes: heard });
      window
        .matchMedia('(prefers-color-scheme: dark)')
        .addEventListener('change', (e) => heard.push(e.matches ? 'dark' : 'light'));
    });
    const lastHeard = () =>
      page.evaluate(() => (window as unknown as { e2eSchemes: string[] }).e2eSchemes.at(-1));
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(lastHeard).toBe('light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(lastHeard).toBe('dark');
    expect(await htmlClass(page)).toContain('light');
    await page.context().close();
  });

  test('[SHELL-039] without a stored choice or any script, the server renders the dark theme', async () => {
    const page = await openPage(browser, { javaScriptEnabled: false });
    await page.goto('/');
    expect(await htmlClass(page)).toBe('dark');
    expect(await themeColor(page)).toBe('#0f172a');
    await page.context().close();
  });

  test('a stored light choice is applied before first paint, even when the app code never loads', async () => {
    const page = await openPage(browser, { colorScheme: 'dark' });
    await page.addInitScript(() => localStorage.setItem('theme', 'light'));
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/');
    expect(await htmlClass(page)).toBe('light');
    // The theme colour tag follows once it is clear the app's code is not starting.
    await expect.poll(() => themeColor(page), { timeout: 6000 }).toBe('#ffffff');
    await page.context().close();
  });
});

describe('navigation shell', () => {
  test('[SHELL-015] [SHELL-016] breadcrumbs follow the path and lead back home', async () => {
    const page = await openPage(browser);
    await page.goto('/press-releases');
    await hydrated(page);
    const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
    expect(await trail.innerText()).toMatch(/Home\s*Press Releases/);
    await trail.getByRole('link', { name: 'Home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => page.getByRole('navigation', { name: 'Breadcrumb' }).count()).toBe(0);
    await page.context().close();
  });

  test('[SHELL-017] [SHELL-018] the not-found page links back into the site', async () => {
    const page = await openPage(browser);
    const res = await page.goto('/this/does/not/exist');
    expect(res?.status()).toBe(404);
    await hydrated(page);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Page Not Found');
    await screenshot(page, 'not-found-dark');
    await page.getByRole('main').getByRole('link', { name: 'View Markets' }).click();
    await page.waitForURL((url) => url.pathname === '/markets');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).innerText())
      .toBe('Cryptocurrency Prices by Market Cap');
    await page.context().close();
  });

  test('[SHELL-008] at 375 px the navigation is in a drawer that opens, navigates and closes', async () => {
    const page = await openPage(browser, { viewport: { width: 375, height: 740 } });
    await page.goto('/');
    await hydrated(page);
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
    await screenshot(page, 'home-375');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.waitFor();
    await screenshot(page, 'drawer-375');
    const labels = await drawer.getByRole('navigation', { name: 'Mobile' }).getByRole('link').allInnerTexts();
    expect(labels.slice(0, 7)).toEqual([
      'Home',
      'News',
      'Markets',
      'Top Movers',
      'Analysis',
      'Advertising',
      'About',
    ]);
    await drawer.getByRole('link', { name: 'About' }).click();
    await page.waitForURL((url) => url.pathname === '/about');
    await expect.poll(() => drawer.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await drawer.waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => drawer.isVisible()).toBe(false);
    await page.context().close();
  });

  test('the drawer is not used above 768 px: the main navigation shows in the header', async () => {
    const page = await openPage(browser, { viewport: { width: 1024, height: 800 } });
    await page.goto('/');
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Open menu' }).isVisible()).toBe(false);
    await page.setViewportSize({ width: 768, height: 800 });
    expect(await page.getByRole('button', { name: 'Open menu' }).isVisible()).toBe(true);
    await page.context().close();
  });

  test('from 320 to 1440 px the header fits the window, signed out and in: no page scrolls sideways, Sign In and the account menu stay on screen', async () => {
    const widths = [320, 375, 414, 600, 768, 769, 820, 900, 976, 1024, 1100, 1152, 1263, 1280, 1366, 1440];
    const anonymous = await openPage(browser, { viewport: { width: 320, height: 800 } });
    const reader = await signedInPage(browser, { viewport: { width: 320, height: 800 } });
    for (const [page, control] of [
      [anonymous, () => anonymous.getByRole('banner').getByRole('link', { name: 'Sign In' })],
      [reader, () => reader.getByRole('banner').getByRole('button', { expanded: false }).last()],
    ] as const) {
      await page.goto('/about');
      await hydrated(page);
      for (const width of widths) {
        await page.setViewportSize({ width, height: 800 });
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect({ width, overflow }).toEqual({ width, overflow: 0 });
        if (width > 768) {
          const box = await control().boundingBox();
          expect(box && box.x + box.width <= width, `account control on screen at ${width} px`).toBe(true);
          // Tablets and up have a price ticker in the header, whole and on screen (phones have it in the drawer).
          const ticker = page
            .getByRole('banner')
            .getByRole('link', { name: 'Prices: open the markets page' })
            .filter({ visible: true });
          expect(await ticker.count(), `one price ticker at ${width} px`).toBe(1);
          const at = await ticker.boundingBox();
          expect(at && at.x >= 0 && at.x + at.width <= width, `price ticker on screen at ${width} px`).toBe(
            true,
          );
        }
      }
      await page.setViewportSize({ width: 1024, height: 800 });
      await screenshot(page, page === anonymous ? 'header-1024-signed-out' : 'header-1024-signed-in');
      await page.setViewportSize({ width: 800, height: 800 });
      await screenshot(page, page === anonymous ? 'header-800-signed-out' : 'header-800-signed-in');
    }
    await anonymous.context().close();
    await reader.context().close();
  });

  test('phones get the compact price ticker in the drawer', async () => {
    const page = await openPage(browser, { viewport: { width: 375, height: 740 } });
    await page.goto('/');
    await hydrated(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    const ticker = drawer.getByRole('link', { name: 'Prices: open the markets page' });
    await expect.poll(() => ticker.innerText()).toMatch(/[A-Z]{2,}\s*\$[\d,.]+\s*[+-]?[\d.]+%/);
    await screenshot(page, 'drawer-ticker-375');
    await page.context().close();
  });

  test('[SHELL-026] Loading page... shows while the next page’s code is on its way, covering none of the header’s controls', async () => {
    for (const width of [375, 1280]) {
      const page = await openPage(browser, { viewport: { width, height: 800 } });
      await page.goto('/');
      await hydrated(page);
      let release: () => void = () => {};
      const held = new Promise<void>((r) => (release = r));
      await page.route('**/assets/info-page-*.js', async (route) => {
        await held;
        await route.continue();
      });
      await page.getByRole('contentinfo').getByRole('link', { name: 'About', exact: true }).first().click();
      const status = page.getByRole('status').filter({ hasText: 'Loading page...' });
      await status.waitFor();
      const words = (await status.getByText('Loading page...').boundingBox())!;
      const covered = await page.getByRole('banner').evaluate(
        (header, box) =>
          [...header.querySelectorAll('a, button, input')]
            .map((el) => el.getBoundingClientRect())
            .filter((r) => r.width > 0 && r.height > 0)
            .filter(
              (r) =>
                r.left < box.x + box.width &&
                box.x < r.right &&
                r.top < box.y + box.height &&
                box.y < r.bottom,
            ).length,
        words,
      );
      expect({ width, covered }).toEqual({ width, covered: 0 });
      await screenshot(page, `loading-page-${width}`);
      release();
      await page.waitForURL((url) => url.pathname === '/about');
      await expect.poll(() => status.count()).toBe(0);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('About Blockcast');
      await page.context().close();
    }
  });

  test('[SHELL-025] when the next page’s code fails to load, the reader still reaches the page they clicked', async () => {
    const page = await openPage(browser);
    await page.goto('/');
    await hydrated(page);
    let failed = 0;
    await page.route('**/assets/info-page-*.js', async (route) => {
      if (failed++ === 0) return route.abort();
      return route.continue();
    });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
    await page.waitForURL((url) => url.pathname === '/about');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('About Blockcast');
    expect(failed).toBeGreaterThanOrEqual(1);
    await page.context().close();
  });

  test('[SHELL-011] dashboard pages show their own frame, without the public header and footer', async () => {
    const page = await signedInPage(browser);
    await page.goto('/dashboard/portfolio');
    await hydrated(page);
    expect(await page.locator('header.site-header nav[aria-label="Main"]').count()).toBe(0);
    expect(await page.locator('footer.site-footer').count()).toBe(0);
    const sidebar = page.getByTestId('dashboard-sidebar');
    expect(await sidebar.evaluate((el) => el.getBoundingClientRect().width)).toBe(256);
    await page.getByRole('button', { name: 'Collapse sidebar' }).click();
    await expect.poll(() => sidebar.evaluate((el) => el.getBoundingClientRect().width)).toBe(64);
    await screenshot(page, 'dashboard-collapsed');
    await page.context().close();
  });
});
