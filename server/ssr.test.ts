import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { users } from '../features/auth/tables.server';
import type { Database } from '../platform/db.server';
import { createBuiltApp } from '../tests/built-app';
import { oneDatabaseTarget } from '../tests/databases';
import { newSignedInUser } from '../tests/auth';
import { createTestServices } from '../tests/services';
import { runSeeds } from '../db/seed/index.server';
import { newsSeed, seedArticles } from '../features/news/seed/index.server';
import { SEARCH_TOO_LONG } from '../features/news/rules';
import { articleArtPath } from '../features/news/art';

const release = seedArticles().find((a) => a.type === 'press_release')!;

let database: Database;
let app: Awaited<ReturnType<typeof createBuiltApp>>;
let services: ReturnType<typeof createTestServices>;
/** The session cookie of a signed-in reader (dashboard pages) and of an admin. */
let reader: string;
let admin: string;

beforeAll(async () => {
  database = await oneDatabaseTarget[0]!.open();
  services = createTestServices(database);
  app = await createBuiltApp(services);
  await runSeeds(database.db, [newsSeed(services.clock)]);
  reader = (await newSignedInUser(app, database.db)).cookie;
  admin = (await newSignedInUser(app, database.db, { role: 'admin' })).cookie;
});
afterAll(async () => {
  await services.auth.idle();
  await database.close();
});

/** A page as a browser asks for it; dashboard pages as a signed-in reader. */
async function page(path: string, init?: RequestInit) {
  const signedIn = path.startsWith('/dashboard') && !new Headers(init?.headers).has('Cookie');
  const res = await app.request(path, signedIn ? { ...init, headers: { Cookie: reader } } : init);
  return { res, html: await res.text() };
}

const headerOf = (html: string) => /<header class="site-header">[\s\S]*?<\/header>/.exec(html)?.[0] ?? '';
const footerOf = (html: string) => /<footer class="site-footer">[\s\S]*?<\/footer>/.exec(html)?.[0] ?? '';
const hrefs = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]);
const h1 = (html: string) =>
  /<h1[^>]*>([\s\S]*?)<\/h1>/
    .exec(html)?.[1]
    ?.replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, '')
    .replace(/\s+/g, ' ')
    .trim();

