// A configured web analytics script and ad network, served by a local stand-in: every page loads the analytics
// script under the CSP, and it may report to its own origin; the home page shows ad slots the ad script fills.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { hydrated, launchBrowser } from './browser';
import { startServer, type RunningServer } from './server';

let browser: Browser;
let analytics: Server;
let analyticsUrl: string;
let server: RunningServer;
const received: { path: string; body: string }[] = [];

// What Plausible-like scripts do: read the site's name from data-domain, then report the page view.
const SCRIPT = `(function () {
  var me = document.currentScript;
  window.analyticsLoaded = me && me.getAttribute('data-domain');
  fetch(new URL('/api/event', me.src).href, {
    method: 'POST',
    body: JSON.stringify({ name: 'pageview', url: location.href, domain: window.analyticsLoaded }),
  });
})();`;

// What an AdSense-style network's script does: take the page's queue of slot requests, and fill the next empty
// <ins class="adsbygoogle"> with a picture from its own origin for each request, now and later.
const AD_SCRIPT = `(function () {
  var me = document.currentScript;
  window.adsLoaded = me && me.getAttribute('data-ad-client');
  function fill() {
    var slot = document.querySelector('ins.adsbygoogle:not([data-filled])');
    if (!slot) return;
    slot.setAttribute('data-filled', 'yes');
    var img = document.createElement('img');
    img.alt = 'Sponsor';
    img.src = new URL('/ads/banner.svg', me.src).href;
    slot.appendChild(img);
  }
  var queue = window.adsbygoogle || [];
  window.adsbygoogle = { push: fill };
  for (var i = 0; i < queue.length; i++) fill();
})();`;
const BANNER =
  '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="90"><rect width="300" height="90" fill="#ddd"/></svg>';

beforeAll(async () => {
  analytics = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      received.push({ path: req.url ?? '', body });
      res.setHeader('Access-Control-Allow-Origin', '*');
      if (req.url === '/js/script.js' || req.url === '/ads/ads.js')
        res.setHeader('Content-Type', 'text/javascript');
      if (req.url === '/ads/banner.svg') res.setHeader('Content-Type', 'image/svg+xml');
      const bodies: Record<string, string> = {
        '/js/script.js': SCRIPT,
        '/ads/ads.js': AD_SCRIPT,
        '/ads/banner.svg': BANNER,
      };
      res.end(bodies[req.url ?? ''] ?? 'ok');
    });
  });
  await new Promise<void>((resolve) => analytics.listen(0, '127.0.0.1', resolve));
  analyticsUrl = `http://127.0.0.1:${(analytics.address() as AddressInfo).port}`;
  server = await startServer({
    ANALYTICS_SCRIPT_URL: `${analyticsUrl}/js/script.js`,
    ADS_SCRIPT_URL: `${analyticsUrl}/ads/ads.js`,
    ADS_CLIENT: 'pub-blockcast-test',
    SITE_URL: 'https://blockcast.example',
  });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await new Promise((resolve) => analytics?.close(resolve));
});

test('[PERF-011] the configured web analytics script loads on every page, with the nonce, and reports to its origin', async () => {
  const context = await browser.newContext({ baseURL: server.url, serviceWorkers: 'block' });
  const page = await context.newPage();
  const complaints: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) complaints.push(m.text());
  });
  for (const path of ['/', '/markets']) {
    await page.goto(path);
    await hydrated(page);
    expect(await page.evaluate(() => (window as { analyticsLoaded?: string }).analyticsLoaded)).toBe(
      'blockcast.example',
    );
  }
  await expect.poll(() => received.filter((r) => r.path === '/api/event').length).toBe(2);
  expect(JSON.parse(received.find((r) => r.path === '/api/event')!.body)).toMatchObject({ name: 'pageview' });
  expect(complaints).toEqual([]);
  await context.close();
});

test('[NEWS-019] with an ad network configured, the home page shows its ad slots and loads its script, which fills them under the CSP', async () => {
  const context = await browser.newContext({ baseURL: server.url, serviceWorkers: 'block' });
  const page = await context.newPage();
  const complaints: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) complaints.push(m.text());
  });
  await page.goto('/');
  await hydrated(page);
  const slots = page.getByRole('complementary', { name: 'Advertisement' });
  // The second slot sits beside the lists, which stream in after the first paint.
  await expect.poll(() => slots.count()).toBe(2);
  expect(await page.evaluate(() => (window as { adsLoaded?: string }).adsLoaded)).toBe('pub-blockcast-test');
  await expect
    .poll(() =>
      slots
        .getByRole('img', { name: 'Sponsor' })
        .evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).naturalWidth)),
    )
    .toEqual([300, 300]);
  // Other pages carry no ad slot and do not load the script.
  await page.goto('/markets');
  await hydrated(page);
  expect(await page.getByRole('complementary', { name: 'Advertisement' }).count()).toBe(0);
  expect(await page.locator('script[src$="/ads/ads.js"]').count()).toBe(0);
  expect(complaints).toEqual([]);
  await context.close();
});
