// The watchlist's pure rules: gainers and losers, sorting by each key, and the direction flip.
import { describe, expect, test } from 'vitest';
import type { Coin } from '../market/schemas';
import { countMovers, nextSort, sortWatched, type WatchedCoin } from './rules';

function coin(
  id: number,
  name: string,
  addedAt: string,
  quote: Partial<Pick<Coin, 'price' | 'change24h' | 'marketCap'>> | null,
): WatchedCoin {
  return {
    coin_id: id,
    symbol: name.slice(0, 3).toUpperCase(),
    name,
    image_url: null,
    addedAt,
    quote: quote && ({ price: 1, change24h: 0, marketCap: 1, ...quote } as Coin),
  };
}

const bitcoin = coin(1, 'Bitcoin', '2026-11-01T00:00:00Z', {
  price: 90_000,
  change24h: 2.5,
  marketCap: 1.8e12,
});
const ether = coin(1027, 'ethereum', '2026-11-03T00:00:00Z', {
  price: 3_000,
  change24h: -1.25,
  marketCap: 3.6e11,
});
const tether = coin(825, 'Tether', '2026-11-02T00:00:00Z', {
  price: 1,
  change24h: 0,
  marketCap: 1.2e11,
});
const unpriced = coin(99, 'Aardvark', '2026-11-04T00:00:00Z', null);
const all = [bitcoin, ether, tether, unpriced];
const names = (coins: WatchedCoin[]) => coins.map((c) => c.name);

describe('watchlist cards', () => {
  test('[WATCH-002] [WATCH-003] a gainer is above 0 and a loser below 0 over 24h; unchanged and unpriced coins are neither', () => {
    expect(countMovers(all)).toEqual({ gainers: 1, losers: 1 });
    expect(countMovers([])).toEqual({ gainers: 0, losers: 0 });
  });

  test('a change the table shows as 0.00% (a stablecoin at -0.001%) is neither a gainer nor a loser', () => {
    const at = (id: number, change24h: number) =>
      coin(id, `Coin ${id}`, '2026-11-01T00:00:00Z', { change24h });
    expect(countMovers([at(1, -0.001), at(2, 0.0049), at(3, -0.0049)])).toEqual({ gainers: 0, losers: 0 });
    expect(countMovers([at(1, 0.01), at(2, -0.01)])).toEqual({ gainers: 1, losers: 1 });
  });
});

describe('watchlist sorting', () => {
  test('[WATCH-005] sorts by name (case-insensitive), price, change, market cap and date added; coins without a price last', () => {
    expect(names(sortWatched(all, 'name', 'asc'))).toEqual(['Aardvark', 'Bitcoin', 'ethereum', 'Tether']);
    expect(names(sortWatched(all, 'price', 'desc'))).toEqual(['Bitcoin', 'ethereum', 'Tether', 'Aardvark']);
    expect(names(sortWatched(all, 'price', 'asc'))).toEqual(['Tether', 'ethereum', 'Bitcoin', 'Aardvark']);
    expect(names(sortWatched(all, 'change', 'desc'))).toEqual(['Bitcoin', 'Tether', 'ethereum', 'Aardvark']);
    expect(names(sortWatched(all, 'marketCap', 'asc'))).toEqual([
      'Tether',
      'ethereum',
      'Bitcoin',
      'Aardvark',
    ]);
    expect(names(sortWatched(all, 'addedAt', 'desc'))).toEqual(['Aardvark', 'ethereum', 'Tether', 'Bitcoin']);
    // The input is left as it was.
    expect(names(all)).toEqual(['Bitcoin', 'ethereum', 'Tether', 'Aardvark']);
  });

  test('[WATCH-006] choosing the current key again reverses the direction; a new key starts A→Z for names and highest first otherwise', () => {
    const start = { key: 'addedAt', direction: 'desc' } as const;
    expect(nextSort(start, 'addedAt')).toEqual({ key: 'addedAt', direction: 'asc' });
    expect(nextSort({ key: 'addedAt', direction: 'asc' }, 'addedAt')).toEqual({
      key: 'addedAt',
      direction: 'desc',
    });
    expect(nextSort(start, 'name')).toEqual({ key: 'name', direction: 'asc' });
    expect(nextSort(start, 'price')).toEqual({ key: 'price', direction: 'desc' });
  });
});
