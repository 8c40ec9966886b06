// The colour of a figure follows what it shows: a sum or percent shown as 0.00 is neither a gain nor a loss.
import { describe, expect, test } from 'vitest';
import { barToneOf, toneOf } from './format';

describe('the tone of a gain, a loss or nothing', () => {
  test('a stablecoin at -$0.001 shows $0.00 and is muted, not red; its bar is neither green nor red', () => {
    expect(toneOf('-0.001')).toBe('muted');
    expect(toneOf('0.004')).toBe('muted');
    expect(barToneOf('-0.001')).toBe('bg-[var(--muted)]');
  });

  test('a cent either way has its colour, and so has its bar', () => {
    expect(toneOf('-0.01')).toMatch(/^text-red-/);
    expect(toneOf('0.01')).toMatch(/^text-green-/);
    expect(barToneOf('-0.01')).toBe('bg-red-500');
    expect(barToneOf('12.5')).toBe('bg-green-500');
  });

  test('unknown is muted', () => {
    expect(toneOf(null)).toBe('muted');
  });
});
