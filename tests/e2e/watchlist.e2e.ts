// The watchlist, the overview and My News in Chromium, as a new reader uses them: add coins from the dialog, read
// their live figures, sort, refresh and remove; see the overview's real counts; read the news about those coins.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { signedInPage, signedInWrite } from './accounts';
import { hydrated, launchBrowser, pageErrors, screenshot, seriousViolations } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function open(page: Page, path: string) {
  await page.goto(path);
  await hydrated(page);
}

const apiWrite = signedInWrite;

const rowSymbols = (page: Page) =>
  page
    .getByTestId('watch-table')
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((r) => r.dataset.symbol));

async function addFromDialog(page: Page, coins: [name: string, symbol: string][]) {
  const dialog = page.getByRole('dialog', { name: 'Add Cryptocurrencies to Watchlist' });
  await dialog.waitFor();
  for (const [name, symbol] of coins) {
    await dialog.getByRole('searchbox', { name: 'Search cryptocurrencies' }).fill(name);
    await dialog.getByRole('checkbox', { name: new RegExp(`^${name} ${symbol}\\b`) }).check();
  }
  await dialog.getByRole('button', { name: `Add (${coins.length}) to Watchlist` }).click();
  await dialog.waitFor({ state: 'hidden' });
}

describe('the watchlist', () => {
  test('[ROUTES-027] [WATCH-001] [WATCH-004] [WATCH-007] [WATCH-008] [WATCH-010] [WATCH-012] three coins added from /dashboard/watchlist/add show live figures, sort by each key and come off again', async () => {
    const page = await signedInPage(browser, { viewport: { width: 1280, height: 900 } });
    await open(page, '/dashboard/watchlist/add');
    await addFromDialog(page, [
      ['Bitcoin', 'BTC'],
      ['Ethereum', 'ETH'],
      ['Solana', 'SOL'],
    ]);
    await page.waitForURL((url) => url.pathname === '/dashboard/watchlist');
    await expect.poll(() => page.getByTestId('watch-total').innerText()).toContain('3');
    // A count takes its card's colour only above zero: 'Losers 0' in red read as a loss.
    for (const [card, tone] of [
      ['watch-gainers', 'text-green-'],
      ['watch-losers', 'text-red-'],
    ] as const) {
      const count = await page.getByTestId(card).evaluate((el) => {
        const figure = [...el.querySelectorAll('span')].find((s) => /^\d+$/.test(s.textContent ?? ''));
        return { n: Number(figure?.textContent), className: figure?.className ?? '' };
      });
      expect(count.className.includes(tone)).toBe(count.n > 0);
    }

    const table = page.getByTestId('watch-table');
    expect(await table.locator('thead th').allInnerTexts()).toEqual([
      'Asset',
      'Price',
      '24h Change',
      'Market Cap',
      'Volume (24h)',
      'Actions',
    ]);
    // Newest first by default.
    await expect.poll(() => rowSymbols(page)).toEqual(['SOL', 'ETH', 'BTC']);
    // Live figures: each row's price, change, market cap and volume come from the market feed.
    await expect
      .poll(() => table.locator('tbody tr').first().locator('td').allInnerTexts())
      .toEqual([
        expect.stringMatching(/^\$[\d,]+\.\d{2}$/),
        expect.stringMatching(/^[+-]?\d+\.\d{2}%$/),
        expect.stringMatching(/^\$[\d.]+[BMT]$/),
        expect.stringMatching(/^\$[\d.]+[BMT]$/),
        expect.any(String),
      ]);
    const quotes = (await (
      await page.request.get('/api/coinmarketcap/cryptocurrency/quotes/latest?id=1')
    ).json()) as {
      data: Record<string, { quote: { USD: { percent_change_24h: number } } }>;
    };
    const btcChange = quotes.data['1']!.quote.USD.percent_change_24h;
    // The same figure, give or take the simulated feed's move between the page's call and this one (a tick every 5 s).
    const shown = await table.locator('tr[data-symbol="BTC"] td').nth(1).innerText();
    expect(shown).toMatch(/^[+-]?\d+\.\d{2}%$/);
    expect(Math.abs(Number.parseFloat(shown) - btcChange)).toBeLessThan(0.3);
    expect(await table.locator('tr[data-symbol="BTC"] img').count()).toBe(1);
    expect(await table.getByRole('link', { name: 'View Bitcoin details' }).getAttribute('href')).toBe(
      '/crypto/btc',
    );

    // The data-status line: where the prices come from and when.
    const status = await page.getByTestId('watch-data-status').innerText();
    expect(status).toMatch(
      /^Prices: .+ · last updated \d{1,2}:\d{2}:\d{2} [AP]M · live, reloaded every minute$/,
    );

    // Refresh reloads the market data.
    let quoteCalls = 0;
    page.on('request', (r) => {
      if (r.url().includes('/quotes/latest')) quoteCalls++;
    });
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect.poll(() => quoteCalls).toBeGreaterThan(0);

    // Sort: name A→Z, the same key again Z→A; price highest first.
    const sortBy = page.getByLabel('Sort by');
    await sortBy.selectOption('name');
    await expect.poll(() => rowSymbols(page)).toEqual(['BTC', 'ETH', 'SOL']);
    await page.getByTestId('sort-direction').click();
    await expect.poll(() => rowSymbols(page)).toEqual(['SOL', 'ETH', 'BTC']);
    await sortBy.selectOption('price');
    await expect.poll(() => rowSymbols(page)).toEqual(['BTC', 'ETH', 'SOL']);
    await screenshot(page, 'watchlist-three-coins');

    await table.getByRole('button', { name: 'Remove Ethereum from watchlist' }).click();
    await expect.poll(() => rowSymbols(page)).toEqual(['BTC', 'SOL']);
    await expect.poll(() => page.getByTestId('watch-total').innerText()).toContain('2');
    await page.reload();
    await hydrated(page);
    await expect.poll(() => rowSymbols(page)).toEqual(['SOL', 'BTC']);
    expect(await pageErrors(page)).toEqual([]);
    await page.context().close();
  });

  test('[WATCH-014] [WATCH-015] a failed add or removal says so with its status, and a failed removal keeps the coin', async () => {
    const page = await signedInPage(browser, { viewport: { width: 1280, height: 900 } });
    await apiWrite(page, 'POST', '/api/crypto-watchlist', { coin_id: 1 });
    await open(page, '/dashboard/watchlist');
    await expect.poll(() => rowSymbols(page)).toEqual(['BTC']);

    await page.route('**/api/crypto-watchlist', (route) =>
      route.request().method() === 'POST' ? route.fulfill({ status: 503, body: '' }) : route.fallback(),
    );
    await page.getByRole('button', { name: 'Add Coins' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add Cryptocurrencies to Watchlist' });
    await dialog.getByRole('searchbox', { name: 'Search cryptocurrencies' }).fill('Ethereum');
    await dialog.getByRole('checkbox', { name: /^Ethereum ETH\b/ }).check();
    await dialog.getByRole('button', { name: 'Add (1) to Watchlist' }).click();
    expect(await dialog.getByRole('alert').innerText()).toBe('Failed to add to watchlist: 503');
    // Offline the add fails at once and says so too (it waited for the network, silently).
    await page.unroute('**/api/crypto-watchlist');
    await page.context().setOffline(true);
    await dialog.getByRole('button', { name: 'Add (1) to Watchlist' }).click();
    await expect
      .poll(() => dialog.getByRole('alert').innerText())
      .toBe('Failed to add to watchlist: network error');
    await page.context().setOffline(false);
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await page.route('**/api/crypto-watchlist/1', (route) => route.fulfill({ status: 503, body: '' }));
    await page.getByRole('button', { name: 'Remove Bitcoin from watchlist' }).click();
    expect(await page.getByRole('main').getByRole('alert').first().innerText()).toBe(
      'Failed to remove from watchlist: 503',
    );
    await expect.poll(() => rowSymbols(page)).toEqual(['BTC']);
    await page.context().close();
  });

  test('at 375 px, in both themes, the watchlist keeps the page width and passes axe; at 320 px too', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const page = await signedInPage(browser, { viewport: { width: 375, height: 800 }, colorScheme });
      for (const id of [1, 1027, 5426])
        await apiWrite(page, 'POST', '/api/crypto-watchlist', { coin_id: id });
      await open(page, '/dashboard/watchlist');
      await expect.poll(() => rowSymbols(page)).toHaveLength(3);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `watchlist-375-${colorScheme}`);
      await page.setViewportSize({ width: 320, height: 700 });
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
        .toBeLessThanOrEqual(320);
      await page.context().close();
    }
  });
});

