// Web Push in Chromium: the service worker shows a pushed alert as a notification; turning push on where the
// server has no VAPID keys says so and leaves the setting off. (The server's sending and encryption: push.test.ts.)
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { signedInPageOnPlan } from './accounts';
import { baseURL, hydrated, launchBrowser } from './browser';

let browser: Browser;
beforeAll(async () => {
  // A service worker's notification is shown by the full browser only.
  browser = await launchBrowser({ full: true });
});
afterAll(() => browser.close());

describe('web push', () => {
  test("a push the service worker receives is shown as the alert's notification", async () => {
    const page = await signedInPageOnPlan(browser, 'premium', {
      viewport: { width: 1280, height: 900 },
      serviceWorkers: 'allow',
    });
    await page.context().grantPermissions(['notifications'], { origin: baseURL() });
    const cdp = await page.context().newCDPSession(page);
    const registrations: string[] = [];
    cdp.on('ServiceWorker.workerRegistrationUpdated', (e) => {
      for (const r of e.registrations) if (!r.isDeleted) registrations.push(r.registrationId);
    });
    await cdp.send('ServiceWorker.enable');
    await page.goto('/dashboard/settings');
    await hydrated(page);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await expect.poll(() => registrations.length).toBeGreaterThan(0);

    const payload = {
      title: 'BTC +8.00%',
      body: 'Price moved from $100,000.00 to $108,000.00',
      url: '/dashboard/alerts',
      notificationId: 41,
      symbol: 'BTC',
    };
    // A push reaches only an activated worker: on a busy machine it may still be activating here.
    await page.evaluate(async () => {
      const worker = (await navigator.serviceWorker.ready).active!;
      if (worker.state === 'activated') return;
      await new Promise((done) =>
        worker.addEventListener('statechange', () => worker.state === 'activated' && done(null)),
      );
    });
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: baseURL(),
      registrationId: registrations.at(-1)!,
      data: JSON.stringify(payload),
    });
    const shown = () =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
          title: n.title,
          body: n.body,
          tag: n.tag,
          url: (n.data as { url?: string } | null)?.url,
        })),
      );
    await expect
      .poll(shown, { timeout: 15_000 })
      .toEqual([{ title: payload.title, body: payload.body, tag: 'alert-41', url: '/dashboard/alerts' }]);
    await page.context().close();
  });

  test('turning push on where the server has no push keys says so and leaves it off', async () => {
    const page = await signedInPageOnPlan(browser, 'premium', { viewport: { width: 1280, height: 900 } });
    await page.goto('/dashboard/settings');
    await hydrated(page);
    const push = page.getByRole('switch', { name: /Push alerts/ });
    await push.click();
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'Push' }).first().innerText())
      .toBe('Push notifications are not set up on this server.');
    expect(await push.getAttribute('aria-checked')).toBe('false');
    const saved = (await (await page.request.get('/api/dashboard/preferences')).json()) as {
      data: { pushAlerts: boolean };
    };
    expect(saved.data.pushAlerts).toBe(false);
    await page.context().close();
  });
});
