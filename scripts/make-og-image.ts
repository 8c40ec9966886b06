// Renders public/og-image.png (1200x630), the Open Graph image every page declares, with Debian's Chromium.
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/chromium';

const html = `<!doctype html><html><body style="margin:0">
<div style="width:1200px;height:630px;box-sizing:border-box;padding:80px;background:linear-gradient(135deg,#0f172a 0%,#1e3a8a 100%);
font-family:system-ui,Arial,sans-serif;color:#f8fafc;display:flex;flex-direction:column;justify-content:space-between">
  <div style="display:flex;align-items:center;gap:24px">
    <div style="width:96px;height:96px;border-radius:22px;background:#2563eb;display:grid;place-items:center;font-size:44px;font-weight:800">BC</div>
    <div style="font-size:64px;font-weight:800;letter-spacing:-1px">Blockcast</div>
  </div>
  <div style="font-size:58px;font-weight:800;line-height:1.1;max-width:980px">Crypto news, live markets and 24/7 crypto TV</div>
  <div style="font-size:30px;color:#cbd5e1">Prices for the top 300 coins · Press releases · Shows</div>
</div></body></html>`;

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await page.setContent(html);
const out = path.resolve(import.meta.dirname, '../public/og-image.png');
await page.screenshot({ path: out });
await browser.close();
console.log(`wrote ${out}`);
