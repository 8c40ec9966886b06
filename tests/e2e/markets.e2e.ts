import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { signedInPage, signInInBrowser } from './accounts';
import { E2E_ADMIN } from './server';
import { SPARKLINE_POINTS } from '../../features/market/sparkline';
import { areaColours } from '../../ui/area-chart';
import {
  hydrated,
  launchBrowser,
  openPage,
  pageErrors,
  screenshot,
  seriousViolations,
  settled,
} from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const rows = (page: Page) => page.locator('#crypto-table tbody tr[data-testid="coin-row"]');
const showing = (page: Page) => page.getByTestId('showing-text').innerText();
const prices = async (page: Page) =>
  (await page.getByTestId('coin-price').allInnerTexts()).map((t) => Number(t.replace(/[$,]/g, '')));

describe('markets page', () => {
  test('[MKT-069] [MKT-070] [MKT-072] [MKT-073] the table ranks 300 coins, 50 per page, by rank ascending', async () => {
    const page = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    await page.goto('/markets');
    await hydrated(page);
    expect(await page.locator('#crypto-table').count()).toBe(1);
    expect(await showing(page)).toBe('Showing 1-50 of 300 cryptocurrencies');
    expect(await rows(page).count()).toBe(50);
    const headers = await page.locator('#crypto-table thead th').allInnerTexts();
    expect(headers.map((h) => h.trim())).toEqual([
      '#',
      'Name',
      'Price',
      '1h %',
      '24h %',
      '7d %',
      'Volume (24h)',
      'Market Cap',
      'Last 7 days',
    ]);
    const ranks = (await rows(page).locator('td:first-child').allInnerTexts()).map(Number);
    expect(ranks).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    await screenshot(page, 'markets-dark');
    await page.context().close();
  });

  test('every row shows its 1h and 7d changes and a server-drawn 7-day sparkline named with the week’s change', async () => {
    const page = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    // The first paint, before any script: the sparklines are in the server's HTML.
    const html = await (await page.request.get('/markets')).text();
    expect(html).toMatch(
      /<svg role="img" aria-label="BTC price, last 7 days: (up|down|unchanged)[^"]*"[^>]*><polyline points="[\d, ]+"/,
    );
    await page.goto('/markets');
    await hydrated(page);
    const shown = await rows(page).evaluateAll((trs) =>
      trs.map((tr) => ({
        symbol: tr.querySelector('a span span:last-child')?.textContent ?? '',
        change1h: tr.querySelector('[data-testid="coin-change1h"]')?.textContent ?? '',
        change7d: tr.querySelector('[data-testid="coin-change7d"]')?.textContent ?? '',
        label: tr.querySelector('svg[role="img"]')?.getAttribute('aria-label') ?? '',
        points: tr.querySelector('svg[role="img"] polyline')?.getAttribute('points')?.split(' ').length ?? 0,
      })),
    );
    expect(shown).toHaveLength(50);
    for (const row of shown) {
      expect(row.change1h).toMatch(/^[+-]?\d+\.\d{2}%$/);
      expect(row.change7d).toMatch(/^[+-]?\d+\.\d{2}%$/);
      expect(row.points).toBe(SPARKLINE_POINTS);
      // The line's name says what the 7d column says, to a tenth.
      const week = Number(row.change7d.replace('%', ''));
      const figure = Math.abs(week).toFixed(1);
      expect(row.label).toBe(
        `${row.symbol} price, last 7 days: ${figure === '0.0' ? 'unchanged' : `${week > 0 ? 'up' : 'down'} ${figure}%`}`,
      );
    }
    // Sorting by the 7d column orders the rows by it.
    await page.locator('#crypto-table thead').getByRole('button', { name: '7d %' }).click();
    await expect
      .poll(async () => {
        const weeks = (await page.getByTestId('coin-change7d').allInnerTexts()).map((t) =>
          Number(t.replace('%', '')),
        );
        return weeks.every((w, i) => i === 0 || w <= weeks[i - 1]!);
      })
      .toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'markets-sparklines');
    expect(await pageErrors(page)).toEqual([]);
    await page.context().close();
  });

  test('on a phone the table keeps rank, name, price and 24h change and never scrolls sideways', async () => {
    const page = await openPage(browser, { viewport: { width: 375, height: 800 } });
    await page.goto('/markets');
    await hydrated(page);
    const visibleHeaders = await page
      .locator('#crypto-table thead th')
      .evaluateAll((ths) =>
        ths.filter((th) => th.getBoundingClientRect().width > 0).map((th) => th.textContent?.trim()),
      );
    expect(visibleHeaders).toEqual(['#', 'Name', 'Price', '24h %']);
    const overflow = await page
      .locator('#crypto-table')
      .evaluate((table) => table.parentElement!.scrollWidth - table.parentElement!.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await screenshot(page, 'markets-phone');
    // The hidden columns' sort is in a menu.
    await page.getByLabel('Sort by').selectOption({ label: 'Market cap' });
    const names = await rows(page).locator('td:nth-child(2)').allInnerTexts();
    const api = (await (
      await page.request.get('/api/market-cache?limit=3&sort=marketCap&order=desc')
    ).json()) as {
      data: { name: string }[];
    };
    expect(names.slice(0, 3).map((n) => n.split('\n')[0])).toEqual(api.data.map((c) => c.name));
    expect(await showing(page)).toBe('Showing 1-50 of 300 cryptocurrencies');
    await page.context().close();
  });

  test('[MKT-074] [MKT-076] pagination moves through pages and returns to page 1 when the sort changes', async () => {
    const page = await openPage(browser);
    await page.goto('/markets');
    await hydrated(page);
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect.poll(() => showing(page)).toBe('Showing 51-100 of 300 cryptocurrencies');
    await page.getByRole('button', { name: 'Last page' }).click();
    await expect.poll(() => showing(page)).toBe('Showing 251-300 of 300 cryptocurrencies');
    await page.getByRole('button', { name: 'Price' }).click();
    await expect.poll(() => showing(page)).toBe('Showing 1-50 of 300 cryptocurrencies');
    await page.context().close();
  });

  test('[MKT-070] clicking a column sorts by it, and again reverses', async () => {
    const page = await openPage(browser);
    // Prices hold still while the order is read: two coins a few dollars apart may swap on a live tick.
    await page.route('**/api/stream/prices**', (route) => route.abort());
    await page.goto('/markets');
    await hydrated(page);
    await page.getByRole('button', { name: 'Price' }).click();
    const desc = await prices(page);
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    await page.getByRole('button', { name: 'Price' }).click();
    const asc = await prices(page);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    await page.context().close();
  });

  test('[MKT-078] [MKT-079] category filters restrict the rows and show counts from the data', async () => {
    const page = await openPage(browser);
    await page.goto('/markets');
    await hydrated(page);
    const serverLoads: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('.data')) serverLoads.push(r.url());
    });
    const chip = page.getByRole('button', { name: /^Stablecoins/ });
    const count = Number(/\((\d+)\)/.exec(await chip.innerText())?.[1]);
    expect(count).toBeGreaterThanOrEqual(10);
    await chip.click();
    await expect.poll(() => showing(page)).toBe(`Showing 1-${count} of ${count} cryptocurrencies`);
    const symbols = await rows(page).locator('td:nth-child(2) span.muted').allInnerTexts();
    expect(symbols).toEqual(expect.arrayContaining(['USDT', 'USDC']));
    expect(symbols).not.toContain('BTC');
    await page.getByRole('button', { name: /^All/ }).click();
    await expect.poll(() => showing(page)).toBe('Showing 1-50 of 300 cryptocurrencies');
    // Filtering works on the list already in the browser: no new server data for the page.
    expect(serverLoads).toEqual([]);
    expect(new URL(page.url()).searchParams.get('category')).toBeNull();
    await page.context().close();
  });

  test('[MKT-080] /markets?search= shows only coins whose name or symbol matches', async () => {
    const page = await openPage(browser);
    await page.goto('/markets?search=bitcoin');
    await hydrated(page);
    const names = await rows(page).locator('td:nth-child(2)').allInnerTexts();
    expect(names.length).toBeGreaterThan(0);
    for (const n of names) expect(n.toLowerCase()).toContain('bitcoin');
    await page.context().close();
  });

  test('the search box filters the table as one types, and the address keeps the search', async () => {
    const page = await openPage(browser);
    await page.goto('/markets');
    await hydrated(page);
    const box = page.getByRole('searchbox', { name: 'Search cryptocurrencies' });
    await box.fill('doge');
    await expect.poll(() => page.url()).toContain('search=doge');
    const names = await rows(page).locator('td:nth-child(2)').allInnerTexts();
    expect(names.length).toBeGreaterThan(0);
    for (const n of names) expect(n.toLowerCase()).toContain('doge');
    await page.reload();
    await hydrated(page);
    expect(await box.inputValue()).toBe('doge');
    await box.fill('');
    await expect.poll(() => showing(page)).toBe('Showing 1-50 of 300 cryptocurrencies');
    await page.context().close();
  });

  test('the page number is in the address: Next at the bottom shows the new page from its top, reload keeps it, Back returns', async () => {
    const page = await openPage(browser, { viewport: { width: 1280, height: 800 } });
    await page.goto('/markets');
    await hydrated(page);
    const next = page.getByRole('button', { name: 'Next page' });
    await next.scrollIntoViewIfNeeded();
    await next.click();
    await expect.poll(() => page.url()).toMatch(/[?&]page=2\b/);
    await expect.poll(() => showing(page)).toBe('Showing 51-100 of 300 cryptocurrencies');
    const tableTop = await page.locator('#crypto-table').evaluate((el) => el.getBoundingClientRect().top);
    expect(tableTop).toBeGreaterThanOrEqual(0);
    expect(tableTop).toBeLessThan(400);
    await page.reload();
    await hydrated(page);
    await expect.poll(() => showing(page)).toBe('Showing 51-100 of 300 cryptocurrencies');
    await page.goBack();
    await expect.poll(() => showing(page)).toBe('Showing 1-50 of 300 cryptocurrencies');
    await page.goto('/markets?page=99');
    await hydrated(page);
    await expect.poll(() => showing(page)).toBe('Showing 251-300 of 300 cryptocurrencies');
    await page.context().close();
  });

  test('[MKT-071] a row opens /coin/{lowercase symbol}', async () => {
    const page = await openPage(browser);
    await page.goto('/markets');
    await hydrated(page);
    await rows(page).nth(1).locator('td').nth(2).click();
    await page.waitForURL((url) => url.pathname === '/coin/eth');
    await page.context().close();
  });

  test('[MKT-064] [MKT-068] total market cap, cache status and last-updated time are shown', async () => {
    const page = await openPage(browser);
    await page.goto('/markets');
    await hydrated(page);
    expect(await page.getByTestId('total-market-cap').innerText()).toMatch(/^\$\d+\.\d\dT$/);
    expect(await page.getByTestId('cache-badge').innerText()).toMatch(/Cache Hit|Cache Miss|Refreshing/);
    expect(await page.getByTestId('last-updated').innerText()).toMatch(/Last updated \d{1,2}:\d\d:\d\d/);
    await page.context().close();
  });

  test('the last-updated time is the reader’s local time, with no hydration mismatch', async () => {
    const page = await openPage(browser, { timezoneId: 'America/New_York' });
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    await page.goto('/markets');
    await hydrated(page);
    const time = page.getByTestId('last-updated').locator('time');
    // Read together: a live tick may move the time between two reads.
    const shown = () =>
      time.evaluate((el) => ({ iso: el.getAttribute('dateTime')!, text: (el as HTMLElement).innerText }));
    await expect
      .poll(async () => {
        const { iso, text } = await shown();
        return text === new Date(iso).toLocaleTimeString('en-US', { timeZone: 'America/New_York' });
      })
      .toBe(true);
    expect([...errors, ...(await pageErrors(page))]).toEqual([]);
    await page.context().close();
  });

  test('market pages hydrate without errors for a reader in another time zone', async () => {
    const page = await signedInPage(browser, { timezoneId: 'Asia/Tokyo' });
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(`${page.url()}: ${m.text()}`);
    });
    for (const path of ['/', '/markets', '/top-movers', '/coins', '/coin/btc', '/analysis', '/dashboard']) {
      await page.goto(path);
      await hydrated(page);
      // What the page loads after hydrating (its data, the chart's code) has come and been drawn.
      await settled(page);
      errors.push(...(await pageErrors(page)).map((e) => `${path}: ${e}`));
    }
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test('a price tick on the stream changes a price on screen without a reload', async () => {
    const page = await openPage(browser);
    await page.goto('/markets');
    await hydrated(page);
    const before = await prices(page);
    await expect
      .poll(async () => (await prices(page)).some((p, i) => p !== before[i]), { timeout: 20_000 })
      .toBe(true);
    await page.context().close();
  });

  test('the price stream a page opens names only the coins it shows, and follows the page', async () => {
    const page = await openPage(browser, { viewport: { width: 1440, height: 900 } });
    const streams: URL[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/stream/prices')) streams.push(new URL(r.url()));
    });
    await page.goto('/markets');
    await hydrated(page);
    await expect.poll(() => streams.length).toBeGreaterThan(0);
    // Page 1's 50 rows and the header tickers' coins (the top 40 and 10, all within them), never all 300.
    expect(await rows(page).count()).toBe(50);
    const named = () => streams.at(-1)!.searchParams.get('ids')?.split(',').map(Number) ?? [];
    expect(streams.at(-1)!.searchParams.get('top')).toBeNull();
    expect(named().length).toBeGreaterThanOrEqual(50);
    expect(named().length).toBeLessThanOrEqual(60);
    expect(named()).toContain(1);
    // Sorting by 24h change can bring any of the top 300 onto the page: the stream then takes them all.
    await page.getByRole('button', { name: '24h %', exact: true }).click();
    await expect.poll(() => streams.at(-1)!.searchParams.get('top')).toBe('300');
    await page.goto('/coin/eth');
    await hydrated(page);
    await expect.poll(() => named()).toContain(1027);
    await page.context().close();
  });

  test('top movers’ prices follow the stream between polls, as the header’s do', async () => {
    const page = await openPage(browser);
    await page.goto('/top-movers');
    await hydrated(page);
    const moverPrices = async () =>
      page.getByTestId('gainers-table').locator('tbody tr td:nth-child(2)').allInnerTexts();
    const before = await moverPrices();
    expect(before.length).toBeGreaterThan(0);
    await expect
      .poll(async () => (await moverPrices()).some((p, i) => p !== before[i]), { timeout: 20_000 })
      .toBe(true);
    await page.context().close();
  });

  test.each(['light', 'dark'] as const)(
    'the markets page has no serious axe violations (%s)',
    async (theme) => {
      const page = await openPage(browser, { colorScheme: theme });
      await page.goto('/markets');
      await hydrated(page);
      await screenshot(page, `markets-${theme}`);
      expect(await seriousViolations(page)).toEqual([]);
      await page.context().close();
    },
  );
});

