// Alert webhooks in Chromium: an Enterprise reader gives an alert a webhook to a local receiver, copies the secret
// shown once, presses Send test, and sees the delivery answered 200; the receiver verified its signature with the
// Standard Webhooks library. A Free reader is told webhooks are an Enterprise feature.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ALERT_MESSAGES } from '../../features/alerts/rules';
import { WEBHOOK_MESSAGES } from '../../features/alerts/webhook-rules';
import { API_MESSAGES as CALL_MESSAGES } from '../../platform/browser/api';
import { startWebhookReceiver, type WebhookReceiver } from '../fakes/webhook-receiver';
import { signedInPage, signedInPageOnPlan, signedInWrite } from './accounts';
import { hydrated, launchBrowser, pageErrors, screenshot, seriousViolations } from './browser';

let browser: Browser;
let receiver: WebhookReceiver;
beforeAll(async () => {
  browser = await launchBrowser();
  receiver = await startWebhookReceiver();
});
afterAll(async () => {
  await browser?.close();
  await receiver?.close();
});

type Box = { left: number; top: number; right: number; bottom: number };
/** Two boxes drawn over each other (touching edges are not). */
const overlap = (a: Box, b: Box) =>
  a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;

async function openAlertsPage(page: Page) {
  await page.goto('/dashboard/alerts');
  await hydrated(page);
}

