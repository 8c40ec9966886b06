// The service worker and performance measuring in Chromium: registration under the CSP, pages shown offline,
// signed-in pages never kept, and measurements that reach the server.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { adminToken, signedInPage } from './accounts';
import { baseURL, hydrated, launchBrowser, openPage, screenshot } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** A page whose service worker may run (the other tests block it), recording policy complaints. */
async function workerPage(options: { signedIn?: boolean } = {}) {
  const page = options.signedIn
    ? await signedInPage(browser, { serviceWorkers: 'allow' })
    : await openPage(browser, { serviceWorkers: 'allow' });
  const complaints: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|service ?worker/i.test(m.text())) complaints.push(m.text());
  });
  return { page, complaints };
}

/** Waits until the service worker controls the page (it claims open pages once it is active). */
async function controlled(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker?.controller?.state === 'activated', null, {
    timeout: 15_000,
  });
}

describe('service worker', () => {
  test('[PERF-006] /sw.js is served as JavaScript that the browser always revalidates', async () => {
    const res = await fetch(`${baseURL()}/sw.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.text()).toContain("addEventListener('fetch'");
  });

  test('[PERF-007] it is registered from /sw.js after the page loads, with no policy complaint, and pages read before are shown offline', async () => {
    const { page, complaints } = await workerPage();
    await page.goto('/markets');
    await hydrated(page);
    await controlled(page);
    expect(
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.scriptURL),
    ).toBe(`${baseURL()}/sw.js`);
    // Read once more while controlled: that copy is the one kept.
    await page.goto('/markets');
    await hydrated(page);
    await page.context().setOffline(true);
    await page.reload();
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toMatch(/Cryptocurrency Prices/i);
    expect(await page.locator('#crypto-table tbody tr').count()).toBe(50);
    await screenshot(page, 'offline-markets');
    // A page never opened on this device says so, with a way home.
    await page.goto('/top-movers');
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('You are offline');
    await page.context().setOffline(false);
    expect(complaints).toEqual([]);
    await page.context().close();
  });

  test('a page rendered for a signed-in reader is private, and never kept for offline reading', async () => {
    const { page } = await workerPage({ signedIn: true });
    const res = await page.goto('/about');
    expect(res?.headers()['cache-control']).toBe('private, no-store');
    await controlled(page);
    await page.goto('/about');
    await hydrated(page);
    const kept = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        if (!name.includes('pages')) continue;
        for (const request of await (await caches.open(name)).keys())
          urls.push(new URL(request.url).pathname);
      }
      return urls;
    });
    expect(kept).not.toContain('/about');
    await page.context().close();
  });
});

describe('performance measuring', () => {
  interface Summary {
    vitals: Record<string, { count: number }>;
    scrollDepth: Record<string, number>;
  }
  const summary = async (token: string): Promise<Summary> => {
    const res = await fetch(`${baseURL()}/api/telemetry/summary`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    return ((await res.json()) as { data: Summary }).data;
  };

  test('[PERF-002] [PERF-008] a reader’s page reports its web vitals and how far they scrolled to the site’s collector', async () => {
    const token = await adminToken();
    const before = await summary(token);
    const page = await openPage(browser, { viewport: { width: 1280, height: 600 } });
    await page.goto('/markets');
    await hydrated(page);
    await page.waitForTimeout(300);
    await page.mouse.wheel(0, 100_000);
    await page.waitForTimeout(400);
    // Leaving the page sends what is queued (pagehide).
    await page.goto('/about');
    await expect
      .poll(
        async () => {
          const now = await summary(token);
          return {
            ttfb: now.vitals.TTFB!.count > before.vitals.TTFB!.count,
            fcp: now.vitals.FCP!.count > before.vitals.FCP!.count,
            bottom: now.scrollDepth['100']! > before.scrollDepth['100']!,
          };
        },
        { timeout: 15_000 },
      )
      .toEqual({ ttfb: true, fcp: true, bottom: true });
    await page.context().close();
  });
});
