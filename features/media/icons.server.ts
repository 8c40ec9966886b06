// Coin icons: sources from the cryptocurrency-icons package (CC0), resized with sharp to 32, 64 and 128 px
// and kept in a disk cache; the icon service downloads (renders) them in the background with progress.
// Missing icons answer 404 so the browser moves along its fallback chain to the generic icon.
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { zValidator } from '@hono/zod-validator';
import { Hono } from 'hono';
import type Sharp from 'sharp';
import { z } from 'zod';
import { NotFoundError, ValidationError } from '../../lib/errors';
import { GENERIC_ICON_PATH } from './icon-addresses';

const require = createRequire(import.meta.url);

/**
 * sharp (libvips), loaded when the first icon is rendered: it adds about 28 MB to the process, and most starts
 * render nothing (icons are kept on disk). Its operation cache is off: each icon is rendered once, then stored.
 */
let sharpModule: Promise<typeof Sharp> | undefined;
function loadSharp() {
  sharpModule ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    sharp.concurrency(1);
    return sharp;
  });
  return sharpModule;
}
const packageRoot = path.dirname(require.resolve('cryptocurrency-icons/manifest.json'));

export const ICON_SIZES = [32, 64, 128] as const;
export type IconSize = (typeof ICON_SIZES)[number];
const SYMBOL = /^[a-z0-9$]{1,15}$/;

/** The package's colour source image of a symbol, if it has one. */
export function packagedIconPath(symbol: string): string | null {
  const name = symbol.toLowerCase();
  if (!SYMBOL.test(name)) return null;
  const file = path.join(packageRoot, '128', 'color', `${name}.png`);
  return existsSync(file) ? file : null;
}

/** Invalidation patterns: lower-case letters, digits, '-' and at most 3 '*' (any run of characters). */
export const ICON_PATTERN = /^[a-z0-9*-]{1,40}$/;
export const ICON_PATTERN_MAX_WILDCARDS = 3;

/**
 * Whether a cached icon matches a pattern, tried against its symbol and against `{symbol}-{id}`: `btc` matches
 * Bitcoin's icons, `btc-1` only coin id 1's, `btc*` every symbol starting with btc. Anything else is refused,
 * so a pattern can never name a path.
 */
export function iconMatcher(pattern: string): (symbol: string, id: number) => boolean {
  const collapsed = pattern.replace(/\*+/g, '*');
  if (!ICON_PATTERN.test(collapsed) || collapsed.split('*').length - 1 > ICON_PATTERN_MAX_WILDCARDS) {
    throw new ValidationError('Invalid icon pattern');
  }
  const regex = new RegExp(`^${collapsed.split('*').join('[a-z0-9$-]*')}$`);
  return (symbol, id) => regex.test(symbol) || regex.test(`${symbol}-${id}`);
}

export interface IconProgress {
  running: boolean;
  total: number;
  done: number;
  failed: number;
  percent: number;
}

export function createIconStore(dir: string) {
  const fileOf = (size: IconSize, symbol: string, id: number) =>
    path.join(dir, String(size), `${symbol.toLowerCase()}-${id}.png`);
  let progress: IconProgress = { running: false, total: 0, done: 0, failed: 0, percent: 100 };

  /** Renders one coin's icon in every size into the cache; answers false when no source exists. */
  async function render(symbol: string, id: number): Promise<boolean> {
    const source = packagedIconPath(symbol);
    if (!source) return false;
    const input = await readFile(source);
    const sharp = await loadSharp();
    for (const size of ICON_SIZES) {
      const file = fileOf(size, symbol, id);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, await sharp(input).resize(size, size).png({ compressionLevel: 9 }).toBuffer());
    }
    return true;
  }

  return {
    /** The icon bytes for a size: from the cache, else rendered now and cached, else null. */
    async get(size: IconSize, symbol: string, id: number): Promise<Buffer | null> {
      if (!SYMBOL.test(symbol.toLowerCase())) return null;
      const file = fileOf(size, symbol, id);
      if (!existsSync(file) && !(await render(symbol, id))) return null;
      return readFile(file);
    },
    /** Starts rendering the given coins in the background; progress is readable at once. */
    download(coins: { id: number; symbol: string }[]) {
      if (progress.running) return progress;
      progress = { running: true, total: coins.length, done: 0, failed: 0, percent: coins.length ? 0 : 100 };
      void (async () => {
        for (const coin of coins) {
          const ok = await render(coin.symbol, coin.id).catch(() => false);
          progress = {
            ...progress,
            done: progress.done + 1,
            failed: progress.failed + (ok ? 0 : 1),
            percent: Math.round(((progress.done + 1) / progress.total) * 100),
          };
        }
        progress = { ...progress, running: false, percent: 100 };
      })();
      return progress;
    },
    progress: () => progress,
    /** Every cached icon: symbol, coin id and the sizes stored. */
    async local() {
      const found = new Map<string, { symbol: string; id: number; sizes: number[] }>();
      for (const size of ICON_SIZES) {
        const files = await readdir(path.join(dir, String(size))).catch(() => [] as string[]);
        for (const f of files) {
          const m = /^(.+)-(\d+)\.png$/.exec(f);
          if (!m?.[1] || !m[2]) continue;
          const entry = found.get(f) ?? { symbol: m[1].toUpperCase(), id: Number(m[2]), sizes: [] };
          entry.sizes.push(size);
          found.set(f, entry);
        }
      }
      return [...found.values()].sort((a, b) => a.id - b.id);
    },
    /** Deletes the cached icons of coins not in `active` (ids); answers how many files went. */
    async cleanup(active: number[]) {
      const keep = new Set(active);
      let removed = 0;
      for (const size of ICON_SIZES) {
        const folder = path.join(dir, String(size));
        for (const f of await readdir(folder).catch(() => [] as string[])) {
          const id = Number(/-(\d+)\.png$/.exec(f)?.[1]);
          if (!keep.has(id)) {
            await rm(path.join(folder, f), { force: true });
            removed += 1;
          }
        }
      }
      return { removed };
    },
    /** Deletes the rendered icons matching `pattern` (see iconMatcher), or all of them; they render again on use. */
    async invalidate(pattern?: string) {
      const matches = pattern === undefined ? () => true : iconMatcher(pattern);
      let removed = 0;
      for (const size of ICON_SIZES) {
        const folder = path.join(dir, String(size));
        for (const f of await readdir(folder).catch(() => [] as string[])) {
          // Only names this store writes are touched.
          const m = /^([a-z0-9$]{1,15})-(\d+)\.png$/.exec(f);
          if (!m?.[1] || !m[2] || !matches(m[1], Number(m[2]))) continue;
          await rm(path.join(folder, f), { force: true });
          removed += 1;
        }
      }
      return { removed };
    },
  };
}