describe('watchlist confirmations', () => {
  test('[CONST-004] adding and removing a coin is confirmed by a toast that leaves the keyboard where it was and goes by itself', async () => {
    for (const width of [375, 1280]) {
      const page = await signedInPage(browser, { viewport: { width, height: 800 } });
      await open(page, '/dashboard/watchlist/add');
      await addFromDialog(page, [['Bitcoin', 'BTC']]);
      const toast = page.getByTestId('toast');
      await expect.poll(() => toast.innerText()).toBe('Added Bitcoin to your watchlist');
      expect(await toast.getAttribute('role')).toBe('status');
      await screenshot(page, `watchlist-toast-${width}`);
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.textContent?.trim()))
        .toBe('Add Coins');
      if (width === 375) {
        expect(await seriousViolations(page)).toEqual([]);
        await page.context().close();
        continue;
      }

      const clickedAt = Date.now();
      await page.getByRole('button', { name: 'Remove Bitcoin from watchlist' }).click();
      await expect.poll(() => toast.innerText()).toBe('Removed Bitcoin from your watchlist');
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('watch-heading');
      // It goes by itself, and not within 5 seconds of the click (its timer starts after it, and never fires early).
      await expect.poll(() => toast.innerText(), { timeout: 15_000 }).toBe('');
      expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(4_950);
      expect(await pageErrors(page)).toEqual([]);
      await page.context().close();
    }
  });
});

