// The dashboard's API page in Chromium: a Free reader sees the limits and the way to Enterprise; an Enterprise reader
// makes a key (shown once, copied), calls the API with it, sees its use counted, and revokes it. And the API docs
// (/api/docs): usable under the site's CSP with no violation, in both themes, from 320 px wide up. Keys made and
// kept: dates with their times, paused keys after a downgrade, focus after Done and after a revoke, focus clear of
// the bell, the new key shown in full at every width, and names that would show other than they are.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { API_KEYS_PATH } from '../../features/api-access/client/use-api-keys';
import { API_KEYS_MAX, API_MESSAGES, API_PAGE_TEXT } from '../../features/api-access/rules';
import { API_MESSAGES as CALL_MESSAGES } from '../../platform/browser/api';
import { setPlanAsAdmin, signedInPage, signedInPageOnPlan, signedInReader, signedInWrite } from './accounts';
import {
  baseURL,
  hydrated,
  launchBrowser,
  openPage,
  pageErrors,
  recordCspViolations,
  screenshot,
  seriousViolations,
} from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function openApiPage(page: Page) {
  await page.goto('/dashboard/api');
  await hydrated(page);
}

const newsWith = (key: string) =>
  fetch(`${baseURL()}/api/crypto-news/list?limit=1`, { headers: { 'X-API-Key': key } });

/** Makes a key through the API as the page's reader (a signedInPage); its full text. */
async function makeKey(page: Page, name: string): Promise<string> {
  const res = await signedInWrite(page, 'POST', API_KEYS_PATH, { name });
  return ((await res.json()) as { data: { key: string } }).data.key;
}

/** What has focus: its accessible label or text, and the name of the key row it is in or is. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    const row = el?.closest('[data-testid="api-key"]');
    return {
      tag: el?.tagName.toLowerCase() ?? null,
      label: el?.getAttribute('aria-label') ?? (el as HTMLElement | null)?.innerText ?? null,
      row: row?.querySelector('[data-testid="api-key-name"]')?.textContent ?? null,
      isRow: el === row,
    };
  });

/** Where an element's box starts down the page (NaN when it is not shown). */
const topOf = async (locator: Locator) => (await locator.boundingBox())?.y ?? Number.NaN;

type Box = { left: number; top: number; right: number; bottom: number };
const overlap = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

