// A configured web analytics script, served by a local stand-in for the analytics service: every page loads it
// under the CSP, and it may report to its own origin.
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

beforeAll(async () => {
  analytics = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      received.push({ path: req.url ?? '', body });
      res.setHeader('Access-Control-Allow-Origin', '*');
      if (req.url === '/js/script.js') res.setHeader('Content-Type', 'text/javascript');
      res.end(req.url === '/js/script.js' ? SCRIPT : 'ok');
    });
  });
  await new Promise<void>((resolve) => analytics.listen(0, '127.0.0.1', resolve));
  analyticsUrl = `http://127.0.0.1:${(analytics.address() as AddressInfo).port}`;
  server = await startServer({
    ANALYTICS_SCRIPT_URL: `${analyticsUrl}/js/script.js`,
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
