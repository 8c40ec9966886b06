import { parseFeed } from 'feedsmith';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { runSeeds } from '../../db/seed/index.server';
import type { Database } from '../../platform/db.server';
import { createApp } from '../../server/app';
import { oneDatabaseTarget } from '../../tests/databases';
import { createTestServices } from '../../tests/services';
import { newsSeed, seedArticles } from '../news/seed/index.server';

describe.each(oneDatabaseTarget)('search engines and feeds on $name', (target) => {
  let database: Database;
  let services: ReturnType<typeof createTestServices>;
  let app: ReturnType<typeof createApp>;
  const site = 'http://blockcast.test';

  beforeAll(async () => {
    database = await target.open();
    services = createTestServices(database);
    app = createApp(services);
    await runSeeds(database.db, [newsSeed(services.clock)]);
  });
  afterAll(() => database.close());

  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);

  test('robots.txt keeps crawlers out of accounts, the dashboard, admin and the API, and names both sitemaps', async () => {
    const res = await app.request('/robots.txt');
    const text = await res.text();
    for (const path of ['/api/', '/dashboard', '/admin', '/login'])
      expect(text).toContain(`Disallow: ${path}`);
    expect(text).toContain(`Sitemap: ${site}/sitemap.xml`);
    expect(text).toContain(`Sitemap: ${site}/news-sitemap.xml`);
  });

  test('the sitemap lists the public pages, every published article and every coin by its canonical address', async () => {
    const res = await app.request('/sitemap.xml');
    expect(res.headers.get('content-type')).toContain('application/xml');
    const urls = locs(await res.text());
    expect(urls).toEqual(
      expect.arrayContaining([`${site}/`, `${site}/news`, `${site}/shows`, `${site}/about`]),
    );
    const press = seedArticles().find((a) => a.type === 'press_release')!;
    expect(urls).toContain(`${site}/press-releases/${press.slug}`);
    expect(urls).toContain(`${site}/crypto/bitcoin`);
    expect(urls.filter((u) => u.includes('/crypto/')).length).toBeGreaterThanOrEqual(250);
    expect(urls.length).toBe(new Set(urls).size);
    expect(urls.some((u) => u.includes('/dashboard'))).toBe(false);
  });

  test('the news sitemap holds only news and press releases of the last 48 hours, with their titles escaped', async () => {
    const xml = await (await app.request('/news-sitemap.xml')).text();
    const expected = seedArticles()
      .filter((a) => (a.type === 'news' || a.type === 'press_release') && a.hoursAgo <= 48)
      .map((a) => a.slug)
      .sort();
    const listed = locs(xml)
      .map((u) => u.split('/').pop()!)
      .sort();
    expect(listed).toEqual(expected);
    expect(xml).toContain('<news:publication><news:name>Blockcast</news:name>');
    expect(xml).not.toMatch(/<news:title>[^<]*&(?!amp;|lt;|gt;|quot;|apos;)/);
  });

  test('the RSS feeds carry the newest news and press releases, each linking to its page', async () => {
    for (const [path, section] of [
      ['/rss/news.xml', '/news/'],
      ['/rss/press.xml', '/press-releases/'],
    ] as const) {
      const res = await app.request(path);
      expect(res.headers.get('content-type')).toContain('application/rss+xml');
      const parsed = parseFeed(await res.text());
      expect(parsed.format).toBe('rss');
      const items = (parsed.feed as { items: { link: string; title: string; pubDate: string }[] }).items;
      expect(items.length).toBeGreaterThan(10);
      for (const item of items) expect(item.link.startsWith(`${site}${section}`)).toBe(true);
      const dates = items.map((i) => Date.parse(i.pubDate));
      expect(dates).toEqual([...dates].sort((a, b) => b - a));
    }
  });

  test('a summary typed with markup reaches feed readers as the text it is on the site: its tags are shown, not run', async () => {
    const description = '<b>bold</b> <img src=x onerror=alert(1)> & more';
    await services.news.insertMany([
      {
        articleType: 'news',
        slug: 'markup-in-summary',
        title: 'Markup in a summary & <more>',
        description,
        category: 'Bitcoin',
        url: '/news/markup-in-summary',
        publishedAt: new Date(services.clock()),
      },
    ]);
    const xml = await (await app.request('/rss/news.xml')).text();
    const parsed = parseFeed(xml);
    // Title and description in CDATA, with nothing around the text inside their tags.
    expect(xml).toContain('<title><![CDATA[Markup in a summary & <more>]]></title>');
    expect(xml).not.toMatch(/<!\[CDATA\[\s|\s\]\]>/);
    const item = (parsed.feed as { items: { title: string; description: string }[] }).items.find(
      (i) => i.title === 'Markup in a summary & <more>',
    )!;
    // The description is HTML to a reader: escaped once, it shows the summary's characters as written.
    expect(item.description).toBe('&lt;b&gt;bold&lt;/b&gt; &lt;img src=x onerror=alert(1)&gt; &amp; more');
  });
});