describe('the API page', () => {
  test('a Free reader sees the limits, no key form, and the way to Enterprise; the sidebar leads there', async () => {
    const page = await signedInPage(browser, { viewport: { width: 1280, height: 900 } });
    await page.goto('/dashboard');
    await hydrated(page);
    await page.getByRole('navigation').getByRole('link', { name: 'API', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard/api');
    const upgrade = page.getByTestId('api-upgrade');
    await upgrade.waitFor();
    expect(await upgrade.getByRole('link', { name: 'Upgrade to Enterprise' }).getAttribute('href')).toBe(
      '/dashboard/subscription?plan=enterprise',
    );
    expect(await page.getByTestId('api-limits').locator('tbody tr').allInnerTexts()).toEqual([
      'Without a key (per address)\t60\t2,000',
      'Enterprise key (per key)\t600\t100,000',
    ]);
    expect(await page.getByLabel('Key name').count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await pageErrors(page)).toEqual([]);
    await page.context().close();
  });

  test('an Enterprise reader makes a key, sees it once and copies it; it works, its calls are counted, and revoked it stops', async () => {
    const page = await signedInPageOnPlan(browser, 'enterprise', { viewport: { width: 1280, height: 900 } });
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await openApiPage(page);
    await page.getByLabel('Key name').fill('Trading bot');
    await page.getByRole('button', { name: 'Create key' }).click();
    const made = page.getByTestId('new-key');
    await made.waitFor();
    const key = await page.getByLabel('Your new API key').inputValue();
    expect(key).toMatch(/^bc_live_[A-Za-z0-9]{40}$/);
    await made.getByRole('button', { name: 'Copy' }).click();
    await expect.poll(() => made.getByRole('button', { name: 'Copied' }).isVisible()).toBe(true);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
    await screenshot(page, 'api-new-key-1280');

    for (let i = 0; i < 2; i++) expect((await newsWith(key)).status).toBe(200);
    // Shown once: after a reload only the prefix is left.
    await openApiPage(page);
    const row = page.getByTestId('api-key');
    await row.waitFor();
    expect(await page.content()).not.toContain(key);
    expect(await row.getByTestId('api-key-prefix').innerText()).toBe(`${key.slice(0, 14)}…`);
    expect(await row.getByTestId('api-key-remaining').innerText()).toBe('99,998 of 100,000');
    expect(await row.getByTestId('api-key-usage').innerText()).toBe('2 calls in 30 days');
    expect(await row.getByTestId('api-key-last-used').innerText()).not.toBe('Never');
    expect(await seriousViolations(page)).toEqual([]);

    await row.getByRole('button', { name: 'Revoke key Trading bot' }).click();
    const question = page.getByRole('alertdialog', { name: 'Revoke “Trading bot”?' });
    await question.waitFor();
    await question.getByRole('button', { name: 'Revoke key' }).click();
    await expect.poll(() => row.count()).toBe(0);
    const refused = await newsWith(key);
    expect(refused.status).toBe(401);
    expect(await pageErrors(page)).toEqual([]);
    await page.context().close();
  });

  test('at phone width in the dark theme, the key list and its form fit the screen', async () => {
    const page = await signedInPageOnPlan(browser, 'enterprise', {
      viewport: { width: 360, height: 780 },
      colorScheme: 'dark',
    });
    await openApiPage(page);
    await page.getByLabel('Key name').fill('Sheet');
    await page.getByRole('button', { name: 'Create key' }).click();
    await page.getByTestId('new-key').waitFor();
    await page.getByRole('button', { name: 'Done' }).click();
    await page.getByTestId('api-key').waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'api-keys-360-dark');
    await page.context().close();
  });
});

describe('the API page, for keys made and kept', () => {
  test('Created and Last used say the day as well as the time, in the reader’s time zone', async () => {
    const timezoneId = 'Asia/Kolkata';
    const page = await signedInPageOnPlan(browser, 'enterprise', {
      viewport: { width: 1280, height: 900 },
      timezoneId,
    });
    const key = await makeKey(page, 'Sheet');
    expect((await newsWith(key)).status).toBe(200);
    await openApiPage(page);
    const row = page.getByTestId('api-key');
    for (const term of ['Created', 'Last used']) {
      const time = row.locator(`dt:text-is("${term}") + dd time`);
      const iso = String(await time.getAttribute('datetime'));
      expect(await time.innerText(), term).toBe(
        new Date(iso).toLocaleString('en-US', {
          dateStyle: 'medium',
          timeStyle: 'short',
          timeZone: timezoneId,
        }),
      );
    }
    expect(await pageErrors(page)).toEqual([]);
    await page.context().close();
  });

  for (const theme of ['light', 'dark'] as const)
    test(`after a downgrade from Enterprise, a notice above the keys says they are paused and leads back; each is marked paused, and one can still be revoked (${theme} theme)`, async () => {
      const { page, email } = await signedInReader(browser, {
        viewport: { width: 1100, height: 900 },
        colorScheme: theme,
      });
      await setPlanAsAdmin(email, 'enterprise');
      const key = await makeKey(page, 'Trading bot');
      await makeKey(page, 'Sheet');
      await setPlanAsAdmin(email, 'premium');
      expect((await newsWith(key)).status).toBe(403);

      await openApiPage(page);
      const notice = page.getByRole('region', { name: API_PAGE_TEXT.pausedTitle });
      await notice.waitFor();
      expect(await notice.innerText()).toContain(API_PAGE_TEXT.pausedBody);
      expect(await notice.getByRole('link', { name: 'Upgrade to Enterprise' }).getAttribute('href')).toBe(
        '/dashboard/subscription?plan=enterprise',
      );
      const rows = page.getByTestId('api-key');
      const list = page.getByRole('region', { name: /^Your keys/ });
      expect(await topOf(notice)).toBeLessThan(await topOf(list));
      expect(await rows.getByTestId('api-key-status').allInnerTexts()).toEqual([
        API_PAGE_TEXT.pausedStatus,
        API_PAGE_TEXT.pausedStatus,
      ]);
      expect(await page.getByLabel('Key name').count()).toBe(0);
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `api-keys-paused-1100-${theme}`);

      await rows.getByRole('button', { name: 'Revoke key Trading bot' }).click();
      await page
        .getByRole('alertdialog', { name: 'Revoke “Trading bot”?' })
        .getByRole('button', { name: 'Revoke key' })
        .click();
      await expect.poll(() => rows.count()).toBe(1);
      await expect.poll(() => focused(page)).toMatchObject({ label: 'Revoke key Sheet' });
      expect((await newsWith(key)).status).toBe(401);
      expect(await pageErrors(page)).toEqual([]);
      await page.context().close();
    });

  test('by keyboard: Create key puts focus on the new key in its box, Done on the new key’s row; a revoke moves it to the next row’s Revoke button, and to the key name field once no key is left', async () => {
    const page = await signedInPageOnPlan(browser, 'enterprise', { viewport: { width: 1280, height: 900 } });
    await makeKey(page, 'Alpha');
    await makeKey(page, 'Beta');
    await openApiPage(page);
    await page.getByLabel('Key name').fill('Gamma');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatchObject({ tag: 'button', label: 'Create key' });
    await page.keyboard.press('Enter');
    const made = page.getByTestId('new-key');
    await made.waitFor();
    // Focus goes on from the button to the new key (a busy button, disabled, dropped it to the page's body).
    await expect.poll(() => focused(page)).toMatchObject({ tag: 'textarea', label: 'Your new API key' });
    await made.getByRole('button', { name: 'Done' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => made.count()).toBe(0);
    await expect.poll(() => focused(page)).toMatchObject({ row: 'Gamma', isRow: true });

    /** Revokes a key by keyboard: its Revoke button, then the dialog's Revoke key (Cancel has focus first). */
    const revokeByKeyboard = async (name: string) => {
      await page.getByRole('button', { name: `Revoke key ${name}` }).focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('alertdialog', { name: `Revoke “${name}”?` });
      await dialog.waitFor();
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await expect.poll(() => page.getByTestId('api-key').filter({ hasText: name }).count()).toBe(0);
      await expect.poll(() => dialog.count()).toBe(0);
    };
    await revokeByKeyboard('Alpha');
    await expect.poll(() => focused(page)).toMatchObject({ label: 'Revoke key Beta', row: 'Beta' });
    // The last row gone, the row before it is next.
    await revokeByKeyboard('Gamma');
    await expect.poll(() => focused(page)).toMatchObject({ label: 'Revoke key Beta', row: 'Beta' });
    await revokeByKeyboard('Beta');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.id))
      .toBe(await page.getByLabel('Key name').getAttribute('id'));
    expect(await pageErrors(page)).toEqual([]);
    await page.context().close();
  });

  test('by keyboard: making the tenth key, whose form is then disabled, puts focus on the new key’s box and announces the limit; Done goes on to its row', async () => {
    const page = await signedInPageOnPlan(browser, 'enterprise', { viewport: { width: 1280, height: 900 } });
    for (let i = 1; i < API_KEYS_MAX; i++) await makeKey(page, `Bot ${i}`);
    await openApiPage(page);
    await expect.poll(() => page.getByTestId('api-key').count()).toBe(API_KEYS_MAX - 1);
    const name = page.getByLabel('Key name');
    await name.fill('Tenth');
    // From the keyboard on Create key, the button that becomes disabled once the tenth key is made.
    await page.getByRole('button', { name: 'Create key' }).focus();
    await page.keyboard.press('Enter');
    const made = page.getByTestId('new-key');
    await made.waitFor();
    await expect.poll(() => name.isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Create key' }).isDisabled()).toBe(true);

    // Focus is on the new key's field in the box (not dropped to the page's body), and the key is selected to copy.
    const inBox = () =>
      page.evaluate(() => {
        const el = document.activeElement;
        return {
          label: el?.getAttribute('aria-label') ?? el?.tagName.toLowerCase() ?? null,
          inBox: !!el?.closest('[data-testid="new-key"]'),
        };
      });
    await expect.poll(inBox).toMatchObject({ label: 'Your new API key', inBox: true });
    const key = await page.getByLabel('Your new API key').inputValue();
    expect(
      await page
        .getByLabel('Your new API key')
        .evaluate((f: HTMLTextAreaElement) => [f.selectionStart, f.selectionEnd]),
    ).toEqual([0, key.length]);
    // Why the form is disabled is said in a polite live region, and describes the disabled field.
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: API_PAGE_TEXT.keysFull }).count())
      .toBe(1);
    const describedBy = String(await name.getAttribute('aria-describedby'));
    expect(await page.locator(`[id="${describedBy}"]`).innerText()).toBe(API_PAGE_TEXT.keysFull);

    await made.getByRole('button', { name: 'Done' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => made.count()).toBe(0);
    await expect.poll(() => focused(page)).toMatchObject({ row: 'Tenth', isRow: true });
    expect(await seriousViolations(page)).toEqual([]);
    expect(await pageErrors(page)).toEqual([]);
    await page.context().close();
  });

  for (const theme of ['light', 'dark'] as const)
    test(`at 1100×900 in the ${theme} theme, tabbing down and back up the keys, no focused control is under the notification bell or the header`, async () => {
      const page = await signedInPageOnPlan(browser, 'enterprise', {
        viewport: { width: 1100, height: 900 },
        colorScheme: theme,
      });
      const names = Array.from({ length: 8 }, (_, i) => `Bot ${i + 1}`);
      for (const name of names) await makeKey(page, name);
      await openApiPage(page);
      await expect.poll(() => page.getByTestId('api-key').count()).toBe(names.length);
      const where = () =>
        page.evaluate(() => {
          const box = (el: Element | null | undefined, what: string) => {
            if (!el) throw new Error(`no ${what} on the page`);
            const r = el.getBoundingClientRect();
            return { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
          };
          return {
            label: document.activeElement?.getAttribute('aria-label') ?? null,
            focused: box(document.activeElement, 'focus'),
            bell: box(document.querySelector('[data-testid="notification-bell"] button'), 'bell'),
            header: box(document.querySelector('header.site-header'), 'header'),
            height: window.innerHeight,
          };
        });
      const check = async (wanted: string) => {
        const at = await where();
        expect(at.label).toBe(wanted);
        expect(overlap(at.focused, at.bell), `${wanted} under the bell`).toBe(false);
        expect(at.focused.top, `${wanted} under the header`).toBeGreaterThanOrEqual(at.header.bottom);
        expect(at.focused.bottom, `${wanted} below the window`).toBeLessThanOrEqual(at.height);
      };
      await page.getByLabel('Key name').focus();
      for (const name of names) {
        // From one row's Revoke button Tab reaches the next row's: a row has no other control.
        await page.keyboard.press('Tab');
        if (name === names[0]) await page.keyboard.press('Tab'); // past Create key
        await check(`Revoke key ${name}`);
      }
      await screenshot(page, `api-keys-tab-1100-${theme}`);
      for (const name of names.slice(0, -1).reverse()) {
        await page.keyboard.press('Shift+Tab');
        await check(`Revoke key ${name}`);
      }
      await page.context().close();
    });

  for (const theme of ['light', 'dark'] as const)
    test(`in the ${theme} theme the new key shows in full, with its Copy and Done buttons, at every width from 320 to 1440 px`, async () => {
      const page = await signedInPageOnPlan(browser, 'enterprise', {
        viewport: { width: 320, height: 780 },
        colorScheme: theme,
      });
      await openApiPage(page);
      await page.getByLabel('Key name').fill('Phone');
      await page.getByRole('button', { name: 'Create key' }).click();
      const made = page.getByTestId('new-key');
      await made.waitFor();
      const key = await page.getByLabel('Your new API key').inputValue();
      // The asked-for widths, and those where the sidebar and the box's wrapping once cut the key off (800, 880).
      for (const width of [320, 360, 768, 800, 880, 1024, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        const fit = await made.evaluate((box) => {
          const outer = box.getBoundingClientRect();
          const field = box.querySelector<HTMLElement>('input, textarea');
          const parts = [field, ...box.querySelectorAll('button')].filter((el) => el !== null);
          return {
            overflow: document.documentElement.scrollWidth - window.innerWidth,
            keyHidden:
              !field || field.scrollWidth > field.clientWidth || field.scrollHeight > field.clientHeight,
            outside: parts
              .filter((el) => {
                const b = el.getBoundingClientRect();
                return (
                  b.width === 0 || b.left < outer.left || b.right > outer.right + 0.5 || b.right > innerWidth
                );
              })
              .map((el) => el.getAttribute('aria-label') ?? el.textContent),
          };
        });
        expect(fit, `at ${width} px`).toEqual({ overflow: 0, keyHidden: false, outside: [] });
        if (width === 320) await screenshot(page, `api-new-key-320-${theme}`);
      }
      expect(await page.getByLabel('Your new API key').inputValue()).toBe(key);
      await page.setViewportSize({ width: 1100, height: 900 });
      await screenshot(page, `api-new-key-1100-${theme}`);
      await page.context().close();
    });

  test('a key name with a right-to-left override is refused in the form with the reason; surrounding spaces are trimmed', async () => {
    const page = await signedInPageOnPlan(browser, 'enterprise', { viewport: { width: 1280, height: 900 } });
    await openApiPage(page);
    const name = page.getByLabel('Key name');
    await name.fill('\u202Etob gnidart');
    await page.getByRole('button', { name: 'Create key' }).click();
    const error = page.getByRole('alert').filter({ hasText: API_MESSAGES.nameInvisible });
    await error.waitFor();
    expect(await name.getAttribute('aria-invalid')).toBe('true');
    expect(await name.getAttribute('aria-describedby')).toBe(await error.getAttribute('id'));
    expect(await page.getByTestId('new-key').count()).toBe(0);
    expect(await page.getByTestId('api-key').count()).toBe(0);

    await name.fill('  Trading bot  ');
    await page.getByRole('button', { name: 'Create key' }).click();
    await page.getByTestId('new-key').waitFor();
    expect(await page.getByTestId('api-key-name').innerText()).toBe('Trading bot');
    expect(await name.getAttribute('aria-invalid')).not.toBe('true');
    expect(await pageErrors(page)).toEqual([]);
    await page.context().close();
  });
});

