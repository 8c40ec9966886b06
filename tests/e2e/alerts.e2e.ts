// The Price Alerts page and the notification bell in Chromium, on a server of their own whose market is a local
// CoinMarketCap this file steers: an alert is created, the price moves past it, and the notification arrives live.
import type { Browser, BrowserContextOptions, Locator, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  ALERT_MESSAGES,
  NOTIFICATION_STREAM_PATH,
  type AlertRow,
  type NotificationRow,
} from '../../features/alerts/rules';
import { formatMoney, type CurrencyRates } from '../../lib/money';
import { CMC_COINS } from '../../features/market/providers/provider-fixtures';
import { dec } from '../../lib/decimal';
import { formatPrice } from '../../lib/format';
import { startFakeCoinMarketCap, type FakeCmc } from '../fakes/coinmarketcap-server';
import { signedInSession, type SignedInSession } from './accounts';
import {
  hydrated,
  launchBrowser,
  pageErrors,
  screenshot,
  seriousViolations,
  untilListening,
  watchStreams,
} from './browser';
import { startServer, type RunningServer } from './server';

const CMC_KEY = 'e2e-alerts-key';
let browser: Browser;
let cmc: FakeCmc;
let server: RunningServer;
/** The prices the fake CoinMarketCap quotes now, by symbol. */
const prices = new Map(CMC_COINS.map((c) => [c.symbol, c.price]));

beforeAll(async () => {
  cmc = await startFakeCoinMarketCap(CMC_COINS, { apiKey: CMC_KEY });
  server = await startServer({
    MARKET_PROVIDER: 'coinmarketcap',
    CMC_API_KEY: CMC_KEY,
    CMC_BASE_URL: cmc.url,
    MARKET_POLL_MS: '1000',
    // Each browser context signs up from an address of its own (10 sign-ups an hour per address).
    TRUSTED_PROXIES: '127.0.0.1,::1',
  });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await cmc?.close();
});

const price = (symbol: string) => {
  const usd = prices.get(symbol);
  if (usd === undefined) throw new Error(`no coin ${symbol}`);
  return usd;
};

/** Quotes a coin at a new price and waits until the server's market has it (so a new alert measures from it). */
async function movePrice(symbol: string, factor: number): Promise<{ oldUsd: number; newUsd: number }> {
  const oldUsd = price(symbol);
  const newUsd = Math.round(oldUsd * factor * 100) / 100;
  prices.set(symbol, newUsd);
  cmc.setCoins(CMC_COINS.map((c) => ({ ...c, price: price(c.symbol) })));
  await expect
    .poll(
      async () => {
        const res = await fetch(`${server.url}/api/market-cache?limit=10`);
        const body = (await res.json()) as { data: { symbol: string; price: number }[] };
        return body.data.find((c) => c.symbol === symbol)?.price;
      },
      { timeout: 20_000, interval: 250 },
    )
    .toBe(newUsd);
  return { oldUsd, newUsd };
}

const signedPercent = (oldUsd: number, newUsd: number) => {
  const change = dec(newUsd).minus(oldUsd).div(oldUsd).times(100);
  return `${change.gt(0) ? '+' : ''}${change.toFixed(2)}%`;
};

async function reader(options: BrowserContextOptions = {}): Promise<SignedInSession> {
  return signedInSession(browser, {
    baseURL: server.url,
    viewport: { width: 1280, height: 900 },
    timezoneId: 'UTC',
    ...options,
  });
}

async function createAlert(
  session: SignedInSession,
  alert: { symbol: string; threshold_percent: number; direction: string; alert_type?: string },
): Promise<AlertRow> {
  const body = await session.api<{ data: AlertRow }>('POST', '/api/dashboard/alerts', {
    alert_type: 'custom',
    ...alert,
  });
  return body.data;
}

const notificationsOf = async (session: SignedInSession) =>
  (await session.api<{ data: NotificationRow[] }>('GET', '/api/dashboard/notifications')).data;

/** Waits until the reader has `count` notifications on the server (the alert job has run). */
async function untilNotified(session: SignedInSession, count: number) {
  await expect.poll(async () => (await notificationsOf(session)).length, { timeout: 20_000 }).toBe(count);
}

async function openAlertsPage(page: Page) {
  await page.goto('/dashboard/alerts');
  await hydrated(page);
}

const card = (page: Page, testId: string) => page.getByTestId(testId);
const rows = (page: Page) => page.getByTestId('alert-row');
const recent = (page: Page) => page.getByTestId('notification');
const yourAlertsHeading = (page: Page) => page.getByRole('heading', { name: /^Your Alerts/ });
const dialog = (page: Page, name: 'Create Alert' | 'Edit Alert') => page.getByRole('dialog', { name });
const bellButton = (page: Page) =>
  page.getByTestId('notification-bell').getByRole('button', { name: /^Notifications/ });
const bellBadge = (page: Page) => page.getByTestId('bell-badge');
const bellItems = (page: Page) => page.getByTestId('bell-notification');

/** An alert row is dimmed: a faded direction icon, and its symbol in the grey of the row's secondary text. */
const dimmed = (row: Locator) =>
  row.getByTestId('alert-details').evaluate((el) => {
    const icon = el.querySelector('[role="img"]');
    const symbol = el.querySelector('[data-testid="alert-symbol"]');
    const secondary = el.querySelector('[data-testid="alert-threshold"]');
    if (!icon || !symbol || !secondary) throw new Error('alert row parts missing');
    return (
      Number(getComputedStyle(icon).opacity) < 1 &&
      getComputedStyle(symbol).color === getComputedStyle(secondary).color
    );
  });

