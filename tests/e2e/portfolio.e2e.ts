// The portfolio page in Chromium: totals, performance summary, holdings and their actions, the position dialog's
// rules and failures, the reloads and the 2-minute refresh, CSV export and import, and a phone's width.
import { readFile } from 'node:fs/promises';
import Papa from 'papaparse';
import type { Browser, BrowserContextOptions, Locator, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  CSV_COLUMNS,
  CSV_LOT_COLUMNS,
  EDIT_RELOAD_DELAY_MS,
  IMPORT_TEXTS,
  PIE_COLORS,
  PORTFOLIO_API,
  PORTFOLIO_MESSAGES as M,
} from '../../features/portfolio/rules';
import { apiLogin, E2E_PASSWORD, signedInReader } from './accounts';
import {
  baseURL,
  hydrated,
  launchBrowser,
  pageErrors,
  queuedTasksRun,
  readerAddress,
  screenshot,
  settled,
} from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const DESKTOP = { viewport: { width: 1280, height: 900 } } as const;
const PHONE = { viewport: { width: 375, height: 800 } } as const;

interface Reader {
  page: Page;
  token: string;
}

/** A signed-in reader's page, and a bearer token to set up their portfolio through the API. */
async function reader(options: BrowserContextOptions = DESKTOP): Promise<Reader> {
  const { page, email } = await signedInReader(browser, options);
  return { page, token: await apiLogin(email, E2E_PASSWORD) };
}

