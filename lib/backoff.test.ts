import { describe, expect, test } from 'vitest';
import { backoffDelay } from './backoff';

describe('exponential backoff', () => {
  test('[MKT-008] delays are 1 s, doubling per retry, capped at 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((n) => backoffDelay(n))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
  });
});