describe('watchlist edge cases', () => {
  test('a double click on remove removes that coin only, and the keyboard moves to the next row', async () => {
    const page = await signedInPage(browser, { viewport: { width: 1280, height: 900 } });
    for (const id of [1, 1027, 5426])
      await signedInWrite(page, 'POST', '/api/crypto-watchlist', { coin_id: id });
    await open(page, '/dashboard/watchlist');
    await expect.poll(() => rowSymbols(page)).toEqual(['SOL', 'ETH', 'BTC']);
    const deletes: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'DELETE') deletes.push(new URL(r.url()).pathname);
    });
    await page.getByRole('button', { name: 'Remove Ethereum from watchlist' }).dblclick();
    await expect.poll(() => rowSymbols(page)).toEqual(['SOL', 'BTC']);
    await page.waitForTimeout(500);
    expect(deletes).toEqual(['/api/crypto-watchlist/1027']);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'Remove Bitcoin from watchlist',
    );
    await page.context().close();
  });

  test('an answer of the wrong shape is an error on the page, not a crash', async () => {
    const page = await signedInPage(browser, { viewport: { width: 1280, height: 900 } });
    await page.route('**/api/crypto-watchlist', (route) =>
      route.fulfill({ json: { success: true, data: { foo: 1 } } }),
    );
    await open(page, '/dashboard/watchlist');
    await expect
      .poll(() => page.getByRole('main').getByRole('alert').first().innerText(), { timeout: 20_000 })
      .toContain('Could not load your watchlist. Try again.');
    expect(await page.getByTestId('watch-total').innerText()).toContain('—');
    expect(await pageErrors(page)).toEqual([]);
    await page.context().close();
  });
});

