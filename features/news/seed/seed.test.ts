import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { runSeeds } from '../../../db/seed/index.server';
import type { Database } from '../../../platform/db.server';
import { databaseTargets } from '../../../tests/databases';
import { createTestServices } from '../../../tests/services';
import { NEWS_CATEGORIES } from '../categories';
import { HOME_PAGE_STEP, moreNewsRemain, morePressRemain } from '../rules';
import { newsSeed, parseSeedArticle, SEED_FOLDERS, seedArticles, seedContentDir } from './index.server';
import { seedRow } from './row.server';

const CONTENT_DIR = path.join(import.meta.dirname, 'content');

/**
 * What the seed stored when its articles were written in TypeScript (the rows, in order, for a fixed moment). A
 * deliberate edit of the seed content changes it: then print the new digest and put it here.
 */
const STORED_DIGEST = 'cf0b3533624f3b8af334ccf5221b8adad1a76186fd90dff71c69a32a8bc6e6d7';

describe('written seed content', () => {
  test('every home category has enough news and press releases for its lists to fill and Load More to show', () => {
    for (const category of NEWS_CATEGORIES) {
      const of = (type: string) =>
        seedArticles().filter((a) => a.category === category && a.type === type).length;
      expect(moreNewsRemain(HOME_PAGE_STEP, of('news')), `${category} news`).toBe(true);
      expect(morePressRemain(HOME_PAGE_STEP, of('press_release')), `${category} press`).toBe(true);
    }
    expect(seedArticles().filter((a) => a.type === 'interview').length).toBeGreaterThanOrEqual(6);
    expect(seedArticles().filter((a) => a.type === 'tutorial').length).toBeGreaterThanOrEqual(6);
  });

  test('slugs are unique and articles are dated over the last month, some today and some yesterday', () => {
    const slugs = seedArticles().map((a) => a.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)+$/);
    const hours = seedArticles().map((a) => a.hoursAgo);
    expect(hours.filter((h) => h < 24).length).toBeGreaterThan(10);
    expect(hours.filter((h) => h >= 24 && h < 48).length).toBeGreaterThan(10);
    expect(Math.max(...hours)).toBeLessThanOrEqual(720);
    expect(Math.min(...hours)).toBeGreaterThan(0);
  });
});

describe('seed content files', () => {
  test('the Markdown files load into exactly the rows the seed stored before', () => {
    const rows = seedArticles().map((a) => seedRow(a, Date.UTC(2026, 0, 1)));
    expect(rows).toHaveLength(138);
    expect(createHash('sha256').update(JSON.stringify(rows)).digest('hex')).toBe(STORED_DIGEST);
  });

  test('each file is named by its place and its slug, in a folder the seed loads', () => {
    const folders = readdirSync(CONTENT_DIR).sort();
    expect(folders).toEqual([...SEED_FOLDERS].sort());
    const names = SEED_FOLDERS.flatMap((folder) => readdirSync(path.join(CONTENT_DIR, folder)).sort());
    expect(names).toHaveLength(seedArticles().length);
    seedArticles().forEach((a, i) => expect(names[i]).toMatch(new RegExp(`^\\d{2}-${a.slug}\\.md$`)));
  });

  test('the compiled server, one folder below the root, finds the same files', () => {
    const root = path.resolve(import.meta.dirname, '../../..');
    const built = pathToFileURL(path.join(root, 'build', 'main-0000.js')).href;
    expect(seedContentDir(built)).toBe(CONTENT_DIR + path.sep);
  });

  test('a file with a wrong fact or JavaScript front matter is refused with its name', () => {
    const good = `---\nslug: a-story\ntype: news\ntitle: A\ndescription: B\ncategory: Bitcoin\ntags: [x]\nsource: Desk\nhoursAgo: 2\nviews: 3\n---\n\nBody *text*.\n`;
    expect(parseSeedArticle(good, 'ok.md')).toMatchObject({
      slug: 'a-story',
      hoursAgo: 2,
      body: 'Body *text*.',
    });
    expect(() => parseSeedArticle(good.replace('Bitcoin', 'Gossip'), 'bitcoin/01-a-story.md')).toThrow(
      /bitcoin\/01-a-story\.md: .*category/s,
    );
    expect(() => parseSeedArticle('---js\n{ slug: "a-story" }\n---\nBody', 'js.md')).toThrow(/YAML/);
  });
});

describe.each(databaseTargets)('the news seed on $name', (target) => {
  let database: Database;
  let services: ReturnType<typeof createTestServices>;

  beforeAll(async () => {
    database = await target.open();
    services = createTestServices(database);
  });
  afterAll(async () => {
    await database.close();
  });

  test('loads once, with bodies rendered to sanitized HTML and a read time from the word count', async () => {
    expect(await runSeeds(database.db, [newsSeed(services.clock)])).toEqual(['news-written-content']);
    expect(await runSeeds(database.db, [newsSeed(services.clock)])).toEqual([]);
    const counts = await services.news.counts();
    expect(counts.news! + counts.press_release! + counts.interview! + counts.tutorial!).toBe(
      seedArticles().length,
    );
    const { items } = await services.news.list({ types: ['news'], limit: 120 });
    const detail = await services.news.get(items[0]!.slug, ['news']);
    expect(detail!.bodyHtml).toMatch(/^<p>/);
    expect(detail!.bodyHtml).not.toMatch(/<script|on\w+=|javascript:/i);
    expect(detail!.readTime).toBeGreaterThanOrEqual(1);
    expect(Date.parse(items[0]!.publishedAt)).toBeLessThanOrEqual(services.clock());
  });
});
