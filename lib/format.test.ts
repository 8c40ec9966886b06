import { describe, expect, test } from 'vitest';
import {
  formatBillions,
  formatChange,
  formatLargeUsd,
  formatPrice,
  formatSupply,
  formatTickerPrice,
  priceDecimals,
  formatAxisPrice,
} from './format';

describe('formats', () => {
  test('[MKT-084] prices: under 1 four decimals, under 100 two, otherwise thousands-grouped', () => {
    expect(formatPrice(0.123456)).toBe('$0.1235');
    expect(formatPrice(0.0001)).toBe('$0.0001');
    expect(formatPrice(0)).toBe('$0.0000');
    expect(formatPrice(1)).toBe('$1.00');
    // A stablecoin either side of 1 reads the same, never $1.0000.
    expect(formatPrice(0.99996)).toBe('$1.00');
    expect(formatPrice(1.00004)).toBe('$1.00');
    expect(formatPrice(0.9998)).toBe('$0.9998');
    expect(formatPrice(99.456)).toBe('$99.46');
    expect(formatPrice(100)).toBe('$100.00');
    expect(formatPrice(115234.5)).toBe('$115,234.50');
  });

  test('prices too small for the fixed decimals keep 4 significant digits', () => {
    expect(formatPrice(0.00001234)).toBe('$0.00001234');
    expect(formatPrice(0.000009)).toBe('$0.000009');
    expect(formatPrice(0.00000012345)).toMatch(/^\$0\.000000123[45]$/);
  });

  test('price axes get enough decimals for tiny prices', () => {
    expect(priceDecimals(115_000)).toBe(2);
    expect(priceDecimals(1)).toBe(2);
    expect(priceDecimals(0.24)).toBe(4);
    expect(priceDecimals(0.00001121)).toBe(8);
    expect(priceDecimals(0)).toBe(2);
    expect(formatAxisPrice(0.00001121, 8)).toBe('$0.00001121');
    expect(formatAxisPrice(0.2412, 4)).toBe('$0.2412');
    expect(formatAxisPrice(115_000, 2)).toBe('$115,000.00');
    expect(formatPrice(1.5e-19)).toBe('$1.500e-19');
  });

  test('[MKT-085] large sums abbreviated with T, B or M', () => {
    expect(formatLargeUsd(3.99e12)).toBe('$3.99T');
    expect(formatLargeUsd(2.294e12)).toBe('$2.29T');
    expect(formatLargeUsd(57.3e9)).toBe('$57.30B');
    expect(formatLargeUsd(456.7e6)).toBe('$456.70M');
    expect(formatLargeUsd(12_345)).toBe('$12,345');
  });

  test('[MKT-038] ticker: USD with 3 decimals, change with 2 decimals and a sign', () => {
    expect(formatTickerPrice(115234.5)).toBe('$115,234.500');
    expect(formatTickerPrice(0.2512)).toBe('$0.251');
    expect(formatTickerPrice(0.00001234)).toBe('$0.00001234');
    expect(formatChange(2.345)).toBe('+2.35%');
    expect(formatChange(-0.5)).toBe('-0.50%');
    // A change that rounds to nothing has no sign, whichever side of zero it is on.
    expect(formatChange(0)).toBe('0.00%');
    expect(formatChange(-0.001)).toBe('0.00%');
    expect(formatChange(0.004)).toBe('0.00%');
  });

  test('[MKT-086] dashboard market cap in billions with one decimal', () => {
    expect(formatBillions(2.294e12)).toBe('$2294.0B');
    expect(formatBillions(57.34e9)).toBe('$57.3B');
  });

  test('supplies are whole, grouped numbers with the symbol', () => {
    expect(formatSupply(19_912_345.6, 'BTC')).toBe('19,912,346 BTC');
    expect(formatSupply(null, 'ETH')).toBe('—');
  });
});