describe('the overview', () => {
  test('[DASH-026] [DASH-027] [DASH-028] [DASH-029] [DASH-030] [DASH-031] [DASH-032] [DASH-033] [DASH-034] the overview greets the reader and shows their real portfolio, watchlist, alert and activity figures', async () => {
    const page = await signedInPage(browser, { viewport: { width: 1280, height: 900 } });
    const coins = [1, 1027, 5426, 52, 74, 2010];
    for (const id of coins) await apiWrite(page, 'POST', '/api/crypto-watchlist', { coin_id: id });
    await apiWrite(page, 'POST', '/api/dashboard/portfolio', {
      symbol: 'BTC',
      name: 'Bitcoin',
      coin_id: 1,
      quantity: '0.5',
      purchase_price: '20000',
      purchase_date: '2024-01-02T00:00:00.000Z',
    });
    for (const symbol of ['BTC', 'ETH', 'SOL'])
      await apiWrite(page, 'POST', '/api/dashboard/alerts', {
        symbol,
        threshold_percent: 5,
        direction: 'both',
      });
    await open(page, '/dashboard');

    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Welcome back, Test!');
    expect(await page.getByRole('link', { name: 'Add Position' }).getAttribute('href')).toBe(
      '/dashboard/portfolio?add=1',
    );
    // The portfolio's figures are the portfolio API's: 0.5 BTC at the live price, which the simulated feed moves
    // every 5 s, so the page (rendered a moment earlier) and the call agree within a tick's move.
    const summary = (await (await page.request.get('/api/dashboard/portfolio/summary')).json()) as {
      data: { metrics: { totalValue: string } };
    };
    const value = Number(summary.data.metrics.totalValue);
    const card = (id: string) => page.getByTestId(id).innerText();
    const shown = Number(
      /\$([\d,]+\.\d{2})/.exec(await card('card-portfolio-value'))?.[1]?.replaceAll(',', ''),
    );
    expect(Math.abs(shown - value) / value).toBeLessThan(0.01);
    expect(await card('card-portfolio-value')).toMatch(/[+-]\d+\.\d{2}% all time/);
    expect(await card('card-watchlist-items')).toContain('6');
    expect(await card('card-active-alerts')).toContain('3');
    expect(await card('card-day-change')).toMatch(/[+-]?\$[\d,]+\.\d{2}/);

    expect(await page.getByTestId('top-positions').getByRole('listitem').count()).toBe(1);
    const preview = page.getByTestId('watchlist-preview');
    expect(await preview.getByRole('listitem').count()).toBe(5);
    expect(await page.getByTestId('watchlist-more').innerText()).toBe('+1 more items');

    const activity = page.getByRole('region', { name: 'Recent Activity' });
    expect(await activity.getByRole('listitem').count()).toBe(5);
    // What the reader did, not the pages they opened.
    expect(await activity.innerText()).not.toMatch(/Viewed /);
    expect(await activity.getByRole('link', { name: 'View All Activity' }).getAttribute('href')).toBe(
      '/dashboard/activity',
    );
    await screenshot(page, 'dashboard-overview');
    // At 320 px the top position's name is whole: the figures beside it leave it room.
    await page.setViewportSize({ width: 320, height: 800 });
    const name = page.getByTestId('top-positions').getByText('Bitcoin', { exact: true });
    expect(await name.evaluate((el) => el.scrollWidth - el.clientWidth)).toBe(0);
    expect(await pageErrors(page)).toEqual([]);
    await page.context().close();
  });
});

describe('My News', () => {
  test('lists the news about the coins on the watchlist, newest first, and says what to do when there are none', async () => {
    const page = await signedInPage(browser, { viewport: { width: 1280, height: 900 } });
    await open(page, '/dashboard/news');
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('My News');
    expect(await page.getByTestId('my-news-empty').innerText()).toContain('No coins to follow yet');

    await apiWrite(page, 'POST', '/api/crypto-watchlist', { coin_id: 1 });
    await open(page, '/dashboard/news');
    expect(await page.getByRole('main').innerText()).toContain('watchlist and portfolio: BTC.');
    const stories = page.getByTestId('my-news-list').getByRole('article');
    expect(await stories.count()).toBeGreaterThan(0);
    const titles = await stories.getByRole('heading').allInnerTexts();
    const text = (await stories.allInnerTexts()).join('\n');
    expect(text).toMatch(/bitcoin|BTC/i);
    const times = await stories
      .locator('time')
      .evaluateAll((els) => els.map((t) => Date.parse(t.getAttribute('datetime') ?? '')));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(titles.length).toBe(times.length);
    await screenshot(page, 'dashboard-my-news');
    await page.context().close();
  });
});

