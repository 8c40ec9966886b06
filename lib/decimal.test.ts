import { describe, expect, test } from 'vitest';
import { dec, isDecimalText, percentOf, safeDiv, sum, toColumn } from './decimal';

describe('decimal arithmetic', () => {
  test('adds money without binary rounding: 0.1 + 0.2 is 0.3', () => {
    expect(sum(['0.1', '0.2']).toFixed()).toBe('0.3');
  });

  test('keeps 18 decimals of a quantity times a price', () => {
    expect(dec('0.000000000000000001').times('67000.12').toFixed()).toBe('0.00000000000006700012');
  });

  test('a percent of zero is zero, never Infinity or NaN', () => {
    expect(percentOf('5', '0').toFixed()).toBe('0');
    expect(safeDiv('1', 0).toFixed()).toBe('0');
  });

  test('column strings have no exponent and at most the given places', () => {
    expect(toColumn('1e-10')).toBe('0.0000000001');
    expect(toColumn('1.123456789', 2)).toBe('1.12');
  });

  test('form text with spaces or a leading plus reads as the number it shows', () => {
    expect(dec(' +12.50 ').toFixed()).toBe('12.5');
    expect(dec('5.').toFixed()).toBe('5');
  });

  test('rounds half to even, as banks do', () => {
    expect(toColumn('0.125', 2)).toBe('0.12');
    expect(toColumn('0.135', 2)).toBe('0.14');
  });

  test('a division keeps 24 places; products are exact', () => {
    expect(safeDiv('1', '3').toFixed()).toBe('0.333333333333333333333333');
    expect(dec('123456789.123456789').times('987654321.987654321').toFixed()).toBe(
      '121932631356500531.347203169112635269',
    );
  });

  test('only plain decimals count as decimal text', () => {
    expect(isDecimalText('12.5')).toBe(true);
    expect(isDecimalText('.5')).toBe(true);
    for (const bad of ['1e5', '0x10', 'Infinity', 'NaN', '', '1,5', '=1+1'])
      expect(isDecimalText(bad)).toBe(false);
  });
});
