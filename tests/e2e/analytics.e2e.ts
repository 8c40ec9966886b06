// Portfolio Analytics in Chromium, for a Premium reader with two holdings: the title, the value series of each range
// from recorded closes, the allocation pie and the breakdown table with the API's own figures; an empty portfolio.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { addLots, signedInPageOnPlan, type Lot } from './accounts';
import { hydrated, launchBrowser, pageErrors, screenshot, seriousViolations } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

interface Report {
  holdings: { symbol: string; quantity: string; value: string; allocation: string }[];
  series: unknown[];
}

async function report(page: Page, range: string): Promise<Report> {
  const res = await page.request.get(`/api/dashboard/analytics?range=${range}`);
  return ((await res.json()) as { data: Report }).data;
}

async function open(page: Page) {
  await page.goto('/dashboard/analytics');
  await hydrated(page);
}

describe('portfolio analytics', () => {
  test('[ROUTES-030] [ANLT-001] [ANLT-002] [ANLT-007] [ANLT-008] a Premium reader sees Portfolio Analytics: the value over each range, the allocation pie and the holdings breakdown', async () => {
    const page = await signedInPageOnPlan(browser, 'premium', { viewport: { width: 1280, height: 900 } });
    await addLots(page, [
      ['BTC', 'Bitcoin', 1, '0.25', '60000'],
      ['ETH', 'Ethereum', 1027, '3', '2500'],
    ]);
    // The page's own answer: prices move every 5 s, so a second call could already differ by a tick.
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/dashboard/analytics?range=30d'));
    await open(page);

    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Portfolio Analytics');
    const api = ((await (await answered).json()) as { data: Report }).data;
    const table = page.getByTestId('analytics-breakdown');
    await table.waitFor();
    const rows = await table
      .locator('tbody tr')
      .evaluateAll((trs) =>
        trs.map((tr) => [...tr.querySelectorAll('th, td')].map((c) => c.textContent?.trim())),
      );
    expect(rows.map((r) => r[0]?.split(' ')[0])).toEqual(api.holdings.map((h) => h.symbol));
    for (const [i, h] of api.holdings.entries()) {
      expect(rows[i]![2]).toBe(
        `$${Number(h.value).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`,
      );
      expect(rows[i]![3]).toBe(`${Number(h.allocation).toFixed(2)}%`);
    }

    // The pie has one slice per holding, named with its share.
    const pie = page.getByTestId('allocation-pie').first();
    const label = await pie.getAttribute('aria-label');
    for (const h of api.holdings) expect(label).toContain(`${h.symbol} ${Number(h.allocation).toFixed(1)}%`);
    expect(await pie.locator('path').count()).toBe(2);

    // The range select offers 7d, 30d and 1y; each draws the API's series.
    expect(await page.getByLabel('Range').locator('option').allInnerTexts()).toEqual(['7d', '30d', '1y']);
    const chart = page.getByTestId('value-chart');
    await expect.poll(() => chart.getAttribute('data-points')).toBe(String(api.series.length));
    for (const range of ['7d', '1y']) {
      await page.getByLabel('Range').selectOption(range);
      const expected = (await report(page, range)).series.length;
      expect(expected).toBeGreaterThan(1);
      await expect.poll(() => chart.getAttribute('data-points')).toBe(String(expected));
      await expect
        .poll(() => page.getByRole('heading', { level: 2 }).first().innerText())
        .toBe(`Portfolio value, last ${range === '7d' ? '7 days' : '1 year'}`);
    }
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'analytics');
    expect(await pageErrors(page)).toEqual([]);
    await page.context().close();
  });

  test('[ANLT-003] the page shows the total value, total P&L and 24h change of the positions made, at the prices of its answer', async () => {
    const page = await signedInPageOnPlan(browser, 'premium', { viewport: { width: 1280, height: 900 } });
    // Two lots of one coin, and a coin bought above its price (a loss).
    const lots: Lot[] = [
      ['BTC', 'Bitcoin', 1, '0.25', '60000'],
      ['BTC', 'Bitcoin', 1, '0.1', '150000'],
      ['ETH', 'Ethereum', 1027, '3', '2500'],
      ['SOL', 'Solana', 5426, '20', '300'],
    ];
    await addLots(page, lots);
    // The page's own answer gives the prices it valued at (they move every 5 s); the sums are worked out here.
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/dashboard/analytics?range=30d'));
    await open(page);
    const { holdings } = (
      (await (await answered).json()) as {
        data: { holdings: { coinId: number; currentPrice: string; priceChange24h: number }[] };
      }
    ).data;
    const market = (
      (await (
        await page.request.get('/api/coinmarketcap/cryptocurrency/quotes/latest?id=1,1027,5426')
      ).json()) as { data: Record<string, { quote: { USD: { price: number } } }> }
    ).data;
    let value = 0;
    let cost = 0;
    let dayChange = 0;
    for (const [, , coinId, quantity, boughtAt] of lots) {
      const holding = holdings.find((h) => h.coinId === coinId);
      if (!holding) throw new Error(`no holding of coin ${coinId} in the answer`);
      const price = Number(holding.currentPrice);
      // The market's price, give or take a tick between the page's call and this one.
      expect(Math.abs(price / market[String(coinId)]!.quote.USD.price - 1)).toBeLessThan(0.01);
      const lotValue = Number(quantity) * price;
      value += lotValue;
      cost += Number(quantity) * Number(boughtAt);
      dayChange += lotValue - lotValue / (1 + holding.priceChange24h / 100);
    }
    const pnl = value - cost;

    /** A card's figures: its sum ('+$1,234.56' as 1234.56) and, if it has one, its percent. */
    const card = async (testId: string) => {
      const text = await page.getByTestId(testId).innerText();
      const sum = /([+-]?)\$([\d,]+\.\d{2})/.exec(text);
      const percent = /([+-]?[\d,]+\.\d{2})%/.exec(text);
      return {
        sum: sum ? Number(`${sum[1]}${sum[2]!.replaceAll(',', '')}`) : Number.NaN,
        percent: percent ? Number(percent[1]!.replaceAll(',', '')) : Number.NaN,
      };
    };
    const cent = 0.0051;
    await page.getByTestId('analytics-total-value').waitFor();
    expect(Math.abs((await card('analytics-total-value')).sum - value)).toBeLessThan(cent);
    const shownPnl = await card('analytics-total-pnl');
    expect(Math.abs(shownPnl.sum - pnl)).toBeLessThan(cent);
    expect(Math.abs(shownPnl.percent - (pnl / cost) * 100)).toBeLessThan(cent);
    const shownDay = await card('analytics-day-change');
    expect(Math.abs(shownDay.sum - dayChange)).toBeLessThan(cent);
    expect(Math.abs(shownDay.percent - (dayChange / (value - dayChange)) * 100)).toBeLessThan(cent);
    // A gain reads green and a loss red.
    expect(await page.getByTestId('analytics-total-pnl').locator('p').nth(1).innerHTML()).toMatch(
      pnl >= 0 ? /text-green/ : /text-red/,
    );
    await screenshot(page, 'analytics-totals');
    expect(await pageErrors(page)).toEqual([]);
    await page.context().close();
  });

  test('[ANLT-011] an empty portfolio shows No Portfolio Data, at 375 px in the dark theme without widening the page', async () => {
    const page = await signedInPageOnPlan(browser, 'premium', {
      viewport: { width: 375, height: 800 },
      colorScheme: 'dark',
    });
    await open(page);
    await expect.poll(() => page.getByTestId('analytics-empty').innerText()).toContain('No Portfolio Data');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.context().close();
  });
});
