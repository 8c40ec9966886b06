import { describe, expect, test } from 'vitest';
import type { MarketLoad } from './client/market-data';
import { fromWire, toWire } from './page-wire';

const load = (coins: MarketLoad['coins']): MarketLoad => ({
  coins,
  globalMetrics: { totalMarketCap: 4e12 } as MarketLoad['globalMetrics'],
  origin: 'simulated',
  fetchedAt: '2026-01-15T12:00:00.000Z',
  cacheStatus: 'hit',
  dataSource: 'server',
  message: null,
  loadedAt: 1,
});

describe('markets page payload', () => {
  test('the rows travel as one string, serialised once per list, and come back as they were', () => {
    const coins = [
      {
        id: 1,
        symbol: 'BTC',
        name: 'Bitcoin',
        rank: 1,
        price: 1e5,
        change1h: 0.1,
        change24h: 1.5,
        change7d: -2.5,
        volume24h: 4e10,
        marketCap: 2e12,
        categories: ['layer1' as const],
      },
    ];
    const a = toWire(load(coins));
    const b = toWire(load(coins));
    expect(typeof a.coinsJson).toBe('string');
    expect(a.coinsJson).toBe(b.coinsJson);
    expect(a).not.toHaveProperty('coins');
    expect(fromWire(a)).toEqual(load(coins));
    expect(fromWire(toWire(load([])))).toEqual(load([]));
  });
});