/** Every request to a path and method the page sends from now on. */
function recordRequests(page: Page, method: string, path: string): Request[] {
  const seen: Request[] = [];
  page.on('request', (r) => {
    if (r.method() === method && new URL(r.url()).pathname === path) seen.push(r);
  });
  return seen;
}

async function formValues(form: Locator) {
  return {
    symbol: await form.getByLabel('Symbol').inputValue(),
    threshold: await form.getByLabel('Threshold (%)').inputValue(),
    direction: await form.getByLabel('Direction').inputValue(),
    type: await form.getByLabel('Alert type').inputValue(),
  };
}

const EMPTY_FORM = { symbol: '', threshold: '5', direction: 'up', type: 'custom' };

describe('the Price Alerts page', () => {
  test('[ALERT-001] [ALERT-003] [ALERT-004] [ALERT-005] [ALERT-006] [ALERT-007] [ALERT-018] a new reader sees the title, zero in every card and both empty states; Create First Alert opens the create dialog', async () => {
    const { page } = await reader();
    await openAlertsPage(page);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Price Alerts');
    expect(
      await page
        .getByText('Get notified when your cryptocurrencies hit important price movements')
        .isVisible(),
    ).toBe(true);
    expect(await card(page, 'alerts-active').innerText()).toBe('0');
    expect(await card(page, 'alerts-triggers').innerText()).toBe('0');
    expect(await card(page, 'alerts-unread').innerText()).toBe('0');
    expect(await yourAlertsHeading(page).innerText()).toBe('Your Alerts (0)');

    expect(await page.getByText('No alerts yet', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByText('Create your first price alert to get started').isVisible()).toBe(true);
    expect(await page.getByText('No notifications yet', { exact: true }).isVisible()).toBe(true);
    expect(
      await page
        .getByText('Notifications will appear here when your alerts are triggered')
        .first()
        .isVisible(),
    ).toBe(true);
    expect(await page.getByTestId('notifications-new').count()).toBe(0);

    await page.getByRole('button', { name: 'Create First Alert' }).click();
    const form = dialog(page, 'Create Alert');
    await expect.poll(() => form.isVisible()).toBe(true);
    expect(await formValues(form)).toEqual(EMPTY_FORM);
    expect(await pageErrors(page)).toEqual([]);
    await page.context().close();
  });

  test('[ALERT-002] [ALERT-023] [ALERT-024] [ALERT-026] [ALERT-027] [ALERT-008] [ALERT-009] [ALERT-003] [ALERT-006] Create Alert opens an empty form (threshold 5); the symbol is upper-cased as typed; the new alert is listed with its direction icon, symbol, threshold, triggers, type and date', async () => {
    const session = await reader();
    const { page } = session;
    await openAlertsPage(page);
    await page.getByRole('button', { name: 'Create Alert' }).click();
    const form = dialog(page, 'Create Alert');
    await expect.poll(() => form.isVisible()).toBe(true);
    expect(await formValues(form)).toEqual(EMPTY_FORM);

    const threshold = form.getByLabel('Threshold (%)');
    expect(await threshold.evaluate((el: HTMLInputElement) => [el.type, el.min, el.max, el.step])).toEqual([
      'number',
      '0.1',
      '100',
      '0.1',
    ]);

    // Sent empty, the form names what is missing and sends nothing.
    const posts = recordRequests(page, 'POST', '/api/dashboard/alerts');
    await form.getByLabel('Threshold (%)').fill('0');
    await form.getByRole('button', { name: 'Create Alert' }).click();
    expect(await form.getByText(ALERT_MESSAGES.symbolRequired).isVisible()).toBe(true);
    expect(await form.getByText(ALERT_MESSAGES.thresholdPositive).isVisible()).toBe(true);
    expect(posts).toHaveLength(0);

    const symbol = form.getByLabel('Symbol');
    await symbol.pressSequentially('e');
    expect(await symbol.inputValue()).toBe('E');
    await symbol.pressSequentially('th');
    expect(await symbol.inputValue()).toBe('ETH');
    await form.getByLabel('Threshold (%)').fill('2.5');
    await form.getByLabel('Direction').selectOption('down');
    await form.getByLabel('Alert type').selectOption('watchlist');
    await form.getByRole('button', { name: 'Create Alert' }).click();
    await expect.poll(() => form.isVisible()).toBe(false);
    expect(posts).toHaveLength(1);
    expect(posts[0]?.postDataJSON()).toMatchObject({
      symbol: 'ETH',
      threshold_percent: 2.5,
      direction: 'down',
      alert_type: 'watchlist',
    });

    await expect.poll(() => rows(page).count()).toBe(1);
    const row = rows(page).first();
    expect(await row.getByRole('img', { name: 'Down' }).isVisible()).toBe(true);
    expect(await row.getByTestId('alert-symbol').innerText()).toBe('ETH');
    expect(await row.getByTestId('alert-threshold').innerText()).toBe('2.5%');
    expect(await row.getByTestId('alert-triggers').innerText()).toBe('0 triggers');
    expect(await row.getByTestId('alert-type').innerText()).toBe('Watchlist alert');
    const [created] = (await session.api<{ data: AlertRow[] }>('GET', '/api/dashboard/alerts')).data;
    const date = new Date(created?.created_at ?? '');
    expect(await row.locator('time').innerText()).toBe(
      date.toLocaleDateString('en-US', { dateStyle: 'medium', timeZone: 'UTC' }),
    );
    expect(await yourAlertsHeading(page).innerText()).toBe('Your Alerts (1)');
    expect(await card(page, 'alerts-active').innerText()).toBe('1');
    expect(await page.getByText('No alerts yet', { exact: true }).count()).toBe(0);
    expect(await pageErrors(page)).toEqual([]);
    await page.context().close();
  });

  test('the time window and cooldown are checked at their fields in plain words, with the browser\u2019s own bounds; a refusal by the server shows at its field', async () => {
    const session = await reader();
    const { page } = session;
    await openAlertsPage(page);
    await page.getByRole('button', { name: 'Create Alert' }).click();
    const form = dialog(page, 'Create Alert');
    await expect.poll(() => form.isVisible()).toBe(true);
    const window = form.getByLabel('Time window (minutes)');
    const cooldown = form.getByLabel('Cooldown (minutes)');
    const bounds = (input: Locator) => input.evaluate((el: HTMLInputElement) => [el.min, el.max, el.step]);
    expect(await bounds(window)).toEqual(['1', '10080', '1']);
    expect(await bounds(cooldown)).toEqual(['0', '10080', '1']);
    // A new alert starts with the default cooldown, said in a line under the field.
    expect(await cooldown.inputValue()).toBe('60');
    expect(await form.getByText(ALERT_MESSAGES.cooldownHint).isVisible()).toBe(true);

    const posts = recordRequests(page, 'POST', '/api/dashboard/alerts');
    await form.getByLabel('Symbol').fill('ETH');
    await window.fill('0');
    await cooldown.fill('20000');
    await form.getByRole('button', { name: 'Create Alert' }).click();
    const messageOf = (input: Locator) =>
      input.evaluate((el) =>
        (el.getAttribute('aria-describedby') ?? '')
          .split(' ')
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' | '),
      );
    expect(await window.getAttribute('aria-invalid')).toBe('true');
    expect(await messageOf(window)).toBe(`${ALERT_MESSAGES.windowRange} | ${ALERT_MESSAGES.windowHint}`);
    expect(await cooldown.getAttribute('aria-invalid')).toBe('true');
    expect(await messageOf(cooldown)).toContain(ALERT_MESSAGES.cooldownRange);
    expect(await form.getByText(/window_minutes|cooldown_minutes/).count()).toBe(0);
    expect(await window.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(posts).toHaveLength(0);
    // Editing a field clears its message.
    await window.fill('30');
    expect(await window.getAttribute('aria-invalid')).toBeNull();
    await cooldown.fill('15');

    // A coin the market does not quote: the server's refusal shows at the symbol, not above the form.
    await form.getByLabel('Symbol').fill('NOPECOIN');
    await form.getByRole('button', { name: 'Create Alert' }).click();
    await expect.poll(() => posts.length).toBe(1);
    const symbol = form.getByLabel('Symbol');
    await expect.poll(() => symbol.getAttribute('aria-invalid')).toBe('true');
    expect(await messageOf(symbol)).toBe(ALERT_MESSAGES.unknownCoin('NOPECOIN'));
    await screenshot(page, 'alerts-form-field-errors');
    await page.context().close();
  });

  test('[ALERT-010] [ALERT-011] [ALERT-012] [ALERT-003] the toggle switches an alert off and on with PUT ?id=, its tooltip follows, and an inactive alert is dimmed', async () => {
    const session = await reader();
    const { page } = session;
    const alert = await createAlert(session, { symbol: 'BTC', threshold_percent: 5, direction: 'up' });
    await createAlert(session, { symbol: 'ETH', threshold_percent: 5, direction: 'both' });
    await openAlertsPage(page);
    const row = rows(page).filter({
      has: page.getByTestId('alert-symbol').getByText('BTC', { exact: true }),
    });
    expect(await card(page, 'alerts-active').innerText()).toBe('2');
    expect(await row.getByRole('img', { name: 'Up' }).isVisible()).toBe(true);
    const toggle = row.getByRole('button', { name: 'Disable alert' });
    expect(await toggle.getAttribute('title')).toBe('Disable alert');
    expect(await dimmed(row)).toBe(false);

    const puts = recordRequests(page, 'PUT', '/api/dashboard/alerts');
    await toggle.click();
    const enable = row.getByRole('button', { name: 'Enable alert' });
    await expect.poll(() => enable.getAttribute('title')).toBe('Enable alert');
    await expect.poll(() => puts.length).toBe(1);
    expect(new URL(puts[0]?.url() ?? '').searchParams.get('id')).toBe(alert.id);
    expect(puts[0]?.postDataJSON()).toEqual({ is_active: false });
    await expect.poll(() => dimmed(row)).toBe(true);
    expect(await row.getByTestId('alert-off').innerText()).toBe('Off');
    expect(await card(page, 'alerts-active').innerText()).toBe('1');
    await expect
      .poll(async () => (await session.api<{ data: AlertRow[] }>('GET', '/api/dashboard/alerts')).data)
      .toContainEqual(expect.objectContaining({ id: alert.id, is_active: false }));

    // Still off after a reload, and on again with a second click.
    await openAlertsPage(page);
    expect(await row.getByRole('button', { name: 'Enable alert' }).isVisible()).toBe(true);
    await row.getByRole('button', { name: 'Enable alert' }).click();
    await expect.poll(() => row.getByRole('button', { name: 'Disable alert' }).isVisible()).toBe(true);
    await expect.poll(() => puts.at(-1)?.postDataJSON() as unknown).toEqual({ is_active: true });
    await expect.poll(() => dimmed(row)).toBe(false);
    expect(await row.getByTestId('alert-off').count()).toBe(0);
    expect(await card(page, 'alerts-active').innerText()).toBe('2');
    await page.context().close();
  });

  test('[ALERT-013] [ALERT-015] Edit alert opens the dialog prefilled and saves the change; closing it clears the chosen alert, so Create starts empty', async () => {
    const session = await reader();
    const { page } = session;
    const alert = await createAlert(session, {
      symbol: 'ETH',
      threshold_percent: 7.5,
      direction: 'both',
      alert_type: 'portfolio',
    });
    await openAlertsPage(page);
    await rows(page).first().getByRole('button', { name: 'Edit alert' }).click();
    const edit = dialog(page, 'Edit Alert');
    await expect.poll(() => edit.isVisible()).toBe(true);
    expect(await formValues(edit)).toEqual({
      symbol: 'ETH',
      threshold: '7.5',
      direction: 'both',
      type: 'portfolio',
    });

    const puts = recordRequests(page, 'PUT', '/api/dashboard/alerts');
    await edit.getByLabel('Threshold (%)').fill('3');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect.poll(() => edit.isVisible()).toBe(false);
    expect(new URL(puts[0]?.url() ?? '').searchParams.get('id')).toBe(alert.id);
    await expect.poll(() => rows(page).first().getByTestId('alert-threshold').innerText()).toBe('3%');
    expect(await rows(page).first().getByRole('img', { name: 'Both directions' }).isVisible()).toBe(true);

    // Opened for edit, closed with the close button, with Escape, and with Cancel: the next create is empty.
    for (const close of [
      () => edit.getByRole('button', { name: 'Close' }).click(),
      () => page.keyboard.press('Escape'),
      () => edit.getByRole('button', { name: 'Cancel' }).click(),
    ]) {
      await rows(page).first().getByRole('button', { name: 'Edit alert' }).click();
      await expect.poll(() => edit.isVisible()).toBe(true);
      expect((await formValues(edit)).symbol).toBe('ETH');
      await close();
      await expect.poll(() => edit.isVisible()).toBe(false);
      await page.getByRole('button', { name: 'Create Alert' }).click();
      const create = dialog(page, 'Create Alert');
      await expect.poll(() => create.isVisible()).toBe(true);
      expect(await formValues(create)).toEqual(EMPTY_FORM);
      await create.getByRole('button', { name: 'Cancel' }).click();
      await expect.poll(() => create.isVisible()).toBe(false);
    }
    expect(await pageErrors(page)).toEqual([]);
    await page.context().close();
  });

  test('[ALERT-014] Delete alert asks first, then deletes that alert with DELETE ?id=, and it stays gone after a reload', async () => {
    const session = await reader();
    const { page } = session;
    const keep = await createAlert(session, { symbol: 'ETH', threshold_percent: 5, direction: 'up' });
    const drop = await createAlert(session, { symbol: 'BTC', threshold_percent: 9, direction: 'down' });
    await openAlertsPage(page);
    expect(await yourAlertsHeading(page).innerText()).toBe('Your Alerts (2)');
    const deletes = recordRequests(page, 'DELETE', '/api/dashboard/alerts');
    await rows(page)
      .filter({ has: page.getByTestId('alert-symbol').getByText('BTC', { exact: true }) })
      .getByRole('button', { name: 'Delete alert' })
      .click();
    // It asks first, naming the alert; Cancel keeps it.
    const question = page.getByRole('alertdialog', { name: ALERT_MESSAGES.confirmDelete });
    await expect.poll(() => question.isVisible()).toBe(true);
    expect(await question.innerText()).toContain('BTC down 9%');
    await question.getByRole('button', { name: 'Cancel' }).click();
    expect(await rows(page).count()).toBe(2);
    expect(deletes).toHaveLength(0);
    await rows(page)
      .filter({ has: page.getByTestId('alert-symbol').getByText('BTC', { exact: true }) })
      .getByRole('button', { name: 'Delete alert' })
      .click();
    await question.getByRole('button', { name: ALERT_MESSAGES.deleteConfirm }).click();
    await expect.poll(() => rows(page).count()).toBe(1);
    await expect.poll(() => deletes.length).toBe(1);
    expect(new URL(deletes[0]?.url() ?? '').searchParams.get('id')).toBe(drop.id);
    expect(await yourAlertsHeading(page).innerText()).toBe('Your Alerts (1)');
    // The row goes at once, before the server answers; the reload comes after the answer, so it reads what the
    // server holds rather than racing the delete.
    expect((await deletes[0]?.response())?.status()).toBe(200);
    await openAlertsPage(page);
    expect(await rows(page).getByTestId('alert-symbol').allInnerTexts()).toEqual(['ETH']);
    const left = (await session.api<{ data: AlertRow[] }>('GET', '/api/dashboard/alerts')).data;
    expect(left.map((a) => a.id)).toEqual([keep.id]);
    await page.context().close();
  });

  test('offline, a toggle or a delete that cannot reach the server is undone on the page and said, not pretended', async () => {
    const session = await reader();
    const { page } = session;
    const alert = await createAlert(session, { symbol: 'ETH', threshold_percent: 5, direction: 'up' });
    await openAlertsPage(page);
    const row = rows(page).first();
    await page.context().setOffline(true);
    await row.getByRole('button', { name: ALERT_MESSAGES.disable }).click();
    await expect
      .poll(() => page.getByRole('alert').filter({ hasText: ALERT_MESSAGES.toggleFailed }).count())
      .toBe(1);
    // Still on, as on the server.
    expect(await row.getByRole('button', { name: ALERT_MESSAGES.disable }).count()).toBe(1);
    expect(await card(page, 'alerts-active').innerText()).toContain('1');
    await row.getByRole('button', { name: ALERT_MESSAGES.remove }).click();
    await page
      .getByRole('alertdialog', { name: ALERT_MESSAGES.confirmDelete })
      .getByRole('button', { name: ALERT_MESSAGES.deleteConfirm })
      .click();
    await expect
      .poll(() => page.getByRole('alert').filter({ hasText: ALERT_MESSAGES.removeFailed }).count())
      .toBe(1);
    expect(await rows(page).count()).toBe(1);
    expect(await yourAlertsHeading(page).innerText()).toBe('Your Alerts (1)');
    await page.context().setOffline(false);
    const onServer = (await session.api<{ data: AlertRow[] }>('GET', '/api/dashboard/alerts')).data;
    expect(onServer.map((a) => [a.id, a.is_active])).toEqual([[alert.id, true]]);
    await page.context().close();
  });
});

describe('notifications, live', () => {
  test('[DASH-013] [DASH-035] [DASH-036] [DASH-037] [ALERT-038] [ALERT-019] [ALERT-020] [ALERT-004] [ALERT-005] [ALERT-017] an alert created on the page fires when BTC rises past it, and the notification arrives in the bell and on the page without a reload', async () => {
    const session = await reader();
    const { page } = session;
    await watchStreams(page);
    await openAlertsPage(page);
    await page.getByRole('button', { name: 'Create Alert' }).click();
    const form = dialog(page, 'Create Alert');
    await form.getByLabel('Symbol').pressSequentially('btc');
    await form.getByRole('button', { name: 'Create Alert' }).click();
    await expect.poll(() => rows(page).count()).toBe(1);
    expect(await rows(page).first().getByTestId('alert-threshold').innerText()).toBe('5%');

    // The bell sits at the bottom right, with no badge while nothing is unread.
    const bell = await bellButton(page).boundingBox();
    expect(bell).not.toBeNull();
    expect(1280 - ((bell?.x ?? 0) + (bell?.width ?? 0))).toBeLessThanOrEqual(32);
    expect(900 - ((bell?.y ?? 0) + (bell?.height ?? 0))).toBeLessThanOrEqual(32);
    expect(await bellBadge(page).count()).toBe(0);

    // From here on the page must not load again: the notification has to come over the live stream.
    let navigations = 0;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations += 1;
    });
    await page.evaluate(() => Object.assign(window, { e2eSamePage: true }));
    // Only what is sent once the page listens arrives over the stream (the list read on opening brings the rest).
    await untilListening(page, NOTIFICATION_STREAM_PATH);

    const { oldUsd, newUsd } = await movePrice('BTC', 1.1);
    const percent = signedPercent(oldUsd, newUsd);
    expect(percent).toBe('+10.00%');
    const moved = `Price moved from ${formatPrice(oldUsd)} to ${formatPrice(newUsd)}`;

    await expect.poll(() => bellBadge(page).innerText(), { timeout: 20_000 }).toBe('1');
    expect(await bellButton(page).getAttribute('aria-label')).toBe('Notifications, 1 unread');
    await bellButton(page).click();
    const panel = page.getByRole('region', { name: 'Notifications', exact: true });
    await expect.poll(() => panel.isVisible()).toBe(true);
    expect(await bellItems(page).count()).toBe(1);
    const item = bellItems(page).first();
    expect(await item.getAttribute('data-type')).toBe('price_alert');
    expect(await item.getAttribute('data-symbol')).toBe('BTC');
    expect(await item.getAttribute('data-read')).toBe('false');
    expect(await item.getByTestId('bell-title').innerText()).toBe(`BTC ${percent}`);
    expect(await item.getByTestId('bell-message').innerText()).toBe(moved);
    // A rise of 10% or more is the 'error' severity (features/alerts/rules.ts severityOf).
    expect(await item.getByRole('img', { name: 'error' }).isVisible()).toBe(true);
    expect(await item.locator('time').getAttribute('datetime')).toMatch(/^\d{4}-\d\d-\d\dT/);
    await screenshot(page, 'alerts-bell-live-1280');

    // The page itself took the notification in too: cards, badge, the row's trigger count.
    const shown = recent(page).first();
    await expect.poll(() => recent(page).count()).toBe(1);
    expect(await shown.getByTestId('notification-symbol').innerText()).toBe('BTC');
    const change = shown.getByTestId('notification-change');
    expect(await change.innerText()).toBe(percent);
    expect(await change.evaluate((el) => el.className)).toContain('text-green-700');
    expect(await shown.getByTestId('notification-moved').innerText()).toBe(moved);
    expect(await shown.getByTestId('unread-dot').count()).toBe(1);
    expect(await shown.locator('time').count()).toBe(1);
    expect(await page.getByTestId('notifications-new').innerText()).toBe('1 new');
    expect(await card(page, 'alerts-unread').innerText()).toBe('1');
    await expect.poll(() => card(page, 'alerts-triggers').innerText()).toBe('1');
    await expect.poll(() => rows(page).first().getByTestId('alert-triggers').innerText()).toBe('1 trigger');

    expect(navigations).toBe(0);
    expect(await page.evaluate(() => 'e2eSamePage' in window)).toBe(true);
    const [n] = await notificationsOf(session);
    expect(n).toMatchObject({
      symbol: 'BTC',
      is_read: false,
      old_price: String(oldUsd),
      new_price: String(newUsd),
    });
    expect(await pageErrors(page)).toEqual([]);
    await page.context().close();
  });

  test('[ALERT-019] [ALERT-020] a fall shows a negative percent in red, and prices show in the reader\u2019s currency on the page and in the bell', async () => {
    const session = await reader();
    const { page } = session;
    await session.api('PUT', '/api/dashboard/preferences', { currency: 'EUR' });
    await createAlert(session, { symbol: 'ETH', threshold_percent: 5, direction: 'down' });
    const { oldUsd, newUsd } = await movePrice('ETH', 0.92);
    await untilNotified(session, 1);
    const rates = (await session.api<{ data: CurrencyRates }>('GET', '/api/fx-rates')).data;
    const moved = `Price moved from ${formatMoney(oldUsd, 'EUR', rates)} to ${formatMoney(newUsd, 'EUR', rates)}`;
    expect(moved).toMatch(/^Price moved from €[\d,.]+ to €[\d,.]+$/);

    await openAlertsPage(page);
    const shown = recent(page).first();
    expect(await shown.getByTestId('notification-symbol').innerText()).toBe('ETH');
    const change = shown.getByTestId('notification-change');
    expect(await change.innerText()).toBe(signedPercent(oldUsd, newUsd));
    expect(await change.innerText()).toBe('-8.00%');
    expect(await change.evaluate((el) => el.className)).toContain('text-red-600');
    // A fall of 5% to 10% is a 'warning'.
    expect(await shown.getByRole('img', { name: 'warning' }).isVisible()).toBe(true);
    await expect.poll(() => shown.getByTestId('notification-moved').innerText()).toBe(moved);

    await bellButton(page).click();
    await expect.poll(() => bellItems(page).first().getByTestId('bell-message').innerText()).toBe(moved);
    expect(await bellItems(page).first().getByTestId('bell-title').innerText()).toBe('ETH -8.00%');
    await page.context().close();
  });

  test('[DASH-038] [DASH-037] [ALERT-016] [ALERT-017] [ALERT-004] [ALERT-005] [ALERT-021] [ALERT-022] ten alerts firing show 9+ on the bell; the page lists the latest 5 with "10 new"; clicking an unread one marks it read with PUT, a read one sends nothing', async () => {
    const session = await reader();
    const { page } = session;
    // Four older notifications on ETH, then six newer ones on BTC.
    for (const threshold of [1, 2, 3, 4]) {
      await createAlert(session, { symbol: 'ETH', threshold_percent: threshold, direction: 'up' });
    }
    await movePrice('ETH', 1.05);
    await untilNotified(session, 4);
    for (const threshold of [1, 2, 3, 4, 5, 6]) {
      await createAlert(session, { symbol: 'BTC', threshold_percent: threshold, direction: 'both' });
    }
    await movePrice('BTC', 0.93);
    await untilNotified(session, 10);

    await openAlertsPage(page);
    expect(await bellBadge(page).innerText()).toBe('9+');
    expect(await bellButton(page).getAttribute('aria-label')).toBe('Notifications, 10 unread');
    expect(await recent(page).count()).toBe(5);
    expect(await recent(page).getByTestId('notification-symbol').allInnerTexts()).toEqual(
      Array(5).fill('BTC'),
    );
    const newest = (await notificationsOf(session)).slice(0, 5).map((n) => String(n.id));
    expect(await recent(page).evaluateAll((els) => els.map((el) => el.getAttribute('data-id')))).toEqual(
      newest,
    );
    expect(await page.getByTestId('notifications-new').innerText()).toBe('10 new');
    expect(await card(page, 'alerts-unread').innerText()).toBe('10');
    expect(await card(page, 'alerts-triggers').innerText()).toBe('10');
    await screenshot(page, 'alerts-page-notifications-1280');

    const puts = recordRequests(page, 'PUT', '/api/dashboard/notifications');
    const first = recent(page).first();
    await first.click();
    await expect.poll(() => puts.length).toBe(1);
    expect(puts[0]?.postDataJSON()).toEqual({ notification_ids: [Number(newest[0])] });
    await expect.poll(() => first.getByTestId('unread-dot').count()).toBe(0);
    expect(await page.getByTestId('notifications-new').innerText()).toBe('9 new');
    expect(await card(page, 'alerts-unread').innerText()).toBe('9');
    expect(await bellBadge(page).innerText()).toBe('9');
    await expect
      .poll(async () => (await notificationsOf(session)).find((n) => String(n.id) === newest[0])?.is_read)
      .toBe(true);

    // A read notification is not marked again: clicking it sends nothing. The next unread one clicked after it
    // sends its own PUT, and a PUT from the first click would have gone out before that one.
    await first.click();
    await page.locator(`[data-testid="notification"][data-id="${newest[1]}"]`).click();
    await expect
      .poll(() => puts.map((r) => r.postDataJSON() as unknown))
      .toContainEqual({ notification_ids: [Number(newest[1])] });
    expect(puts.map((r) => r.postDataJSON() as unknown)).toEqual([
      { notification_ids: [Number(newest[0])] },
      { notification_ids: [Number(newest[1])] },
    ]);
    expect(await pageErrors(page)).toEqual([]);
    await page.context().close();
  });

  test('[DASH-039] [DASH-040] [DASH-041] read marks made in the bell are saved on the server and show on the alerts page', async () => {
    const session = await reader();
    const { page } = session;
    for (const threshold of [1, 2, 3]) {
      await createAlert(session, { symbol: 'ETH', threshold_percent: threshold, direction: 'both' });
    }
    await movePrice('ETH', 0.95);
    await untilNotified(session, 3);

    await page.goto('/dashboard');
    await hydrated(page);
    await expect.poll(() => bellBadge(page).innerText()).toBe('3');
    await bellButton(page).click();
    await expect.poll(() => bellItems(page).count()).toBe(3);
    const target = bellItems(page).nth(1);
    const id = Number(await target.getAttribute('data-id'));
    await target.getByRole('button', { name: /^Mark .* read$/ }).click();
    await expect.poll(() => bellBadge(page).innerText()).toBe('2');
    expect(await target.getAttribute('data-read')).toBe('true');
    await expect
      .poll(async () => (await notificationsOf(session)).filter((n) => n.is_read).map((n) => n.id))
      .toEqual([id]);

    await openAlertsPage(page);
    expect(await card(page, 'alerts-unread').innerText()).toBe('2');
    expect(await page.getByTestId('notifications-new').innerText()).toBe('2 new');
    const marked = page.locator(`[data-testid="notification"][data-id="${id}"]`);
    expect(await marked.getAttribute('data-read')).toBe('true');
    expect(await marked.getByTestId('unread-dot').count()).toBe(0);
    expect(await recent(page).getByTestId('unread-dot').count()).toBe(2);

    await bellButton(page).click();
    await page.getByRole('button', { name: 'Mark all read' }).click();
    await expect.poll(() => bellBadge(page).count()).toBe(0);
    expect(await bellButton(page).getAttribute('aria-label')).toBe('Notifications');
    expect(await page.getByRole('button', { name: 'Mark all read' }).isDisabled()).toBe(true);
    await expect.poll(async () => (await notificationsOf(session)).every((n) => n.is_read)).toBe(true);
    // The page shares the bell's state at once, and the server's after a reload.
    expect(await card(page, 'alerts-unread').innerText()).toBe('0');
    await openAlertsPage(page);
    expect(await card(page, 'alerts-unread').innerText()).toBe('0');
    expect(await page.getByTestId('notifications-new').count()).toBe(0);
    expect(await recent(page).getByTestId('unread-dot').count()).toBe(0);
    expect(await pageErrors(page)).toEqual([]);
    await page.context().close();
  });
});

