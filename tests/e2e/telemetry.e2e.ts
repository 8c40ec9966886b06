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

/** The paths of the pages the service worker keeps for offline reading. */
async function keptPages(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      if (!name.includes('pages')) continue;
      for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
    }
    return paths;
  });
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
    // The first page of the visit loaded before the worker existed: it is kept all the same.
    await expect.poll(() => keptPages(page)).toContain('/markets');
    await page.context().setOffline(true);
    await page.reload();
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toMatch(/Cryptocurrency Prices/i);
    expect(await page.locator('#crypto-table tbody tr').count()).toBe(50);
    // With its code and styles: they loaded before the worker existed, and were kept when it started.
    await hydrated(page);
    expect(
      await page.evaluate(() =>
        [...document.styleSheets].some((s) => s.href?.includes('/assets/') && s.cssRules.length > 0),
      ),
    ).toBe(true);
    await screenshot(page, 'offline-markets');
    // A page never opened on this device says so, with a way home, also when reached by a link.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Top Movers' }).click();
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).innerText(), { timeout: 15_000 })
      .toBe('You are offline');
    await page.goto('/analysis');
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('You are offline');
    expect(await page.title()).toBe('You are offline | Blockcast');
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
    expect(await keptPages(page)).not.toContain('/about');
    await page.context().close();
  });

  test('the API and the price stream pass through it untouched, even opened as a page', async () => {
    const { page } = await workerPage();
    await page.goto('/');
    await controlled(page);
    const history = await page.goto('/api/market/history/1?range=7D');
    expect(history?.fromServiceWorker()).toBe(false);
    const stream = await page.goto('/api/stream/prices?ids=1', { waitUntil: 'commit', timeout: 10_000 });
    expect(stream?.status()).toBe(200);
    expect(stream?.fromServiceWorker()).toBe(false);
    await page.goto('/');
    expect((await keptPages(page)).filter((p) => p.startsWith('/api/'))).toEqual([]);
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
    // The vitals are measured by code the page loads on demand shortly after launch, and TTFB is reported once the
    // page has loaded: a page left before then has none to report (a busy machine can take seconds).
    await page.waitForFunction(
      () =>
        document.readyState === 'complete' &&
        performance
          .getEntriesByType('resource')
          .some((e) => /\/assets\/performance-[\w-]+\.js$/.test(new URL(e.name).pathname)),
      undefined,
      { timeout: 20_000 },
    );
    // To the very bottom, however long the rows take to come and the scroll to run on a busy machine. Leaving at
    // once still counts: the page reads how far the reader got as it is left, not only 150 ms after scrolling stops.
    await expect
      .poll(
        async () => {
          await page.mouse.wheel(0, 100_000);
          return page.evaluate(
            () => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight,
          );
        },
        { timeout: 10_000 },
      )
      .toBe(true);
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