describe('dashboard data', () => {
  test('[DASH-016] watchlist and portfolio data load only on dashboard pages, and only for a signed-in reader', async () => {
    const page = await signedInPage(browser, { viewport: { width: 1280, height: 900 } });
    const calls: string[] = [];
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname;
      if (path.startsWith('/api/crypto-watchlist') || path.startsWith('/api/dashboard/portfolio'))
        calls.push(path);
    });
    for (const path of ['/', '/markets', '/news']) await open(page, path);
    await page.waitForTimeout(500);
    expect(calls).toEqual([]);
    await open(page, '/dashboard/watchlist');
    await expect.poll(() => calls.includes('/api/crypto-watchlist')).toBe(true);
    await open(page, '/dashboard/portfolio');
    await expect.poll(() => calls.includes('/api/dashboard/portfolio')).toBe(true);
    await page.context().close();
  });

  test('[DASH-017] when the dashboard data cannot be loaded the page says so and stays usable', async () => {
    const page = await signedInPage(browser, { viewport: { width: 1280, height: 900 } });
    // A proxy's error page, with a stack in it: the reader is told what happened, never shown the page.
    await page.route('**/api/crypto-watchlist', (route) =>
      route.fulfill({
        status: 502,
        contentType: 'text/html',
        body: '<html><body><h1>502 Bad Gateway</h1><pre>at Object.handler (/srv/app.js:1:1)</pre></body></html>',
      }),
    );
    await open(page, '/dashboard/watchlist');
    const alert = page.getByRole('main').getByRole('alert').first();
    await expect
      .poll(() => alert.innerText(), { timeout: 20_000 })
      .toContain(
        'Could not load your watchlist: the server had a problem (error 502). Try again in a moment.',
      );
    expect(await alert.innerText()).not.toMatch(/<|Bad Gateway|at Object/);
    expect(await page.getByText(/Something went wrong|Unexpected Application Error/).count()).toBe(0);
    // Try again, once the server answers, loads the list.
    await page.unroute('**/api/crypto-watchlist');
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect.poll(() => page.getByTestId('watch-total').innerText()).toMatch(/\d/);
    // The rest of the page and the frame still work.
    await page.getByRole('button', { name: 'Add Coins' }).first().click();
    await page.getByRole('dialog', { name: 'Add Cryptocurrencies to Watchlist' }).waitFor();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByTestId('dashboard-sidebar').getByRole('link', { name: 'Settings' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard/settings');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('Settings');
    expect(await pageErrors(page)).toEqual([]);
    await page.context().close();
  });

  test('the add dialog opened from its address gives the keyboard to Add Coins when it closes, and its list is one Tab stop', async () => {
    const page = await signedInPage(browser, { viewport: { width: 1280, height: 900 } });
    await open(page, '/dashboard/watchlist/add');
    const dialog = page.getByRole('dialog', { name: 'Add Cryptocurrencies to Watchlist' });
    await dialog.getByRole('checkbox').first().waitFor();
    // From the search box, Tab reaches the list once, the arrow keys move in it, and the next Tab leaves it.
    await dialog.getByRole('searchbox').focus();
    await page.keyboard.press('Tab');
    const focusedName = () =>
      page.evaluate(() => document.activeElement?.closest('label')?.textContent ?? '');
    const first = await focusedName();
    await page.keyboard.press('ArrowDown');
    expect(await focusedName()).not.toBe(first);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('type'))).not.toBe('checkbox');
    await page.keyboard.press('Escape');
    await page.waitForURL((url) => url.pathname === '/dashboard/watchlist');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent?.trim()))
      .toBe('Add Coins');
    await page.context().close();
  });

  test('[DASH-017] a refresh that fails keeps the counts and the list, and offline a refresh says so at once instead of spinning', async () => {
    const page = await signedInPage(browser, { viewport: { width: 1280, height: 900 } });
    await open(page, '/dashboard/watchlist');
    const total = page.getByTestId('watch-total');
    await expect.poll(() => total.innerText()).toContain('0');
    await page.route('**/api/crypto-watchlist', (route) => route.abort());
    const refresh = page.getByRole('button', { name: 'Refresh' });
    await refresh.click();
    const alert = page.getByRole('main').getByRole('alert').first();
    await expect
      .poll(() => alert.innerText(), { timeout: 20_000 })
      .toContain('Could not load the latest list');
    expect(await total.innerText()).toContain('0');
    await page.unroute('**/api/crypto-watchlist');

    await page.context().setOffline(true);
    await refresh.click();
    await expect
      .poll(() => alert.innerText())
      .toContain('You are offline. Unable to fetch market data from remote database');
    expect(await refresh.isEnabled()).toBe(true);
    expect(await total.innerText()).toContain('0');
    await page.context().setOffline(false);
    await page.context().close();
  });

  test('[DASH-014] a reader whose session ends elsewhere sees Loading dashboard... at once and is sent to sign in, to come back', async () => {
    const page = await signedInPage(browser, { viewport: { width: 1280, height: 900 } });
    await open(page, '/dashboard/settings');
    // Hold the sign-in page a moment so the layout's own state can be read.
    await page.route('**/login.data*', async (route) => {
      await new Promise((r) => setTimeout(r, 1500));
      await route.fallback();
    });
    // Signed out from another tab: the page's live stream ends with the session, and the page notices.
    await signedInWrite(page, 'POST', '/api/auth/logout');
    await page.getByRole('status').filter({ hasText: 'Loading dashboard...' }).waitFor({ timeout: 10_000 });
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('redirectTo')).toBe('/dashboard/settings');
    await page.context().close();
  });
});