describe('the bell by keyboard', () => {
  test('Tab goes from the bell into its open panel, and Escape closes it with the focus back on the bell', async () => {
    const { page } = await reader();
    await openAlertsPage(page);
    await bellButton(page).focus();
    await page.keyboard.press('Enter');
    const panel = page.getByTestId('notification-bell').getByRole('region', { name: 'Notifications' });
    await panel.waitFor();
    await page.keyboard.press('Tab');
    expect(await panel.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => panel.count()).toBe(0);
    expect(await bellButton(page).evaluate((el) => el === document.activeElement)).toBe(true);
    // The panel's own Close button hands the focus back too.
    await page.keyboard.press('Enter');
    await panel.getByRole('button', { name: 'Close notifications' }).click();
    expect(await bellButton(page).evaluate((el) => el === document.activeElement)).toBe(true);
    await page.context().close();
  });
});

describe('layout', () => {
  for (const width of [1280, 375, 320]) {
    for (const colorScheme of ['light', 'dark'] as const) {
      test(`[DASH-013] at ${width} px in the ${colorScheme} theme the page fits the screen, with the bell at the bottom right`, async () => {
        const session = await reader({ viewport: { width, height: 900 }, colorScheme });
        const { page } = session;
        await createAlert(session, { symbol: 'BTC', threshold_percent: 2, direction: 'both' });
        await createAlert(session, {
          symbol: 'UNI',
          threshold_percent: 12.5,
          direction: 'up',
          alert_type: 'portfolio',
        });
        await createAlert(session, { symbol: 'USDT', threshold_percent: 0.5, direction: 'both' });
        const off = await createAlert(session, { symbol: 'ETH', threshold_percent: 100, direction: 'down' });
        await session.api('PUT', `/api/dashboard/alerts?id=${off.id}`, { is_active: false });
        await movePrice('BTC', 1.03);
        await untilNotified(session, 1);
        await openAlertsPage(page);
        const fits = () => page.evaluate(() => document.documentElement.scrollWidth);
        expect(await fits()).toBeLessThanOrEqual(width);
        const bell = await bellButton(page).boundingBox();
        expect(width - ((bell?.x ?? 0) + (bell?.width ?? 0))).toBeLessThanOrEqual(32);
        expect(900 - ((bell?.y ?? 0) + (bell?.height ?? 0))).toBeLessThanOrEqual(32);
        await screenshot(page, `alerts-${width}-${colorScheme}`);
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        await screenshot(page, `alerts-${width}-${colorScheme}-end`);
        // Scrolled to the end, the bell covers none of the footer's links.
        const bellBox = await bellButton(page).boundingBox();
        for (const link of await page.getByRole('navigation', { name: 'Legal' }).getByRole('link').all()) {
          const box = await link.boundingBox();
          const apart =
            !box ||
            !bellBox ||
            box.x + box.width <= bellBox.x ||
            bellBox.x + bellBox.width <= box.x ||
            box.y + box.height <= bellBox.y ||
            bellBox.y + bellBox.height <= box.y;
          expect(apart, `${await link.innerText()} is under the bell`).toBe(true);
        }

        await bellButton(page).click();
        await expect.poll(() => bellItems(page).count()).toBe(1);
        expect(await fits()).toBeLessThanOrEqual(width);
        await screenshot(page, `alerts-bell-${width}-${colorScheme}`);
        expect(await seriousViolations(page)).toEqual([]);
        await bellButton(page).click();

        await rows(page).first().getByRole('button', { name: 'Edit alert' }).click();
        await expect.poll(() => dialog(page, 'Edit Alert').isVisible()).toBe(true);
        expect(await fits()).toBeLessThanOrEqual(width);
        await screenshot(page, `alerts-dialog-${width}-${colorScheme}`);
        expect(await pageErrors(page)).toEqual([]);
        await page.context().close();
      });
    }
  }
});

