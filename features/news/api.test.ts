import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Database } from '../../platform/db.server';
import { createApp } from '../../server/app';
import { oneDatabaseTarget } from '../../tests/databases';
import { createTestServices } from '../../tests/services';
import { VIEW_LIMIT } from './api.server';
import type { ArticleWire } from './wire';
import { seedRow } from './seed/row.server';
import type { SeedArticle } from './seed/types';

const HOUR = 3_600_000;

function written(overrides: Partial<SeedArticle> & Pick<SeedArticle, 'slug' | 'title'>): SeedArticle {
  return {
    type: 'news',
    description: 'A summary of the story for the lists.',
    category: 'Bitcoin',
    tags: ['bitcoin'],
    source: 'Blockcast Newsroom',
    hoursAgo: 1,
    views: 100,
    body: 'A paragraph of the story.\n\n## More\n\nAnother paragraph.',
    ...overrides,
  };
}

const FIXTURES: SeedArticle[] = [
  written({
    slug: 'miners-sell-less',
    title: 'Miners sell less as fees rise',
    category: 'Mining',
    hoursAgo: 2,
  }),
  written({
    slug: 'etf-flows-turn',
    title: 'Bitcoin ETF flows turn positive',
    description: 'Inflows return after two weeks.',
    hoursAgo: 3,
    views: 5000,
  }),
  written({
    slug: 'custody-explainer',
    title: 'What self-custody means',
    body: 'Holding keys yourself. An ETF is another route to bitcoin exposure.',
    hoursAgo: 4,
  }),
  written({ slug: 'staking-grows', title: 'Ether staking keeps growing', category: 'Ethereum', hoursAgo: 5 }),
  written({
    slug: 'northvale-launches-vault',
    type: 'press_release',
    title: 'Northvale launches a multi-signature vault',
    source: 'Northvale',
    hoursAgo: 6,
  }),
  written({
    slug: 'ferrow-opens-desk',
    type: 'press_release',
    title: 'Ferrow opens an OTC desk',
    source: 'Ferrow',
    category: 'Altcoins',
    hoursAgo: 30,
  }),
  written({ slug: 'tomorrow-story', title: 'A story scheduled for tomorrow', hoursAgo: -24 }),
];