async function call(token: string, method: string, path: string, body?: unknown) {
  return fetch(`${baseURL()}${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...readerAddress(),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

const COINS = {
  BTC: { coin_id: 1, symbol: 'BTC', name: 'Bitcoin' },
  ETH: { coin_id: 1027, symbol: 'ETH', name: 'Ethereum' },
  XRP: { coin_id: 52, symbol: 'XRP', name: 'XRP' },
  BNB: { coin_id: 1839, symbol: 'BNB', name: 'BNB' },
  SOL: { coin_id: 5426, symbol: 'SOL', name: 'Solana' },
  DOGE: { coin_id: 74, symbol: 'DOGE', name: 'Dogecoin' },
  ADA: { coin_id: 2010, symbol: 'ADA', name: 'Cardano' },
} as const;

async function addPosition(
  token: string,
  coin: keyof typeof COINS,
  quantity: string,
  purchasePrice: string,
  extra: { purchase_date?: string; notes?: string | null } = {},
): Promise<string> {
  const res = await call(token, 'POST', PORTFOLIO_API, {
    ...COINS[coin],
    image_url: null,
    quantity,
    purchase_price: purchasePrice,
    purchase_date: '2025-01-15T00:00:00.000Z',
    notes: null,
    ...extra,
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { data: { id: string } }).data.id;
}

/**
 * The coins' live quotes answer these prices and 24h changes, so the figures on screen are known: the server's own
 * answer (the real wire format) with the price and change of each listed coin replaced; other coins unpriced.
 */
async function fakeQuotes(page: Page, quotes: Record<number, { price: number; change24h: number }>) {
  await page.route('**/api/coinmarketcap/cryptocurrency/quotes/latest?*', async (route) => {
    // A refresh still under way when the test closes its page, or a kept-alive connection the server closed as
    // it was reused: the page sees the call fail, as it would without the fake.
    const real = await route.fetch().catch(() => null);
    if (!real) return route.abort().catch(() => undefined);
    const body = (await real.json()) as {
      data?: Record<string, { quote: { USD: { price: number; percent_change_24h: number } } }>;
    };
    const data = Object.fromEntries(
      Object.entries(body.data ?? {}).flatMap(([id, coin]) => {
        const q = quotes[Number(id)];
        if (!q) return [];
        coin.quote.USD.price = q.price;
        coin.quote.USD.percent_change_24h = q.change24h;
        return [[id, coin]];
      }),
    );
    return route.fulfill({ response: real, json: { ...body, data } });
  });
}

/** Requests the page makes that match, as they happen. */
function record(page: Page, match: (r: Request) => boolean): Request[] {
  const seen: Request[] = [];
  page.on('request', (r) => {
    if (match(r)) seen.push(r);
  });
  return seen;
}
const isPortfolioGet = (r: Request) => r.method() === 'GET' && new URL(r.url()).pathname === PORTFOLIO_API;

async function open(page: Page) {
  await page.goto('/dashboard/portfolio');
  await hydrated(page);
}

/** Opens the watchlist, then the portfolio through the sidebar, so the watchlist's items are in the page's memory;
 * answers the watchlist loads seen from then on. */
async function openAfterWatchlist(page: Page): Promise<Request[]> {
  const loads = record(
    page,
    (r) => r.method() === 'GET' && new URL(r.url()).pathname === '/api/crypto-watchlist',
  );
  await page.goto('/dashboard/watchlist');
  await hydrated(page);
  await expect.poll(() => loads.length, { timeout: 15_000 }).toBeGreaterThanOrEqual(1);
  await page
    .getByTestId('dashboard-sidebar')
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: 'Portfolio' })
    .click();
  await page.waitForURL('**/dashboard/portfolio');
  return loads;
}

/** What a reader sees in an element, one line per line of text (blank lines between blocks dropped). */
const lines = async (locator: Locator) => (await locator.innerText()).replace(/\n+/g, '\n').trim();

const holdingsTable = (page: Page) => page.getByTestId('holdings-table');
const row = (page: Page, symbol: string) => page.getByTestId(`holding-${symbol}`);
const dialog = (page: Page) => page.getByTestId('position-dialog');
const stat = (page: Page, label: string) =>
  page.getByRole('region', { name: 'Portfolio totals' }).locator('.card').filter({ hasText: label });

describe('the portfolio page', () => {
  test('[PORT-007] [PORT-008] [PORT-029] an empty portfolio says so, does not auto-refresh, and its Add First Position button opens the Add Position dialog', async () => {
    const { page } = await reader();
    await page.clock.install();
    const gets = record(page, isPortfolioGet);
    await open(page);
    await expect
      .poll(() => page.getByRole('heading', { name: M.empty }).isVisible(), { timeout: 15_000 })
      .toBe(true);
    const loaded = gets.length;
    expect(loaded).toBeGreaterThanOrEqual(1);
    await page.clock.fastForward('02:01');
    await page.clock.fastForward('02:01');
    // A request a wrongly scheduled timer set off has been sent.
    await settled(page);
    expect(gets.length).toBe(loaded);

    await page.getByRole('button', { name: M.addFirst }).click();
    await expect.poll(() => dialog(page).isVisible()).toBe(true);
    expect(await dialog(page).getByRole('heading', { level: 2 }).innerText()).toBe('Add Position');
    expect(await dialog(page).getByRole('combobox').inputValue()).toBe('');
    expect(await pageErrors(page)).toEqual([]);
    await page.context().close();
  });

  test('[PORT-029] while positions exist the portfolio reloads every 120 s', async () => {
    const { page, token } = await reader();
    await addPosition(token, 'BTC', '1', '30000');
    await page.clock.install();
    const gets = record(page, isPortfolioGet);
    await open(page);
    await expect.poll(() => row(page, 'BTC').isVisible(), { timeout: 15_000 }).toBe(true);
    const loaded = gets.length;
    await page.clock.fastForward('01:50');
    // A reload too early would have been sent by now.
    await settled(page);
    expect(gets.length).toBe(loaded);
    await page.clock.fastForward('00:11');
    await expect.poll(() => gets.length).toBe(loaded + 1);
    // The next 120 s count from when that reload's answer is in, and the page has had it.
    await gets.at(-1)!.response();
    await settled(page);
    await page.clock.fastForward('02:00');
    await expect.poll(() => gets.length).toBe(loaded + 2);
    await page.context().close();
  });

  test('[PORT-008] [PORT-032] [PORT-034] [PORT-037] [PORT-039] [PORT-027] [PORT-001] [PORT-006] [PORT-013] adding a position through the dialog sends an ISO date, reloads portfolio and watchlist, and shows the totals at live prices', async () => {
    const { page } = await reader();
    await fakeQuotes(page, { 1: { price: 50_000, change24h: 25 } });
    const posts = record(page, (r) => r.method() === 'POST' && r.url().endsWith(PORTFOLIO_API));
    const gets = record(page, isPortfolioGet);
    // The watchlist was seen first, so its copy is in the page's memory when the portfolio changes.
    const watchlistGets = await openAfterWatchlist(page);
    await expect
      .poll(() => page.getByRole('heading', { name: M.empty }).isVisible(), { timeout: 15_000 })
      .toBe(true);

    await page.getByRole('main').getByRole('button', { name: 'Add Position' }).click();
    const form = dialog(page);
    await expect.poll(() => form.isVisible()).toBe(true);
    expect(await form.getByRole('heading', { level: 2 }).innerText()).toBe('Add Position');
    expect(await form.getByLabel('Quantity').getAttribute('step')).toBe('0.00000001');
    expect(await form.getByLabel('Purchase price (USD)').getAttribute('step')).toBe('0.01');

    await form.getByRole('combobox').fill('bitcoin');
    await form.getByRole('option', { name: /^Bitcoin BTC/ }).click();
    expect(await form.getByRole('combobox').inputValue()).toBe('Bitcoin (BTC)');
    await form.getByLabel('Quantity').fill('0.5');
    await form.getByLabel('Purchase price (USD)').fill('40000');
    await form.getByLabel('Purchase date').fill('2025-01-15');
    await form.getByLabel('Notes (optional)').fill('first buy');
    expect(await form.getByTestId('investment-preview').innerText()).toBe('Total investment: $20,000.00');
    await screenshot(page, 'portfolio-add-dialog-1280-light');

    const before = gets.length;
    const watchBefore = watchlistGets.length;
    await form.getByRole('button', { name: 'Add Position' }).click();
    await expect.poll(() => form.count()).toBe(0);
    expect(posts).toHaveLength(1);
    const sent = posts[0]!.postDataJSON() as Record<string, unknown>;
    const midnight = await page.evaluate(() => new Date(2025, 0, 15).toISOString());
    expect(sent).toEqual({
      symbol: 'BTC',
      name: 'Bitcoin',
      coin_id: 1,
      image_url: null,
      quantity: '0.5',
      purchase_price: '40000',
      purchase_date: midnight,
      notes: 'first buy',
    });
    expect(sent.purchase_date).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    await expect.poll(() => gets.length).toBeGreaterThan(before);
    await expect.poll(() => watchlistGets.length).toBeGreaterThan(watchBefore);

    // 0.5 BTC bought at $40,000, now $50,000 after +25 % in 24 h: worth $25,000, $20,000 a day ago.
    await expect.poll(() => lines(stat(page, 'Total Value'))).toBe('Total Value\n$25,000.00');
    expect(await lines(stat(page, 'Total P&L'))).toBe('Total P&L\n+$5,000.00\n+25.00%');
    expect(await lines(stat(page, '24h Change'))).toBe('24h Change\n+$5,000.00\n+25.00%');
    expect(await lines(stat(page, 'Holdings'))).toBe('Holdings\n1\ndistinct coins');
    const cells = await row(page, 'BTC')
      .locator('td')
      .evaluateAll((tds) => tds.map((td) => (td as HTMLElement).innerText.trim()));
    expect(cells.slice(0, 5)).toEqual([
      '0.5',
      '$40,000.00',
      // At 1280 px beside the sidebar the tablet's five columns stack the average price under the price.
      '$50,000.00\n+25.00%\nAvg $40,000.00',
      '$25,000.00',
      '+$5,000.00\n+25.00%',
    ]);
    expect(await page.getByTestId('last-updated').innerText()).toMatch(
      /^Last updated: .*\d.* · refreshes every 2 minutes$/,
    );
    expect(await pageErrors(page)).toEqual([]);
    await page.context().close();
  });

  test('[PORT-009] [PORT-027] [PORT-028] editing opens the Edit Position dialog prefilled; saving reloads portfolio and watchlist at once, and the portfolio again 1 s later', async () => {
    const { page, token } = await reader();
    await addPosition(token, 'BTC', '0.5', '40000', { notes: 'first buy' });
    await fakeQuotes(page, { 1: { price: 50_000, change24h: 25 } });
    // The page's timers keep real time until the test moves them, to look for a third reload.
    await page.clock.install();
    const watchlistGets = await openAfterWatchlist(page);
    await expect.poll(() => row(page, 'BTC').isVisible(), { timeout: 15_000 }).toBe(true);

    await page.getByRole('button', { name: 'Edit BTC position' }).click();
    const form = dialog(page);
    await expect.poll(() => form.isVisible()).toBe(true);
    expect(await form.getByRole('heading', { level: 2 }).innerText()).toBe('Edit Position');
    expect(await form.getByRole('combobox').inputValue()).toBe('Bitcoin (BTC)');
    expect(Number(await form.getByLabel('Quantity').inputValue())).toBe(0.5);
    expect(Number(await form.getByLabel('Purchase price (USD)').inputValue())).toBe(40_000);
    const day = await page.evaluate(() => {
      const d = new Date('2025-01-15T00:00:00.000Z');
      return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    });
    expect(await form.getByLabel('Purchase date').inputValue()).toBe(day);
    expect(await form.getByLabel('Notes (optional)').inputValue()).toBe('first buy');

    const puts = record(page, (r) => r.method() === 'PUT' && r.url().includes(`${PORTFOLIO_API}?id=`));
    const gets: number[] = [];
    page.on('request', (r) => {
      if (isPortfolioGet(r)) gets.push(Date.now());
    });
    const watchBefore = watchlistGets.length;
    await form.getByLabel('Quantity').fill('2');
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await expect.poll(() => form.count()).toBe(0);
    expect(puts).toHaveLength(1);
    await expect.poll(() => gets.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
    expect(watchlistGets.length).toBeGreaterThan(watchBefore);
    const [first, second] = gets as [number, number];
    expect(second - first).toBeGreaterThanOrEqual(900);
    // Two reloads, no more: the second one does not start a chain. Once the page has had the second's answer, the
    // timers due in the next half as long again as the delay fire, and the page settles.
    await settled(page);
    await page.clock.runFor(EDIT_RELOAD_DELAY_MS * 1.5);
    await settled(page);
    expect(gets).toHaveLength(2);
    await expect.poll(() => lines(stat(page, 'Total Value'))).toBe('Total Value\n$100,000.00');
    await page.context().close();
  });

  test('[PORT-010] [PORT-011] [PORT-012] [PORT-027] a row links to /crypto/{symbol}; removing asks first, declining keeps the position and confirming removes it, then reloads portfolio and watchlist', async () => {
    const { page, token } = await reader();
    await addPosition(token, 'ETH', '2', '2000');
    const watchlistGets = await openAfterWatchlist(page);
    await expect.poll(() => row(page, 'ETH').isVisible(), { timeout: 15_000 }).toBe(true);
    expect(
      await row(page, 'ETH').getByRole('link', { name: 'View details of ETH' }).getAttribute('href'),
    ).toBe('/crypto/eth');

    const deletes = record(page, (r) => r.method() === 'DELETE');
    await page.getByRole('button', { name: 'Remove ETH position' }).click();
    const ask = page.getByRole('alertdialog');
    await expect.poll(() => ask.isVisible()).toBe(true);
    expect(await ask.getByText(M.confirmRemove).isVisible()).toBe(true);
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => ask.count()).toBe(0);
    expect(deletes).toHaveLength(0);
    expect(await row(page, 'ETH').isVisible()).toBe(true);

    const gets = record(page, isPortfolioGet);
    const watchBefore = watchlistGets.length;
    await page.getByRole('button', { name: 'Remove ETH position' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
    await expect.poll(() => page.getByRole('heading', { name: M.empty }).isVisible()).toBe(true);
    expect(deletes).toHaveLength(1);
    expect(gets.length).toBeGreaterThanOrEqual(1);
    await expect.poll(() => watchlistGets.length).toBeGreaterThan(watchBefore);
    const left = await call(token, 'GET', PORTFOLIO_API);
    expect(((await left.json()) as { data: unknown[] }).data).toEqual([]);
    await page.context().close();
  });

  test('[PORT-024] [PORT-041] a failed add keeps the form open with the save failure and the status', async () => {
    const { page } = await reader();
    await page.route(`**${PORTFOLIO_API}`, (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 500, json: { success: false, error: 'database down' } })
        : route.fallback(),
    );
    await open(page);
    await page.getByRole('main').getByRole('button', { name: 'Add Position' }).click();
    const form = dialog(page);
    await form.getByRole('combobox').fill('ethereum');
    await form.getByRole('option', { name: /^Ethereum ETH/ }).click();
    await form.getByLabel('Quantity').fill('1');
    await form.getByLabel('Purchase price (USD)').fill('2500');
    await form.getByRole('button', { name: 'Add Position' }).click();
    const failure = form.getByRole('alert');
    await expect.poll(() => failure.isVisible()).toBe(true);
    expect(await lines(failure)).toBe(`${M.saveFailed}\n${M.addFailed(500)}`);
    expect(M.addFailed(500)).toBe('Failed to add position: 500');
    expect(M.saveFailed).toBe('Failed to save position. Please try again.');
    expect(await form.isVisible()).toBe(true);
    await page.context().close();
  });

  test('[PORT-025] [PORT-026] failed updates and removals say so with their status, and the position stays', async () => {
    const { page, token } = await reader();
    await addPosition(token, 'SOL', '10', '150');
    await page.route(`**${PORTFOLIO_API}?id=*`, (route) => {
      const method = route.request().method();
      if (method === 'PUT') return route.fulfill({ status: 500, body: 'database down' });
      if (method === 'DELETE') return route.fulfill({ status: 503, body: 'maintenance' });
      return route.fallback();
    });
    await open(page);
    await expect.poll(() => row(page, 'SOL').isVisible(), { timeout: 15_000 }).toBe(true);

    await page.getByRole('button', { name: 'Edit SOL position' }).click();
    const form = dialog(page);
    await form.getByLabel('Quantity').fill('12');
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await expect.poll(() => form.getByRole('alert').isVisible()).toBe(true);
    expect(await lines(form.getByRole('alert'))).toBe(
      `${M.saveFailed}\nFailed to update position: 500 - database down`,
    );
    await form.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('button', { name: 'Remove SOL position' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
    const alert = page.getByRole('main').getByRole('alert');
    await expect.poll(() => alert.isVisible()).toBe(true);
    expect(await alert.innerText()).toBe('Failed to remove position: 503');
    expect(await row(page, 'SOL').isVisible()).toBe(true);
    await page.context().close();
  });

  test('[PORT-030] [PORT-031] [PORT-033] [PORT-040] an empty form names every missing field, and each error clears as its field is edited', async () => {
    const { page } = await reader();
    await open(page);
    await page.getByRole('main').getByRole('button', { name: 'Add Position' }).click();
    const form = dialog(page);
    await expect.poll(() => form.isVisible()).toBe(true);
    const posts = record(page, (r) => r.method() === 'POST' && r.url().endsWith(PORTFOLIO_API));
    await form.getByRole('button', { name: 'Add Position' }).click();
    await expect.poll(() => form.getByText(M.cryptoRequired).isVisible()).toBe(true);
    expect(await form.getByText(M.quantityPositive).isVisible()).toBe(true);
    expect(await form.getByText(M.pricePositive).isVisible()).toBe(true);
    expect(posts).toHaveLength(0);

    await form.getByLabel('Quantity').fill('3');
    await expect.poll(() => form.getByText(M.quantityPositive).count()).toBe(0);
    expect(await form.getByText(M.cryptoRequired).isVisible()).toBe(true);
    expect(await form.getByText(M.pricePositive).isVisible()).toBe(true);
    await form.getByLabel('Purchase price (USD)').fill('10');
    await expect.poll(() => form.getByText(M.pricePositive).count()).toBe(0);
    await form.getByRole('combobox').fill('sol');
    await expect.poll(() => form.getByText(M.cryptoRequired).count()).toBe(0);
    expect(await form.getByTestId('investment-preview').innerText()).toBe('Total investment: $30.00');
    await page.context().close();
  });

  test('[PORT-042] [PORT-043] [PORT-044] the coin search looks through the first 100 listings, shows at most 10, and waits 300 ms after typing', async () => {
    const { page } = await reader();
    const listings = record(page, (r) => r.url().includes('/cryptocurrency/listings/latest'));
    await page.clock.install();
    await open(page);
    await page.getByRole('main').getByRole('button', { name: 'Add Position' }).click();
    const form = dialog(page);
    const box = form.getByRole('combobox');
    const options = form.getByRole('option');
    await box.focus();
    await expect.poll(() => options.count(), { timeout: 15_000 }).toBe(10);
    expect(listings.map((r) => new URL(r.url()).searchParams.get('limit'))).toContain('100');
    expect(await options.first().innerText()).toMatch(/^Bitcoin\s+BTC/);

    // A coin ranked 91st is found, one ranked 151st is not: only the first 100 are searched.
    const ranked = await page.request.get('/api/coinmarketcap/cryptocurrency/listings/latest?limit=200');
    const names = ((await ranked.json()) as { data: { name: string }[] }).data.map((c) => c.name);
    const [inside, outside] = [names[90]!, names[150]!];
    await box.fill(inside);
    await page.clock.runFor(310);
    await expect.poll(() => options.filter({ hasText: inside }).count()).toBe(1);
    await box.fill(outside);
    await page.clock.runFor(310);
    await expect.poll(() => options.count()).toBe(0);

    // Time stands still: the list follows the typing only once 300 ms have passed.
    await box.fill('');
    await page.clock.runFor(310);
    await expect.poll(() => options.count()).toBe(10);
    await page.clock.pauseAt(Date.now() + 60_000);
    await box.fill('ethereum');
    await page.clock.runFor(290);
    // A render a timer due by then asked for has been done.
    await queuedTasksRun(page);
    expect(await options.first().innerText()).toMatch(/^Bitcoin\s+BTC/);
    await page.clock.runFor(20);
    await expect.poll(() => options.first().innerText()).toMatch(/^Ethereum\s+ETH/);
    expect(await options.count()).toBeLessThan(10);

    // A broad term matches far more than 10 of the 100 coins; 10 are shown.
    await box.fill('a');
    await page.clock.runFor(310);
    await expect.poll(() => options.count()).toBe(10);
    await page.context().close();
  });

  test('[PORT-002] [PORT-003] [PORT-004] the performance summary shows an allocation pie, one slice per holding as wide as its share, in colours cycling through 6, and a P&L bar per holding', async () => {
    const { page, token } = await reader();
    // Seven coins, largest first, two of them at a loss.
    const book: [keyof typeof COINS, string, string, number][] = [
      ['BTC', '1', '40000', 70_000],
      ['ETH', '10', '3000', 6_000],
      ['BNB', '50', '500', 1_000],
      ['SOL', '200', '100', 200],
      ['XRP', '10000', '1', 3],
      ['ADA', '20000', '1', 1],
      ['DOGE', '50000', '0.5', 0.3],
    ];
    for (const [coin, quantity, price] of book) await addPosition(token, coin, quantity, price);
    await fakeQuotes(
      page,
      Object.fromEntries(book.map(([coin, , , now]) => [COINS[coin].coin_id, { price: now, change24h: 1 }])),
    );
    await open(page);
    const pie = page.getByTestId('allocation-pie');
    await expect.poll(() => pie.locator('path').count(), { timeout: 15_000 }).toBe(7);
    const fills = await pie.locator('path').evaluateAll((ps) => ps.map((p) => p.getAttribute('fill')));
    expect(fills).toEqual([...PIE_COLORS, PIE_COLORS[0]]);
    expect(new Set(PIE_COLORS).size).toBe(6);

    // The pie is on the page, drawn: one slice per holding, each as wide as the holding's share of the value.
    const box = await pie.boundingBox();
    expect(box && box.width >= 100 && box.height >= 100 && (await pie.isVisible())).toBe(true);
    const values = book.map(([coin, quantity, , now]) => [coin, Number(quantity) * now] as const);
    const total = values.reduce((sum, [, v]) => sum + v, 0);
    const shares = values.map(([, v]) => v / total);
    // Each slice is 'M centre L start A … end Z': its turn, from the angles of its two ends (clockwise from 12).
    const turns = await pie.locator('path').evaluateAll((paths) =>
      paths.map((path) => {
        const n = (path.getAttribute('d') ?? '').match(/-?\d+(?:\.\d+)?/g)?.map(Number) ?? [];
        const [cx = 0, cy = 0, x1 = 0, y1 = 0] = n;
        const [x2 = 0, y2 = 0] = n.slice(-2);
        const angle = (x: number, y: number) => (Math.atan2(x - cx, cy - y) / (2 * Math.PI) + 1) % 1;
        return (angle(x2, y2) - angle(x1, y1) + 1) % 1;
      }),
    );
    expect(turns.map((t, i) => Math.abs(t - shares[i]!) < 0.001)).toEqual(shares.map(() => true));
    const percents = shares.map((share) => (share * 100).toFixed(1));
    expect(await pie.getAttribute('aria-label')).toBe(
      `Allocation: ${book.map(([coin], i) => `${coin} ${percents[i]}%`).join(', ')}`,
    );
    // Its key names each holding with its share, in the slices' colours.
    const key = await pie
      .locator('xpath=following-sibling::ul[1]/li')
      .evaluateAll((lis: HTMLElement[]) =>
        lis.map((li) => [
          li.innerText.replace(/\s+/g, ' ').trim(),
          li.querySelector('span')?.style.background,
        ]),
      );
    expect(key.map(([text]) => text)).toEqual(book.map(([coin], i) => `${coin} ${percents[i]}%`));
    expect(new Set(key.map(([, colour]) => colour)).size).toBe(6);

    const bars = page.getByTestId('pnl-bars').getByRole('listitem');
    expect(await bars.count()).toBe(7);
    const figures = await bars.evaluateAll((lis) =>
      lis.map((li) => [
        li.querySelector('span')?.textContent,
        /bg-green/.test(li.querySelector('.h-2 > div')?.className ?? '')
          ? 'gain'
          : /bg-red/.test(li.querySelector('.h-2 > div')?.className ?? '')
            ? 'loss'
            : 'flat',
      ]),
    );
    expect(figures).toEqual([
      ['BTC', 'gain'],
      ['ETH', 'gain'],
      ['BNB', 'gain'],
      ['SOL', 'gain'],
      ['XRP', 'gain'],
      // Bought at $1 and still $1: no gain, no loss.
      ['ADA', 'flat'],
      ['DOGE', 'loss'],
    ]);
    await screenshot(page, 'portfolio-1280-light');
    await page.context().close();
  });

  test('[PORT-045] the export downloads portfolio_{date}.csv, one row per lot at the prices on the page; importing it back with replace, after confirming, gives the same lots', async () => {
    const { page, token } = await reader();
    expect((await call(token, 'POST', '/api/billing/checkout', { tier: 'premium' })).status).toBe(200);
    await addPosition(token, 'BTC', '0.5', '40000', { notes: 'first buy, "cheap"' });
    await addPosition(token, 'BTC', '0.5', '60000.123456789', { purchase_date: '2025-03-01T00:00:00.000Z' });
    await addPosition(token, 'ETH', '3', '2000', { purchase_date: '2024-02-29T12:00:00.000Z' });
    const held = (
      (await (await call(token, 'GET', PORTFOLIO_API)).json()) as { data: Record<string, unknown>[] }
    ).data;
    await fakeQuotes(page, { 1: { price: 50_000.5, change24h: 1 }, 1027: { price: 2500, change24h: -1 } });
    const quoteTimes: string[] = [];
    page.on('response', async (r) => {
      if (!r.url().includes('/cryptocurrency/quotes/latest')) return;
      const body = (await r.json().catch(() => null)) as { status?: { timestamp?: string } } | null;
      if (body?.status?.timestamp) quoteTimes.push(body.status.timestamp);
    });
    await open(page);
    await expect.poll(() => row(page, 'ETH').isVisible(), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => lines(stat(page, 'Total Value'))).toBe('Total Value\n$57,500.50');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    const today = new Date().toISOString().slice(0, 10);
    expect(download.suggestedFilename()).toBe(`portfolio_${today}.csv`);
    const csv = await readFile(await download.path());
    const text = csv.toString('utf8');
    expect(text.endsWith('\r\n')).toBe(true);
    const fileLines = text.trim().split(/\r\n/);
    expect(fileLines[0]).toBe([...CSV_COLUMNS, ...CSV_LOT_COLUMNS].join(','));
    expect(fileLines[0]).toMatch(/^Symbol,Name,Quantity,Avg Price,Current Price,Value,P&L,P&L %,/);
    // One row per lot, largest value first, at the prices the page shows, and the time of those prices.
    const rows = Papa.parse<string[]>(text, { skipEmptyLines: true }).data.slice(1);
    expect(rows.map((r) => r.slice(0, 8))).toEqual([
      ['BTC', 'Bitcoin', '0.5', '40000', '50000.5', '25000.25', '5000.25', '25.00'],
      ['BTC', 'Bitcoin', '0.5', '60000.123', '50000.5', '25000.25', '-4999.81', '-16.67'],
      ['ETH', 'Ethereum', '3', '2000', '2500', '7500.00', '1500.00', '25.00'],
    ]);
    expect(quoteTimes.map((t) => new Date(t).toISOString())).toContain(rows[0]!.at(-1));
    expect(new Set(rows.map((r) => r.at(-1))).size).toBe(1);

    await page
      .getByLabel('CSV file to import')
      .setInputFiles({ name: download.suggestedFilename(), mimeType: 'text/csv', buffer: csv });
    const ask = page.getByTestId('import-dialog');
    await expect.poll(() => ask.isVisible()).toBe(true);
    expect(
      await ask.getByRole('button', { name: IMPORT_TEXTS.add }).evaluate((b) => b === document.activeElement),
    ).toBe(true);
    await ask.getByRole('button', { name: IMPORT_TEXTS.replace }).click();
    expect(await ask.innerText()).toContain(IMPORT_TEXTS.confirmReplace(3));
    expect(
      await ask.getByRole('button', { name: 'Cancel' }).evaluate((b) => b === document.activeElement),
    ).toBe(true);
    await screenshot(page, 'portfolio-import-replace-1280-light');
    await ask.getByRole('button', { name: IMPORT_TEXTS.confirm }).click();
    await expect
      .poll(() => page.getByRole('main').getByRole('status').first().innerText())
      .toBe(IMPORT_TEXTS.done(3, 3));
    const back = (
      (await (await call(token, 'GET', PORTFOLIO_API)).json()) as { data: Record<string, unknown>[] }
    ).data;
    const strip = (lots: Record<string, unknown>[]) =>
      lots
        .map(({ id: _id, ...lot }) => lot)
        .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
    expect(strip(back)).toEqual(strip(held));
    expect(back.map((l) => l.id)).not.toEqual(held.map((l) => l.id));
    await page.context().close();
  });

  test('the figures follow the currency chosen in the settings, while positions stay in dollars', async () => {
    const { page, token } = await reader();
    await addPosition(token, 'BTC', '1', '40000');
    expect((await call(token, 'PUT', '/api/dashboard/preferences', { currency: 'EUR' })).status).toBe(200);
    await fakeQuotes(page, { 1: { price: 50_000, change24h: 0 } });
    await open(page);
    await expect
      .poll(() => lines(stat(page, 'Total P&L')), { timeout: 15_000 })
      .toMatch(/^Total P&L\n\+€[\d,]+\.\d\d\n\+25\.00%$/);
    const fx = await page.request.get('/api/fx-rates');
    const eur = ((await fx.json()) as { data: { rates: { EUR: number } } }).data.rates.EUR;
    const euros = (usd: number) =>
      `€${(usd * eur).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    expect(await lines(stat(page, 'Total Value'))).toBe(`Total Value\n${euros(50_000)}`);
    expect(await lines(stat(page, 'Total P&L'))).toBe(`Total P&L\n+${euros(10_000)}\n+25.00%`);
    const cells = await row(page, 'BTC')
      .locator('td')
      .evaluateAll((tds) => tds.map((td) => (td as HTMLElement).innerText.trim()));
    for (const cell of cells.slice(1, 5)) expect(cell).toMatch(/^[+-]?€/);
    expect(await page.getByTestId('last-updated').innerText()).toMatch(/EUR at .*[Rr]eference rates of/);
    const left = await call(token, 'GET', PORTFOLIO_API);
    const [lot] = ((await left.json()) as { data: { purchase_price: string }[] }).data;
    expect(Number(lot?.purchase_price)).toBe(40_000);
    await page.context().close();
  });
});

