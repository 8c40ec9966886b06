// The dashboard frame (sidebar, drawer, header search, plan, footer), settings and profile, in Chromium.
import sharp from 'sharp';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { SETTINGS_MESSAGES } from '../../features/settings/rules';
import { signedInPage, signedInPageOnPlan, signedInWrite } from './accounts';
import { hydrated, launchBrowser, openPage, pageErrors, screenshot, seriousViolations } from './browser';
import { E2E_ADMIN } from './server';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function open(page: Page, path: string) {
  await page.goto(path);
  await hydrated(page);
}

const sidebarWidth = (page: Page) =>
  page.getByTestId('dashboard-sidebar').evaluate((el) => el.getBoundingClientRect().width);

describe('the dashboard frame', () => {
  test('[DASH-001] [DASH-002] [DASH-003] [DASH-004] [DASH-005] [DASH-012] the sidebar links every page, marks Overview only on /dashboard, collapses to w-16 and remembers it; the footer opens its links in a new tab', async () => {
    const page = await signedInPage(browser, { viewport: { width: 1280, height: 900 } });
    await open(page, '/dashboard/settings');
    const nav = page.getByTestId('dashboard-sidebar').getByRole('navigation', { name: 'Dashboard' });
    const links = await nav
      .getByRole('link')
      .evaluateAll((els) => els.map((a) => [a.textContent?.trim(), a.getAttribute('href')]));
    expect(links).toEqual([
      ['Overview', '/dashboard'],
      ['Watchlist', '/dashboard/watchlist'],
      ['Portfolio', '/dashboard/portfolio'],
      ['Alerts', '/dashboard/alerts'],
      ['Analytics', '/dashboard/analytics'],
      ['API', '/dashboard/api'],
      ['News', '/dashboard/news'],
      ['Settings', '/dashboard/settings'],
      ['My Profile', '/dashboard/profile'],
    ]);
    // Overview is an exact match: not marked on a page below it.
    expect(await nav.getByRole('link', { name: 'Overview' }).getAttribute('aria-current')).toBeNull();
    expect(await nav.getByRole('link', { name: 'Settings' }).getAttribute('aria-current')).toBe('page');
    await nav.getByRole('link', { name: 'Overview' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await expect
      .poll(() => nav.getByRole('link', { name: 'Overview' }).getAttribute('aria-current'))
      .toBe('page');

    expect(
      await page
        .getByTestId('dashboard-sidebar')
        .getByRole('link', { name: 'Blockcast' })
        .getAttribute('href'),
    ).toBe('/');
    expect(await page.getByText('Dashboard v1.0').isVisible()).toBe(true);
    const footer = await page
      .getByRole('navigation', { name: 'Legal' })
      .getByRole('link')
      .evaluateAll((els) => els.map((a) => [a.getAttribute('href'), a.getAttribute('target')]));
    expect(footer).toEqual([
      ['/privacy', '_blank'],
      ['/terms', '_blank'],
      ['/about', '_blank'],
    ]);

    expect(await sidebarWidth(page)).toBe(256);
    await page.getByRole('button', { name: 'Collapse sidebar' }).click();
    await expect.poll(() => sidebarWidth(page)).toBe(64);
    await open(page, '/dashboard/profile');
    await expect.poll(() => sidebarWidth(page)).toBe(64);
    await page.getByRole('button', { name: 'Expand sidebar' }).click();
    await expect.poll(() => sidebarWidth(page)).toBe(256);
    expect(await pageErrors(page)).toEqual([]);
    await page.context().close();
  });

  test('on a phone the sidebar is a drawer, so the page keeps the whole width', async () => {
    const page = await signedInPage(browser, { viewport: { width: 375, height: 800 }, colorScheme: 'dark' });
    await open(page, '/dashboard/settings');
    expect(await page.getByTestId('dashboard-sidebar').isVisible()).toBe(false);
    const main = await page.locator('main').evaluate((el) => el.getBoundingClientRect().width);
    expect(main).toBe(375);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
    await page.getByRole('button', { name: 'Open dashboard menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Dashboard menu' });
    await expect.poll(() => drawer.isVisible()).toBe(true);
    await screenshot(page, 'dashboard-drawer-375-dark');
    await drawer.getByRole('link', { name: 'My Profile' }).click();
    await page.waitForURL('**/dashboard/profile');
    await expect.poll(() => drawer.isVisible()).toBe(false);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('My Profile');
    await page.context().close();
  });

  test('[DASH-008] [DASH-018] [DASH-019] [DASH-020] [DASH-021] [DASH-022] [DASH-024] [DASH-025] the header search suggests up to 8 loaded coins from 2 characters and opens the chosen one', async () => {
    const page = await signedInPage(browser, { viewport: { width: 1280, height: 900 } });
    await open(page, '/dashboard/settings');
    const box = page.getByRole('combobox', { name: 'Search cryptocurrencies' });
    const list = page.getByRole('listbox', { name: 'Matching cryptocurrencies' });
    await box.fill('b');
    expect(await list.count()).toBe(0);
    await box.fill('bit');
    await expect.poll(() => list.getByRole('option').count()).toBeGreaterThan(1);
    const coins = list.getByRole('option').filter({ hasNotText: 'View all results' });
    expect(await coins.count()).toBeLessThanOrEqual(8);
    const first = coins.first();
    expect(await first.innerText()).toMatch(/Bitcoin\s+BTC\s+\$[\d,]+\.\d{2}\s+[+-]?\d+\.\d{2}%/);
    expect(await first.locator('img').count()).toBe(1);
    expect(await list.getByRole('option', { name: 'View all results for “bit”' }).isVisible()).toBe(true);
    await screenshot(page, 'dashboard-header-search');

    // A broad term still shows at most 8.
    await box.fill('co');
    await expect.poll(() => coins.count()).toBe(8);

    await box.fill('zzqx');
    await expect.poll(() => list.innerText()).toContain('No cryptocurrencies found for “zzqx”');
    await page.getByRole('heading', { level: 1 }).click();
    await expect.poll(() => list.count()).toBe(0);

    await box.fill('bitcoin');
    await coins.first().click();
    await page.waitForURL('**/coin/btc');
    await page.context().close();
  });

  test('[DASH-021] [DASH-023] Enter, or the view-all entry, opens the markets search for the term', async () => {
    const page = await signedInPage(browser, { viewport: { width: 1280, height: 900 } });
    await open(page, '/dashboard/settings');
    const box = page.getByRole('combobox', { name: 'Search cryptocurrencies' });
    await box.fill('eth');
    await box.press('Enter');
    await page.waitForURL((url) => url.pathname === '/markets' && url.searchParams.get('search') === 'eth');
    await open(page, '/dashboard/settings');
    await box.fill('sol');
    await page.getByRole('option', { name: 'View all results for “sol”' }).click();
    await page.waitForURL((url) => url.pathname === '/markets' && url.searchParams.get('search') === 'sol');
    await page.context().close();
  });

  test('[DASH-006] [DASH-007] [DASH-009] the frame names the plan, with a star for Premium, and says the markets are open', async () => {
    const page = await signedInPage(browser, { viewport: { width: 1280, height: 900 } });
    await open(page, '/dashboard');
    expect(await page.getByTestId('markets-open').innerText()).toBe('Markets Open');
    const plan = page.getByTestId('dashboard-sidebar').getByTestId('plan-label');
    expect(await plan.innerText()).toBe('Free');
    expect(await plan.getByTestId('plan-star').count()).toBe(0);
    await open(page, '/dashboard/subscription');
    await page.getByTestId('plan-premium').getByRole('button', { name: 'Upgrade to Premium' }).click();
    await expect.poll(() => plan.innerText(), { timeout: 15_000 }).toBe('Premium');
    expect(await plan.getByTestId('plan-star').count()).toBe(1);
    await page.context().close();
  });

  test('[DASH-010] [DASH-011] the user menu offers View Profile, Settings and Sign Out; only an admin also sees Admin Dashboard', async () => {
    const page = await signedInPage(browser, { viewport: { width: 1280, height: 900 } });
    await open(page, '/dashboard');
    await page.getByRole('banner').getByRole('button', { expanded: false }).last().click();
    const menu = page.getByRole('navigation', { name: /Account/ });
    const items = await menu.getByRole('link').evaluateAll((els) => els.map((a) => a.textContent?.trim()));
    expect(items).toEqual(['View Profile', 'Settings', 'Sign Out']);
    // Tabbing on past its last link closes it, so it is not left open over what the keyboard reaches next.
    await menu.getByRole('link', { name: 'Sign Out' }).focus();
    await page.keyboard.press('Tab');
    await expect.poll(() => menu.count()).toBe(0);
    await page.getByRole('banner').getByRole('button', { expanded: false }).last().click();
    await menu.getByRole('link', { name: 'Sign Out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.context().close();

    const admin = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    const login = await admin.request.post('/api/auth/login', {
      data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
      headers: { 'X-Session-Transport': 'cookie' },
    });
    expect(login.status()).toBe(200);
    await open(admin, '/dashboard');
    await admin.getByRole('banner').getByRole('button', { expanded: false }).last().click();
    const adminItems = await admin
      .getByRole('navigation', { name: /Account/ })
      .getByRole('link')
      .evaluateAll((els) => els.map((a) => [a.textContent?.trim(), a.getAttribute('href')]));
    expect(adminItems[0]).toEqual(['Admin Dashboard', '/admin']);
    await admin.context().close();
  });
});

describe('the theme', () => {
  test('[DASH-015] a dashboard page paints in the reader’s stored theme from its first frame, whatever the system’s, before any of the app’s code', async () => {
    for (const [stored, system] of [
      ['light', 'dark'],
      ['dark', 'light'],
    ] as const) {
      const page = await signedInPage(browser, {
        colorScheme: system,
        viewport: { width: 1280, height: 900 },
      });
      // What the first frame shows: the theme and the page's background, read just before it is painted.
      await page.addInitScript((theme) => {
        localStorage.setItem('theme', theme);
        requestAnimationFrame(() => {
          (window as { firstFrame?: unknown }).firstFrame = {
            theme: document.documentElement.className,
            background: document.body ? getComputedStyle(document.body).backgroundColor : null,
          };
        });
      }, stored);
      // Only the page's own inline script can set the theme: the app's code never arrives.
      await page.route('**/assets/*.js', (route) => route.abort());
      await page.goto('/dashboard/settings');
      const firstFrame = () => page.evaluate(() => (window as { firstFrame?: unknown }).firstFrame);
      await expect.poll(firstFrame).toBeDefined();
      const first = (await firstFrame()) as { theme: string; background: string | null };
      expect(first.theme).toBe(stored);
      expect(first.background).not.toBeNull();
      await page.unroute('**/assets/*.js');

      // With the app running, the page stays in that theme and that background: nothing changed after the first frame.
      await open(page, '/dashboard/settings');
      expect(await page.evaluate(() => document.documentElement.className)).toBe(stored);
      expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
        first.background,
      );
      await page.context().close();
    }
  });
});

describe('offline', () => {
  test('[DASH-017] offline, a dashboard page not opened yet still opens from the sidebar, and one whose data cannot come says so inside the dashboard', async () => {
    const page = await signedInPage(browser, { viewport: { width: 1280, height: 900 } });
    await open(page, '/dashboard');
    // The other pages' code arrives while the browser is idle.
    await expect
      .poll(
        () =>
          page.evaluate(() =>
            performance
              .getEntriesByType('resource')
              .some((e) => /dashboard-watchlist-[\w-]+\.js$/.test(e.name)),
          ),
        { timeout: 20_000 },
      )
      .toBe(true);
    expect(await page.getByTestId('markets-open').getAttribute('data-live')).toBe('true');
    await page.context().setOffline(true);
    // Offline, the prices shown are the last ones had: the live dot goes out.
    await expect.poll(() => page.getByTestId('markets-open').getAttribute('data-live')).toBe('false');
    const sidebar = page.getByTestId('dashboard-sidebar');
    await sidebar.getByRole('link', { name: 'Watchlist' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard/watchlist');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('Watchlist');
    // My News needs the server for its data: it says so, with the dashboard's frame around it.
    await sidebar.getByRole('link', { name: 'News' }).click();
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).innerText())
      .toBe('This page could not be loaded');
    expect(await page.getByRole('alert').filter({ hasText: 'You are offline' }).count()).toBe(1);
    expect(await sidebar.isVisible()).toBe(true);
    await screenshot(page, 'dashboard-offline-news');
    await page.context().setOffline(false);
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('My News');
    await page.context().close();
  });
});

describe('settings and profile', () => {
  test('[SET-001] [SET-003] each preference saves as it changes, is kept locally and on the server, and is back on the next visit', async () => {
    const page = await signedInPage(browser, { viewport: { width: 1280, height: 900 } });
    await open(page, '/dashboard/settings');
    await page.locator('main').getByLabel('Currency', { exact: true }).selectOption('EUR');
    await expect
      .poll(() => page.locator('main').getByRole('status').first().innerText())
      .toBe(SETTINGS_MESSAGES.saved);
    // Prices follow the currency: the header search shows euros, at the rates named under the choice.
    await expect
      .poll(() => page.getByTestId('rates-note').innerText())
      .toMatch(/^\$1 = €0\.\d{4} · Reference rates of/);
    const search = page.getByRole('combobox', { name: 'Search cryptocurrencies' });
    await search.fill('bitcoin');
    await expect
      .poll(() => page.getByRole('option').first().innerText())
      .toMatch(/Bitcoin\s+BTC\s+€[\d,]+\.\d{2}/);
    await search.press('Escape');
    // So does the header's price band.
    await expect.poll(() => page.getByTestId('marquee-coin').first().innerText()).toMatch(/^BTC\s+€[\d,]+/);
    await page.getByLabel('Update interval').selectOption('60000');
    // A second tab of the site follows a change made in the first without a reload.
    const tab = await page.context().newPage();
    await open(tab, '/dashboard');
    expect(await tab.locator('[data-density="compact"]').count()).toBe(0);
    await page.getByRole('switch', { name: 'Compact mode' }).click();
    await expect
      .poll(() => page.getByRole('switch', { name: 'Compact mode' }).getAttribute('aria-checked'))
      .toBe('true');
    await expect.poll(() => tab.locator('[data-density="compact"]').count()).toBe(1);
    await tab.close();
    await expect
      .poll(async () => JSON.parse((await page.evaluate(() => localStorage.getItem('preferences'))) ?? '{}'))
      .toMatchObject({ currency: 'EUR', updateInterval: 60_000, compactMode: true });
    // Premium-only delivery is shown but cannot be switched on a Free plan.
    expect(await page.getByRole('switch', { name: 'E-mail alerts' }).isDisabled()).toBe(true);
    await screenshot(page, 'dashboard-settings-1280-light');

    // A new browser (no local copy) gets them from the server.
    const cookies = await page.context().cookies();
    const other = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    await other.context().addCookies(cookies);
    await open(other, '/dashboard/settings');
    await expect
      .poll(() => other.locator('main').getByLabel('Currency', { exact: true }).inputValue())
      .toBe('EUR');
    expect(await other.getByLabel('Update interval').inputValue()).toBe('60000');
    expect(await other.getByRole('switch', { name: 'Compact mode' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    expect(await seriousViolations(other)).toEqual([]);
    await other.context().close();
    await page.context().close();
  });

  test('[SET-004] [SET-005] the profile shows names, e-mail, picture and plan; names and picture can be changed', async () => {
    const page = await signedInPage(browser, { viewport: { width: 375, height: 800 }, colorScheme: 'dark' });
    await open(page, '/dashboard/profile');
    // The form fills from the signed-in session once it has loaded: read it when it has.
    await expect.poll(() => page.getByLabel('First name').inputValue()).toBe('Test');
    expect(await page.getByLabel('Last name').inputValue()).toBe('Reader');
    await expect
      .poll(() => page.getByTestId('profile-email').innerText())
      .toMatch(/reader-[0-9a-f]+@example\.com/);
    await expect.poll(() => page.locator('main').getByTestId('plan-label').innerText()).toBe('Free');

    await page.getByLabel('First name').fill('Satoshi');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect
      .poll(() => page.locator('main').getByRole('status').first().innerText())
      .toBe(SETTINGS_MESSAGES.profileSaved);
    await expect
      .poll(() => page.getByRole('heading', { level: 2 }).first().innerText())
      .toBe('Satoshi Reader');

    const png = await sharp({
      create: { width: 300, height: 200, channels: 3, background: { r: 20, g: 120, b: 220 } },
    })
      .png()
      .toBuffer();
    await page
      .getByLabel('Upload picture')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    await expect.poll(() => page.getByTestId('profile-image').count()).toBe(1);
    // The new picture is read once it has loaded.
    await expect
      .poll(() =>
        page
          .getByTestId('profile-image')
          .evaluate((img: HTMLImageElement) => img.complete && [img.naturalWidth, img.naturalHeight]),
      )
      .toEqual([256, 256]);
    await screenshot(page, 'dashboard-profile-375-dark');
    expect(await seriousViolations(page)).toEqual([]);

    await open(page, '/dashboard/profile');
    await expect.poll(() => page.getByLabel('First name').inputValue()).toBe('Satoshi');
    expect(await pageErrors(page)).toEqual([]);
    await page.context().close();
  });
});

describe('the notification bell at the bottom right', () => {
  /** Every dashboard page, as a Premium reader with a watchlist, a portfolio, alerts and unread notifications. */
  const PAGES = [
    '/dashboard',
    '/dashboard/watchlist',
    '/dashboard/portfolio',
    '/dashboard/alerts',
    '/dashboard/analytics',
    '/dashboard/activity',
    '/dashboard/news',
    '/dashboard/settings',
    '/dashboard/profile',
    '/dashboard/subscription',
    '/dashboard/billing',
  ];
  const WIDTHS = [320, 375, 768, 1024, 1280, 1440];
  let reader: BrowserContext;

  beforeAll(async () => {
    const page = await signedInPageOnPlan(browser, 'premium', { viewport: { width: 1280, height: 800 } });
    reader = page.context();
    for (const coin_id of [1, 1027, 5426])
      await signedInWrite(page, 'POST', '/api/crypto-watchlist', { coin_id });
    for (const [coin_id, symbol, name, quantity] of [
      [1, 'BTC', 'Bitcoin', '12.12345678'],
      [1027, 'ETH', 'Ethereum', '1234.5678'],
      [74, 'DOGE', 'Dogecoin', '123456789.12345678'],
    ] as const) {
      await signedInWrite(page, 'POST', '/api/dashboard/portfolio', {
        coin_id,
        symbol,
        name,
        image_url: null,
        quantity,
        purchase_price: '1',
        purchase_date: '2025-01-15T00:00:00.000Z',
        notes: null,
      });
    }
    for (const direction of ['up', 'down'])
      await signedInWrite(page, 'POST', '/api/dashboard/alerts', {
        alert_type: 'custom',
        symbol: 'BTC',
        threshold_percent: 5,
        direction,
      });
    // Twelve unread notifications: the bell wears its largest badge ('9+'), the alerts page lists them.
    await reader.route('**/api/dashboard/notifications', (route) =>
      route.request().method() === 'GET'
        ? route.fulfill({
            json: {
              data: Array.from({ length: 12 }, (_, i) => ({
                id: 9000 + i,
                alert_id: null,
                is_read: false,
                symbol: 'BTC',
                severity: 'warning',
                price_change_percent: '5.5',
                old_price: '100000',
                new_price: '105500',
                triggered_at: new Date().toISOString(),
              })),
            },
          })
        : route.fallback(),
    );
    await page.close();
  });
  afterAll(() => reader?.close());

  /** Waits until the page has stopped loading and growing: its height the same on two looks in a row. */
  async function settled(page: Page) {
    let last = -1;
    await expect
      .poll(
        async () => {
          const height = await page.evaluate(() =>
            /Loading/.test(document.body.innerText) ? -1 : document.documentElement.scrollHeight,
          );
          const same = height > 0 && height === last;
          last = height;
          return same;
        },
        { timeout: 20_000 },
      )
      .toBe(true);
  }

  /** At the page's end: the links and controls that lie under the bell (badge included), and how many were looked at. */
  const underTheBell = (page: Page) =>
    page.evaluate(() => {
      window.scrollTo(0, document.documentElement.scrollHeight);
      const root = document.querySelector('[data-testid="notification-bell"]')!;
      const parts = [...root.querySelectorAll('button, [data-testid="bell-badge"]')].map((e) =>
        e.getBoundingClientRect(),
      );
      const bell = {
        left: Math.min(...parts.map((r) => r.left)),
        top: Math.min(...parts.map((r) => r.top)),
        right: Math.max(...parts.map((r) => r.right)),
        bottom: Math.max(...parts.map((r) => r.bottom)),
      };
      const focusable = [
        ...document.querySelectorAll<HTMLElement>(
          'a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex="-1"])',
        ),
      ].filter((e) => !root.contains(e) && e.checkVisibility({ visibilityProperty: true }));
      const onScreen = focusable.filter((e) => {
        const r = e.getBoundingClientRect();
        return r.width > 0 && r.bottom > 0 && r.top < window.innerHeight;
      });
      const under = onScreen.filter((e) => {
        const r = e.getBoundingClientRect();
        return r.left < bell.right && bell.left < r.right && r.top < bell.bottom && bell.top < r.bottom;
      });
      return {
        atEnd: window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1,
        footerLinks: onScreen.filter((e) => e.closest('footer')).length,
        under: under.map((e) => e.getAttribute('aria-label') ?? e.innerText.trim()),
      };
    });

  for (const path of PAGES) {
    test(`${path} scrolled to its end, from 320 to 1440 px: no link or control lies under the bell and its badge`, async () => {
      const page = await reader.newPage();
      await open(page, path);
      await expect.poll(() => page.getByTestId('bell-badge').innerText(), { timeout: 15_000 }).toBe('9+');
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        await settled(page);
        // The footer's three links (and the last row above them) are on screen and looked at.
        expect({ width, ...(await underTheBell(page)) }).toEqual({
          width,
          atEnd: true,
          footerLinks: 3,
          under: [],
        });
        if (path === '/dashboard/portfolio' || width === 1280) {
          await screenshot(page, `bell-end-${path.slice(1).replace(/\//g, '-')}-${width}`);
        }
      }
      expect(await pageErrors(page)).toEqual([]);
      await page.close();
    });
  }
});