/** /api/docs in the reader's theme, its title shown; with the page's CSP violations and console errors. */
async function openDocs(theme: 'dark' | 'light', viewport: { width: number; height: number }) {
  const page = await openPage(browser, { viewport });
  const cspViolations = await recordCspViolations(page);
  const consoleErrors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') consoleErrors.push(m.text());
  });
  // The reader's choice on the site carries over to the docs.
  await page.goto('/');
  await page.evaluate((t) => localStorage.setItem('theme', t), theme);
  await page.goto('/api/docs');
  await page.getByRole('heading', { name: /Blockcast API/ }).waitFor();
  return { page, cspViolations, consoleErrors };
}

/** How far the page reaches past the window's right edge (0 or less: it does not scroll sideways). */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** The words of an element's text that are broken over two lines (a title squeezed into a narrow column). */
const brokenWords = (element: Locator) =>
  element.evaluate((el) => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (const match of text.matchAll(/[^\s-]+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const tops = new Set(Array.from(range.getClientRects(), (r) => Math.round(r.top)));
        if (tops.size > 1) broken.push(match[0]);
      }
    }
    return broken;
  });

/** What inside an element reaches past the window's right edge, or is cut short in a box that scrolls sideways. */
const cutOff = (element: Locator) =>
  element.evaluate((root) => {
    const out: string[] = [];
    for (const el of [root, ...Array.from(root.querySelectorAll('*'))]) {
      const box = el.getBoundingClientRect();
      const scrollsSideways = ['auto', 'scroll'].includes(getComputedStyle(el).overflowX);
      if (box.right > window.innerWidth + 0.5 || (scrollsSideways && el.scrollWidth > el.clientWidth + 1))
        out.push(`${el.tagName} ${(el.textContent ?? '').slice(0, 60)}`);
    }
    return out;
  });

