// The portfolio's refresh follows the reader's update interval where it is shorter than the spec's 120 s, and the
// last-updated line says the interval it really uses.
import { describe, expect, test } from 'vitest';
import { UPDATE_INTERVALS_MS } from '../settings/rules';
import { portfolioRefreshMs, refreshNote } from './rules';

describe('portfolio refresh', () => {
  test("'Every 1 min' refreshes the portfolio every minute, and the line says so", () => {
    expect(portfolioRefreshMs(60_000)).toBe(60_000);
    expect(refreshNote(60_000)).toBe('refreshes every minute');
  });

  test('the 5-minute default and longer intervals keep the spec\u2019s 2 minutes', () => {
    for (const ms of UPDATE_INTERVALS_MS.filter((ms) => ms >= 120_000)) {
      expect(portfolioRefreshMs(ms)).toBe(120_000);
      expect(refreshNote(ms)).toBe('refreshes every 2 minutes');
    }
  });
});