describe('preferences and live alerts', () => {
  test('with sound effects on, a live alert plays one tone; with notifications off there is no bell', async () => {
    const session = await reader();
    const { page } = session;
    await session.api('PUT', '/api/dashboard/preferences', { soundEffects: true });
    // Counts the tones the page starts (Web Audio oscillators), without sound.
    await page.addInitScript(() => {
      const counted = window as unknown as { tones: number };
      counted.tones = 0;
      const start = OscillatorNode.prototype.start;
      OscillatorNode.prototype.start = function (...args: Parameters<typeof start>) {
        counted.tones += 1;
        return start.apply(this, args);
      };
    });
    await watchStreams(page);
    await createAlert(session, { symbol: 'UNI', threshold_percent: 3, direction: 'up' });
    await openAlertsPage(page);
    // A live alert is one the page hears: the price moves once the page listens to its notification stream. (One
    // that fired before then comes with the list read as the stream opens, and plays no tone.)
    await untilListening(page, NOTIFICATION_STREAM_PATH);
    await movePrice('UNI', 1.06);
    await untilNotified(session, 1);
    await expect.poll(() => bellBadge(page).innerText({ timeout: 1_000 }), { timeout: 15_000 }).toBe('1');
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { tones: number }).tones), { timeout: 15_000 })
      .toBe(1);

    await session.api('PUT', '/api/dashboard/preferences', { notifications: false });
    await openAlertsPage(page);
    await expect.poll(() => page.getByTestId('notification').count()).toBe(1);
    // Once the server's copy of the preferences is in (the browser's own copy still said on).
    await expect.poll(() => page.getByTestId('notification-bell').count(), { timeout: 10_000 }).toBe(0);
    await page.context().close();
  });
});