/** The id of the page's reader's key of that name, as the API lists it. */
async function keyIdOf(page: Page, name: string): Promise<string> {
  const res = await page.request.get(API_KEYS_PATH);
  const body = (await res.json()) as { data: { keys: { id: string; name: string }[] } };
  const key = body.data.keys.find((k) => k.name === name);
  if (!key) throw new Error(`no key named ${name}`);
  return key.id;
}

describe('the API page, when a change fails or was already made', () => {
  test('revoking a key already revoked in another tab says so plainly, drops it from the list, and moves focus as a revoke does', async () => {
    const page = await signedInPageOnPlan(browser, 'enterprise', { viewport: { width: 1280, height: 900 } });
    for (const name of ['Alpha', 'Beta', 'Gamma']) await makeKey(page, name);
    await openApiPage(page);
    const rows = page.getByTestId('api-key');
    await expect.poll(() => rows.count()).toBe(3);

    /** Revokes the key through the API (the other tab), then from this page's stale list by keyboard. */
    const revokeTwice = async (name: string) => {
      await signedInWrite(page, 'DELETE', `${API_KEYS_PATH}/${await keyIdOf(page, name)}`);
      await page.getByRole('button', { name: `Revoke key ${name}` }).focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('alertdialog', { name: `Revoke “${name}”?` });
      await dialog.waitFor();
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await expect.poll(() => dialog.count()).toBe(0);
      await expect.poll(() => rows.filter({ hasText: name }).count()).toBe(0);
    };
    /** What the page says: politely that the key was already revoked, and no error. */
    const said = async () => ({
      note: await page.getByRole('status').filter({ hasText: API_MESSAGES.alreadyRevoked }).count(),
      alerts: await page.getByRole('alert').allInnerTexts(),
    });

    await revokeTwice('Beta');
    expect(await said()).toEqual({ note: 1, alerts: [] });
    // As after a revoke made here: the next row's Revoke button, not the page's body.
    await expect.poll(() => focused(page)).toMatchObject({ label: 'Revoke key Gamma', row: 'Gamma' });
    expect(await rows.getByTestId('api-key-name').allInnerTexts()).toEqual(['Alpha', 'Gamma']);

    await signedInWrite(page, 'DELETE', `${API_KEYS_PATH}/${await keyIdOf(page, 'Gamma')}`);
    await revokeTwice('Alpha');
    // The list read again has no key left (Gamma went too): focus is on the form that makes one.
    await expect.poll(() => rows.count()).toBe(0);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.id))
      .toBe(await page.getByLabel('Key name').getAttribute('id'));
    expect(await said()).toEqual({ note: 1, alerts: [] });
    expect(await seriousViolations(page)).toEqual([]);
    expect(await pageErrors(page)).toEqual([]);
    await page.context().close();
  });

  test('a server error (500) on Create key and on Revoke key says what failed and that the server had a problem, as a network failure says what failed', async () => {
    const page = await signedInPageOnPlan(browser, 'enterprise', { viewport: { width: 1280, height: 900 } });
    await makeKey(page, 'Kept');
    await openApiPage(page);
    const internal = { success: false, error: 'Internal server error' };
    const keysCalls = (url: URL) => url.pathname.startsWith(API_KEYS_PATH);
    await page.route(keysCalls, (route) =>
      route.request().method() === 'GET'
        ? route.fallback()
        : route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify(internal) }),
    );
    const alerts = () => page.getByRole('alert').allInnerTexts();

    await page.getByLabel('Key name').fill('Bot');
    await page.getByRole('button', { name: 'Create key' }).click();
    await expect.poll(alerts).toEqual([`${API_MESSAGES.createFailed}: ${CALL_MESSAGES.serverTrouble}`]);
    expect(CALL_MESSAGES.serverTrouble).toBe('the server had a problem. Try again.');
    // A server error is no refusal of the name: the field is not marked.
    expect(await page.getByLabel('Key name').getAttribute('aria-invalid')).toBeNull();

    await page.getByRole('button', { name: 'Revoke key Kept' }).click();
    await page
      .getByRole('alertdialog', { name: 'Revoke “Kept”?' })
      .getByRole('button', { name: 'Revoke key' })
      .click();
    await expect.poll(alerts).toContain(`${API_MESSAGES.revokeFailed}: ${CALL_MESSAGES.serverTrouble}`);
    expect((await alerts()).join('\n')).not.toContain('Internal server error');
    expect(await page.getByTestId('api-key').getByTestId('api-key-name').allInnerTexts()).toEqual(['Kept']);

    // No answer at all: the same form, what failed, then why.
    await page.unroute(keysCalls);
    await page.route(
      (url) => url.pathname === API_KEYS_PATH,
      (route) => (route.request().method() === 'POST' ? route.abort('failed') : route.fallback()),
    );
    await page.getByRole('button', { name: 'Create key' }).click();
    await expect.poll(alerts).toContain(`${API_MESSAGES.createFailed}: ${CALL_MESSAGES.networkError}`);
    expect(await pageErrors(page)).toEqual([]);
    await page.context().close();
  });
});