describe.each(oneDatabaseTarget)('newsroom API on $name', (target) => {
  let database: Database;
  let services: ReturnType<typeof createTestServices>;
  let app: ReturnType<typeof createApp>;

  const get = async (path: string) => {
    const res = await app.request(path);
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  const list = async (path: string) => {
    const { status, body } = await get(path);
    expect(status, JSON.stringify(body)).toBe(200);
    return body as { success: true; data: ArticleWire[]; total: number };
  };
  const view = (id: number, address = '198.51.100.7', userAgent = 'Reader/1.0') =>
    app.request(
      `/api/articles/${id}/view`,
      { method: 'POST', headers: { 'User-Agent': userAgent } },
      { incoming: { socket: { remoteAddress: address } } },
    );

  beforeAll(async () => {
    database = await target.open();
    services = createTestServices(database);
    app = createApp(services);
    await services.news.insertMany(FIXTURES.map((a) => seedRow(a, services.clock())));
  });
  afterAll(async () => {
    await database.close();
  });

  test('[NEWS-032] the news list answers success and data, each item with id, title, url, category, tags, description and article_type, newest first', async () => {
    const body = await list('/api/crypto-news/list?limit=10');
    expect(body.success).toBe(true);
    expect(body.data.map((a) => a.slug)).toEqual([
      'miners-sell-less',
      'etf-flows-turn',
      'custody-explainer',
      'staking-grows',
    ]);
    const item = body.data[1]!;
    expect(item).toMatchObject({
      title: 'Bitcoin ETF flows turn positive',
      url: '/news/etf-flows-turn',
      category: 'Bitcoin',
      tags: ['bitcoin'],
      description: 'Inflows return after two weeks.',
      article_type: 'news',
      views: 5000,
    });
    expect(typeof item.id).toBe('number');
  });

  test('[NEWS-033] the press list answers the displayed article fields', async () => {
    const body = await list('/api/press-releases/list?limit=10');
    expect(body.data.map((a) => a.slug)).toEqual(['northvale-launches-vault', 'ferrow-opens-desk']);
    expect(body.data[0]).toMatchObject({
      id: expect.any(Number),
      title: 'Northvale launches a multi-signature vault',
      description: 'A summary of the story for the lists.',
      category: 'Bitcoin',
      url: '/press-releases/northvale-launches-vault',
      images: { optimized: null, original: null },
      image_url: null,
      source_name: 'Northvale',
      published_date: new Date(services.clock() - 6 * HOUR).toISOString(),
      read_time: 1,
    });
  });

  test('a list takes limit, page and category, and counts the whole set', async () => {
    const first = await list('/api/crypto-news/list?limit=2');
    const second = await list('/api/crypto-news/list?limit=2&page=2');
    expect(first.total).toBe(4);
    expect([...first.data, ...second.data].map((a) => a.slug)).toEqual([
      'miners-sell-less',
      'etf-flows-turn',
      'custody-explainer',
      'staking-grows',
    ]);
    expect((await list('/api/crypto-news/list?limit=2&page=9')).data).toEqual([]);
    const bitcoin = await list('/api/crypto-news/list?limit=10&category=bitcoin');
    expect(bitcoin.data.map((a) => a.category)).toEqual(['Bitcoin', 'Bitcoin']);
    expect((await list('/api/crypto-news/list?category=All')).total).toBe(4);
  });

  test('an article scheduled for later is not listed or opened before its time', async () => {
    expect((await list('/api/crypto-news/list?limit=120')).data.map((a) => a.slug)).not.toContain(
      'tomorrow-story',
    );
    expect((await get('/api/crypto-news/tomorrow-story')).status).toBe(404);
  });

  test('[NEWS-034] search ranks a title match above a match in the body, and finds words by their beginning', async () => {
    const found = await list('/api/crypto-news/list?search=ETF');
    expect(found.data.map((a) => a.slug)).toEqual(['etf-flows-turn', 'custody-explainer']);
    expect((await list('/api/crypto-news/list?search=stak')).data.map((a) => a.slug)).toEqual([
      'staking-grows',
    ]);
    expect((await list('/api/crypto-news/list?search=%3Cscript%3E')).data).toEqual([]);
    expect((await list('/api/crypto-news/list?search=zzzz')).total).toBe(0);
    // A beginning of one or two letters is a word of its own, not every word it starts.
    expect((await list('/api/crypto-news/list?search=sta')).data.map((a) => a.slug)).toEqual([
      'staking-grows',
    ]);
    expect((await list('/api/crypto-news/list?search=st')).total).toBe(0);
    expect((await list("/api/crypto-news/list?search=a'st")).total).toBe(0);
  });

  test('a search counts every match on each page, past the last page too, and keeps to the category and the section', async () => {
    const first = await list('/api/crypto-news/list?search=ETF&limit=1');
    expect(first.total).toBe(2);
    expect(first.data.map((a) => a.slug)).toEqual(['etf-flows-turn']);
    const second = await list('/api/crypto-news/list?search=ETF&limit=1&page=2');
    expect(second).toMatchObject({ total: 2, page: 2 });
    expect(second.data.map((a) => a.slug)).toEqual(['custody-explainer']);
    const past = await list('/api/crypto-news/list?search=ETF&limit=1&page=5');
    expect(past).toMatchObject({ total: 2, data: [] });
    expect((await list('/api/crypto-news/list?search=ETF&category=bitcoin')).total).toBe(2);
    expect(await list('/api/crypto-news/list?search=ETF&category=ethereum')).toMatchObject({
      total: 0,
      data: [],
    });
    expect(
      (await list('/api/crypto-news/list?search=stak&category=ethereum')).data.map((a) => a.slug),
    ).toEqual(['staking-grows']);
    // Press releases are searched apart from news: the news words find none of them.
    expect((await list('/api/press-releases/list?search=stak')).data.map((a) => a.slug)).not.toContain(
      'staking-grows',
    );
  });

  test('bad list parameters answer 400 with the field named, never 500', async () => {
    expect(await get('/api/crypto-news/list?limit=121')).toEqual({
      status: 400,
      body: { success: false, error: 'limit must be a whole number from 1 to 120' },
    });
    expect((await get('/api/press-releases/list?limit=0')).status).toBe(400);
    expect(await get('/api/crypto-news/list?limit=2&limit=3')).toEqual({
      status: 400,
      body: { success: false, error: 'limit must be given once' },
    });
    expect((await get('/api/crypto-news/list?page=abc')).status).toBe(400);
    expect((await get('/api/crypto-news/list?limit=99999999999999999999')).body.error).toBe(
      'limit must be a whole number from 1 to 120',
    );
    // A NUL byte (PostgreSQL refuses it) is refused by name; any other odd character names no article. Never 500.
    for (const id of ['%00', 'a%00b']) {
      expect(await get(`/api/crypto-news/${id}`)).toEqual({
        status: 400,
        body: { success: false, error: 'id must not contain NUL characters' },
      });
    }
    for (const id of ['%E2%80%8B', '..', 'a b']) {
      expect((await get(`/api/crypto-news/${id}`)).status).toBe(404);
      expect((await get(`/api/press-releases/${id}`)).status).toBe(404);
    }
    expect((await get(`/api/crypto-news/list?search=${'a'.repeat(101)}`)).body.error).toBe(
      'search must be at most 100 characters',
    );
    expect((await get('/api/crypto-news/list?category=Gossip')).body.error).toMatch(
      /^category must be one of: All, Bitcoin/,
    );
  });

  test('a press release opens by id or by slug; an unknown one answers 404', async () => {
    const bySlug = await get('/api/press-releases/northvale-launches-vault');
    expect(bySlug.status).toBe(200);
    const data = bySlug.body.data as { id: number; body_html: string; source_url: string | null };
    expect(data.body_html).toContain('<h2>More</h2>');
    expect(data.source_url).toBeNull();
    expect((await get(`/api/press-releases/${data.id}`)).body.data).toEqual(data);
    expect(await get('/api/press-releases/no-such-release')).toEqual({
      status: 404,
      body: { success: false, error: 'Press release not found' },
    });
    // A news article is not a press release.
    expect((await get('/api/press-releases/etf-flows-turn')).status).toBe(404);
  });

  test('a reader’s view counts once a day: reloads and loops do not add to it', async () => {
    const { data } = await list('/api/crypto-news/list?search=miners');
    const id = data[0]!.id;
    const before = data[0]!.views;
    const answers = [];
    for (let i = 0; i < 5; i++)
      answers.push(((await (await view(id)).json()) as { counted: boolean }).counted);
    expect(answers).toEqual([true, false, false, false, false]);
    expect(((await (await view(id, '198.51.100.8')).json()) as { counted: boolean }).counted).toBe(true);
    services.clock.advance(24 * HOUR);
    expect(((await (await view(id)).json()) as { counted: boolean }).counted).toBe(true);
    services.clock.advance(-24 * HOUR);
    await services.news.invalidate();
    const after = (await list('/api/crypto-news/list?search=miners')).data[0]!.views;
    expect(after).toBe(before + 3);
    // A browser's name is the caller's to choose: another one from the same address is not another reader.
    expect(
      ((await (await view(id, '198.51.100.7', 'Other/2.0')).json()) as { counted: boolean }).counted,
    ).toBe(false);
    expect((await view(999_999)).status).toBe(404);
  });

  test('view reports past the per-address limit answer 429', async () => {
    const address = '198.51.100.99';
    const statuses: number[] = [];
    for (let i = 0; i <= VIEW_LIMIT.points; i++) statuses.push((await view(1, address, `Agent ${i}`)).status);
    expect(statuses.slice(0, VIEW_LIMIT.points).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  test('a new article shows in the lists at once, though lists are cached', async () => {
    const before = await list('/api/press-releases/list?limit=120');
    await services.news.insertMany([
      seedRow(
        written({ slug: 'kestrel-joins', type: 'press_release', title: 'Kestrel joins' }),
        services.clock(),
      ),
    ]);
    const after = await list('/api/press-releases/list?limit=120');
    expect(after.total).toBe(before.total + 1);
    expect(after.data[0]!.slug).toBe('kestrel-joins');
  });
});
