import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { runSeeds } from '../../../db/seed/index.server';
import type { Database } from '../../../platform/db.server';
import { databaseTargets } from '../../../tests/databases';
import { createTestServices } from '../../../tests/services';
import { NEWS_CATEGORIES } from '../categories';
import { HOME_PAGE_STEP, moreNewsRemain, morePressRemain } from '../rules';
import { newsSeed, seedArticles } from './index.server';

describe('written seed content', () => {
  test('every home category has enough news and press releases for its lists to fill and Load More to show', () => {
    for (const category of NEWS_CATEGORIES) {
      const of = (type: string) =>
        seedArticles.filter((a) => a.category === category && a.type === type).length;
      expect(moreNewsRemain(HOME_PAGE_STEP, of('news')), `${category} news`).toBe(true);
      expect(morePressRemain(HOME_PAGE_STEP, of('press_release')), `${category} press`).toBe(true);
    }
    expect(seedArticles.filter((a) => a.type === 'interview').length).toBeGreaterThanOrEqual(6);
    expect(seedArticles.filter((a) => a.type === 'tutorial').length).toBeGreaterThanOrEqual(6);
  });

  test('slugs are unique and articles are dated over the last month, some today and some yesterday', () => {
    const slugs = seedArticles.map((a) => a.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)+$/);
    const hours = seedArticles.map((a) => a.hoursAgo);
    expect(hours.filter((h) => h < 24).length).toBeGreaterThan(10);
    expect(hours.filter((h) => h >= 24 && h < 48).length).toBeGreaterThan(10);
    expect(Math.max(...hours)).toBeLessThanOrEqual(720);
    expect(Math.min(...hours)).toBeGreaterThan(0);
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
      seedArticles.length,
    );
    const { items } = await services.news.list({ types: ['news'], limit: 120 });
    const detail = await services.news.get(items[0]!.slug, ['news']);
    expect(detail!.body_html).toMatch(/^<p>/);
    expect(detail!.body_html).not.toMatch(/<script|on\w+=|javascript:/i);
    expect(detail!.read_time).toBeGreaterThanOrEqual(1);
    expect(Date.parse(items[0]!.published_date)).toBeLessThanOrEqual(services.clock());
  });
});
