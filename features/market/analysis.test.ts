import { describe, expect, test } from 'vitest';
import { dominance, marketBreadth, sectorPerformance } from './analysis';
import type { Coin } from './normalize';

const coin = (symbol: string, marketCap: number, change: number, categories: Coin['categories'] = []): Coin =>
  ({
    symbol,
    name: symbol,
    marketCap,
    change,
    categories,
    isStablecoin: categories.includes('stablecoin'),
  }) as Coin;

describe('market analysis', () => {
  const coins = [
    coin('BTC', 600, 2, ['layer1']),
    coin('ETH', 200, -1, ['layer1']),
    coin('USDT', 100, 0, ['stablecoin', 'token']),
    coin('DOGE', 50, 10, ['meme']),
    coin('UNI', 50, -4, ['defi', 'token']),
  ];

  test('breadth counts coins up, down and flat over 24h', () => {
    expect(marketBreadth(coins)).toEqual({ advancers: 2, decliners: 2, unchanged: 1, advancingPercent: 40 });
  });

  test('dominance is each group’s share of the total market cap', () => {
    const d = dominance(coins, { totalMarketCap: 1000 });
    expect(d).toEqual({ btc: 60, eth: 20, stablecoins: 10, others: 10 });
  });

  test('sector performance is the market-cap-weighted 24h change, best sector first', () => {
    const sectors = sectorPerformance(coins);
    expect(sectors[0]).toMatchObject({ category: 'meme', coins: 1 });
    expect(sectors[0]!.change).toBeCloseTo(10, 6);
    const layer1 = sectors.find((s) => s.category === 'layer1')!;
    expect(layer1.marketCap).toBe(800);
    expect(layer1.best?.symbol).toBe('BTC');
    const before = 600 / 1.02 + 200 / 0.99;
    expect(layer1.change).toBeCloseTo((800 / before - 1) * 100, 6);
  });
});