describe('server-rendered shell', () => {
  test('[SHELL-001] the main navigation links Home, News, Markets, Top Movers, Analysis, Advertising, About in order', async () => {
    const { html } = await page('/');
    const nav = /<nav aria-label="Main"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '';
    expect(hrefs(nav)).toEqual([
      '/',
      '/news',
      '/markets',
      '/top-movers',
      '/analysis',
      '/advertising',
      '/about',
    ]);
  });

  test('[SHELL-002] a second navigation has Shows in place of Top Movers', async () => {
    const { html } = await page('/');
    const nav = /<nav aria-label="Site"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '';
    expect(hrefs(nav)).toEqual(['/', '/news', '/markets', '/shows', '/analysis', '/advertising', '/about']);
  });

  test('[SHELL-005] [SHELL-007] the header has the compact ticker linking to /markets and Subscribe to /subscribe', async () => {
    const header = headerOf((await page('/news')).html);
    expect(header).toMatch(/<a class="compact-ticker"[^>]*href="\/markets"/);
    expect(header).toMatch(/href="\/subscribe"[^>]*>Subscribe<\/a>/);
    expect(header).toContain('data-testid="theme-toggle"');
  });

  test('[SHELL-003] signed out, the header offers Sign In and no account menu', async () => {
    const header = headerOf((await page('/')).html);
    expect(header).toContain('href="/login"');
    expect(header).not.toContain('aria-label="Account"');
  });

  test('[SHELL-009] the header carries the news-and-press ticker bar', async () => {
    const header = headerOf((await page('/')).html);
    expect(header).toContain('aria-label="Latest news and press releases"');
    expect(header).toContain('class="marquee-track"');
  });

  test('[SHELL-012] [SHELL-013] the footer links every section, a real Help Center, and shows the current year', async () => {
    const footer = footerOf((await page('/about')).html);
    const links = hrefs(footer);
    for (const path of [
      '/shows',
      '/markets',
      '/top-movers',
      '/analysis',
      '/expert-interviews',
      '/tutorials',
      '/press-releases',
      '/about',
      '/team',
      '/careers',
      '/press',
      '/investor-relations',
      '/terms',
      '/privacy',
      '/help',
    ]) {
      expect(links).toContain(path);
    }
    expect(footer).toMatch(/href="\/help"[^>]*>Help Center</);
    // The year comes from the server's clock (the tests' is in 2026), not from a constant.
    expect(new Date(services.clock()).getUTCFullYear()).toBe(2026);
    expect(footer.replace(/<!-- -->/g, '')).toContain('© 2026 Blockcast');
    const help = await page('/help');
    expect(help.res.status).toBe(200);
    expect(h1(help.html)).toBe('Help Center');
  });

  test('[SHELL-014] in 2025 the footer shows the copyright year 2025: the year of the server’s clock', async () => {
    const before = services.clock();
    services.clock.set(Date.UTC(2025, 5, 1, 12));
    try {
      const footer = footerOf((await page('/about')).html).replace(/<!-- -->/g, '');
      expect(footer).toContain('© 2025 Blockcast. All rights reserved.');
    } finally {
      services.clock.set(before);
    }
  });

  test('the terms page’s copyright line takes its year from the server’s clock, as the footer’s does', async () => {
    const before = services.clock();
    services.clock.set(Date.UTC(2027, 0, 1, 0, 0, 30));
    try {
      const { html } = await page('/terms');
      const main = (/<main[\s\S]*?<\/main>/.exec(html)?.[0] ?? '').replace(/<!-- -->/g, '');
      expect(main).toContain('© 2027 Blockcast. All rights reserved.');
      expect(footerOf(html).replace(/<!-- -->/g, '')).toContain('© 2027 Blockcast');
    } finally {
      services.clock.set(before);
    }
  });

  test('[SHELL-015] [SHELL-016] breadcrumbs are rendered from the path, and not on the home page', async () => {
    const { html } = await page('/press-releases');
    const trail = /<nav aria-label="Breadcrumb"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '';
    expect(
      trail
        .replace(/<[^>]+>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    ).toBe('Home Press Releases');
    expect((await page('/')).html).not.toContain('aria-label="Breadcrumb"');
  });

  test.each(['/coin/btc', '/crypto/1', '/crypto/bitcoin'])(
    'a coin page’s last breadcrumb is the coin’s name, whatever names it in the address (%s)',
    async (path) => {
      const { html } = await page(path);
      const trail = /<nav aria-label="Breadcrumb"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '';
      expect(
        trail
          .replace(/<[^>]+>/g, ' ')
          .replace(/\s+/g, ' ')
          .trim(),
      ).toBe('Home Coins Bitcoin');
    },
  );

  test('[SHELL-017] [SHELL-018] [SHELL-019] [ROUTES-037] an unknown path answers 404 with the not-found page, not indexed', async () => {
    const { res, html } = await page('/no/such/page');
    expect(res.status).toBe(404);
    expect(h1(html)).toBe('Page Not Found');
    expect(html).toContain(
      'Sorry, the page you are looking for could not be found. It might have been moved, deleted, or you entered an incorrect URL.',
    );
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    const main = /<main[\s\S]*?<\/main>/.exec(html)?.[0] ?? '';
    const links = [...main.matchAll(/href="([^"]+)"[^>]*>([^<]+)</g)].map((m) => [m[2], m[1]]);
    expect(links).toEqual([
      ['Back to Home', '/'],
      ['View Markets', '/markets'],
      ['News', '/news'],
      ['Analysis', '/analysis'],
      ['Shows', '/shows'],
      ['About', '/about'],
    ]);
  });

  test('[SHELL-011] dashboard paths, even unknown ones, show no public header or footer', async () => {
    for (const path of ['/dashboard', '/dashboard/portfolio', '/dashboard/nothing-here']) {
      const { html } = await page(path);
      expect(headerOf(html)).toBe('');
      expect(footerOf(html)).toBe('');
      expect(html).toContain('data-testid="dashboard-sidebar"');
    }
    expect((await page('/dashboard/nothing-here')).res.status).toBe(404);
  });

  test('[SHELL-037] [SHELL-042] a stored theme choice is rendered by the server, with its theme colour', async () => {
    const light = (await page('/', { headers: { Cookie: 'theme=light' } })).html;
    expect(light).toMatch(/<html lang="en" class="light"/);
    expect(light).toContain('<meta name="theme-color" content="#ffffff"/>');
    const dark = (await page('/')).html;
    expect(dark).toMatch(/<html lang="en" class="dark"/);
    expect(dark).toContain('<meta name="theme-color" content="#0f172a"/>');
    // The boot script in <head> applies the stored or system choice before the body paints.
    expect(dark.indexOf('applyInitialTheme')).toBeLessThan(dark.indexOf('<body'));
  });

  test('[SHELL-030] [SHELL-033] every page has its own title with the site name and a canonical address', async () => {
    const { html } = await page('/about');
    expect(html).toContain('<title>About Blockcast | Blockcast</title>');
    expect(html).toContain('<link rel="canonical" href="http://blockcast.test/about"/>');
    expect(html).toContain('<meta property="og:image" content="http://blockcast.test/og-image.png"/>');
  });

  test('[SHELL-034] [SHELL-035] coin pages declare /crypto/{slug} as canonical, with their price valid 5 minutes', async () => {
    for (const path of ['/coin/eth', '/coin/1027', '/crypto/eth']) {
      expect((await page(path)).html).toContain(
        '<link rel="canonical" href="http://blockcast.test/crypto/ethereum"/>',
      );
    }
    const btc = (await page('/btc')).html;
    expect(btc).toContain('<link rel="canonical" href="http://blockcast.test/crypto/bitcoin"/>');
    expect(btc).toContain('"@type":"ExchangeRateSpecification"');
  });

  test('[MKT-083] an unknown coin answers 404 with no coin figures', async () => {
    const { res, html } = await page('/coin/not-a-coin');
    expect(res.status).toBe(404);
    expect(h1(html)).toBe('Page Not Found');
    expect(html).not.toContain('data-testid="coin-page-price"');
  });

  test.each(['/crypto/%25', '/coin/%25', '/coin/%E0%A4%A', '/crypto/%C0%AF'])(
    'a coin address that does not decode or names no coin (%s) answers 404 with a title and noindex, not 500',
    async (path) => {
      const { res, html } = await page(path);
      expect(res.status).toBe(404);
      expect(/<title>([^<]+)<\/title>/.exec(html)?.[1]).toMatch(/\S/);
      expect(html).toMatch(/<meta name="robots" content="noindex/);
    },
  );
});

describe('route table', () => {
  const screens: [string, string, string][] = [
    ['[ROUTES-001]', '/', 'Crypto news and market insight'],
    ['[ROUTES-002]', '/news', 'Crypto News'],
    ['[ROUTES-002]', '/news?search=etf', 'Crypto News'],
    ['[ROUTES-003]', '/markets?search=btc', 'Cryptocurrency Prices by Market Cap'],
    ['[ROUTES-004]', '/top-movers', 'Top Movers'],
    ['[ROUTES-005]', '/analysis', 'Market Analysis'],
    ['[ROUTES-006]', '/shows', 'Blockcast TV'],
    ['[ROUTES-007]', '/advertising', 'Advertise with Blockcast'],
    ['[ROUTES-007]', '/about', 'About Blockcast'],
    ['[ROUTES-007]', '/team', 'Our Team'],
    ['[ROUTES-007]', '/careers', 'Careers'],
    ['[ROUTES-007]', '/press', 'Press'],
    ['[ROUTES-008]', '/press-releases', 'Press Releases'],
    ['[ROUTES-009]', `/press-releases/${release.slug}`, release.title],
    ['[ROUTES-010]', '/expert-interviews', 'Expert Interviews'],
    ['[ROUTES-010]', '/tutorials', 'Tutorials'],
    ['[ROUTES-011]', '/privacy', 'Privacy Policy'],
    ['[ROUTES-011]', '/terms', 'Terms of Service'],
    ['[ROUTES-012]', '/investor-relations', 'Investor Relations'],
    ['[ROUTES-012]', '/investor-gateway', 'Investor Gateway'],
    ['[ROUTES-012]', '/investor-deck', 'Investor Deck'],
    ['[ROUTES-013]', '/coins', 'All Coins'],
    ['[ROUTES-014]', '/coin/btc', 'Bitcoin BTC'],
    ['[ROUTES-014]', '/coin/1', 'Bitcoin BTC'],
    ['[ROUTES-015]', '/crypto/ethereum', 'Ethereum ETH'],
    ['[ROUTES-015]', '/crypto/1027', 'Ethereum ETH'],
    ['[ROUTES-016]', '/bitcoin', 'Bitcoin BTC'],
    ['[ROUTES-016]', '/btc', 'Bitcoin BTC'],
    ['[ROUTES-017]', '/login', 'Sign In'],
    ['[ROUTES-018]', '/signup', 'Create Account'],
    ['[ROUTES-019]', '/forgot-password', 'Forgot Password'],
    ['[ROUTES-019]', '/reset-password', 'Reset Password'],
    ['[ROUTES-020]', '/subscribe', 'Subscribe'],
    ['(the page, not its images: see the browser test)', '/image-test', 'Image Test'],
    ['[ROUTES-024]', '/admin', 'Admin Sign In'],
    ['[ROUTES-025]', '/dashboard', 'Welcome back, Ada!'],
    ['[ROUTES-026]', '/dashboard/watchlist', 'Watchlist'],
    [
      '(the dialog opens in the browser: see the dashboard browser test)',
      '/dashboard/watchlist/add',
      'Watchlist',
    ],
    ['[ROUTES-028]', '/dashboard/portfolio', 'Portfolio'],
    ['[ROUTES-029]', '/dashboard/alerts', 'Price Alerts'],
    ['(placeholder behind the Premium gate)', '/dashboard/analytics', 'Premium Feature'],
    ['[ROUTES-031]', '/dashboard/activity', 'Activity Log'],
    ['[ROUTES-032]', '/dashboard/news', 'My News'],
    ['[ROUTES-033]', '/dashboard/settings', 'Settings'],
    ['[ROUTES-034]', '/dashboard/profile', 'My Profile'],
    ['[ROUTES-035]', '/dashboard/subscription', 'Upgrade Plan'],
    ['[ROUTES-036]', '/dashboard/billing', 'Billing'],
  ];

  test.each(screens)('%s %s shows %s', async (_id, path, heading) => {
    const { res, html } = await page(path);
    expect(res.status).toBe(200);
    expect(h1(html)).toBe(heading);
  });

  test('[ROUTES-022] /database-test reports the live database connection; its details only to admins', async () => {
    const anonymous = await page('/database-test');
    expect(anonymous.html).toContain('The database is connected.');
    expect(anonymous.html).not.toContain('Migrations applied');
    expect((await page('/database-test', { headers: { Cookie: reader } })).html).not.toContain(
      'Server version',
    );
    const { res, html } = await page('/database-test', { headers: { Cookie: admin } });
    expect(res.status).toBe(200);
    expect(html).toContain('The database is connected.');
    expect(html).toContain(database.kind === 'pglite' ? 'PGlite (embedded)' : 'PostgreSQL');
    expect(html).toMatch(/Migrations applied<\/dt><dd class="font-mono">[1-9]/);
  });

  test('[ROUTES-024] /admin is never indexed; anonymous visitors get the admin sign-in form without sign-up links', async () => {
    const { res, html } = await page('/admin');
    expect(res.status).toBe(200);
    expect(html).toContain('<title>Admin | Blockcast</title>');
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    const main = /<main[\s\S]*?<\/main>/.exec(html)?.[0] ?? '';
    expect(main).toContain('type="password"');
    expect(hrefs(main)).not.toContain('/signup');
    expect(hrefs(main)).not.toContain('/forgot-password');
  });

  test('[AUTH-039] the server decides /admin from the role in the database: 403 for a user, the dashboard for an admin', async () => {
    const forbidden = await page('/admin', { headers: { Cookie: reader } });
    expect(forbidden.res.status).toBe(403);
    expect(h1(forbidden.html)).toBe('Access Denied');
    expect(forbidden.html).toContain('not an administrator account');
    expect(forbidden.html).not.toContain('Admin Dashboard');
    const main = /<main[\s\S]*?<\/main>/.exec(forbidden.html)?.[0] ?? '';
    expect(hrefs(main)).toEqual(['/dashboard', '/logout']);

    const granted = await page('/admin', { headers: { Cookie: admin } });
    expect(granted.res.status).toBe(200);
    expect(h1(granted.html)).toBe('Admin Dashboard');
    for (const tab of ['Users', 'Mail outbox', 'Caches', 'Jobs']) {
      expect(granted.html).toMatch(new RegExp(`role="tab"[^>]*>${tab}</button>`));
    }

    // The same session changes answer when only the database's role changes: nothing the browser holds counts.
    const user = await newSignedInUser(app, database.db);
    expect((await page('/admin', { headers: { Cookie: user.cookie } })).res.status).toBe(403);
    await database.db.update(users).set({ role: 'admin' }).where(eq(users.id, user.userId));
    const promoted = await page('/admin', { headers: { Cookie: user.cookie } });
    expect(promoted.res.status).toBe(200);
    expect(h1(promoted.html)).toBe('Admin Dashboard');
    await database.db.update(users).set({ role: 'user' }).where(eq(users.id, user.userId));
    expect((await page('/admin', { headers: { Cookie: user.cookie } })).res.status).toBe(403);
  });

  test('/logout is a page that signs out in the browser and is never indexed', async () => {
    const { res, html } = await page('/logout');
    expect(res.status).toBe(200);
    expect(html).toContain('Signing out…');
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
  });

  test('[AUTH-025] every dashboard page sends an anonymous visitor to /login, remembering where they were going', async () => {
    for (const path of ['/dashboard', '/dashboard/portfolio', '/dashboard/alerts?x=1']) {
      const res = await app.request(path);
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe(`/login?redirectTo=${encodeURIComponent(path)}`);
    }
  });

  test('[AUTH-026] the sign-in and sign-up pages link to each other keeping where the reader was going', async () => {
    const target = '/dashboard/subscription?plan=premium';
    const login = await page(`/login?redirectTo=${encodeURIComponent(target)}`);
    expect(hrefs(login.html)).toContain(`/signup?redirectTo=${encodeURIComponent(target)}`);
    const signup = await page(`/signup?redirectTo=${encodeURIComponent(target)}`);
    expect(hrefs(signup.html)).toContain(`/login?redirectTo=${encodeURIComponent(target)}`);
    // Without one, or with one leading off the site, the links are the plain pages.
    expect(hrefs((await page('/login?redirectTo=//evil.example')).html)).toContain('/signup');
    expect(hrefs((await page('/login?redirectTo=//evil.example')).html).join(' ')).not.toContain('evil');
  });

  test('a reader already signed in who opens /login or /signup goes straight on to their destination', async () => {
    const login = await app.request('/login', { headers: { Cookie: reader } });
    expect(login.status).toBe(302);
    expect(login.headers.get('Location')).toBe('/dashboard');
    const signup = await app.request('/signup?redirectTo=%2Fdashboard%2Fbilling', {
      headers: { Cookie: reader },
    });
    expect(signup.headers.get('Location')).toBe('/dashboard/billing');
    const offSite = await app.request('/login?redirectTo=%2F%2Fevil.example', {
      headers: { Cookie: reader },
    });
    expect(offSite.headers.get('Location')).toBe('/dashboard');
    expect((await page('/login')).res.status).toBe(200);
  });

  test('[AUTH-027] anonymous visitors open every public page without signing in', async () => {
    for (const path of [
      '/',
      '/markets',
      '/top-movers',
      '/analysis',
      '/about',
      '/coin/btc',
      '/login',
      '/signup',
      '/subscribe',
    ]) {
      expect((await app.request(path)).status, path).toBe(200);
    }
  });

  test.each(['portfolio', 'watchlist', 'analytics'])(
    'old path /%s moves permanently to /dashboard/%s',
    async (p) => {
      const res = await app.request(`/${p}?x=1`);
      expect(res.status).toBe(301);
      expect(res.headers.get('location')).toBe(`/dashboard/${p}?x=1`);
    },
  );
});

describe('delivery', () => {
  test('HTML is compressed and hashed assets are cached for a year', async () => {
    const res = await app.request('/', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    const plain = await (await app.request('/')).text();
    const asset = /src="(\/assets\/[^"]+\.js)"|href="(\/assets\/[^"]+\.js)"/.exec(plain);
    const assetPath = asset?.[1] ?? asset?.[2];
    expect(assetPath).toBeDefined();
    const js = await app.request(assetPath!);
    expect(js.status).toBe(200);
    expect(js.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const icon = await app.request('/favicon.svg');
    expect(icon.headers.get('cache-control')).toBe('public, max-age=3600');
    expect((await app.request('/api/health')).headers.get('cache-control')).toBeNull();
  });

  test('hashed assets are sent precompressed: brotli or gzip as the browser accepts, plain otherwise', async () => {
    const html = await (await app.request('/markets')).text();
    const assetPath = /"(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(assetPath).toBeDefined();
    const plain = Buffer.from(await (await app.request(assetPath!)).arrayBuffer());
    const br = await app.request(assetPath!, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toContain('Accept-Encoding');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).equals(plain)).toBe(true);
    const gz = await app.request(assetPath!, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).equals(plain)).toBe(true);
    expect(plain.toString('utf8')).toMatch(/import|export/);
  });

  test('[SHELL-033] the declared Open Graph image exists and is 1200x630', async () => {
    const res = await app.request('/og-image.png');
    expect(res.status).toBe(200);
    const png = Buffer.from(await res.arrayBuffer());
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });
});

describe('newsroom pages', () => {
  const headings = (html: string) =>
    [...html.matchAll(/<h2 class="mt-1 text-lg[^"]*"><a[^>]*>([^<]+)<\/a>/g)].map((m) =>
      m[1]!.replace(/&#x27;/g, "'"),
    );

  test('a page’s data request (an in-site navigation) answers for the same page: /btc.data is Bitcoin, /press-releases.data press', async () => {
    const btc = await app.request('/btc.data');
    expect(btc.status).toBe(200);
    expect(await btc.text()).toContain('"Bitcoin"');
    const press = await (await app.request('/press-releases.data')).text();
    expect(press).toContain(release.title.replace(/"/g, '\\"'));
  });

  test('[ROUTES-009] a press release opens by its id as by its slug, with the slug address as canonical', async () => {
    const res = await app.request(`/api/press-releases/${release.slug}`);
    const { id } = ((await res.json()) as { data: { id: number } }).data;
    const { res: byId, html } = await page(`/press-releases/${id}`);
    expect(byId.status).toBe(200);
    expect(h1(html)).toBe(release.title);
    expect(html).toContain(
      `<link rel="canonical" href="http://blockcast.test/press-releases/${release.slug}"/>`,
    );
    expect((await page('/press-releases/no-such-release')).res.status).toBe(404);
  });

  test('each page of a list and each category names itself as canonical; page 1 has no page number', async () => {
    const canonical = async (path: string) =>
      /<link rel="canonical" href="([^"]+)"\/>/.exec((await page(path)).html)?.[1];
    expect(await canonical('/news')).toBe('http://blockcast.test/news');
    expect(await canonical('/news?page=1')).toBe('http://blockcast.test/news');
    expect(await canonical('/news?page=2')).toBe('http://blockcast.test/news?page=2');
    expect(await canonical('/news?category=Bitcoin')).toBe('http://blockcast.test/news?category=Bitcoin');
  });

  test('[NEWS-034] /news?search= lists the matching stories, best match first, and says how many', async () => {
    const { html } = await page('/news?search=halving');
    const found = headings(html);
    expect(found.length).toBeGreaterThan(0);
    expect(found[0]).toMatch(/halving/i);
    expect(html).toMatch(/\d+ results? for “halving”, best match first\./);
    const none = await page('/news?search=zzzzqqq');
    expect(headings(none.html)).toEqual([]);
    expect(none.html).toContain('No results for “zzzzqqq”.');
  });

  test('an address naming no article or no page is a 404 page, never 500: a NUL byte, a page past the end, an unknown category', async () => {
    for (const path of [
      '/news/%00',
      '/press-releases/%00',
      '/tutorials/a%00b',
      '/news?page=99',
      '/news?page=0',
      '/news?category=Gossip',
    ]) {
      const { res, html } = await page(path);
      expect(res.status, path).toBe(404);
      expect(html).toContain('<title>Page Not Found | Blockcast</title>');
    }
  });

  test('search text too long for the list is said so, with no results, not dropped', async () => {
    const { res, html } = await page(`/news?search=${'q'.repeat(101)}`);
    expect(res.status).toBe(200);
    expect(html).toContain(SEARCH_TOO_LONG);
    expect(html).toContain('>Clear search</a>');
    expect(headings(html)).toEqual([]);
  });

  test('[NEWS-035] /press-releases lists press releases, each linking to /press-releases/{slug}', async () => {
    const { html } = await page('/press-releases');
    const links = [...html.matchAll(/<h2 class="mt-1 text-lg[^"]*"><a[^>]*href="([^"]+)"/g)].map((m) => m[1]);
    expect(links.length).toBe(20);
    for (const link of links) expect(link).toMatch(/^\/press-releases\/[a-z0-9-]+$/);
    expect(html).toContain('Page 1 of');
  });

  test('an article page carries NewsArticle structured data and its own Open Graph picture', async () => {
    const story = seedArticles().find((a) => a.type === 'news' && a.category === 'Bitcoin')!;
    const { res, html } = await page(`/news/${story.slug}`);
    expect(res.status).toBe(200);
    const ld = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(ld!)).toMatchObject({
      '@type': 'NewsArticle',
      headline: story.title,
      articleSection: 'Bitcoin',
    });
    // No picture of its own: its generated one, as a JPEG at an absolute address (link previews read no SVG).
    expect(html).toContain(
      `<meta property="og:image" content="http://blockcast.test${articleArtPath((await services.news.get(story.slug, ['news']))!, 'jpg')}"/>`,
    );
    expect(html).toContain('<meta property="og:type" content="article"/>');
  });
});

describe('pages opened from a mailed link', () => {
  test.each(['/reset-password', '/verify-email', '/newsletter/confirm', '/newsletter/unsubscribe'])(
    '%s?token=… is never stored: its address carries a live token',
    async (path) => {
      const { res } = await page(`${path}?token=not-a-real-token`);
      expect(res.headers.get('Cache-Control')).toBe('private, no-store');
    },
  );

  test('a public page without a token keeps its own caching', async () => {
    const { res } = await page('/about');
    expect(res.headers.get('Cache-Control') ?? '').not.toMatch(/no-store/);
  });
});
