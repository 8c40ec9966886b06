// The newsroom's pages as served (the production build): the lists' pictures, a feed story's page and its link
// preview, and how long headlines show in lists and cards.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { runSeeds } from '../../db/seed/index.server';
import type { Database } from '../../platform/db.server';
import { createBuiltApp } from '../../tests/built-app';
import { oneDatabaseTarget } from '../../tests/databases';
import { createTestServices } from '../../tests/services';
import { newsSeed } from './seed/index.server';

const HOUR = 3_600_000;
/** A wire's headline at the feed's 300-character limit. */
const LONG_HEADLINE =
  `Orbitra Holdings announces the completion of its strategic review, ${'a new treasury policy, '.repeat(8)}and the appointment of three independent directors to its board`.slice(
    0,
    300,
  );
const SUMMARY =
  'Orbitra Holdings said on Thursday that its board completed a strategic review begun in March.';

let database: Database;
let services: ReturnType<typeof createTestServices>;
let app: Awaited<ReturnType<typeof createBuiltApp>>;

beforeAll(async () => {
  database = await oneDatabaseTarget[0]!.open();
  services = createTestServices(database);
  app = await createBuiltApp(services);
  await runSeeds(database.db, [newsSeed(services.clock)]);
  // A feed's story as ingestion stores it: a 300-character headline, and a body that is its summary alone.
  await services.news.insertMany([
    {
      articleType: 'news',
      slug: 'orbitra-strategic-review-1a2b3c4d',
      title: LONG_HEADLINE,
      description: SUMMARY,
      bodyHtml: `<p>${SUMMARY}</p>`,
      bodyText: SUMMARY,
      category: 'Bitcoin',
      url: 'https://wire.example/orbitra-review',
      sourceName: 'Wire Example',
      publishedAt: new Date(services.clock() - HOUR / 2),
      guid: 'https://wire.example/?p=1',
      feedUrl: 'https://wire.example/feed',
      status: 'published',
    },
  ]);
});
afterAll(() => database.close());

const page = async (path: string) => {
  const res = await app.request(path);
  expect(res.status, path).toBe(200);
  return res.text();
};
const mainOf = (html: string) => /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? '';
const pictures = (html: string) =>
  [...mainOf(html).matchAll(/<img [^>]*?src="([^"]*)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
const meta = (html: string, property: string) =>
  new RegExp(`<meta property="${property}" content="([^"]*)"/>`).exec(html)?.[1]?.replace(/&amp;/g, '&');

describe('the newsroom’s pictures', () => {
  test.each(['/press-releases', '/news', '/news?category=Bitcoin', '/press-releases?page=2'])(
    'the list at %s never shows the same picture twice in a row, and each is a picture of this site',
    async (path) => {
      const srcs = pictures(await page(path));
      expect(srcs.length).toBeGreaterThanOrEqual(8);
      srcs.slice(1).forEach((src, i) => expect(src, `pictures ${i + 1} and ${i + 2}`).not.toBe(srcs[i]));
      // Not only neighbours: the seeded stories (no pictures of their own) each have their own.
      expect(new Set(srcs).size).toBe(srcs.length);
      const answers = await Promise.all(srcs.slice(0, 3).map((src) => app.request(src)));
      for (const res of answers) {
        expect(res.status).toBe(200);
        expect(res.headers.get('content-type')).toBe('image/svg+xml');
      }
    },
  );
});

describe('a feed’s story', () => {
  test('its page says the summary once, when the body is the summary', async () => {
    const main = mainOf(await page('/news/orbitra-strategic-review-1a2b3c4d'));
    expect(main.split(SUMMARY).length - 1).toBe(1);
    expect(main.replace(/<!-- -->/g, '')).toContain('Read the full story at Wire Example');
  });

  test('its link preview has the whole headline and a JPEG picture at an absolute address that answers', async () => {
    const html = await page('/news/orbitra-strategic-review-1a2b3c4d');
    expect(meta(html, 'og:title')).toBe(LONG_HEADLINE);
    const image = meta(html, 'og:image') ?? '';
    expect(image).toMatch(/^http:\/\/blockcast\.test\/api\/news-art\/v1\/bitcoin\/[0-9a-f]{8}\.jpg$/);
    const res = await app.request(image.replace('http://blockcast.test', ''));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
  });

  test('a 300-character headline is clamped to four lines in a list and in a related card, and shown whole on its page', async () => {
    const clamped = (html: string, tag: string) =>
      new RegExp(`<${tag} class="([^"]*)"><a[^>]*>${LONG_HEADLINE.slice(0, 40)}`).exec(html)?.[1] ?? '';
    expect(clamped(await page('/news'), 'h2')).toContain('line-clamp-4');
    const related = (await services.news.list({ types: ['news'], limit: 5, category: 'Bitcoin' })).items.find(
      (a) => a.title !== LONG_HEADLINE,
    )!;
    expect(clamped(await page(`/news/${related.slug}`), 'h3')).toContain('line-clamp-4');
    const own = /<h1 class="([^"]*)">([\s\S]*?)<\/h1>/.exec(
      await page('/news/orbitra-strategic-review-1a2b3c4d'),
    );
    expect(own?.[1]).not.toContain('line-clamp');
    expect(own?.[2]).toBe(LONG_HEADLINE);
  });
});
