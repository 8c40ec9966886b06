import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Database } from '../platform/db.server';
import type { AppServices } from '../platform/services.server';
import { createBuiltApp } from '../tests/built-app';
import { oneDatabaseTarget } from '../tests/databases';
import { createTestServices } from '../tests/services';

let database: Database;
let app: Awaited<ReturnType<typeof createBuiltApp>>;
/** The same site with a market service that fails every call: its pages end on the server error page. */
let brokenApp: Awaited<ReturnType<typeof createBuiltApp>>;

beforeAll(async () => {
  database = await oneDatabaseTarget[0]!.open();
  const services = createTestServices(database);
  app = await createBuiltApp(services);
  const failingMarket = new Proxy(services.market, {
    get: () => () => Promise.reject(new Error('market down')),
  }) as AppServices['market'];
  brokenApp = await createBuiltApp(createTestServices(database, { overrides: { market: failingMarket } }));
});
afterAll(() => database.close());

/** The policy as directive → sources. */
function parseCsp(header: string | null): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of (header ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name, sources);
  }
  return directives;
}

function nonceOf(csp: Map<string, string[]>): string | undefined {
  return /^'nonce-(.+)'$/.exec(csp.get('script-src')?.find((s) => s.startsWith("'nonce-")) ?? '')?.[1];
}

/** Every opening <script> tag, with its attributes. */
const scriptTags = (html: string) => [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);

async function document(path: string, from = app) {
  const res = await from.request(path);
  return { res, html: await res.text(), csp: parseCsp(res.headers.get('content-security-policy')) };
}

describe('Content-Security-Policy', () => {
  test.each([
    ['the home page', '/', 200],
    ['the markets page', '/markets', 200],
    ['a coin page', '/coin/btc', 200],
    ['the not-found page', '/no-such-page', 404],
  ])('%s carries a nonce-based policy that every inline script satisfies', async (_name, path, status) => {
    const { res, html, csp } = await document(path);
    expect(res.status).toBe(status);
    expect(res.headers.get('content-type')).toContain('text/html');
    const nonce = nonceOf(csp);
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    // JSON-LD blocks are data, not script: CSP does not govern them and React Router renders them bare.
    const executable = scriptTags(html).filter((tag) => !tag.includes('type="application/ld+json"'));
    expect(executable.length).toBeGreaterThanOrEqual(3);
    for (const tag of executable) expect(tag).toContain(` nonce="${nonce}"`);
  });

  test('the theme boot script, React Router’s scripts and scroll restoration all carry the nonce', async () => {
    const { html, csp } = await document('/');
    const nonce = nonceOf(csp)!;
    const tagBefore = (marker: string) => {
      const at = html.indexOf(marker);
      expect(at).toBeGreaterThan(0);
      return html.slice(
        html.lastIndexOf('<script', at),
        html.indexOf('>', html.lastIndexOf('<script', at)) + 1,
      );
    };
    expect(tagBefore('applyInitialTheme')).toContain(`nonce="${nonce}"`);
    expect(tagBefore('window.__reactRouterContext =')).toContain(`nonce="${nonce}"`);
    expect(tagBefore('window.__reactRouterRouteModules')).toContain(`nonce="${nonce}"`);
    expect(tagBefore('positions[restoreKey')).toContain(`nonce="${nonce}"`);
    // The nonce is in nonce attributes only (scripts, module preloads), never in the data the browser hydrates.
    expect(html.split(nonce).length).toBe(html.split(`nonce="${nonce}"`).length);
  });

  test('the nonce is new for every request', async () => {
    const first = nonceOf((await document('/')).csp);
    const second = nonceOf((await document('/')).csp);
    expect(first).toBeDefined();
    expect(second).toBeDefined();
    expect(first).not.toBe(second);
  });

  test('the server error page carries the policy and the nonce too', async () => {
    const { res, html, csp } = await document('/markets', brokenApp);
    expect(res.status).toBe(500);
    const nonce = nonceOf(csp);
    expect(nonce).toBeDefined();
    const tags = scriptTags(html);
    expect(tags.length).toBeGreaterThan(0);
    for (const tag of tags) expect(tag).toContain(` nonce="${nonce}"`);
  });

  test('scripts need the nonce, and framing, plugins, base and form targets are locked down', async () => {
    const { csp } = await document('/');
    const scriptSrc = csp.get('script-src') ?? [];
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
    expect(scriptSrc).toContain("'strict-dynamic'");
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://i.ytimg.com']);
    expect(csp.get('frame-src')).toEqual(['https://www.youtube-nocookie.com']);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('font-src')).toEqual(["'self'", 'data:']);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
  });
});

describe('other security headers', () => {
  test('powerful features are switched off; full screen and autoplay only for our pages and the video player', async () => {
    const res = await app.request('/');
    const policy = res.headers.get('permissions-policy') ?? '';
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
      expect(policy).toContain(`${feature}=()`);
    }
    expect(policy).toContain('fullscreen=(self "https://www.youtube-nocookie.com")');
    expect(policy).toContain('autoplay=(self "https://www.youtube-nocookie.com")');
  });

  test('the usual secure headers stay on pages and on the API', async () => {
    for (const path of ['/', '/api/health']) {
      const res = await app.request(path);
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('no-referrer');
      expect(res.headers.get('strict-transport-security')).toContain('max-age=');
      expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
      expect(res.headers.get('x-powered-by')).toBeNull();
    }
  });

  test.each(['/', '/api/health', '/no-such-page', '/api/no-such-thing'])(
    'the request id of %s is made by the server, whatever the client sends',
    async (path) => {
      const sent = 'client-chosen-id';
      const res = await app.request(path, { headers: { 'X-Request-Id': sent } });
      const id = res.headers.get('x-request-id');
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      expect(id).not.toBe(sent);
      if (res.headers.get('content-type')?.includes('text/html'))
        expect(await res.text()).not.toContain(sent);
    },
  );

  test('two requests never share an id', async () => {
    const a = (await app.request('/api/health')).headers.get('x-request-id');
    const b = (await app.request('/api/health')).headers.get('x-request-id');
    expect(a).not.toBe(b);
  });
});
