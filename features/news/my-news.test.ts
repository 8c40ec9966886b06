import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Database } from '../../platform/db.server';
import { oneDatabaseTarget } from '../../tests/databases';
import { createTestServices } from '../../tests/services';
import { seedRow } from './seed/row.server';
import type { SeedArticle } from './seed/types';
import { coinsQuery } from './service.server';

function story(overrides: Partial<SeedArticle> & Pick<SeedArticle, 'slug' | 'title'>): SeedArticle {
  return {
    type: 'news',
    description: 'A summary of the story for the lists.',
    category: 'Altcoins',
    tags: [],
    source: 'Blockcast Newsroom',
    hoursAgo: 1,
    views: 10,
    body: 'A paragraph of the story.',
    ...overrides,
  };
}

const STORIES: SeedArticle[] = [
  story({ slug: 'sol-fees', title: 'Solana fees fall after upgrade', hoursAgo: 1 }),
  story({
    slug: 'shiba-burn',
    title: 'Community votes on a token burn',
    body: 'The Shiba Inu community…',
    hoursAgo: 2,
  }),
  story({ slug: 'eth-tagged', title: 'Staking queue shortens', tags: ['ETH'], hoursAgo: 3 }),
  story({
    slug: 'link-word',
    title: 'Exchanges link accounts',
    body: 'A link between two firms.',
    hoursAgo: 4,
  }),
  story({ slug: 'link-ticker', title: 'LINK rallies as oracles expand', hoursAgo: 4.5 }),
  story({ slug: 'ada-release', title: 'ADA holders see new wallet', type: 'press_release', hoursAgo: 5 }),
  story({ slug: 'unrelated', title: 'Regulators publish a consultation', hoursAgo: 6 }),
  story({ slug: 'sol-tutorial', title: 'How to stake Solana', type: 'tutorial', hoursAgo: 7 }),
];

describe('a query for news about coins', () => {
  test('names are phrases; symbols are upper-case words', () => {
    expect(
      coinsQuery([
        { symbol: 'SHIB', name: 'Shiba Inu' },
        { symbol: 'btc', name: 'Bitcoin' },
      ]),
    ).toEqual({
      names: '(shiba <-> inu) | bitcoin',
      symbols: '\\m(SHIB|BTC)\\M',
    });
  });
  test('punctuation cannot reach either query, and no coins is no query', () => {
    expect(coinsQuery([{ symbol: "X'); drop|.*", name: '!!' }])).toEqual({
      names: null,
      symbols: '\\m(XDROP)\\M',
    });
    expect(coinsQuery([])).toEqual({ names: null, symbols: null });
  });
});

describe.each(oneDatabaseTarget)('My News on $name', (target) => {
  let database: Database;
  let services: ReturnType<typeof createTestServices>;
  beforeAll(async () => {
    database = await target.open();
    services = createTestServices(database);
    await services.news.insertMany(STORIES.map((a) => seedRow(a, services.clock())));
  });
  afterAll(() => database.close());

  test('finds news and press releases naming the coins, by name, symbol or tag, newest first', async () => {
    const coins = [
      { symbol: 'SOL', name: 'Solana' },
      { symbol: 'SHIB', name: 'Shiba Inu' },
      { symbol: 'ETH', name: 'Ethereum' },
      { symbol: 'ADA', name: 'Cardano' },
      { symbol: 'LINK', name: 'Chainlink' },
    ];
    const found = await services.news.aboutCoins(coins, { limit: 20 });
    // 'Exchanges link accounts' is not about Chainlink; 'LINK rallies' is. Tutorials are not news.
    expect(found.items.map((a) => a.slug)).toEqual([
      'sol-fees',
      'shiba-burn',
      'eth-tagged',
      'link-ticker',
      'ada-release',
    ]);
    expect(found.total).toBe(5);
  });

  test('pages through the matches, and no coins finds nothing', async () => {
    const page2 = await services.news.aboutCoins(
      [
        { symbol: 'SOL', name: 'Solana' },
        { symbol: 'ETH', name: 'Ethereum' },
      ],
      {
        limit: 1,
        page: 2,
      },
    );
    expect(page2.items.map((a) => a.slug)).toEqual(['eth-tagged']);
    expect(page2.total).toBe(2);
    expect((await services.news.aboutCoins([], { limit: 20 })).items).toEqual([]);
  });
});
