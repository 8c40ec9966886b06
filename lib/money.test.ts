import { describe, expect, test } from 'vitest';
import { BUILT_IN_RATES, describeRates, formatMoney, formatMoneyMove } from './money';

describe('money in the chosen currency', () => {
  const rates = { ...BUILT_IN_RATES, rates: { USD: 1, EUR: 0.9, GBP: 0.8 } };
  test('converts with the spec decimals and the currency sign', () => {
    expect(formatMoney(1000, 'USD', rates)).toBe('$1,000.00');
    expect(formatMoney(1000, 'EUR', rates)).toBe('€900.00');
    expect(formatMoney(0.5, 'GBP', rates)).toBe('£0.4000');
  });
  test('a move between two close prices keeps the decimals that tell them apart, in the currency', () => {
    expect(formatMoneyMove(0.0276, 0.02761, 'EUR', rates)).toEqual(['€0.02484', '€0.02485']);
    expect(formatMoneyMove(100, 110, 'GBP', rates)).toEqual(['£80.00', '£88.00']);
  });
  test('says where the rates come from', () => {
    expect(describeRates({ ...rates, source: 'ecb', asOf: '2026-01-14' })).toBe(
      'ECB reference rates of 2026-01-14',
    );
    expect(describeRates(BUILT_IN_RATES)).toContain('live rates unavailable');
  });
});
