// The simulated feed has to look like a market: volumes that drift rather than jump, global figures that add up,
// 24h changes that move, and a 1D chart that covers the whole day from the first start.
import { describe, expect, test } from 'vitest';
import { fakeClock } from '../../../tests/services';
import { createSimulatedProvider } from './simulated.server';

const TICK_MS = 5_000;

describe('the simulated feed', () => {
  test('a coin’s 24h volume drifts by well under 1% per 5-second tick', async () => {
    const clock = fakeClock();
    const feed = createSimulatedProvider({ seed: 'realism', clock });
    const moves: number[] = [];
    let previous = new Map((await feed.listings(300)).map((q) => [q.id, q.volume24h]));
    for (let i = 0; i < 20; i += 1) {
      clock.advance(TICK_MS);
      const next = await feed.listings(300);
      for (const q of next) moves.push(Math.abs(q.volume24h / previous.get(q.id)! - 1));
      previous = new Map(next.map((q) => [q.id, q.volume24h]));
    }
    moves.sort((a, b) => a - b);
    expect(moves[Math.floor(moves.length / 2)]).toBeLessThan(0.005);
    expect(moves.at(-1)).toBeLessThan(0.03);
  });

  test('the global 24h volume exceeds the top 300’s, and the 24h changes of volume and dominance move', async () => {
    const clock = fakeClock();
    const feed = createSimulatedProvider({ seed: 'realism', clock });
    clock.advance(3 * 3_600_000);
    const coins = await feed.listings(300);
    const global = await feed.globalMetrics();
    expect(global.totalVolume24hUsd).toBeGreaterThan(coins.reduce((t, q) => t + q.volume24h, 0));
    for (const change of [
      global.volumeChange24h,
      global.btcDominanceChange24h,
      global.ethDominanceChange24h,
    ]) {
      expect(change).not.toBe(0);
      expect(Math.abs(change)).toBeLessThan(50);
    }
    // Bitcoin's dominance change follows its price against the market's.
    const btc = coins.find((q) => q.symbol === 'BTC')!;
    expect(Math.sign(global.btcDominanceChange24h)).toBe(
      Math.sign(btc.change24h - global.marketCapChange24h),
    );
  });

  test('the first start backfills the last 24 hours at 5-minute resolution, ending at the current price', async () => {
    const clock = fakeClock();
    const feed = createSimulatedProvider({ seed: 'realism', clock });
    const series = feed.backfill(2, 24, 288).filter((s) => s.interval === '5m');
    expect(series).toHaveLength(300);
    const btc = series.find((s) => s.coinId === 1)!.candles;
    expect(btc).toHaveLength(288);
    expect(btc.at(-1)!.time - btc[0]!.time).toBe(287 * 5 * 60_000);
    expect(clock() - btc[0]!.time).toBeGreaterThanOrEqual(23 * 3_600_000);
    const price = (await feed.listings(1))[0]!.price;
    expect(btc.at(-1)!.close).toBeCloseTo(price, 6);
  });
});
