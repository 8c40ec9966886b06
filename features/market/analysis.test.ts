import { describe, expect, test } from 'vitest';
import { dominance, marketAnalysis, marketBreadth, sectorPerformance } from './analysis';
import type { Coin } from './schemas';

const coin = (
  symbol: string,
  marketCap: number,
  change24h: number,
  tags: string[] = [],
  category: Coin['category'] = 'coin',
): Coin => ({ symbol, name: symbol, marketCap, change24h, tags, category }) as Coin;

describe('market analysis', () => {
  const coins = [
    coin('BTC', 600, 2, ['layer-1']),
    coin('ETH', 200, -1, ['layer-1']),
    coin('USDT', 100, 0, ['stablecoin'], 'token'),
    coin('DOGE', 50, 10, ['meme']),
    coin('UNI', 50, -4, ['defi'], 'token'),
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

describe('the analysis page’s figures', () => {
  test('sectors carry the same names as the markets page’s filters, and the page gets only what it shows', async () => {
    const { fallbackSnapshot } = await import('./service.server');
    const { CATEGORY_LABELS } = await import('./categories');
    const analysis = marketAnalysis(fallbackSnapshot(Date.parse('2026-01-15T12:00:00Z')));
    expect(Object.fromEntries(analysis.sectors.map((s) => [s.category, s.label]))).toEqual(CATEGORY_LABELS);
    expect(Object.keys(analysis.global).sort()).toEqual([
      'marketCapChange24h',
      'total24hVolume',
      'totalMarketCap',
    ]);
    for (const s of analysis.sectors)
      expect(Object.keys(s.best ?? {}).sort()).toEqual(s.best ? ['change24h', 'name', 'symbol'] : []);
  });
});
