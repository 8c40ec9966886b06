// Coin icons from the cryptocurrency-icons package (CC0), served at the addresses the pages use.
// Missing icons answer 404 so the browser moves along its fallback chain to the generic icon.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Hono } from 'hono';

const require = createRequire(import.meta.url);
const iconsRoot = path.dirname(require.resolve('cryptocurrency-icons/manifest.json'));

/** The package's colour icon of a symbol at 128 px (or 32 px when `small`), if it has one. */
export function packagedIconPath(symbol: string, small = false): string | null {
  const name = symbol.toLowerCase();
  if (!/^[a-z0-9$]{1,15}$/.test(name)) return null;
  const file = path.join(iconsRoot, small ? '32' : '128', 'color', `${name}.png`);
  return existsSync(file) ? file : null;
}

async function sendIcon(file: string | null) {
  if (!file)
    return new Response('Not found', { status: 404, headers: { 'Cache-Control': 'public, max-age=3600' } });
  return new Response(await readFile(file), {
    headers: { 'Content-Type': 'image/png', 'Cache-Control': 'public, max-age=604800' },
  });
}

export function iconRoutes() {
  return new Hono()
    .get('/images/coins/:size{(32x32|64x64|128x128)}/:file', (c) => {
      const match = /^([a-z0-9$]+)-\d+\.png$/i.exec(c.req.param('file'));
      return sendIcon(match?.[1] ? packagedIconPath(match[1], c.req.param('size') === '32x32') : null);
    })
    .get('/icons/crypto/:file{[a-z0-9$]+\\.png}', (c) =>
      sendIcon(packagedIconPath(c.req.param('file').slice(0, -4))),
    );
}