describe('coin page', () => {
  test('[MKT-082] /coin/btc shows the coin’s figures and a price chart with stored history in every range', async () => {
    const page = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    await page.goto('/coin/btc');
    await hydrated(page);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toMatch(/Bitcoin\s+BTC/);
    expect(await page.getByTestId('coin-page-price').innerText()).toMatch(/^\$\d{1,3}(,\d{3})+\.\d\d$/);
    expect(await page.getByTestId('coin-rank').innerText()).toBe('Rank #1');
    const chart = page.getByTestId('price-chart');
    await expect
      .poll(async () => Number(await chart.getAttribute('data-points')), { timeout: 20_000 })
      .toBeGreaterThan(100);
    await expect.poll(() => chart.locator('canvas').count()).toBeGreaterThan(0);
    await screenshot(page, 'coin-btc');
    for (const range of ['1D', '1M', '1Y', 'ALL']) {
      await page.getByRole('group', { name: 'Chart range' }).getByRole('button', { name: range }).click();
      await expect.poll(async () => Number(await chart.getAttribute('data-points'))).toBeGreaterThan(0);
    }
    expect(Number(await chart.getAttribute('data-points'))).toBeGreaterThanOrEqual(365);
    await page.context().close();
  });

  test('[MKT-083] figures that neither the stream nor the poll renews are labelled stale with their time', async () => {
    const page = await openPage(browser);
    await page.clock.install();
    await page.route('**/api/stream/prices**', (route) => route.abort());
    await page.goto('/coin/btc');
    await hydrated(page);
    const price = await page.getByTestId('coin-page-price').innerText();
    expect(await page.getByTestId('coin-stale').count()).toBe(0);
    await page.route('**/api/coinmarketcap/cryptocurrency/quotes/latest**', (route) => route.abort());
    await page.clock.runFor(11 * 60_000);
    await expect.poll(() => page.getByTestId('coin-stale').count()).toBe(1);
    await screenshot(page, 'coin-stale');
    expect(await page.getByTestId('coin-stale').innerText()).toMatch(
      /^Stale Data: figures as of \d{1,2}:\d\d:\d\d [AP]M, as they could not be refreshed\.$/,
    );
    // The figures stay on screen; a successful load clears the label.
    expect(await page.getByTestId('coin-page-price').innerText()).toBe(price);
    await page.unroute('**/api/coinmarketcap/cryptocurrency/quotes/latest**');
    // The clock moves up to the next poll and stops there, so the request's 20 s limit cannot run out on it.
    let asked = 0;
    page.on('request', (r) => {
      if (r.url().includes('/quotes/latest')) asked += 1;
    });
    for (let i = 0; i < 400 && asked === 0; i += 1) await page.clock.runFor(1_000);
    // The answer comes from the real server, which a busy machine may take more than the default second over.
    await expect.poll(() => page.getByTestId('coin-stale').count(), { timeout: 10_000 }).toBe(0);
    await page.context().close();
  });

  test('[MKT-008] [MKT-009] a failing chart history is retried after 1-16 s, then offers Retry, which draws it once it can', async () => {
    const page = await openPage(browser);
    await page.clock.install();
    let asked = 0;
    let failed = 0;
    const isHistory = (r: { url(): string }) => r.url().includes('/api/market/history/');
    page.on('requestfailed', (r) => {
      if (isHistory(r)) failed += 1;
    });
    await page.route('**/api/market/history/**', (route) => {
      asked += 1;
      return route.abort();
    });
    await page.goto('/coin/eth');
    await hydrated(page);
    for (let i = 0; i < 40 && asked < 6; i += 1) {
      // The page has had every failure so far, and so set the timer of its next try, before its clock moves on.
      await expect.poll(() => failed).toBe(asked);
      await settled(page);
      await page.clock.runFor(1_000);
    }
    expect(asked).toBe(6);
    const box = page.getByTestId('price-chart');
    await expect.poll(() => box.getByRole('alert').innerText()).toContain('Failed to load data');
    await page.unroute('**/api/market/history/**');
    await box.getByRole('button', { name: 'Retry' }).click();
    await expect.poll(async () => Number(await box.getAttribute('data-points'))).toBeGreaterThan(0);
    expect(await box.getByRole('alert').count()).toBe(0);
    await page.context().close();
  });

  test('when the chart’s code cannot load, the chart box says so and Retry draws it once it can', async () => {
    const page = await openPage(browser);
    // Nothing else redraws the chart meanwhile (new candles, or a tick that turns the day's change): only Retry.
    await page.route('**/api/stream/prices**', (route) => route.abort());
    let history: string | undefined;
    await page.route('**/api/market/history/**', async (route) => {
      history ??= await (await route.fetch()).text();
      await route.fulfill({ status: 200, contentType: 'application/json', body: history });
    });
    await page.route('**/assets/lightweight-charts*.js', (route) => route.abort());
    let documents = 0;
    page.on('load', () => (documents += 1));
    await page.goto('/coin/btc');
    await hydrated(page);
    const chart = page.getByTestId('price-chart');
    await expect
      .poll(() => chart.getByRole('alert').innerText(), { timeout: 15_000 })
      .toContain('The chart could not be loaded.');
    await page.unroute('**/assets/lightweight-charts*.js');
    // By keyboard: the button goes away with the message, and the reader's place stays with the chart.
    await chart.getByRole('button', { name: 'Retry' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => chart.locator('canvas').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    expect(await chart.getByRole('alert').count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(
      'price-chart',
    );
    // The chart's own Retry handled it: the page was never reloaded under the reader.
    expect(documents).toBe(1);
    await page.context().close();
  });

  test('when a tick turns the day’s change, the chart is recoloured, not drawn again', async () => {
    const page = await openPage(browser);
    const quote = (await (await page.request.get('/api/market-cache?limit=1')).json()) as {
      data: { id: number; price: number; change: number; marketCap: number; volume: number }[];
    };
    const btc = quote.data[0]!;
    // The stream sends one tick that turns Bitcoin's 24h change the other way.
    const turned = { ...btc, change: btc.change >= 0 ? -2.5 : 2.5 };
    await page.route('**/api/stream/prices**', (route) =>
      route.fulfill({
        status: 200,
        headers: { 'Content-Type': 'text/event-stream' },
        body: `retry: 600000\nevent: tick\nid: ${Date.now() + 60_000}\ndata: ${JSON.stringify({
          fetchedAt: Date.now() + 60_000,
          source: 'simulated',
          coins: [
            {
              id: btc.id,
              price: btc.price,
              change: turned.change,
              marketCap: btc.marketCap,
              volume: btc.volume,
            },
          ],
        })}\n\n`,
      }),
    );
    await page.goto('/coin/btc');
    await hydrated(page);
    const chart = page.getByTestId('price-chart');
    await expect.poll(() => chart.locator('canvas').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await chart
      .locator('canvas')
      .first()
      .evaluate((c) => c.setAttribute('data-first-drawn', 'yes'));
    await expect
      .poll(() => page.getByTestId('coin-page-change').innerText())
      .toMatch(turned.change < 0 ? /^-2\.50%/ : /^\+2\.50%/);
    // The series is drawn in the new colour, and not the old one any more: the chart has taken the tick (a chart
    // drawn again would be drawn by then too).
    const lineIn = (rising: boolean) =>
      chart.locator('canvas').evaluateAll((canvases: HTMLCanvasElement[], hex) => {
        const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
        return canvases.some((c) => {
          const ctx = c.getContext('2d');
          if (!ctx || c.width === 0 || c.height === 0) return false;
          const px = ctx.getImageData(0, 0, c.width, c.height).data;
          for (let i = 0; i < px.length; i += 4) {
            if ((px[i + 3] ?? 0) > 200 && px[i] === r && px[i + 1] === g && px[i + 2] === b) return true;
          }
          return false;
        });
      }, areaColours(rising).lineColor);
    const nowRising = turned.change >= 0;
    await expect.poll(() => lineIn(nowRising)).toBe(true);
    expect(await lineIn(!nowRising)).toBe(false);
    expect(await chart.locator('canvas[data-first-drawn="yes"]').count()).toBe(1);
    await page.context().close();
  });

  test('/bitcoin, /btc and /crypto/1 show Bitcoin, with /crypto/bitcoin as canonical', async () => {
    const page = await openPage(browser);
    for (const path of ['/bitcoin', '/btc', '/crypto/1']) {
      await page.goto(path);
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toMatch(/Bitcoin/);
      expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(/\/crypto\/bitcoin$/);
    }
    await page.context().close();
  });
});

describe('coin icons on the markets page', () => {
  test('[MKT-094] real coins show their icon; coins without one fall back to the generic icon', async () => {
    const page = await openPage(browser);
    await page.goto('/markets');
    await hydrated(page);
    const firstIcon = rows(page).first().locator('img');
    await expect
      .poll(() => firstIcon.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    const failed: string[] = [];
    page.on('response', (r) => {
      if (r.request().resourceType() === 'image' && r.status() >= 400) failed.push(r.url());
    });
    await page.getByRole('button', { name: 'Last page' }).click();
    const lastIcon = rows(page).last().locator('img');
    // The new page opens at the table's top; icons further down load as they come into view.
    await lastIcon.scrollIntoViewIfNeeded();
    await expect
      .poll(() => lastIcon.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    const generic = await page.request.get((await lastIcon.getAttribute('src'))!, { maxRedirects: 0 });
    expect(generic.headers()['location']).toBe('/icons/crypto/generic.svg');
    expect(failed).toEqual([]);
    await page.context().close();
  });
});

describe('markets page controls', () => {
  test('[MKT-065] Refresh reloads the market data from the server', async () => {
    const page = await openPage(browser);
    await page.goto('/markets');
    await hydrated(page);
    const request = page.waitForRequest((r) => r.url().includes('/api/market-cache?limit=300'));
    await page.getByRole('button', { name: 'Refresh' }).click();
    expect((await request).headers()['cache-control']).toBe('no-cache');
    await page.context().close();
  });

  test('[MKT-067] the cache manager dialog shows the real cache figures', async () => {
    const page = await openPage(browser);
    await page.goto('/markets');
    await hydrated(page);
    await page.getByRole('button', { name: 'Cache' }).click();
    const dialog = page.getByRole('dialog', { name: 'Market data cache' });
    await dialog.waitFor();
    await expect.poll(() => dialog.getByTestId('cache-hits').innerText()).toMatch(/^\d+ \/ \d+$/);
    expect(await dialog.innerText()).toContain('simulated');
    await screenshot(page, 'cache-manager');
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await page.context().close();
  });

  test('[MKT-005] [MKT-028] [MKT-077] when the server cannot be reached, the page keeps its prices and shows a warning with Retry', async () => {
    const page = await openPage(browser);
    await page.goto('/markets');
    await hydrated(page);
    const loaded = page.waitForResponse((r) => r.url().includes('/api/market-cache?limit=300'));
    await page.getByRole('button', { name: 'Refresh' }).click();
    await loaded;
    await page.route('**/api/market-cache**', (route) => route.fulfill({ status: 503, body: 'down' }));
    await page.route('**/api/coinmarketcap/**', (route) => route.abort());
    await page.getByRole('button', { name: 'Refresh' }).click();
    const banner = page
      .getByRole('alert')
      .filter({ hasText: 'Using offline data - some information may be outdated' });
    await banner.waitFor();
    expect(await banner.getByTestId('server-error').innerText()).toBe('Server error: 503');
    expect(await rows(page).count()).toBe(50);
    await screenshot(page, 'markets-offline');
    await page.unroute('**/api/market-cache**');
    await page.unroute('**/api/coinmarketcap/**');
    await banner.getByRole('button', { name: 'Retry' }).click();
    await expect.poll(() => banner.count()).toBe(0);
    await page.context().close();
  });
});

describe('top movers and coins list', () => {
  test('[MKT-081] /top-movers lists the same gainers and losers as the performers endpoint', async () => {
    const page = await openPage(browser);
    await page.goto('/top-movers');
    await hydrated(page);
    // Read side by side until a market tick does not fall between the two reads (close 24h changes can swap). The
    // page shows the performers of its load: when the endpoint's cache has turned over since, load the page again.
    const sideBySide = async () => {
      const api = (await (
        await page.request.get('/api/market-cache/performers?type=gainers&limit=20')
      ).json()) as {
        data: { symbol: string }[];
      };
      const shown = await page
        .getByTestId('gainers-table')
        .locator('tbody tr td:first-child span.muted')
        .allInnerTexts();
      return { shown: shown.slice(0, 5), api: api.data.slice(0, 5).map((c) => c.symbol) };
    };
    await expect
      .poll(
        async () => {
          const { shown, api } = await sideBySide();
          if (shown.length === 5 && shown.join() === api.join()) return true;
          await page.reload();
          await hydrated(page);
          return false;
        },
        { timeout: 30_000 },
      )
      .toBe(true);
    for (const t of await page
      .getByTestId('gainers-table')
      .locator('tbody tr td:nth-child(3)')
      .allInnerTexts()) {
      expect(t.startsWith('+')).toBe(true);
    }
    for (const t of await page
      .getByTestId('losers-table')
      .locator('tbody tr td:nth-child(3)')
      .allInnerTexts()) {
      expect(t.startsWith('-')).toBe(true);
    }
    await screenshot(page, 'top-movers');
    await page.context().close();
  });

  test('[ROUTES-013] /coins lists every coin A to Z, each opening its page', async () => {
    const page = await openPage(browser);
    await page.goto('/coins');
    await hydrated(page);
    const items = page.getByTestId('coin-list').locator('li');
    expect(await items.count()).toBe(300);
    await page
      .getByTestId('coin-list')
      .getByRole('link', { name: /^Bitcoin BTC/ })
      .click();
    await page.waitForURL((url) => url.pathname === '/coin/btc');
    await page.context().close();
  });
});

test('[SHELL-010] the markets page header and the dashboard header show the live price ticker', async () => {
  const page = await signedInPage(browser, { viewport: { width: 1280, height: 800 } });
  for (const path of ['/markets', '/dashboard']) {
    await page.goto(path);
    await hydrated(page);
    const ticker = page.getByTestId('compact-ticker').filter({ visible: true });
    expect(await ticker.isVisible()).toBe(true);
    expect(await ticker.innerText()).toMatch(/[A-Z]{2,}\s+\$[\d,]+\.\d{3}\s+[+-]?\d+\.\d\d%/);
  }
  await page.context().close();
});

test('simulated prices are never called live: the ticker, the markets page and /analysis say where they come from', async () => {
  const page = await openPage(browser, { viewport: { width: 1280, height: 800 } });
  await page.goto('/markets');
  await hydrated(page);
  const ticker = await page.getByTestId('compact-ticker').filter({ visible: true }).innerText();
  expect(ticker).toMatch(/Simulated Data/i);
  expect(ticker).not.toMatch(/Live Data/i);
  expect(await page.getByTestId('last-updated').innerText()).toContain('simulated feed');
  await page.goto('/analysis');
  expect(await page.locator('main p').first().innerText()).toBe(
    'Computed from the current prices of the top 300 cryptocurrencies, from the simulated market feed.',
  );
  await page.context().close();
});

test('/analysis names its sectors as the markets page names its filters, with the same coin counts', async () => {
  const page = await openPage(browser, { viewport: { width: 1280, height: 800 } });
  await page.route('**/api/stream/prices**', (route) => route.abort());
  await page.goto('/markets');
  await hydrated(page);
  const chips = new Map<string, number>();
  for (const text of await page
    .getByRole('group', { name: 'Categories' })
    .getByRole('button')
    .allInnerTexts()) {
    const m = /^(.+?) \((\d+)\)$/.exec(text.trim());
    if (m?.[1] && m[2] && m[1] !== 'All') chips.set(m[1], Number(m[2]));
  }
  expect(chips.size).toBe(6);
  await page.goto('/analysis');
  const sectors = page.getByTestId('sectors').locator('tbody tr');
  expect(await sectors.count()).toBe(chips.size);
  const shown = new Map<string, number>();
  for (const row of await sectors.all()) {
    const [label, coins] = await row.locator('td').allInnerTexts();
    shown.set(label ?? '', Number(coins));
  }
  expect(shown).toEqual(chips);
  // The table scrolls in its own box on a narrow screen, reachable by keyboard.
  expect(await page.getByRole('region', { name: 'Sector performance in the last 24 hours' }).count()).toBe(1);
  await page.context().close();
});

test('[MKT-019] [MKT-020] [MKT-021] [MKT-022] [MKT-056] the dashboard says when its market data is delayed or cannot be fetched', async () => {
  const page = await signedInPage(browser, { viewport: { width: 1280, height: 800 } });
  const calls: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (/listings\/latest|market-cache\/ticker|global-metrics/.test(url.pathname))
      calls.push(url.pathname + url.search);
  });
  await page.goto('/dashboard');
  await hydrated(page);
  // Connected: the three calls went out (250 coins, the 40-coin ticker, global metrics) and nothing is said.
  await expect.poll(() => calls.length).toBeGreaterThanOrEqual(3);
  expect(calls).toEqual(
    expect.arrayContaining([
      expect.stringContaining('listings/latest?limit=250'),
      expect.stringContaining('market-cache/ticker?limit=40'),
      expect.stringContaining('global-metrics/quotes/latest'),
    ]),
  );
  // Their answers are in the frame: the header's search finds a coin of the 250 (the status line comes from the
  // same answers).
  await page.getByRole('combobox', { name: 'Search cryptocurrencies' }).fill('bitcoin');
  await page
    .getByTestId('header-search-results')
    .getByRole('option')
    .filter({ has: page.getByText('BTC', { exact: true }) })
    .waitFor();
  expect(await page.getByTestId('market-status').count()).toBe(0);

  // Some calls fail: delayed.
  await page.route('**/api/coinmarketcap/global-metrics/**', (route) =>
    route.fulfill({ status: 500, body: '{}' }),
  );
  await page.goto('/dashboard');
  await expect
    .poll(() => page.getByTestId('market-status').innerText(), { timeout: 10_000 })
    .toBe('Some data may be delayed or using cached values');

  // Every call fails: cannot be fetched (kept on screen while the retries run).
  await page.route('**/api/coinmarketcap/cryptocurrency/listings/latest**', (route) => route.abort());
  await page.route('**/api/market-cache/ticker**', (route) => route.abort());
  await page.goto('/dashboard');
  await expect
    .poll(() => page.getByTestId('market-status').innerText(), { timeout: 10_000 })
    .toBe('Unable to fetch market data from remote database');
  await page.context().close();
});

test('[MKT-040] the markets page and the dashboard show the full ticker of 40 coins, each opening its coin page', async () => {
  const page = await signedInPage(browser, { viewport: { width: 1280, height: 800 } });
  for (const path of ['/dashboard', '/markets']) {
    await page.goto(path);
    await hydrated(page);
    const coins = page.getByTestId('price-marquee').getByTestId('marquee-coin');
    expect(await coins.count()).toBe(40);
    expect(await coins.first().innerText()).toMatch(/^BTC\s+\$[\d,]+\.\d{3}\s+[+-]?\d+\.\d\d%$/);
  }
  await screenshot(page, 'markets-full-ticker');
  // A moving link is reached with the keyboard (focus pauses the band).
  await page.getByTestId('price-marquee').getByRole('link', { name: /^ETH/ }).first().focus();
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname === '/coin/eth');
  await page.context().close();
});

test('[MKT-037] the ticker marquee pauses while it is scrolled out of view', async () => {
  const page = await openPage(browser, {
    viewport: { width: 1280, height: 700 },
    reducedMotion: 'no-preference',
  });
  await page.goto('/markets');
  await hydrated(page);
  const marquee = page.getByTestId('price-marquee').locator('.marquee');
  const playState = () =>
    marquee.locator('.marquee-track').evaluate((el) => getComputedStyle(el).animationPlayState);
  expect(await marquee.getAttribute('data-paused')).toBe('false');
  expect(await playState()).toBe('running');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => marquee.getAttribute('data-paused')).toBe('true');
  expect(await playState()).toBe('paused');
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect.poll(() => marquee.getAttribute('data-paused')).toBe('false');
  expect(await playState()).toBe('running');
  await page.context().close();
});

describe('refresh rules of the markets page', () => {
  test('[MKT-010] [MKT-011] [MKT-031] offline: no refresh, an Offline badge; back online: the list reloads', async () => {
    const page = await openPage(browser);
    await page.clock.install();
    await page.goto('/markets');
    await hydrated(page);
    const requests: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/market-cache?limit=300')) requests.push(r.url());
    });
    await page.context().setOffline(true);
    await expect
      .poll(() => page.getByTestId('cache-badge').innerText())
      .toMatch(/^Offline\s*\(Using cached data\)$/);
    await page.clock.runFor(250_000);
    expect(requests).toHaveLength(0);
    await page.context().setOffline(false);
    await expect.poll(() => requests.length, { timeout: 5_000 }).toBeGreaterThanOrEqual(1);
    await expect.poll(() => page.getByTestId('cache-badge').innerText()).not.toContain('Offline');
    await page.context().close();
  });

  test('[MKT-008] [MKT-009] a failed load keeps the copy on screen, labelled, and retries after 1, 2, 4, 8 and 16 s', async () => {
    const page = await openPage(browser);
    // The page notes, on its own clock, when each load starts (its server-cache call) and when it is over (its
    // listings call failed): a retry is timed from the end of the load before it.
    await page.addInitScript(() => {
      const loads: { start: number; end?: number }[] = [];
      Object.assign(window, { e2eLoads: loads });
      const nativeFetch = window.fetch.bind(window);
      window.fetch = (input, init) => {
        const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
        if (url.includes('/api/market-cache?limit=300')) loads.push({ start: Date.now() });
        const answer = nativeFetch(input, init);
        if (url.includes('/api/coinmarketcap/cryptocurrency/listings/latest')) {
          const settle = () => {
            const load = loads.at(-1);
            if (load) load.end = Date.now();
          };
          answer.then(settle, settle);
        }
        return answer;
      };
    });
    await page.clock.install();
    // Live ticks would reset the schedule: the stream is down.
    await page.route('**/api/stream/prices**', (route) => route.abort());
    await page.goto('/markets');
    await hydrated(page);
    // From here the page's time moves only when the test moves it, however slow the machine.
    await page.clock.pauseAt(Date.now() + 1_000);
    await page.evaluate(() => (window as unknown as { e2eLoads: unknown[] }).e2eLoads.splice(0));
    await page.route('**/api/market-cache?limit=300**', (route) => route.abort());
    await page.route('**/api/coinmarketcap/cryptocurrency/listings/latest**', (route) => route.abort());
    const loads = () =>
      page.evaluate(() => (window as unknown as { e2eLoads: { start: number; end?: number }[] }).e2eLoads);
    // Moves the clock in small steps until `count` loads have ended (or `limit` ms have passed).
    const STEP = 100;
    const runUntil = async (count: number, limit: number) => {
      for (let moved = 0; moved < limit; moved += STEP) {
        await page.clock.runFor(STEP);
        const now = await loads();
        if (now.length >= count && now[count - 1]?.end !== undefined) return;
      }
    };
    const ended = async (count: number) => {
      await expect.poll(async () => (await loads())[count - 1]?.end).toBeDefined();
    };
    // The 2-minute poll fails: the rows stay, said to be stale.
    await page.clock.runFor(119_000);
    await runUntil(1, 5_000);
    await ended(1);
    // The query tells the page on a zero-delay timer.
    await page.clock.runFor(STEP);
    await expect.poll(() => page.getByTestId('cache-badge').innerText()).toContain('Stale Data');
    expect(await page.getByRole('alert').innerText()).toContain('Using offline data');
    expect(await rows(page).count()).toBe(50);
    // Five retries, each timed from the end of the failed load before it.
    const delays = [1_000, 2_000, 4_000, 8_000, 16_000];
    for (const [i, delay] of delays.entries()) {
      await runUntil(i + 2, delay + 2_000);
      await ended(i + 2);
    }
    const timed = await loads();
    for (const [i, delay] of delays.entries()) {
      const gap = timed[i + 1]!.start - timed[i]!.end!;
      expect(gap, `retry ${i + 1}`).toBeGreaterThanOrEqual(delay);
      expect(gap, `retry ${i + 1}`).toBeLessThanOrEqual(delay + STEP);
    }
    // Then the ordinary 2-minute poll: nothing for the next minute.
    await page.clock.runFor(60_000);
    expect(await loads()).toHaveLength(6);
    await page.context().close();
  });

  test('with every source failing and this browser’s copy over an hour old, the rows stay, labelled stale, never “All data sources failed”', async () => {
    const page = await openPage(browser);
    await page.clock.install();
    await page.route('**/api/stream/prices**', (route) => route.abort());
    await page.goto('/markets');
    await hydrated(page);
    await page.route('**/api/market-cache?limit=300**', (route) => route.abort());
    await page.route('**/api/coinmarketcap/cryptocurrency/listings/latest**', (route) => route.abort());
    await page.clock.fastForward(2 * 3_600_000);
    await page.clock.runFor(180_000);
    await expect.poll(() => page.getByTestId('cache-badge').innerText()).toContain('Stale Data');
    const alert = await page.getByRole('alert').innerText();
    expect(alert).toContain('Using offline data - some information may be outdated');
    expect(alert).not.toContain('All data sources failed');
    expect(await rows(page).count()).toBe(50);
    await page.context().close();
  });
});