describe('the portfolio on a phone and in both themes', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`at 375 px (${colorScheme}) the document is no wider than the screen; the holdings table scrolls in its own box`, async () => {
      const { page, token } = await reader({ ...PHONE, colorScheme });
      await open(page);
      await expect
        .poll(() => page.getByRole('heading', { name: M.empty }).isVisible(), { timeout: 15_000 })
        .toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await screenshot(page, `portfolio-empty-375-${colorScheme}`);

      await addPosition(token, 'BTC', '0.12345678', '43210.55', { notes: 'a long note about the purchase' });
      await addPosition(token, 'BTC', '0.5', '60000');
      await addPosition(token, 'ETH', '3', '2000');
      await addPosition(token, 'DOGE', '123456.789', '0.08');
      await open(page);
      await expect.poll(() => row(page, 'DOGE').isVisible(), { timeout: 15_000 }).toBe(true);
      await page.getByRole('button', { name: /Show the 2 lots of BTC/ }).click();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      const box = await holdingsTable(page).evaluate((t) => {
        const s = t.parentElement as HTMLElement;
        return { overflow: getComputedStyle(s).overflowX, width: s.getBoundingClientRect().right };
      });
      expect(box.overflow).toBe('auto');
      expect(box.width).toBeLessThanOrEqual(375);
      await screenshot(page, `portfolio-375-${colorScheme}`);
      await holdingsTable(page).scrollIntoViewIfNeeded();
      await screenshot(page, `portfolio-holdings-375-${colorScheme}`);

      // The method note opens inside the screen.
      await page.getByRole('button', { name: 'How the figures are worked out' }).focus();
      const tip = await page.getByRole('tooltip').boundingBox();
      expect(tip).not.toBeNull();
      expect(tip!.x).toBeGreaterThanOrEqual(0);
      expect(tip!.x + tip!.width).toBeLessThanOrEqual(375);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

      await page.getByRole('main').getByRole('button', { name: 'Add Position' }).click();
      await expect.poll(() => dialog(page).isVisible()).toBe(true);
      await screenshot(page, `portfolio-add-dialog-375-${colorScheme}`);
      expect(await pageErrors(page)).toEqual([]);
      await page.context().close();
    });
  }

  test('at 1440 px in the dark theme the page shows every column', async () => {
    const { page, token } = await reader({ viewport: { width: 1440, height: 900 }, colorScheme: 'dark' });
    await addPosition(token, 'BTC', '0.5', '40000');
    await addPosition(token, 'ETH', '3', '5000');
    await open(page);
    await expect.poll(() => row(page, 'ETH').isVisible(), { timeout: 15_000 }).toBe(true);
    const headers = await holdingsTable(page)
      .locator('thead th')
      .evaluateAll((ths) => ths.filter((th) => (th as HTMLElement).offsetParent !== null).length);
    expect(headers).toBe(7);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1440);
    await screenshot(page, 'portfolio-1440-dark');
    await page.context().close();
  });
});

