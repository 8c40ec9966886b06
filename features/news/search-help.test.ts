// What a reader types beyond plain words: a quoted phrase searches the phrase, and a search that finds nothing or
// next to nothing is offered a better spelling from the words of the stories ('Did you mean').
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Database } from '../../platform/db.server';
import { databaseTargets } from '../../tests/databases';
import { createTestServices } from '../../tests/services';
import { loadArticleList } from './pages.server';
import { searchQuery } from './search-query';
import { editDistance } from './search-suggest.server';
import { seedRow } from './seed/row.server';
import type { SeedArticle } from './seed/types';

const story = (slug: string, title: string, hoursAgo: number, description = 'A summary.'): SeedArticle => ({
  slug,
  type: 'news',
  title,
  description,
  category: 'Bitcoin',
  tags: [],
  source: 'Blockcast Newsroom',
  hoursAgo,
  views: 0,
  body: 'The body says nothing of note.',
});

const STORIES = [
  story('miners-expand', 'Bitcoin miners expand in Texas', 1),
  story('miners-sell', 'Miners sell bitcoin as fees fall', 2),
  story('staking', 'Ethereum staking grows again', 3, 'Validators on Ethereum keep growing.'),
  // Trigrams alone would offer 'ether' for 'etherum': it is as similar, but two edits away, not one.
  story('ether', 'Ether options expire', 6),
  story('typo', 'A bitcon typo in one title', 4),
  // Enough stories saying 'bitcoin' that a word seen once (the typo above) gives way to it.
  ...Array.from({ length: 25 }, (_, i) => story(`daily-${i}`, `Daily bitcoin note ${i}`, 10 + i)),
];

describe('a search as a query', () => {
  test('words must all match, the last also as a beginning; a quoted phrase keeps its words together', () => {
    expect(searchQuery('bitcoin miners')).toBe('bitcoin & miners:*');
    expect(searchQuery('"bitcoin miners"')).toBe('(bitcoin <-> miners)');
    expect(searchQuery('“bitcoin miners” texas')).toBe('(bitcoin <-> miners) & texas:*');
    // A phrase still being typed: its last word is a beginning.
    expect(searchQuery('"bitcoin min')).toBe('(bitcoin <-> min:*)');
    expect(searchQuery('"bitcoin"')).toBe('bitcoin');
    expect(searchQuery('"layer 1" fees')).toBe("(layer <-> ('1' | '-1')) & fees:*");
    // Only letters and digits reach the query: nothing typed becomes an operator.
    expect(searchQuery('"a & b" | !c <-> d')).toBe('(a <-> b) & c & d');
    expect(searchQuery('"" " "')).toBeNull();
  });

  test('edits between two words: added, removed, changed and swapped letters count one each', () => {
    expect(editDistance('etherum', 'ethereum')).toBe(1);
    expect(editDistance('etherum', 'ether')).toBe(2);
    expect(editDistance('bitcion', 'bitcoin')).toBe(1);
    expect(editDistance('bitcon', 'bitcoin')).toBe(1);
    expect(editDistance('same', 'same')).toBe(0);
  });
});

describe.each(databaseTargets)('search help on $name', (target) => {
  let database: Database;
  let services: ReturnType<typeof createTestServices>;
  const found = async (search: string) =>
    (await services.news.list({ types: ['news'], limit: 20, search })).items.map((a) => a.slug);
  const suggest = async (search: string) => {
    const { total } = await services.news.list({ types: ['news'], limit: 20, search });
    return services.news.suggest({ types: ['news'], limit: 20, search }, total);
  };

  beforeAll(async () => {
    database = await target.open();
    services = createTestServices(database);
    await services.news.insertMany(STORIES.map((s) => seedRow(s, services.clock())));
  }, 60_000);
  afterAll(() => database.close());

  test('a quoted phrase finds its words together and in order; unquoted, they may be anywhere', async () => {
    expect(await found('bitcoin miners')).toEqual(['miners-expand', 'miners-sell']);
    expect(await found('"bitcoin miners"')).toEqual(['miners-expand']);
    expect(await found('"miners bitcoin"')).toEqual([]);
    expect(await found('"bitcoin miners" texas')).toEqual(['miners-expand']);
    expect(await found('"bitcoin min')).toEqual(['miners-expand']);
  });

  test('a misspelt search that finds nothing is offered the closest words of the stories', async () => {
    expect(await found('etherum')).toEqual([]);
    expect(await suggest('etherum')).toBe('ethereum');
    expect(await suggest('Etherum staking')).toBe('ethereum staking');
    expect(await suggest('"bitcon miners"')).toBe('"bitcoin miners"');
    // A word seen once, where a close one is everywhere, gives way to it: 'bitcon' finds the one typo.
    expect(await found('bitcon')).toEqual(['typo']);
    expect(await suggest('bitcon')).toBe('bitcoin');
  });

  test('no suggestion when the search finds enough, when nothing is close, or when the closer words find nothing more', async () => {
    expect(await suggest('bitcoin')).toBeNull();
    expect(await suggest('qwzxv')).toBeNull();
    expect(await suggest('etherum texas')).toBeNull();
    expect(await suggest('2024')).toBeNull();
  });

  test('the words of new stories are offered as soon as they are written', async () => {
    expect(await suggest('kaspaa')).toBeNull();
    await services.news.insertMany([seedRow(story('kaspa', 'Kaspa hashrate climbs', 5), services.clock())]);
    expect(await suggest('kaspaa')).toBe('kaspa');
  });

  test('the news list page offers it with the search it links to', async () => {
    const list = await loadArticleList(
      services,
      'news',
      new URL('http://blockcast.test/news?search=etherum'),
    );
    expect(list.total).toBe(0);
    expect(list.suggestion).toBe('ethereum');
    const plenty = await loadArticleList(
      services,
      'news',
      new URL('http://blockcast.test/news?search=bitcoin'),
    );
    expect(plenty.suggestion).toBeNull();
  });
});