/** The call with the longest path, as Redoc addresses its section. */
const OHLCV_SECTION = '#/coinmarketcap-compatible/getapicoinmarketcapv2cryptocurrencyohlcvhistorical';

describe('the API documentation', () => {
  for (const theme of ['dark', 'light'] as const) {
    test(`/api/docs shows the document in the reader's ${theme} theme, and its operations, samples, search and download work under the site's CSP with no violation`, async () => {
      const { page, cspViolations, consoleErrors } = await openDocs(theme, { width: 1280, height: 900 });
      await page.getByText('Keys and limits').first().waitFor();
      // The calls are listed by section, and one opens to its parameters and answers.
      await page.getByText('CoinMarketCap-compatible', { exact: true }).first().click();
      await page.getByText('Price conversion').first().click();
      await page.getByText('amount', { exact: true }).first().waitFor();
      // Dark text on a light page, light text on a dark one.
      const color = await page
        .getByRole('heading', { name: /Blockcast API/ })
        .evaluate((h) => getComputedStyle(h).color);
      const [r = 0, g = 0, b = 0] = (color.match(/\d+/g) ?? []).map(Number);
      expect((r + g + b) / 3 < 128, `heading colour ${color}`).toBe(theme === 'light');
      // Redoc draws a section once it is scrolled to: the picture waits for the call's title on the screen.
      const conversionTitle = page.getByRole('heading', { name: 'Price conversion' });
      await expect
        .poll(() =>
          conversionTitle.evaluate((h) => {
            const box = h.getBoundingClientRect();
            return box.top >= 0 && box.bottom <= window.innerHeight;
          }),
        )
        .toBe(true);
      await screenshot(page, `api-docs-${theme}-1280`);

      // The answer samples switch from the 200 answer to the 400 one (CoinMarketCap's status alone, no data).
      const conversion = page.locator('[data-item-kind="httpItem"]', { has: conversionTitle });
      const samples = conversion.locator('.panel-response-samples');
      await expect.poll(() => samples.innerText()).toContain('"data"');
      await samples.getByRole('button', { name: '400', exact: true }).click();
      await expect.poll(() => samples.innerText()).not.toContain('"data"');
      expect(await samples.innerText()).toContain('"error_message"');

      // The search finds a call by a word of its path.
      await page.keyboard.press('Control+k');
      await page.getByPlaceholder('Search docs...').fill('ohlcv');
      await page.getByTestId('search-dialog').getByText('OHLCV history').first().waitFor();
      await page.keyboard.press('Escape');

      // The download button gives the document itself.
      const download = page.waitForEvent('download');
      await page.getByRole('link', { name: 'Download description' }).click();
      expect((await download).suggestedFilename()).toBe('openapi.json');

      expect(await seriousViolations(page)).toEqual([]);

      // Resized to a phone's width (Redoc redraws in one column), nothing runs off the side.
      await page.setViewportSize({ width: 360, height: 780 });
      await expect.poll(() => sidewaysOverflow(page)).toBeLessThanOrEqual(0);

      expect(cspViolations).toEqual([]);
      expect(consoleErrors).toEqual([]);
      expect(await pageErrors(page)).toEqual([]);
      await page.context().close();
    });

    test(`/api/docs in the ${theme} theme fits a 320 px screen: titles keep their words whole, long paths wrap, nothing runs off the side (and at 360 to 1440 px)`, async () => {
      const { page, cspViolations, consoleErrors } = await openDocs(theme, { width: 320, height: 800 });
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      // The title has the row to itself (the Copy button goes under it) instead of a column beside the button.
      expect(await brokenWords(page.locator('h1'))).toEqual([]);
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `api-docs-${theme}-320`);

      // The call with the longest path.
      await page.goto(`/api/docs${OHLCV_SECTION}`);
      const title = page.getByRole('heading', { name: 'OHLCV history' });
      await title.waitFor();
      expect(await brokenWords(title)).toEqual([]);
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      // Its address, in the samples' menu, is there in full, on the screen.
      await page
        .getByRole('button', { name: /\/api\/coinmarketcap\/v2\/cryptocurrency\/ohlcv\/historical/ })
        .first()
        .click();
      const menu = page.getByRole('menu').filter({ hasText: '/ohlcv/historical' });
      await menu.waitFor();
      expect(await cutOff(menu)).toEqual([]);
      await screenshot(page, `api-docs-${theme}-320-path`);
      await page.keyboard.press('Escape');

      // A search's results wrap their paths rather than scroll sideways.
      await page.keyboard.press('Control+k');
      await page.getByPlaceholder('Search docs...').fill('historical');
      const search = page.getByTestId('search-dialog');
      await search.getByText('OHLCV history').first().waitFor();
      expect(await cutOff(search)).toEqual([]);
      await page.keyboard.press('Escape');

      for (const width of [360, 768, 1024, 1440]) {
        await page.setViewportSize({ width, height: 800 });
        await expect.poll(() => sidewaysOverflow(page), { message: `at ${width} px` }).toBeLessThanOrEqual(0);
        expect(await brokenWords(title), `at ${width} px`).toEqual([]);
      }
      expect(cspViolations).toEqual([]);
      expect(consoleErrors).toEqual([]);
      expect(await pageErrors(page)).toEqual([]);
      await page.context().close();
    });
  }
});
