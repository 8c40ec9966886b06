// Where the keyboard is when a dialog opens, in Chromium: on the first field (typing goes there, Enter does not close
// the dialog), and Tab keeps going round inside it. The position dialog and the watchlist's add dialog.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { signedInPage } from './accounts';
import { hydrated, launchBrowser, pageErrors } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** Whether the focused element is inside the dialog, and its accessible name or label, after each Tab. */
async function tabRound(page: Page, dialog: Locator, presses: number, shift = false) {
  const stops: { inside: boolean; name: string }[] = [];
  for (let i = 0; i < presses; i++) {
    await page.keyboard.press(shift ? 'Shift+Tab' : 'Tab');
    stops.push(
      await dialog.evaluate((d) => {
        const a = document.activeElement as HTMLElement | null;
        return {
          inside: !!a && d.contains(a),
          name: a?.getAttribute('aria-label') || a?.id || a?.textContent?.trim() || a?.tagName || '',
        };
      }),
    );
  }
  return stops;
}

describe('dialog focus', () => {
  test('the Add Position dialog opens on its coin search: typing searches, Enter picks a coin and keeps the dialog, Tab goes round inside', async () => {
    const page = await signedInPage(browser, { viewport: { width: 1280, height: 900 } });
    await page.goto('/dashboard/portfolio');
    await hydrated(page);
    await page.getByRole('main').getByRole('button', { name: 'Add Position' }).click();
    const dialog = page.getByTestId('position-dialog');
    const box = dialog.getByRole('combobox');
    await expect.poll(() => box.evaluate((el) => el === document.activeElement)).toBe(true);

    await page.keyboard.type('ethereum');
    expect(await box.inputValue()).toBe('ethereum');
    await expect
      .poll(() => dialog.getByRole('option').first().innerText(), { timeout: 15_000 })
      .toMatch(/^Ethereum\s+ETH/);
    await page.keyboard.press('Enter');
    expect(await box.inputValue()).toBe('Ethereum (ETH)');
    expect(await dialog.isVisible()).toBe(true);

    // Far more presses than the dialog has controls: every one stays inside, and the round comes back to the start.
    const boxId = await box.getAttribute('id');
    const forward = await tabRound(page, dialog, 25);
    expect(forward.filter((s) => !s.inside)).toEqual([]);
    expect(forward.filter((s) => s.name === boxId).length).toBeGreaterThanOrEqual(2);
    const back = await tabRound(page, dialog, 20, true);
    expect(back.filter((s) => !s.inside)).toEqual([]);
    expect(await pageErrors(page)).toEqual([]);
    await page.context().close();
  });

  test('the watchlist add dialog opens on its search field: typing searches, and Tab goes round inside', async () => {
    const page = await signedInPage(browser, { viewport: { width: 1280, height: 900 } });
    await page.goto('/dashboard/watchlist');
    await hydrated(page);
    await page.getByRole('main').getByRole('button', { name: 'Add Coins' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add Cryptocurrencies to Watchlist' });
    const box = dialog.getByRole('searchbox', { name: 'Search cryptocurrencies' });
    await expect.poll(() => box.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.type('dogecoin');
    expect(await box.inputValue()).toBe('dogecoin');
    // Dogecoin is already in the top coins shown before the search: wait for the search's own answer, or the list
    // is replaced under the keyboard while the Tab round runs.
    await expect
      .poll(() => dialog.getByText(/^\d+ matches for “dogecoin”/).isVisible(), { timeout: 15_000 })
      .toBe(true);
    await expect
      .poll(() => dialog.getByRole('checkbox', { name: /^Dogecoin DOGE\b/ }).isVisible(), { timeout: 15_000 })
      .toBe(true);
    await page.keyboard.press('Enter');
    expect(await dialog.isVisible()).toBe(true);

    const forward = await tabRound(page, dialog, 12);
    expect(forward.filter((s) => !s.inside)).toEqual([]);
    expect(forward.filter((s) => s.name === 'Search cryptocurrencies').length).toBeGreaterThanOrEqual(2);
    const back = await tabRound(page, dialog, 12, true);
    expect(back.filter((s) => !s.inside)).toEqual([]);
    expect(await pageErrors(page)).toEqual([]);
    await page.context().close();
  });
});

describe('dialog focus on closing', () => {
  test('closed with Escape or with its Close button (it leaves the page), the Add Position dialog gives the keyboard back to the button that opened it', async () => {
    const page = await signedInPage(browser, { viewport: { width: 1280, height: 900 } });
    await page.goto('/dashboard/portfolio');
    await hydrated(page);
    const add = page.getByRole('main').getByRole('button', { name: 'Add Position' });
    const dialog = page.getByTestId('position-dialog');
    const addFocused = () => add.evaluate((el) => el === document.activeElement);

    await add.click();
    await expect
      .poll(() => dialog.getByRole('combobox').evaluate((el) => el === document.activeElement))
      .toBe(true);
    // The coin list opens on focus: the first Escape closes only the list (the field handles it), the second the
    // dialog.
    await expect.poll(() => dialog.getByRole('option').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.getByRole('option').count()).toBe(0);
    expect(await dialog.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await addFocused()).toBe(true);

    await add.click();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await addFocused()).toBe(true);
    expect(await pageErrors(page)).toEqual([]);
    await page.context().close();
  });
});