describe('price-target alerts', () => {
  test('a "BTC above" price target made in the dialog with the keyboard fires when BTC crosses it, once', async () => {
    const session = await reader();
    const { page } = session;
    await watchStreams(page);
    await openAlertsPage(page);
    await page.getByRole('button', { name: 'Create Alert' }).click();
    const form = dialog(page, 'Create Alert');
    await form.getByLabel('Symbol').pressSequentially('btc');
    // The kind is a radio group: the arrow keys move from '% move' to 'Price target'.
    await form.getByRole('radio', { name: '% move' }).focus();
    await page.keyboard.press('ArrowRight');
    expect(await form.getByRole('radio', { name: 'Price target' }).isChecked()).toBe(true);
    expect(await form.getByLabel('Threshold (%)').count()).toBe(0);
    // The target form passes axe: every control named, the kind a labelled group.
    expect(await seriousViolations(page)).toEqual([]);
    const targetField = form.getByLabel('Target price ($, USD)');

    // An empty target is named at its field and nothing is sent.
    const posts = recordRequests(page, 'POST', '/api/dashboard/alerts');
    await form.getByRole('button', { name: 'Create Alert' }).click();
    expect(await form.getByText(ALERT_MESSAGES.targetRequired).isVisible()).toBe(true);
    expect(posts).toHaveLength(0);

    const target = Math.round(price('BTC') * 1.05);
    await targetField.fill(String(target));
    expect(await form.getByLabel('Direction').inputValue()).toBe('up');
    await form.getByLabel('Repeat').selectOption('once');
    await form.getByRole('button', { name: 'Create Alert' }).click();
    await expect.poll(() => rows(page).count()).toBe(1);
    const row = rows(page).first();
    expect(await row.getByTestId('alert-threshold').innerText()).toBe(
      `BTC above ${formatPrice(target)} · once`,
    );

    // BTC rises 10%, through the target: the alert fires, and switches itself off.
    await untilListening(page, NOTIFICATION_STREAM_PATH);
    await movePrice('BTC', 1.1);
    await untilNotified(session, 1);
    const [n] = await notificationsOf(session);
    expect(n).toMatchObject({ symbol: 'BTC', crossed: 'above', target_price_usd: String(target) });
    await expect
      .poll(() => recent(page).first().getByTestId('notification-change').innerText(), { timeout: 20_000 })
      .toBe(`above ${formatPrice(target)}`);
    await expect.poll(() => row.getAttribute('data-active'), { timeout: 20_000 }).toBe('false');
    expect(await pageErrors(page)).toEqual([]);
    await page.context().close();
  });
});
