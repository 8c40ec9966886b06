import { beforeEach, describe, expect, test } from 'vitest';
import { clearCoinSearch, searchCoinMap, SEARCH_TTL_MS } from './coin-search';

const map = Array.from({ length: 500 }, (_, i) => ({
  id: i + 1,
  name: `Coin ${i}`,
  symbol: `C${i}`,
  slug: `coin-${i}`,
  rank: i + 1,
}));

function fakeMap(fail = false) {
  const urls: string[] = [];
  const fetcher = (async (url: string) => {
    urls.push(url);
    if (fail) throw new TypeError('Failed to fetch');
    const limit = Number(new URL(url, 'http://x').searchParams.get('limit'));
    return new Response(JSON.stringify({ data: map.slice(0, limit) }));
  }) as typeof fetch;
  return { urls, fetcher };
}

beforeEach(clearCoinSearch);

describe('coin search', () => {
  test('[MKT-060] [MKT-061] asks the map for five times the wanted count, filters by name or symbol, returns at most 20 by default', async () => {
    const { urls, fetcher } = fakeMap();
    const results = await searchCoinMap('coin 1', { fetcher });
    expect(urls).toEqual(['/api/coinmarketcap/cryptocurrency/map?limit=100']);
    expect(results).toHaveLength(11);
    for (const r of results) expect(r.name.toLowerCase()).toContain('coin 1');
    const many = await searchCoinMap('c', { fetcher, limit: 7 });
    expect(urls[1]).toBe('/api/coinmarketcap/cryptocurrency/map?limit=35');
    expect(many).toHaveLength(7);
    expect((await searchCoinMap('coin', { fetcher: fakeMap().fetcher })).length).toBe(20);
  });

  test('[MKT-062] results are remembered for 600 s', async () => {
    let now = 0;
    const { urls, fetcher } = fakeMap();
    await searchCoinMap('c1', { fetcher, now: () => now });
    now += SEARCH_TTL_MS - 1;
    await searchCoinMap('c1', { fetcher, now: () => now });
    expect(urls).toHaveLength(1);
    now += 2;
    await searchCoinMap('c1', { fetcher, now: () => now });
    expect(urls).toHaveLength(2);
  });

  test('[MKT-063] a failed search returns an empty list', async () => {
    expect(await searchCoinMap('btc', { fetcher: fakeMap(true).fetcher })).toEqual([]);
  });
});