describe('the portfolio fits the screen with large figures', () => {
  /** Large and long figures: a quantity of 20 characters, sums in the tens of millions, a long note, two lots. */
  async function bigBook(token: string) {
    // A tester's book: values in the hundreds of millions, P&L in the tens of millions.
    await addPosition(token, 'BTC', '12345.6789', '65000', {
      notes: 'a long note about this purchase that goes on',
    });
    await addPosition(token, 'BTC', '0.5', '60000');
    await addPosition(token, 'ETH', '98765.4321', '3456.78');
    await addPosition(token, 'DOGE', '987654321.12345678', '0.24');
    await addPosition(token, 'SOL', '1234567.891', '215.55');
  }

  /** Waits for the book's rows and their prices: a figure is measured only once it is there ("—" before). */
  const priced = (page: Page) =>
    expect
      .poll(() => row(page, 'DOGE').locator('[data-figure="value"]').innerText(), { timeout: 15_000 })
      .toMatch(/\$[\d,]+\.\d\d$/);

  /** Every figure a reader sees, measured: whether its text overflows its cell or its cell the table's box. */
  const measure = (page: Page) =>
    page.evaluate(() => {
      const table = document.querySelector('[data-testid="holdings-table"]') as HTMLElement;
      const box = table.parentElement as HTMLElement;
      const edge = box.getBoundingClientRect().right;
      const cells = [...table.querySelectorAll<HTMLElement>('td, th')].filter((c) => c.offsetParent !== null);
      const clipped = cells
        .filter((c) => c.scrollWidth > c.clientWidth || c.getBoundingClientRect().right > edge + 0.5)
        .map((c) => c.innerText.replace(/\n/g, ' '));
      // A stat card's figure on more than one line was broken inside the number.
      const figures = [
        ...document.querySelectorAll<HTMLElement>('[aria-label="Portfolio totals"] .card p:nth-child(2)'),
      ];
      const broken = figures
        .filter((p) => p.getBoundingClientRect().height > 1.5 * parseFloat(getComputedStyle(p).lineHeight))
        .map((p) => p.innerText);
      return {
        document: document.documentElement.scrollWidth,
        boxScroll: box.scrollWidth - box.clientWidth,
        clipped,
        broken,
      };
    });

  /** How many columns the table shows: 7 on a wide screen, 5 on a tablet, 3 headers over a phone's list. */
  const columns = (page: Page) =>
    holdingsTable(page)
      .locator('thead th')
      .evaluateAll((ths) => ths.filter((th) => (th as HTMLElement).offsetParent !== null).length);

  /** Each row's controls (details, lots, Edit, Remove) that are not wholly inside the table's box. */
  const controlsOutside = (page: Page) =>
    holdingsTable(page).evaluate((table) => {
      const box = table.parentElement!.getBoundingClientRect();
      return [...table.querySelectorAll<HTMLElement>('tbody a, tbody button')]
        .filter((c) => {
          const r = c.getBoundingClientRect();
          return r.left < box.left - 0.5 || r.right > box.right + 0.5;
        })
        .map((c) => c.getAttribute('aria-label'));
    });

  // 768: no sidebar, a tablet's five columns; 1024 and 1280: the same beside the sidebar; 1440: all seven.
  for (const [width, shown] of [
    [768, 5],
    [1024, 5],
    [1280, 5],
    [1440, 7],
  ] as const) {
    test(`at ${width} px every figure and each Remove are in view without scrolling sideways, and the bell leaves the last row alone`, async () => {
      const { page, token } = await reader({ viewport: { width, height: 800 } });
      await bigBook(token);
      await open(page);
      await priced(page);
      await page.getByRole('button', { name: /Show the 2 lots of BTC/ }).click();
      expect(await measure(page)).toEqual({ document: width, boxScroll: 0, clipped: [], broken: [] });
      expect(await columns(page)).toBe(shown);
      expect(await page.getByRole('button', { name: /^Remove \w+ position$/ }).count()).toBe(5);
      expect(await controlsOutside(page)).toEqual([]);
      if (shown === 5) {
        // The tablet keeps every figure: the quantity under the asset, the average under the current price.
        expect(await row(page, 'DOGE').locator('th').innerText()).toContain('987,654,321.12345678');
        expect(await row(page, 'DOGE').getByText('Avg $0.2400', { exact: true }).isVisible()).toBe(true);
      }

      // At the page's end the last row's actions are clear of the bell fixed at the bottom right.
      await expect.poll(() => page.getByTestId('allocation-pie').isVisible()).toBe(true);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const bell = (await page
        .getByRole('button', { name: /notifications/i })
        .first()
        .boundingBox())!;
      const last = (await row(page, 'SOL')
        .getByRole('button', { name: 'Remove SOL position' })
        .boundingBox())!;
      const overlaps =
        last.x < bell.x + bell.width &&
        bell.x < last.x + last.width &&
        last.y < bell.y + bell.height &&
        bell.y < last.y + last.height;
      expect(overlaps).toBe(false);
      await holdingsTable(page).scrollIntoViewIfNeeded();
      await screenshot(page, `portfolio-big-${width}-light`);
      await page.context().close();
    });
  }

  test('where the layout changes (the sidebar appears at 769 px, the tablet columns at 1018, all seven at 1346) every row still fits', async () => {
    const { page, token } = await reader({ viewport: { width: 769, height: 800 } });
    await bigBook(token);
    await open(page);
    await priced(page);
    await page.getByRole('button', { name: /Show the 2 lots of BTC/ }).click();
    // Each width's columns, then its measures: the layout follows the room beside the sidebar, not the window.
    for (const [width, shown] of [
      [769, 3],
      [900, 3],
      [1017, 3],
      [1018, 5],
      [1345, 5],
      [1346, 7],
    ] as const) {
      await page.setViewportSize({ width, height: 800 });
      await expect.poll(() => columns(page), { message: `${width} px` }).toBe(shown);
      expect({ width, ...(await measure(page)) }).toEqual({
        width,
        document: width,
        boxScroll: 0,
        clipped: [],
        broken: [],
      });
      expect({ width, outside: await controlsOutside(page) }).toEqual({ width, outside: [] });
      if (width === 900) {
        await holdingsTable(page).scrollIntoViewIfNeeded();
        await screenshot(page, 'portfolio-big-900-light');
      }
    }
    await page.context().close();
  });

  for (const width of [375, 320]) {
    test(`at ${width} px no figure is cut: rows wrap whole figures onto the next line, nothing scrolls sideways`, async () => {
      const { page, token } = await reader({ viewport: { width, height: 800 } });
      await bigBook(token);
      await open(page);
      await priced(page);
      await page.getByRole('button', { name: /Show the 2 lots of BTC/ }).click();
      expect(await measure(page)).toEqual({ document: width, boxScroll: 0, clipped: [], broken: [] });
      expect(await controlsOutside(page)).toEqual([]);
      await holdingsTable(page).scrollIntoViewIfNeeded();
      await screenshot(page, `portfolio-big-${width}-light`);
      await page.context().close();
    });
  }
});
