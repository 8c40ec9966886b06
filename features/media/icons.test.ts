import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { Hono } from 'hono';
import { describe, expect, test } from 'vitest';
import { createLogger } from '../../platform/logger.server';
import { errorResponse } from '../../server/errors';
import { GENERIC_ICON_PATH } from './icon-addresses';
import { createIconStore, iconApi, iconRoutes } from './icons.server';

/** The coins that exist in these tests (symbol-id). */
const KNOWN = new Set(['btc-1', 'eth-1027']);

function setup(enabled = true) {
  const dir = mkdtempSync(path.join(tmpdir(), 'bc-icons-test-'));
  const store = createIconStore(dir);
  const known = async (symbol: string, id: number) => KNOWN.has(`${symbol.toLowerCase()}-${id}`);
  const app = new Hono()
    .route('/', iconRoutes(store, known))
    .route('/api/icons', iconApi(store, enabled))
    .onError((err, c) => errorResponse(err, c, createLogger('silent')));
  return { store, app, dir };
}

/** Every file under a folder. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => e.name);
}
const json = (body: unknown, method = 'POST') => ({
  method,
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(body),
});

describe('coin icons', () => {
  test('[MKT-093] icons are served in 32, 64 and 128 px, made with sharp and cached', async () => {
    const { app, store } = setup();
    for (const [folder, size] of [
      ['32x32', 32],
      ['64x64', 64],
      ['128x128', 128],
    ] as const) {
      const res = await app.request(`/images/coins/${folder}/eth-1027.png`);
      expect(res.status).toBe(200);
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      expect([meta.width, meta.height]).toEqual([size, size]);
    }
    expect(await store.local()).toEqual([{ symbol: 'ETH', id: 1027, sizes: [32, 64, 128] }]);
  });

  test('[MKT-088] [MKT-089] [MKT-090] download renders the listed coins with progress, then lists them', async () => {
    const { app } = setup();
    const coins = [
      { id: 1, symbol: 'BTC' },
      { id: 1027, symbol: 'ETH' },
      { id: 9000200, symbol: 'ZZZZ' },
    ];
    const started = await app.request('/api/icons/download', json({ cryptocurrencies: coins }));
    expect(started.status).toBe(202);
    await expect
      .poll(
        async () =>
          ((await (await app.request('/api/icons/progress')).json()) as { data: { running: boolean } }).data
            .running,
      )
      .toBe(false);
    const progress = ((await (await app.request('/api/icons/progress')).json()) as { data: unknown }).data;
    expect(progress).toEqual({ running: false, total: 3, done: 3, failed: 1, percent: 100 });
    const local = ((await (await app.request('/api/icons/local')).json()) as { data: { symbol: string }[] })
      .data;
    expect(local.map((i) => i.symbol)).toEqual(['BTC', 'ETH']);
    expect((await app.request('/api/icons/download', json({ cryptocurrencies: 'all' }))).status).toBe(400);
  });

  test('[MKT-091] cleanup removes the icons of coins no longer active', async () => {
    const { app, store } = setup();
    await store.get(64, 'btc', 1);
    await store.get(64, 'eth', 1027);
    const res = await app.request('/api/icons/cleanup', json({ activeCryptos: [1] }, 'DELETE'));
    expect(((await res.json()) as { data: unknown }).data).toEqual({ removed: 3 });
    expect((await store.local()).map((i) => i.id)).toEqual([1]);
  });

  test('[MKT-092] with the icon service switched off, its endpoints are gone but icons are still served', async () => {
    const { app } = setup(false);
    expect((await app.request('/api/icons/progress')).status).toBe(404);
    expect((await app.request('/api/icons/download', json({ cryptocurrencies: [] }))).status).toBe(404);
    expect((await app.request('/images/coins/64x64/btc-1.png')).status).toBe(200);
  });

  test('an address naming no existing coin gets the generic icon and stores nothing, whatever the symbol', async () => {
    const { app, dir } = setup();
    for (const file of ['btc-99999991.png', 'eth-1.png', 'zzzz-1027.png', `btc-${'9'.repeat(12)}.png`]) {
      const res = await app.request(`/images/coins/64x64/${file}`);
      expect(res.status).toBe(302);
      expect(res.headers.get('Location')).toBe(GENERIC_ICON_PATH);
    }
    expect(filesUnder(dir)).toEqual([]);
    expect((await app.request('/images/coins/64x64/btc-1.png')).status).toBe(200);
    expect(filesUnder(dir).sort()).toEqual(['btc-1.png', 'btc-1.png', 'btc-1.png']);
  });

  test('[MKT-087] the icon source covers far more than the 50 most common coins', async () => {
    const { store } = setup();
    const top = [
      'btc',
      'eth',
      'usdt',
      'bnb',
      'sol',
      'xrp',
      'usdc',
      'doge',
      'ada',
      'trx',
      'link',
      'xlm',
      'bch',
      'ltc',
      'dot',
    ];
    const found = await Promise.all(top.map((s, i) => store.get(64, s, i + 1)));
    expect(found.filter(Boolean).length).toBeGreaterThanOrEqual(14);
  });
});
