// Ranked search both ways it runs: down the newest stories when a word is in most of them, through the search
// index otherwise, and from the index after all when the walk falls short of the window.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Database } from '../../platform/db.server';
import { databaseTargets } from '../../tests/databases';
import { createTestServices } from '../../tests/services';
import { SEARCH_CONCURRENCY, SEARCH_WINDOW } from './service.server';
import { seedRow } from './seed/row.server';
import type { SeedArticle } from './seed/types';

const STORIES = 1_300;
/** Story i is i hours old; every tenth says 'ledger' in its title, and every one says it in its body. */
const titled = (i: number) => i % 10 === 0;
/** The newest 60 say 'surge' in their bodies; five old ones say it in their titles. */
const surgeInBody = (i: number) => i < 60;
const surgeInTitle = (i: number) => i >= 1_200 && i < 1_205;
const QUARTZ = [5, 700, 1_250];

function story(i: number): SeedArticle {
  const title = [titled(i) ? 'Ledger' : 'Market', surgeInTitle(i) ? 'surge' : 'note', `number ${i}`];
  const body = [
    'The ledger records it.',
    surgeInBody(i) ? 'Volumes surge.' : '',
    QUARTZ.includes(i) ? 'Quartz too.' : '',
  ];
  return {
    slug: `story-${i}`,
    type: 'news',
    title: title.join(' '),
    description: 'A summary for the lists.',
    category: i % 2 === 0 ? 'Bitcoin' : 'Ethereum',
    tags: [],
    source: 'Blockcast Newsroom',
    hoursAgo: i + 1,
    views: 0,
    body: body.join(' '),
  };
}

describe.each(databaseTargets)('news search on $name', (target) => {
  let database: Database;
  let services: ReturnType<typeof createTestServices>;
  const search = async (words: string, options: { page?: number; category?: 'Bitcoin' } = {}) => {
    const answer = await services.news.list({ types: ['news'], limit: 20, search: words, ...options });
    return { total: answer.total, numbers: answer.items.map((a) => Number(a.slug.replace('story-', ''))) };
  };

  beforeAll(async () => {
    database = await target.open();
    services = createTestServices(database);
    const rows = Array.from({ length: STORIES }, (_, i) => seedRow(story(i), services.clock()));
    for (let i = 0; i < rows.length; i += 500) await services.news.insertMany(rows.slice(i, i + 500));
  }, 120_000);
  afterAll(async () => {
    await database.close();
  });

  test('[NEWS-034] a word in every story ranks the newest matches: title matches first, newest first, then the rest, never one past the window', async () => {
    const first = await search('ledger');
    expect(first.total).toBe(SEARCH_WINDOW);
    expect(first.numbers).toEqual(Array.from({ length: 20 }, (_, k) => k * 10));
    // The window holds stories 0-999: its last title match is 990, and 1000 (a title match too) is left out.
    expect((await search('ledger', { page: 5 })).numbers).toEqual(
      Array.from({ length: 20 }, (_, k) => 800 + k * 10),
    );
    const sixth = await search('ledger', { page: 6 });
    expect(sixth.numbers).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 11, 12, 13, 14, 15, 16, 17, 18, 19, 21, 22]);
  });

  test('a word only the newest stories say, and five old titles, is counted and ranked whole: the walk finds too few and the index answers', async () => {
    const found = await search('surge');
    expect(found.total).toBe(65);
    expect(found.numbers).toEqual([1200, 1201, 1202, 1203, 1204, ...Array.from({ length: 15 }, (_, k) => k)]);
    expect((await search('surge', { page: 4 })).numbers).toEqual([55, 56, 57, 58, 59]);
  });

  test('a rare word is found through the index, and a page past the last still counts it', async () => {
    expect(await search('quartz')).toEqual({ total: 3, numbers: QUARTZ });
    expect(await search('quartz', { page: 2 })).toEqual({ total: 3, numbers: [] });
    expect(await search('nowhere')).toEqual({ total: 0, numbers: [] });
  });

  test('a category narrows both ways alike', async () => {
    const bitcoin = await search('ledger', { category: 'Bitcoin' });
    expect(bitcoin.total).toBe(STORIES / 2);
    expect(bitcoin.numbers).toEqual(Array.from({ length: 20 }, (_, k) => k * 10));
    expect(await search('quartz', { category: 'Bitcoin' })).toEqual({ total: 2, numbers: [700, 1250] });
  });

  test('a number in a hyphenated name is found as typed, with or without its hyphen', async () => {
    const layer: SeedArticle = {
      ...story(0),
      slug: 'layer-one',
      title: 'Layer-1 chains compete on fees',
      category: 'DeFi' as const,
      body: 'Fees fall.',
    };
    await services.news.insertMany([seedRow(layer, services.clock())]);
    for (const words of ['Layer-1', 'layer 1', 'layer-1 chains', 'chains layer 1']) {
      const answer = await services.news.list({ types: ['news'], limit: 20, search: words });
      expect(
        answer.items.map((a) => a.slug),
        words,
      ).toEqual(['layer-one']);
    }
  });

  test('searches take turns: however many arrive together, at most SEARCH_CONCURRENCY reach the database at once, and every one is answered', async () => {
    const pool = (database.db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } })
      .$client;
    const query = pool.query;
    let running = 0;
    let most = 0;
    pool.query = async (...args: unknown[]) => {
      const search = JSON.stringify(args[0]).includes('ts_rank_cd');
      if (search) most = Math.max(most, ++running);
      try {
        return await query.apply(pool, args);
      } finally {
        if (search) running--;
      }
    };
    try {
      const words = ['quartz', 'surge', 'market', 'number', 'records', 'summary', 'volumes', 'lists'];
      const answers = await Promise.all(words.map((w) => search(`ledger ${w}`)));
      expect(most).toBe(SEARCH_CONCURRENCY);
      expect(answers.map((a) => a.total)).toEqual([3, 65, 1000, 1000, 1000, 1000, 60, 1000]);
    } finally {
      pool.query = query;
    }
  });
});
