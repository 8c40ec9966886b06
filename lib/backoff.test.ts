import { describe, expect, test } from 'vitest';
import { backoffDelay, withBackoff } from './backoff';

describe('exponential backoff', () => {
  test('[MKT-008] delays are 1 s, doubling per retry, capped at 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((n) => backoffDelay(n))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
  });

  test('[MKT-009] gives up after 5 retries, having waited 1, 2, 4, 8 and 16 s', async () => {
    const waits: number[] = [];
    let calls = 0;
    const task = async () => {
      calls += 1;
      throw new Error(`fail ${calls}`);
    };
    await expect(withBackoff(task, { sleep: async (ms) => void waits.push(ms) })).rejects.toThrow('fail 6');
    expect(calls).toBe(6);
    expect(waits).toEqual([1000, 2000, 4000, 8000, 16000]);
  });

  test('stops retrying at the first success', async () => {
    let calls = 0;
    const value = await withBackoff(
      async () => {
        calls += 1;
        if (calls < 3) throw new Error('not yet');
        return 'ok';
      },
      { sleep: async () => {} },
    );
    expect(value).toBe('ok');
    expect(calls).toBe(3);
  });
});
