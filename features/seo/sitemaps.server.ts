// What search engines and feed readers fetch: /robots.txt, /sitemap.xml (public pages, articles, coins),
// /news-sitemap.xml (Google News: the last 48 hours), and RSS 2.0 feeds of news and press releases.
import { generateRssFeed } from 'feedsmith';
import { Hono } from 'hono';
import { INFO_PAGE_KEYS } from '../info/server';
import { coinCanonicalPath } from '../market/server';
import { articlePath, escapeText, type ArticleType } from '../news/server';
import type { AppServices } from '../../platform/services.server';

/** The public pages a crawler should know, beside articles and coins. */
export const PUBLIC_PAGES = [
  '/',
  '/news',
  '/markets',
  '/top-movers',
  '/analysis',
  '/shows',
  '/press-releases',
  '/expert-interviews',
  '/tutorials',
  '/coins',
  ...INFO_PAGE_KEYS.map((k) => `/${k}`),
];

/** Paths crawlers are asked to leave alone: accounts, the dashboard, admin, the API. */
export const DISALLOWED = [
  '/api/',
  '/dashboard',
  '/admin',
  '/login',
  '/signup',
  '/forgot-password',
  '/reset-password',
  '/logout',
  '/newsletter/',
];

const SITEMAP_MAX_ARTICLES = 45_000;
const NEWS_SITEMAP_MS = 48 * 3_600_000;
export const FEED_ITEMS = 50;

const xmlEscape = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

const xml = (body: string, cacheSeconds = 600) =>
  new Response(body, {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': `public, max-age=${cacheSeconds}`,
    },
  });

export function seoRoutes(services: AppServices) {
  const site = services.siteUrl;
  return new Hono()
    .get('/robots.txt', (c) =>
      c.text(
        [
          'User-agent: *',
          ...DISALLOWED.map((p) => `Disallow: ${p}`),
          '',
          `Sitemap: ${site}/sitemap.xml`,
          `Sitemap: ${site}/news-sitemap.xml`,
          '',
        ].join('\n'),
        200,
        { 'Cache-Control': 'public, max-age=3600' },
      ),
    )
    .get('/sitemap.xml', async () => {
      const [articles, market] = await Promise.all([
        services.news.published({ limit: SITEMAP_MAX_ARTICLES }),
        services.market.read().catch(() => null),
      ]);
      const coins = market ? market.snapshot.coins : [];
      const url = (loc: string, lastmod?: string) =>
        `<url><loc>${xmlEscape(`${site}${loc}`)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`;
      return xml(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${[
          ...PUBLIC_PAGES.map((p) => url(p)),
          ...articles.map((a) => url(articlePath(a.type, a.slug), a.updatedAt)),
          ...coins.map((coin) => url(coinCanonicalPath(coin))),
        ].join('\n')}\n</urlset>\n`,
      );
    })
    .get('/news-sitemap.xml', async () => {
      const recent = await services.news.published({
        since: services.clock() - NEWS_SITEMAP_MS,
        limit: 1000,
        types: ['news', 'press_release'],
      });
      const entries = recent.map(
        (a) =>
          `<url><loc>${xmlEscape(`${site}${articlePath(a.type, a.slug)}`)}</loc><news:news><news:publication><news:name>Blockcast</news:name><news:language>en</news:language></news:publication><news:publication_date>${a.publishedAt}</news:publication_date><news:title>${xmlEscape(a.title)}</news:title></news:news></url>`,
      );
      return xml(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:news="http://www.google.com/schemas/sitemap-news/0.9">\n${entries.join('\n')}\n</urlset>\n`,
        300,
      );
    })
    .get('/rss/news.xml', () => feed(services, 'news'))
    .get('/rss/press.xml', () => feed(services, 'press_release'));
}

async function feed(services: AppServices, type: ArticleType) {
  const site = services.siteUrl;
  const items = await services.news.published({ limit: FEED_ITEMS, types: [type] });
  const press = type === 'press_release';
  const body = generateRssFeed({
    title: press ? 'Blockcast: Press Releases' : 'Blockcast: Crypto News',
    link: `${site}${press ? '/press-releases' : '/news'}`,
    description: press
      ? 'Announcements from companies and projects across the crypto industry.'
      : 'The latest crypto news from Blockcast.',
    language: 'en',
    lastBuildDate: items[0] ? new Date(items[0].publishedAt) : undefined,
    items: items.map((a) => {
      const link = `${site}${articlePath(a.type, a.slug)}`;
      return {
        title: a.title,
        link,
        // A description is HTML to feed readers, and ours is text: its '<' and '&' are shown, never run.
        description: escapeText(a.description),
        pubDate: new Date(a.publishedAt),
        guid: { value: link, isPermaLink: true },
        categories: [{ name: a.category }],
      };
    }),
  });
  return new Response(withTightCdata(body), {
    headers: { 'Content-Type': 'application/rss+xml; charset=utf-8', 'Cache-Control': 'public, max-age=600' },
  });
}

/**
 * feedsmith indents its XML, a CDATA section too: a title read as '\n      Bitcoin & more\n    ' by readers that
 * keep the whitespace. Only the indentation the builder put between a tag and a CDATA section goes.
 */
export const withTightCdata = (xml: string) =>
  xml.replace(/>\n[ \t]*<!\[CDATA\[/g, '><![CDATA[').replace(/\]\]>\n[ \t]*<\//g, ']]></');
