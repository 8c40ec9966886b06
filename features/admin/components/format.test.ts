import { describe, expect, test } from 'vitest';
import { formatDay, formatDurationMs, formatWhen, NONE, pageLabel, yesNo } from './format';

describe('admin page texts', () => {
  test('the pagination line counts an empty list as page 1 of 1', () => {
    expect(pageLabel(1, 0)).toBe('Page 1 of 1');
    expect(pageLabel(2, 5)).toBe('Page 2 of 5');
  });

  test('durations read in the largest sensible unit', () => {
    expect(formatDurationMs(400)).toBe('< 1 s');
    expect(formatDurationMs(5_000)).toBe('5 s');
    expect(formatDurationMs(60_000)).toBe('60 s');
    expect(formatDurationMs(5 * 60_000)).toBe('5 min');
    expect(formatDurationMs(2 * 3_600_000)).toBe('2 h');
    expect(formatDurationMs(2 * 3_600_000 + 5 * 60_000)).toBe('2 h 5 min');
    expect(formatDurationMs(null)).toBe(NONE);
    expect(formatDurationMs(-1)).toBe(NONE);
  });

  test('missing or broken instants show a dash; others include the year', () => {
    expect(formatWhen(null)).toBe(NONE);
    expect(formatWhen('not a date')).toBe(NONE);
    expect(formatDay(undefined)).toBe(NONE);
    expect(formatWhen('2026-11-23T12:00:00.000Z')).toMatch(/2026/);
    expect(formatDay('2026-11-23T12:00:00.000Z')).toMatch(/^Nov 2[34], 2026$/);
  });

  test('flags read Yes or No', () => {
    expect([yesNo(true), yesNo(false)]).toEqual(['Yes', 'No']);
  });
});
