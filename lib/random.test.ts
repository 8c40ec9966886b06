import { describe, expect, test } from 'vitest';
import { createRandom, hashString, normal } from './random';

describe('seeded random numbers', () => {
  test('the same seed gives the same sequence; another seed another one', () => {
    const a = createRandom('blockcast');
    const b = createRandom('blockcast');
    const c = createRandom('other');
    const seqA = Array.from({ length: 5 }, a);
    expect(Array.from({ length: 5 }, b)).toEqual(seqA);
    expect(Array.from({ length: 5 }, c)).not.toEqual(seqA);
    for (const x of seqA) expect(x >= 0 && x < 1).toBe(true);
  });

  test('normal variates have mean about 0 and deviation about 1', () => {
    const r = createRandom(42);
    const xs = Array.from({ length: 20_000 }, () => normal(r));
    const mean = xs.reduce((s, x) => s + x, 0) / xs.length;
    const sd = Math.sqrt(xs.reduce((s, x) => s + (x - mean) ** 2, 0) / xs.length);
    expect(Math.abs(mean)).toBeLessThan(0.03);
    expect(Math.abs(sd - 1)).toBeLessThan(0.03);
  });

  test('hashString is stable', () => {
    expect(hashString('BTC')).toBe(hashString('BTC'));
    expect(hashString('BTC')).not.toBe(hashString('ETH'));
  });
});
