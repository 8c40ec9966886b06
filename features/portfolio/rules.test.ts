import { describe, expect, test } from 'vitest';
import { dateProblem, isCalendarDate, PORTFOLIO_MESSAGES as M } from './rules';

const NOW = Date.parse('2026-11-26T12:00:00Z');

describe('purchase date', () => {
  test('the day of the first Bitcoin block is taken in every time zone; the day before, or a year 0001, is not', () => {
    for (const iso of ['2009-01-03T00:00:00+14:00', '2009-01-03T00:00:00Z', '2009-01-03T00:00:00-12:00'])
      expect(dateProblem(iso, NOW), iso).toBeNull();
    for (const iso of ['2009-01-02T00:00:00Z', '0001-01-01T00:00:00Z', '0209-05-01T00:00:00Z'])
      expect(dateProblem(iso, NOW), iso).toBe(M.dateTooEarly);
  });
});

describe('purchase date on the calendar', () => {
  test('a day that does not exist is refused, not rolled over to the next month', () => {
    for (const text of ['2024-02-30', '2023-02-29', '2025-04-31', '2025-13-01', '2025-00-10', '2025-06-00'])
      expect(dateProblem(text, NOW), text).toBe(M.dateInvalid);
    expect(dateProblem('2024-02-30T00:00:00.000Z', NOW)).toBe(M.dateInvalid);
    expect(dateProblem('2025-06-01T25:00:00Z', NOW)).toBe(M.dateInvalid);
  });

  test('real days, leap days included, pass in the forms the API and the CSV file write', () => {
    for (const text of ['2024-02-29', '2000-02-29', '2025-04-30', '2025-12-31', '2025-06-01T10:00:00.000Z'])
      expect(isCalendarDate(text), text).toBe(true);
    expect(isCalendarDate('2100-02-29')).toBe(false);
    expect(dateProblem('2024-02-29', NOW)).toBeNull();
    expect(dateProblem('2025-06-01T23:59:59+14:00', NOW)).toBeNull();
  });

  test('a date in another notation is refused: 06/01/2025 reads as June or January depending on the writer', () => {
    for (const text of ['06/01/2025', 'June 1, 2025', 'yesterday', '2025-6-1'])
      expect(dateProblem(text, NOW), text).toBe(M.dateInvalid);
  });
});