export type IconStore = ReturnType<typeof createIconStore>;

const SIZE_BY_FOLDER: Record<string, IconSize> = { '32x32': 32, '64x64': 64, '128x128': 128 };

async function send(bytes: Buffer | null) {
  if (!bytes)
    return new Response('Not found', { status: 404, headers: { 'Cache-Control': 'public, max-age=3600' } });
  return new Response(new Uint8Array(bytes), {
    headers: { 'Content-Type': 'image/png', 'Cache-Control': 'public, max-age=604800' },
  });
}

/** Whether a coin exists (in the market snapshot or the reference table) under this symbol and id. */
export type CoinExists = (symbol: string, id: number) => Promise<boolean>;

/**
 * The image addresses the pages use: /images/coins/{size}/{symbol}-{id}.png and /icons/crypto/{symbol}.png.
 * Icons are rendered and stored only for coins that exist: any other id gets the generic icon and writes nothing,
 * so made-up addresses cannot fill the disk.
 */
export function iconRoutes(store: IconStore, isKnownCoin: CoinExists) {
  return new Hono()
    .get('/images/coins/:size{(32x32|64x64|128x128)}/:file', async (c) => {
      const match = /^([a-z0-9$]{1,15})-(\d{1,9})\.png$/i.exec(c.req.param('file'));
      const size = SIZE_BY_FOLDER[c.req.param('size')] ?? 64;
      const known = match?.[1] && match[2] ? await isKnownCoin(match[1], Number(match[2])) : false;
      const bytes =
        known && match?.[1] && match[2] ? await store.get(size, match[1], Number(match[2])) : null;
      // A coin we know has no icon goes straight to the generic one, rather than failing twice in the browser
      // on its way down the fallback chain (which still covers broken or unreachable images).
      if (!bytes) {
        c.header('Cache-Control', 'public, max-age=3600');
        return c.redirect(GENERIC_ICON_PATH, 302);
      }
      return send(bytes);
    })
    .get('/icons/crypto/:file{[a-z0-9$]+\\.png}', async (c) => {
      const source = packagedIconPath(c.req.param('file').slice(0, -4));
      return send(source ? await readFile(source) : null);
    });
}

const coinList = z
  .array(z.object({ id: z.number().int().positive(), symbol: z.string().min(1).max(15) }))
  .max(5000);

/** The icon service: download with progress, the local list, cleanup. Off when disabled by configuration. */
export function iconApi(store: IconStore, enabled: boolean) {
  const app = new Hono();
  if (!enabled) {
    app.all('*', () => {
      throw new NotFoundError('The icon service is disabled');
    });
    return app;
  }
  const invalid = (r: { success: boolean }) => {
    if (!r.success) throw new ValidationError('Invalid icon request');
  };
  return app
    .post('/download', zValidator('json', z.object({ cryptocurrencies: coinList }), invalid), (c) =>
      c.json({ success: true, data: store.download(c.req.valid('json').cryptocurrencies) }, 202),
    )
    .get('/progress', (c) => c.json({ success: true, data: store.progress() }))
    .get('/local', async (c) => c.json({ success: true, data: await store.local() }))
    .delete(
      '/cleanup',
      zValidator(
        'json',
        z.object({ activeCryptos: z.array(z.number().int().positive()).max(10_000) }),
        invalid,
      ),
      async (c) => c.json({ success: true, data: await store.cleanup(c.req.valid('json').activeCryptos) }),
    );
}
