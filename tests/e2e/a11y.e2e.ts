import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { hydrated, launchBrowser, openPage, screenshot, seriousViolations } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const pages = ['/', '/about', '/help', '/terms', '/markets', '/database-test', '/no-such-page', '/dashboard'];

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
