// What a page makes the browser download before it is interactive: the scripts and stylesheets its HTML names
// (entry, modulepreloads, imports and links), with their sizes raw and gzipped (level 6, as servers send).
import { gzipSync } from 'node:zlib';

export interface AssetTotals {
  files: number;
  rawKb: number;
  gzipKb: number;
}

export interface FirstLoad {
  path: string;
  js: AssetTotals;
  css: AssetTotals;
}

/**
 * GET, tried twice: after a long pause (a Lighthouse run) the kept-alive connection may be closed by the server just
 * as the next request goes out.
 */
async function get(url: URL, headers: Record<string, string> = {}): Promise<Buffer> {
  const once = async () => Buffer.from(await (await fetch(url, { headers })).arrayBuffer());
  try {
    return await once();
  } catch {
    return once();
  }
}

async function totals(base: string, files: Set<string>): Promise<AssetTotals> {
  let raw = 0;
  let gz = 0;
  for (const file of files) {
    const body = await get(new URL(file, base));
    raw += body.length;
    gz += gzipSync(body, { level: 6 }).length;
  }
  const kb = (n: number) => Math.round((n / 1024) * 10) / 10;
  return { files: files.size, rawKb: kb(raw), gzipKb: kb(gz) };
}

/** `headers` go with the page's request (a session cookie for a signed-in page), not with its assets'. */
export async function firstLoad(
  baseUrl: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<FirstLoad> {
  const html = (await get(new URL(path, baseUrl), headers)).toString('utf8');
  // What the browser fetches: modulepreloads, stylesheets and the entry's import. The route manifest inlined in the
  // page also names modules of routes not shown (the layout's index route), which the browser never loads.
  const assets = [
    ...html.matchAll(
      /<link [^>]*rel="(?:modulepreload|stylesheet)" [^>]*href="(\/assets\/[^"]+\.(?:js|css))"/g,
    ),
    ...html.matchAll(/import\("(\/assets\/[^"]+\.js)"\)/g),
  ].map((m) => m[1]!);
  const js = new Set(assets.filter((a) => a.endsWith('.js')));
  const css = new Set(assets.filter((a) => a.endsWith('.css')));
  return { path, js: await totals(baseUrl, js), css: await totals(baseUrl, css) };
}