describe('preferences at work', () => {
  test('auto refresh on refreshes the watchlist every minute and off stops it; compact mode tightens the rows', async () => {
    const page = await signedInPage(browser, { viewport: { width: 1280, height: 900 } });
    await signedInWrite(page, 'POST', '/api/crypto-watchlist', { coin_id: 1 });
    let quoteCalls = 0;
    // The watchlist's own price calls (the header's ticker keeps its own 5-minute schedule).
    page.on('request', (r) => {
      if (r.url().includes('/cryptocurrency/quotes/latest?id=1&')) quoteCalls++;
    });
    const rowPadding = () =>
      page
        .getByTestId('watch-table')
        .locator('tbody td')
        .first()
        .evaluate((td) => getComputedStyle(td).paddingTop);

    await page.clock.install();
    await open(page, '/dashboard/watchlist');
    await expect.poll(() => quoteCalls).toBeGreaterThan(0);
    expect(await rowPadding()).toBe('8px');
    let before = quoteCalls;
    await page.clock.fastForward('01:05');
    await expect.poll(() => quoteCalls).toBeGreaterThan(before);

    await signedInWrite(page, 'PUT', '/api/dashboard/preferences', { autoRefresh: false, compactMode: true });
    await open(page, '/dashboard/watchlist');
    await expect
      .poll(() => page.getByTestId('watch-data-status').innerText())
      .toContain('auto refresh is off');
    await expect.poll(rowPadding).toBe('4px');
    // Once the page's first load of prices is done, no timer loads them again.
    await expect
      .poll(() => page.getByTestId('watch-table').locator('tbody td').first().innerText())
      .toMatch(/\$/);
    await page.waitForTimeout(1000);
    before = quoteCalls;
    await page.clock.fastForward('05:00');
    await page.waitForTimeout(500);
    expect(quoteCalls).toBe(before);
    await page.context().close();
  });
});
