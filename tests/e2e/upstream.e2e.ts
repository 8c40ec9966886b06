// The real server on the real CoinMarketCap adapter, against a local CoinMarketCap that answers 429.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { CMC_COINS } from '../../features/market/providers/provider-fixtures';
import { startFakeCoinMarketCap, type FakeCmc } from '../fakes/coinmarketcap-server';
import { hydrated, launchBrowser, screenshot } from './browser';
import { startServer, type RunningServer } from './server';

let browser: Browser;
let cmc: FakeCmc;
let server: RunningServer;

beforeAll(async () => {
  cmc = await startFakeCoinMarketCap(CMC_COINS, { apiKey: 'e2e-key' });
  cmc.setMode('429');
  server = await startServer({
    MARKET_PROVIDER: 'coinmarketcap',
    CMC_API_KEY: 'e2e-key',
    CMC_BASE_URL: cmc.url,
  });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await cmc?.close();
});

test('[MKT-015] with CoinMarketCap answering 429 the markets page still shows prices, labelled as built-in fallback data', async () => {
  const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto('/markets');
  await hydrated(page);
  const rows = page.locator('#crypto-table tbody tr[data-testid="coin-row"]');
  expect(await rows.count()).toBe(50);
  const prices = (await page.getByTestId('coin-price').allInnerTexts()).map((t) =>
    Number(t.replace(/[$,]/g, '')),
  );
  expect(prices.every((p) => p > 0)).toBe(true);
  expect(await page.getByTestId('showing-text').innerText()).toBe('Showing 1-50 of 300 cryptocurrencies');
  expect(await page.getByTestId('cache-badge').innerText()).toMatch(/^Error\s*\(Failed to load data\)$/);
  expect(await page.getByTestId('last-updated').innerText()).toContain('built-in fallback data');
  expect(await page.getByTestId('compact-ticker').filter({ visible: true }).innerText()).toMatch(
    /BTC|ETH|[A-Z]{2,}\s+\$[\d,]+\.\d{3}/,
  );
  await screenshot(page, 'markets-rate-limited');

  // The 10-minute fallback window: page views make no further upstream calls.
  const calls = cmc.requests.length;
  expect(calls).toBeGreaterThan(0);
  expect(cmc.requests.every((r) => r.apiKey === 'e2e-key')).toBe(true);
  await page.reload();
  await hydrated(page);
  const api = await page.request.get('/api/market-cache?limit=5');
  expect(api.headers()['x-cache-status']).toBe('error');
  expect(((await api.json()) as { meta: { source: string } }).meta.source).toBe('fallback');
  expect(cmc.requests.length).toBe(calls);
  await context.close();
});