describe('alert webhooks on the alerts page', () => {
  test('an Enterprise reader sets a webhook on an alert, copies its secret, sends a test and sees it delivered with 200', async () => {
    const page = await signedInPageOnPlan(browser, 'enterprise', { viewport: { width: 1280, height: 900 } });
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await openAlertsPage(page);
    await page.getByRole('button', { name: 'Create Alert' }).click();
    const form = page.getByRole('dialog', { name: 'Create Alert' });
    await form.getByLabel('Symbol').fill('BTC');
    await form.getByLabel('Webhook URL (optional)').fill(receiver.url);
    await form.getByRole('button', { name: 'Create Alert' }).click();

    const shown = page.getByTestId('webhook-secret');
    await shown.waitFor();
    const secret = await page.getByLabel('Your webhook secret').inputValue();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    // The dialog closed, focus is on the secret (selected, to copy), not back on Create Alert; and the box is no
    // live region, which would read the secret aloud.
    await expect
      .poll(() =>
        page.evaluate(() => ({
          label: document.activeElement?.getAttribute('aria-label'),
          selected: (() => {
            const el = document.activeElement;
            return el instanceof HTMLTextAreaElement
              ? el.value.slice(el.selectionStart, el.selectionEnd)
              : '';
          })(),
        })),
      )
      .toEqual({ label: 'Your webhook secret', selected: secret });
    expect(
      await shown.evaluate((box) => box.closest('[role="status"], [role="alert"], [aria-live]')),
    ).toBeNull();
    await shown.getByRole('button', { name: 'Copy' }).click();
    await expect.poll(() => shown.getByRole('button', { name: 'Copied' }).isVisible()).toBe(true);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    receiver.setSecret(secret);
    await shown.getByRole('button', { name: 'Done' }).click();

    const row = page.getByTestId('alert-row').filter({ hasText: 'BTC' });
    // The box gone, focus is on the alert's webhook button (where Send test is), not dropped to the page's body.
    await expect
      .poll(() =>
        row
          .getByRole('button', { name: 'Show the webhook and its deliveries' })
          .evaluate((b) => b === document.activeElement),
      )
      .toBe(true);
    await row.getByRole('button', { name: 'Show the webhook and its deliveries' }).click();
    const panel = row.getByTestId('webhook-panel');
    expect(await panel.getByTestId('webhook-url').innerText()).toBe(receiver.url);
    await panel.getByRole('button', { name: 'Send test' }).click();
    const delivery = panel.getByTestId('webhook-delivery').first();
    await expect.poll(() => delivery.getAttribute('data-status'), { timeout: 10_000 }).toBe('delivered');
    expect(await delivery.getByTestId('webhook-delivery-answer').innerText()).toBe('HTTP 200');
    expect(await delivery.getByTestId('webhook-delivery-time').innerText()).not.toBe('');
    expect(await delivery.innerText()).toContain('Test');
    expect(receiver.received.map((r) => r.verified)).toEqual([true]);
    expect(receiver.received[0]?.payload).toMatchObject({ type: 'webhook.test', data: { symbol: 'BTC' } });
    await screenshot(page, 'alert-webhook-delivered-1280');

    // Shown once: after a reload the secret is nowhere on the page.
    await openAlertsPage(page);
    expect(await page.content()).not.toContain(secret);
    await page
      .getByTestId('alert-row')
      .filter({ hasText: 'BTC' })
      .getByRole('button', { name: 'Edit alert' })
      .click();
    const edit = page.getByRole('dialog', { name: 'Edit Alert' });
    expect(await edit.getByLabel('Webhook URL (optional)').inputValue()).toBe(receiver.url);
    expect(await seriousViolations(page)).toEqual([]);
    await edit.getByRole('button', { name: 'Cancel' }).click();

    // The panel's Remove webhook, confirmed, takes the webhook away.
    const again = page.getByTestId('alert-row').filter({ hasText: 'BTC' });
    await again.getByRole('button', { name: 'Show the webhook and its deliveries' }).click();
    await again.getByRole('button', { name: 'Remove webhook' }).click();
    await page
      .getByRole('alertdialog', { name: 'Remove the webhook of the BTC alert?' })
      .getByRole('button', { name: 'Remove webhook' })
      .click();
    await expect.poll(() => again.getByTestId('webhook-panel').count()).toBe(0);
    await openAlertsPage(page);
    expect(
      await page
        .getByTestId('alert-row')
        .filter({ hasText: 'BTC' })
        .getByRole('button', { name: 'Show the webhook and its deliveries' })
        .count(),
    ).toBe(0);
    expect(await pageErrors(page)).toEqual([]);
    await page.context().close();
  });

  test.each([
    [320, 'light'],
    [320, 'dark'],
    [1024, 'light'],
    [1440, 'dark'],
  ] as const)(
    'at %i px in the %s theme the deliveries read in full, and Send test keeps the keyboard on its button and announces the outcome',
    async (width, theme) => {
      const hook = await startWebhookReceiver();
      try {
        const page = await signedInPageOnPlan(browser, 'enterprise', {
          viewport: { width, height: 800 },
          colorScheme: theme,
        });
        const alert = (await (
          await signedInWrite(page, 'POST', '/api/dashboard/alerts', {
            symbol: 'ETH',
            threshold_percent: 5,
            direction: 'up',
          })
        ).json()) as { data: { id: string } };
        const set = (await (
          await signedInWrite(page, 'PUT', `/api/dashboard/alerts/webhook?id=${alert.data.id}`, {
            url: hook.url,
          })
        ).json()) as { data: { secret: string } };
        hook.setSecret(set.data.secret);
        // One delivery waiting for its retry (the receiver answered 503), so the list has a long row.
        hook.answerWith(503);
        await signedInWrite(page, 'POST', `/api/dashboard/alerts/webhook/test?id=${alert.data.id}`);
        hook.answerWith(undefined);

        await openAlertsPage(page);
        const row = page.getByTestId('alert-row').filter({ hasText: 'ETH' });
        await row.getByRole('button', { name: 'Show the webhook and its deliveries' }).click();
        const panel = row.getByTestId('webhook-panel');
        const deliveries = panel.getByTestId('webhook-delivery');
        await expect.poll(() => deliveries.count()).toBe(1);

        // The keyboard presses Send test: focus stays on the button while it sends and after, and the outcome is
        // announced.
        const send = panel.getByRole('button', { name: 'Send test' });
        await send.focus();
        await page.keyboard.press('Enter');
        await expect.poll(() => deliveries.count()).toBe(2);
        await expect.poll(() => deliveries.first().getAttribute('data-status')).toBe('delivered');
        expect(await send.evaluate((button) => button === document.activeElement)).toBe(true);
        // The alert's row holds the live region (it outlives the panel, to say the webhook was removed).
        await expect.poll(() => row.getByRole('status').innerText()).toBe('Test delivered: HTTP 200');
        // A second press from the keyboard works without the reader finding the button again.
        await page.keyboard.press('Enter');
        await expect.poll(() => deliveries.count()).toBe(3);
        // Three tests (and the first one's retry, if its 5 s have passed), each verified.
        expect(hook.received.length).toBeGreaterThanOrEqual(3);
        expect(hook.received.every((r) => r.verified)).toBe(true);

        // The page never scrolls sideways, nor does the list (the layout test below measures it at each width).
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        const list = panel.getByRole('region', { name: 'Latest deliveries' });
        expect(await list.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
        expect(await deliveries.last().getByTestId('webhook-delivery-answer').innerText()).toContain(
          'HTTP 503',
        );
        await panel.scrollIntoViewIfNeeded();
        await screenshot(page, `alert-webhook-panel-${width}-${theme}`);
        expect(await seriousViolations(page)).toEqual([]);
        expect(await pageErrors(page)).toEqual([]);
        await page.context().close();
      } finally {
        await hook.close();
      }
    },
  );

  for (const theme of ['light', 'dark'] as const) {
    test(`in the ${theme} theme at 320, 1024 and 1440 px, a long webhook address has the panel's width to itself, and each delivery shows its answer, status and time with no sideways scrolling`, async () => {
      const page = await signedInPageOnPlan(browser, 'enterprise', {
        viewport: { width: 1440, height: 900 },
        colorScheme: theme,
      });
      const alert = (await (
        await signedInWrite(page, 'POST', '/api/dashboard/alerts', {
          symbol: 'SOL',
          threshold_percent: 5,
          direction: 'up',
        })
      ).json()) as { data: { id: string } };
      // 77 characters and more, as a Slack address is.
      const url = `${receiver.url}/services/T0A1B2C3D/B0A1B2C3D/abcdEFGHijklMNOPqrstUVWX`;
      expect(url.length).toBeGreaterThanOrEqual(77);
      await signedInWrite(page, 'PUT', `/api/dashboard/alerts/webhook?id=${alert.data.id}`, { url });
      // Deliveries of each kind, the first with a long answer (a host that does not resolve), as the server lists them.
      const at = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
      const delivery = (id: string, fields: Record<string, unknown>) => ({
        id,
        event_type: 'webhook.test',
        status: 'pending',
        attempts: 1,
        status_code: null,
        error: null,
        created_at: at(30),
        last_attempt_at: at(30),
        next_attempt_at: null,
        gave_up_at: null,
        gave_up_reason: null,
        ...fields,
      });
      const deliveries = [
        delivery('d1', {
          attempts: 3,
          error: 'cannot resolve hooks.example-very-long-subdomain-name-for-testing.com',
          next_attempt_at: new Date(Date.now() + 3_600_000).toISOString(),
        }),
        delivery('d2', {
          event_type: 'alert.triggered',
          status: 'failed',
          attempts: 8,
          status_code: 503,
          gave_up_at: at(5),
          gave_up_reason: 'plan_lapsed',
        }),
        delivery('d3', { status: 'delivered', status_code: 200 }),
      ];
      await page.route(
        (u) => u.pathname === '/api/dashboard/alerts/webhook',
        async (route) => {
          if (route.request().method() !== 'GET') return route.fallback();
          const answer = await route.fetch();
          const body = (await answer.json()) as { data: Record<string, unknown> };
          await route.fulfill({ response: answer, json: { ...body, data: { ...body.data, deliveries } } });
        },
      );
      await openAlertsPage(page);
      const row = page.getByTestId('alert-row').filter({ hasText: 'SOL' });
      await row.getByRole('button', { name: 'Show the webhook and its deliveries' }).click();
      const panel = row.getByTestId('webhook-panel');
      await expect.poll(() => panel.getByTestId('webhook-delivery').count()).toBe(3);
      expect(await panel.getByTestId('webhook-url').innerText()).toBe(url);

      for (const width of [320, 1024, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        await expect.poll(() => page.evaluate(() => document.documentElement.clientWidth)).toBe(width);
        const measured = await panel.evaluate((el) => {
          const box = (e: Element | null) => {
            const r = e?.getBoundingClientRect();
            return r ? { left: r.left, right: r.right, top: r.top, bottom: r.bottom } : null;
          };
          const style = getComputedStyle(el);
          const inner = el.getBoundingClientRect();
          const content = {
            left: inner.left + parseFloat(style.borderLeftWidth) + parseFloat(style.paddingLeft),
            right: inner.right - parseFloat(style.borderRightWidth) - parseFloat(style.paddingRight),
          };
          const address = el.querySelector('[data-testid="webhook-url"]')?.parentElement ?? null;
          const region = el.querySelector('[role="region"]');
          const cells = ['answer', 'status', 'time'];
          return {
            content,
            address: box(address),
            buttons: [...el.querySelectorAll(':scope > div button')].map(box),
            lineHeight: parseFloat(getComputedStyle(address!).lineHeight),
            region: box(region),
            regionScrolls: !!region && region.scrollWidth > region.clientWidth + 1,
            rows: [...el.querySelectorAll('[data-testid="webhook-delivery"]')].map((r) =>
              cells.map((c) => {
                const cell = r.querySelector<HTMLElement>(`[data-testid="webhook-delivery-${c}"]`);
                return {
                  box: box(cell),
                  text: cell?.innerText.trim() ?? '',
                  cut: !!cell && cell.scrollWidth > cell.clientWidth + 1,
                };
              }),
            ),
            pageScrolls: document.documentElement.scrollWidth > document.documentElement.clientWidth,
          };
        });
        const at = `at ${width} px`;
        // The address has a line of its own, the panel's whole width, and the buttons come under it.
        expect(measured.address!.left, at).toBeLessThanOrEqual(measured.content.left + 1);
        expect(measured.address!.right, at).toBeGreaterThanOrEqual(measured.content.right - 1);
        for (const button of measured.buttons)
          expect(button!.top, at).toBeGreaterThanOrEqual(measured.address!.bottom);
        // It breaks where the panel's line ends: tens of characters a line, not 9 (209 px tall at 1024 px).
        const lines = Math.round((measured.address!.bottom - measured.address!.top) / measured.lineHeight);
        expect(url.length / lines, at).toBeGreaterThanOrEqual(width >= 1024 ? 30 : 20);
        // Each delivery's answer, status and time are in the list's box, none cut or drawn over another, and
        // neither the list nor the page scrolls sideways.
        expect(measured.pageScrolls, at).toBe(false);
        expect(measured.regionScrolls, at).toBe(false);
        for (const cells of measured.rows) {
          for (const [i, cell] of cells.entries()) {
            expect(cell.text, `${at}, cell ${i}`).not.toBe('');
            expect(cell.cut, `${at}, cell ${i}`).toBe(false);
            expect(cell.box!.left, `${at}, cell ${i}`).toBeGreaterThanOrEqual(measured.region!.left - 1);
            expect(cell.box!.right, `${at}, cell ${i}`).toBeLessThanOrEqual(measured.region!.right + 1);
            for (const other of cells.slice(i + 1))
              expect(overlap(cell.box!, other.box!), `${at}, cell ${i}`).toBe(false);
          }
        }
        await panel.scrollIntoViewIfNeeded();
        await screenshot(page, `alert-webhook-layout-${width}-${theme}`);
      }
      expect(await seriousViolations(page)).toEqual([]);
      expect(await pageErrors(page)).toEqual([]);
      await page.context().close();
    });
  }

  test('Remove webhook, confirmed from the keyboard, puts focus on the alert’s Edit button and announces the removal', async () => {
    const page = await signedInPageOnPlan(browser, 'enterprise', { viewport: { width: 1280, height: 900 } });
    const alert = (await (
      await signedInWrite(page, 'POST', '/api/dashboard/alerts', {
        symbol: 'SOL',
        threshold_percent: 5,
        direction: 'up',
      })
    ).json()) as { data: { id: string } };
    await signedInWrite(page, 'PUT', `/api/dashboard/alerts/webhook?id=${alert.data.id}`, {
      url: receiver.url,
    });

    await openAlertsPage(page);
    const row = page.getByTestId('alert-row').filter({ hasText: 'SOL' });
    await row.getByRole('button', { name: 'Show the webhook and its deliveries' }).click();
    const panel = row.getByTestId('webhook-panel');
    await panel.getByRole('button', { name: 'Remove webhook' }).focus();
    await page.keyboard.press('Enter');
    const question = page.getByRole('alertdialog', { name: 'Remove the webhook of the SOL alert?' });
    await question.waitFor();
    // Cancel has focus first; Tab goes on to Remove webhook.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect.poll(() => panel.count()).toBe(0);
    expect(await question.count()).toBe(0);

    // The panel and the row's webhook button are gone: focus is on a control of the same alert, not the page's body.
    const focused = () =>
      page.evaluate(() => {
        const el = document.activeElement;
        return {
          tag: el?.tagName.toLowerCase() ?? null,
          label: el?.getAttribute('aria-label') ?? null,
          alert: el?.closest('[data-testid="alert-row"]')?.getAttribute('data-alert-id') ?? null,
        };
      });
    await expect.poll(focused).toEqual({ tag: 'button', label: ALERT_MESSAGES.edit, alert: alert.data.id });
    // A polite live region of the alert's row says what happened.
    await expect
      .poll(() => row.getByRole('status').allInnerTexts())
      .toContain(WEBHOOK_MESSAGES.removed('SOL'));
    expect(await row.getByRole('button', { name: 'Show the webhook and its deliveries' }).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await pageErrors(page)).toEqual([]);
    await page.context().close();
  });

  test('a server error (500) on Remove webhook says what failed and that the server had a problem; the webhook stays', async () => {
    const page = await signedInPageOnPlan(browser, 'enterprise', { viewport: { width: 1280, height: 900 } });
    const alert = (await (
      await signedInWrite(page, 'POST', '/api/dashboard/alerts', {
        symbol: 'ADA',
        threshold_percent: 5,
        direction: 'up',
      })
    ).json()) as { data: { id: string } };
    await signedInWrite(page, 'PUT', `/api/dashboard/alerts/webhook?id=${alert.data.id}`, {
      url: receiver.url,
    });
    await page.route(
      (u) => u.pathname === '/api/dashboard/alerts/webhook',
      (route) =>
        route.request().method() === 'DELETE'
          ? route.fulfill({
              status: 500,
              contentType: 'application/json',
              body: JSON.stringify({ success: false, error: 'Internal server error' }),
            })
          : route.fallback(),
    );
    await openAlertsPage(page);
    const row = page.getByTestId('alert-row').filter({ hasText: 'ADA' });
    await row.getByRole('button', { name: 'Show the webhook and its deliveries' }).click();
    const panel = row.getByTestId('webhook-panel');
    await panel.getByRole('button', { name: 'Remove webhook' }).click();
    await page
      .getByRole('alertdialog', { name: 'Remove the webhook of the ADA alert?' })
      .getByRole('button', { name: 'Remove webhook' })
      .click();
    await expect
      .poll(() => panel.getByRole('alert').allInnerTexts())
      .toEqual([`${WEBHOOK_MESSAGES.removeFailed}: ${CALL_MESSAGES.serverTrouble}`]);
    expect(await panel.getByTestId('webhook-url').innerText()).toBe(receiver.url);
    expect(await pageErrors(page)).toEqual([]);
    await page.context().close();
  });

  test('a Free reader sees that webhooks are an Enterprise feature, with the way to it', async () => {
    const page = await signedInPage(browser, { viewport: { width: 1280, height: 900 } });
    await openAlertsPage(page);
    await page.getByRole('button', { name: 'Create Alert' }).click();
    const form = page.getByRole('dialog', { name: 'Create Alert' });
    const upgrade = form.getByTestId('webhook-upgrade');
    await upgrade.waitFor();
    expect(await upgrade.innerText()).toContain('Webhooks are an Enterprise feature');
    expect(await upgrade.getByRole('link', { name: 'Upgrade to Enterprise' }).getAttribute('href')).toBe(
      '/dashboard/subscription?plan=enterprise',
    );
    expect(await form.getByLabel('Webhook URL (optional)').count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await pageErrors(page)).toEqual([]);
    await page.context().close();
  });
});
