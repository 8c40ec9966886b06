// A watched coin's live quote moved by the price stream between calls: its figures follow each tick, an older
// tick than the quotes changes nothing.
import { describe, expect, test } from 'vitest';
import type { Coin } from '../schemas';
import { applyTickToQuotes, type LiveQuotes } from './quotes';

const T = Date.parse('2026-11-27T12:00:00Z');

const quote = (id: number, price: number): Coin =>
  ({
    id,
    symbol: `C${id}`,
    name: `Coin ${id}`,
    price,
    change24h: 1,
    marketCap: 10,
    volume24h: 5,
  }) as Coin;

const live = (): LiveQuotes => ({
  quotes: new Map([
    [1, quote(1, 100)],
    [2, quote(2, 200)],
  ]),
  updatedAt: new Date(T).toISOString(),
});

const tick = (fetchedAt: number, coins: { id: number; price: number }[]) => ({
  fetchedAt,
  source: 'simulated' as const,
  coins: coins.map((c) => ({ ...c, change: -0.5, marketCap: 99, volume: 7 })),
});

describe('live quotes between calls', () => {
  test("a tick moves the watched coins it carries (price, 24h change, market cap, volume) and becomes the quotes' time", () => {
    const next = applyTickToQuotes(
      live(),
      tick(T + 5_000, [
        { id: 1, price: 101 },
        { id: 3, price: 3 },
      ]),
    );
    expect(next.quotes.get(1)).toMatchObject({
      price: 101,
      change24h: -0.5,
      marketCap: 99,
      volume24h: 7,
      symbol: 'C1',
    });
    expect(next.quotes.get(2)?.price).toBe(200);
    expect(next.quotes.has(3)).toBe(false);
    expect(next.updatedAt).toBe(new Date(T + 5_000).toISOString());
  });

  test('a tick older than the quotes, or one without any watched coin, changes nothing', () => {
    const before = live();
    expect(applyTickToQuotes(before, tick(T - 5_000, [{ id: 1, price: 90 }]))).toBe(before);
    expect(applyTickToQuotes(before, tick(T + 5_000, [{ id: 3, price: 3 }]))).toBe(before);
  });
});
