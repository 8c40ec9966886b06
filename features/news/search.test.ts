// Ranked search both ways it runs: down the newest stories when a word is in most of them, through the search
// index otherwise, and from the index after all when the walk falls short of the window.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../platform/db.server';
import { databaseTargets } from '../../tests/databases';
import { createTestServices } from '../../tests/services';
import { SEARCH_CONCURRENCY, SEARCH_WINDOW } from './search.server';
import { articles } from './tables.server';
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
  const search = async (
    words: string,
    options: { page?: number; category?: 'Bitcoin' | 'Ethereum' } = {},
  ) => {
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
    // The window holds the newest SEARCH_WINDOW stories: their title matches lead, newest first, and the next
    // title match past the window is left out.
    const window = Array.from({ length: SEARCH_WINDOW }, (_, i) => i);
    const ranked = [...window.filter(titled), ...window.filter((i) => !titled(i))];
    expect(first.numbers).toEqual(ranked.slice(0, 20));
    expect(first.numbers).not.toContain(SEARCH_WINDOW);
    expect((await search('ledger', { page: 2 })).numbers).toEqual(ranked.slice(20, 40));
    const last = SEARCH_WINDOW / 20;
    expect((await search('ledger', { page: last })).numbers).toEqual(ranked.slice(-20));
    expect(await search('ledger', { page: last + 1 })).toEqual({ total: SEARCH_WINDOW, numbers: [] });
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
    expect(bitcoin.total).toBe(SEARCH_WINDOW);
    expect(bitcoin.numbers).toEqual(Array.from({ length: 20 }, (_, k) => k * 10));
    const ethereum = await search('ledger', { category: 'Ethereum' });
    expect(ethereum.numbers).toEqual(Array.from({ length: 20 }, (_, k) => 2 * k + 1));
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
      const full = SEARCH_WINDOW;
      expect(answers.map((a) => a.total)).toEqual([3, 65, full, full, full, full, 60, full]);
    } finally {
      pool.query = query;
    }
  });
});

// Only PostgreSQL lets a test hold one transaction open while another writes (the embedded database has one session).
describe.each(databaseTargets.filter((t) => t.name === 'postgres'))(
  'two stories written at once, sharing words, on $name',
  (target) => {
    let database: Database;
    beforeAll(async () => {
      database = await target.open();
    });
    afterAll(async () => {
      await database.close();
    });

    const row = (slug: string, words: string[]) => ({
      ...seedRow({ ...story(0), slug }, Date.now()),
      title: words.join(' '),
      description: '',
    });
    const LATER = [
      'walrus',
      'yak',
      'zebra',
      'quokka',
      'otter',
      'narwhal',
      'marmot',
      'lynx',
      'koala',
      'jackal',
    ];
    const waitingOnALock = async () => {
      const rows = await queryRows<{ n: number }>(
        database.db,
        sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
      );
      return rows[0]!.n;
    };

    test('neither is lost: the second waits for the first instead of the two deadlocking over their words', async () => {
      let second: Promise<unknown> = Promise.resolve();
      await database.db.transaction(async (tx) => {
        await tx.insert(articles).values(row('first-a', ['aardvark']));
        // The second story's words: one the first holds, and ten it will need next. In the order PostgreSQL's hash
        // gives them ('aardvark' last), the second would take the ten before waiting on 'aardvark'; in the
        // alphabet's it waits first and takes nothing the first needs.
        second = database.db
          .insert(articles)
          .values(row('second', ['aardvark', ...LATER]))
          .execute();
        await expect.poll(waitingOnALock).toBe(1);
        await tx.insert(articles).values(row('first-b', LATER));
      });
      await second;
      const counts = await queryRows<{ word: string; articles: number }>(
        database.db,
        sql`select word, articles from news_search_words where word in ('aardvark', 'walrus', 'jackal') order by word`,
      );
      expect(counts).toEqual([
        { word: 'aardvark', articles: 2 },
        { word: 'jackal', articles: 2 },
        { word: 'walrus', articles: 2 },
      ]);
    });
  },
);
