// The analytics value chart in Chromium: a loader while its code or another range's figures are on their way, and at
// 320 px no price label cut by the chart's top edge.
import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ANALYTICS_CHART_LOADING } from '../../features/analytics/messages';
import { signedInPageOnPlan, signedInWrite } from './accounts';
import { hydrated, launchBrowser, pageErrors, screenshot } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function premiumWithBitcoin(width: number): Promise<Page> {
  const page = await signedInPageOnPlan(browser, 'premium', { viewport: { width, height: 900 } });
  await signedInWrite(page, 'POST', '/api/dashboard/portfolio', {
    symbol: 'BTC',
    name: 'Bitcoin',
    coin_id: 1,
    quantity: '1',
    purchase_price: '100',
    purchase_date: '2025-06-01T00:00:00.000Z',
  });
  return page;
}

/** Holds the requests a pattern matches until `release` is called. */
async function hold(page: Page, pattern: string) {
  const held: Route[] = [];
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    held.push(route);
    await released;
    await route.continue();
  });
  return { held, release };
}

describe('the analytics value chart', () => {
  test("[ANLT-006] says it is loading while the chart's code comes and while another range's figures come", async () => {
    const page = await premiumWithBitcoin(1280);
    const code = await hold(page, '**/assets/lightweight-charts*.js');
    await page.goto('/dashboard/analytics');
    await hydrated(page);
    const chart = page.getByTestId('value-chart');
    const loading = chart.getByRole('status').filter({ hasText: ANALYTICS_CHART_LOADING });
    await loading.waitFor();
    await expect.poll(() => code.held.length).toBeGreaterThan(0);
    code.release();
    await loading.waitFor({ state: 'hidden' });
    expect(await chart.locator('canvas').count()).toBeGreaterThan(0);

    const week = await hold(page, '**/api/dashboard/analytics?range=7d');
    await page.getByLabel('Range').selectOption('7d');
    await loading.waitFor();
    await expect.poll(() => week.held.length).toBe(1);
    week.release();
    await loading.waitFor({ state: 'hidden' });
    await expect
      .poll(() => page.getByRole('heading', { level: 2 }).first().innerText())
      .toBe('Portfolio value, last 7 days');
    expect(await pageErrors(page)).toEqual([]);
    await page.context().close();
  });

  test('at 320 px no price label is cut by the top of the chart', async () => {
    const page = await premiumWithBitcoin(320);
    // A value that climbs from $100 to $1,030: the scale's round $1,200 then falls just under the chart's top edge.
    await page.route('**/api/dashboard/analytics?range=*', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: { series: unknown[]; generatedAt: string } };
      const now = Date.parse(body.data.generatedAt);
      body.data.series = Array.from({ length: 31 }, (_, i) => ({
        time: now - (30 - i) * 86_400_000,
        value: String(100 + 31 * i),
        cost: '100',
      }));
      await route.fulfill({ response, json: body });
    });
    await page.goto('/dashboard/analytics');
    await hydrated(page);
    const chart = page.getByTestId('value-chart');
    await chart.locator('canvas').first().waitFor();
    await chart.getByRole('status').waitFor({ state: 'hidden' });
    await chart.scrollIntoViewIfNeeded();
    // The price scale's canvases (the right-hand column of the chart's top row): ink on their first two rows would be
    // a label cut by the edge. Read once the labels are drawn.
    const priceScaleInk = () =>
      chart.evaluate((box) => {
        const top = box.getBoundingClientRect().top;
        const canvases = [...box.querySelectorAll('canvas')].filter(
          (c) => c.getBoundingClientRect().top - top < 2 && c.width > 0,
        );
        const right = Math.max(...canvases.map((c) => c.getBoundingClientRect().left));
        const ink = (c: HTMLCanvasElement, rows: number) =>
          (c.getContext('2d')?.getImageData(0, 0, c.width, rows).data ?? new Uint8ClampedArray()).filter(
            (alpha, i) => i % 4 === 3 && alpha > 40,
          ).length;
        const scale = canvases.filter((c) => c.getBoundingClientRect().left === right);
        return {
          anywhere: scale.reduce((n, c) => n + ink(c, c.height), 0),
          atTop: scale.reduce((n, c) => n + ink(c, 2), 0),
        };
      });
    await expect.poll(async () => (await priceScaleInk()).anywhere, { timeout: 10_000 }).toBeGreaterThan(0);
    await screenshot(page, 'analytics-chart-320');
    expect((await priceScaleInk()).atTop).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await page.context().close();
  });
});
