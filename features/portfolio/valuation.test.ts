import { describe, expect, test } from 'vitest';
import { dec } from '../../lib/decimal';
import { asBuy, sortHoldings, topHoldings, valuePortfolio, type PositionRow, type Quote } from './valuation';

let seq = 0;
function lot(coin: { id: number; symbol: string }, quantity: string, price: string): PositionRow {
  seq += 1;
  return {
    id: `lot-${seq}`,
    coin_id: coin.id,
    symbol: coin.symbol,
    name: coin.symbol,
    image_url: null,
    quantity,
    purchase_price: price,
    purchase_date: '2026-01-01T00:00:00.000Z',
    notes: null,
  };
}
const BTC = { id: 1, symbol: 'BTC' };
const ETH = { id: 1027, symbol: 'ETH' };
const SOL = { id: 5426, symbol: 'SOL' };
const quotes =
  (map: Record<number, Quote>) =>
  (id: number): Quote | undefined =>
    map[id];
const eq = (actual: string | null, expected: string) =>
  expect(actual !== null && dec(actual).eq(expected)).toBe(true);

describe('valuation', () => {
  test('[PORT-014] [PORT-015] [PORT-016] buy twice, one at a loss: lots keep their own P&L, the holding averages them', () => {
    const cheap = lot(BTC, '1', '40000');
    const dear = lot(BTC, '1', '60000');
    const { holdings, metrics } = valuePortfolio(
      [cheap, dear].map(asBuy),
      quotes({ 1: { price: 50000, change24h: 0 } }),
    );
    expect(holdings).toHaveLength(1);
    const btc = holdings[0]!;
    eq(btc.quantity, '2');
    eq(btc.avgPrice, '50000');
    eq(btc.value, '100000');
    eq(btc.cost, '100000');
    eq(btc.pnl, '0');
    const [gain, loss] = btc.lots;
    eq(gain!.avgPrice, '40000');
    eq(gain!.pnl, '10000');
    eq(gain!.pnlPercent, '25');
    eq(loss!.pnl, '-10000');
    expect(dec(loss!.pnlPercent!).round(4).toString()).toBe('-16.6667');
    eq(metrics.totalPnL, '0');
    eq(metrics.totalPnLPercent, '0');
  });

  test('[PORT-014] [PORT-016] fractional quantities: 0.00000001 BTC is valued to the satoshi, no float drift', () => {
    const { holdings, metrics } = valuePortfolio(
      [lot(BTC, '0.00000001', '50000'), lot(BTC, '0.1', '0.3')].map(asBuy),
      quotes({ 1: { price: '60000', change24h: 0 } }),
    );
    const [sat, tenth] = holdings[0]!.lots;
    eq(sat!.cost, '0.0005');
    eq(sat!.value, '0.0006');
    eq(sat!.pnl, '0.0001');
    eq(sat!.pnlPercent, '20');
    // 0.1 × 0.3 is 0.03 exactly (a float says 0.030000000000000002).
    eq(tenth!.cost, '0.03');
    eq(metrics.totalCost, '0.0305');
    eq(holdings[0]!.quantity, '0.10000001');
  });

  test('[PORT-017] [PORT-018] several lots of one coin beside another: quantity summed, average cost, allocation of the total', () => {
    const { holdings, metrics } = valuePortfolio(
      [lot(ETH, '0.5', '2000'), lot(ETH, '1.5', '3000'), lot(ETH, '2', '2500'), lot(BTC, '0.1', '50000')].map(
        asBuy,
      ),
      quotes({ 1027: { price: 3000, change24h: 0 }, 1: { price: 60000, change24h: 0 } }),
    );
    const eth = holdings.find((h) => h.symbol === 'ETH')!;
    const btc = holdings.find((h) => h.symbol === 'BTC')!;
    eq(eth.quantity, '4');
    eq(eth.cost, '10500');
    eq(eth.avgPrice, '2625');
    eq(eth.value, '12000');
    eq(eth.pnl, '1500');
    expect(dec(eth.pnlPercent!).round(4).toString()).toBe('14.2857');
    eq(btc.value, '6000');
    eq(metrics.totalValue, '18000');
    eq(metrics.totalCost, '15500');
    eq(metrics.totalPnL, '2500');
    // Allocations: 12000 / 18000 and 6000 / 18000, summing to 100.
    expect(dec(eth.allocation).round(4).toString()).toBe('66.6667');
    expect(dec(eth.allocation).plus(btc.allocation).round(10).toString()).toBe('100');
    expect(metrics.holdingsCount).toBe(2);
    expect(eth.lots).toHaveLength(3);
  });

  test('[PORT-019] 24h change: a holding up 25% today gained a fifth of its value; a loser subtracts', () => {
    const { holdings, metrics } = valuePortfolio(
      [lot(BTC, '1', '50000'), lot(ETH, '10', '2000')].map(asBuy),
      quotes({
        1: { price: 100000, change24h: 25 },
        1027: { price: 2000, change24h: -20 },
      }),
    );
    // BTC was 80000 yesterday: +20000. ETH was 25000 yesterday: −5000.
    eq(holdings.find((h) => h.symbol === 'BTC')!.dayChange, '20000');
    eq(holdings.find((h) => h.symbol === 'ETH')!.dayChange, '-5000');
    eq(metrics.dayChange, '15000');
    // Yesterday the whole was 105000.
    expect(dec(metrics.dayChangePercent).round(4).toString()).toBe('14.2857');
  });

  test('a coin with no current price: value and P&L unknown, left out of the totals, counted as unpriced', () => {
    const { holdings, metrics } = valuePortfolio(
      [lot(BTC, '1', '50000'), lot(SOL, '10', '100')].map(asBuy),
      quotes({ 1: { price: 55000, change24h: 10 } }),
    );
    const sol = holdings.find((h) => h.symbol === 'SOL')!;
    expect(sol.currentPrice).toBeNull();
    expect(sol.value).toBeNull();
    expect(sol.pnl).toBeNull();
    expect(sol.pnlPercent).toBeNull();
    eq(sol.cost, '1000');
    eq(sol.allocation, '0');
    eq(metrics.totalValue, '55000');
    eq(metrics.totalCost, '50000');
    eq(metrics.totalPnL, '5000');
    expect(metrics.unpricedCount).toBe(1);
    expect(metrics.holdingsCount).toBe(2);
  });

  test('an empty portfolio is all zeros, never NaN or Infinity', () => {
    const { holdings, metrics } = valuePortfolio([].map(asBuy), quotes({}));
    expect(holdings).toEqual([]);
    expect(metrics).toMatchObject({
      totalValue: '0',
      totalCost: '0',
      totalPnL: '0',
      totalPnLPercent: '0',
      dayChange: '0',
      holdingsCount: 0,
    });
  });

  test('[PORT-005] holdings sort by value, pnlPercent, symbol and quantity, both ways, unpriced last', () => {
    const { holdings } = valuePortfolio(
      [lot(BTC, '0.5', '60000'), lot(ETH, '10', '1000'), lot(SOL, '100', '10')].map(asBuy),
      quotes({ 1: { price: 50000, change24h: 0 }, 1027: { price: 2000, change24h: 0 } }),
    );
    const order = (key: Parameters<typeof sortHoldings>[1], dir: 'asc' | 'desc') =>
      sortHoldings(holdings, key, dir).map((h) => h.symbol);
    expect(order('value', 'desc')).toEqual(['BTC', 'ETH', 'SOL']);
    expect(order('value', 'asc')).toEqual(['ETH', 'BTC', 'SOL']);
    expect(order('pnlPercent', 'desc')).toEqual(['ETH', 'BTC', 'SOL']);
    expect(order('symbol', 'asc')).toEqual(['BTC', 'ETH', 'SOL']);
    expect(order('symbol', 'desc')).toEqual(['SOL', 'ETH', 'BTC']);
    expect(order('quantity', 'desc')).toEqual(['SOL', 'ETH', 'BTC']);
    expect(topHoldings(holdings, 2).map((h) => h.symbol)).toEqual(['BTC', 'ETH']);
  });
});
