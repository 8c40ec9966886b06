import { describe, expect, test } from 'vitest';
import { dateProblem, PORTFOLIO_MESSAGES as M } from './rules';

const NOW = Date.parse('2026-11-26T12:00:00Z');

describe('purchase date', () => {
  test('the day of the first Bitcoin block is taken in every time zone; the day before, or a year 0001, is not', () => {
    for (const iso of ['2009-01-03T00:00:00+14:00', '2009-01-03T00:00:00Z', '2009-01-03T00:00:00-12:00'])
      expect(dateProblem(iso, NOW), iso).toBeNull();
    for (const iso of ['2009-01-02T00:00:00Z', '0001-01-01T00:00:00Z', '0209-05-01T00:00:00Z'])
      expect(dateProblem(iso, NOW), iso).toBe(M.dateTooEarly);
  });
});