test('[MKT-066] the Icons button renders every coin icon and shows the progress in percent (admins only)', async () => {
  const page = await openPage(browser);
  await page.goto('/markets');
  await hydrated(page);
  expect(await page.getByTestId('icons-button').count()).toBe(0);
  await signInInBrowser(page, E2E_ADMIN.email, E2E_ADMIN.password, '/login?redirectTo=%2Fmarkets');
  await page.waitForURL('**/markets');
  await hydrated(page);
  const button = page.getByTestId('icons-button');
  await button.click();
  await expect.poll(() => button.innerText()).toMatch(/Icons\s*\d{1,3}%/);
  await expect.poll(() => button.innerText(), { timeout: 30_000 }).toMatch(/Icons\s*100%/);
  const local = (await (await page.request.get('/api/icons/local')).json()) as { data: unknown[] };
  expect(local.data.length).toBeGreaterThan(40);
  // The coins without a packaged icon are counted, not hidden behind 100%.
  const progress = (await (await page.request.get('/api/icons/progress')).json()) as {
    data: { total: number; failed: number };
  };
  expect(progress.data.failed).toBeGreaterThan(0);
  await expect.poll(() => button.innerText()).toContain(`(${progress.data.failed} without an icon)`);
  expect(local.data.length).toBeGreaterThanOrEqual(progress.data.total - progress.data.failed);
  await page.context().close();
});
