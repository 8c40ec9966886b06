// The watchlist's prices follow the live price stream between its once-a-minute calls, as the markets table and
// the header's tickers do.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { signedInPage, signedInWrite } from './accounts';
import { hydrated, launchBrowser, pageErrors } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('live watchlist prices', () => {
  test("[WATCH-012] a tick of the price stream moves a row's price, and the last-updated time, without another quotes call", async () => {
    const page = await signedInPage(browser, { viewport: { width: 1280, height: 900 } });
    await signedInWrite(page, 'POST', '/api/crypto-watchlist', { coin_id: 1 });
    // The watchlist's own calls for its one coin (the header's tickers ask for several ids at once).
    const quoteCalls: string[] = [];
    page.on('request', (r) => {
      if (/\/quotes\/latest\?id=1&/.test(r.url())) quoteCalls.push(r.url());
    });
    await page.goto('/dashboard/watchlist');
    await hydrated(page);

    const price = page.getByTestId('watch-table').locator('tr[data-symbol="BTC"] td').first();
    await expect.poll(() => price.innerText(), { timeout: 20_000 }).toMatch(/^\$[\d,]+\.\d{2}$/);
    const updated = page.getByTestId('watch-data-status').locator('time');
    const first = { price: await price.innerText(), at: await updated.getAttribute('datetime') };
    const callsBefore = quoteCalls.length;
    expect(callsBefore).toBe(1);

    // The simulated feed moves every 5 s; the watchlist's next call is a minute away.
    await expect.poll(() => price.innerText(), { timeout: 30_000 }).not.toBe(first.price);
    expect(await updated.getAttribute('datetime')).not.toBe(first.at);
    expect(quoteCalls.length).toBe(callsBefore);
    expect(await pageErrors(page)).toEqual([]);
    await page.context().close();
  });
});
