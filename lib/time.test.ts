import { describe, expect, test } from 'vitest';
import { dateAndTime, DAY_MS, HOUR_MS, MINUTE_MS, timeOfDay } from './time';

describe('time', () => {
  test('the units', () => {
    expect([MINUTE_MS, HOUR_MS, DAY_MS]).toEqual([60_000, 3_600_000, 86_400_000]);
  });

  test('a time of day is UTC, marked, until the page runs in the reader’s browser', () => {
    const noon = new Date('2026-03-04T12:34:56Z');
    expect(timeOfDay(noon, false)).toBe('12:34:56 PM UTC');
    expect(timeOfDay(noon, true)).toBe(noon.toLocaleTimeString('en-US'));
  });

  test('a moment of last month says its date with the time: UTC, marked, until the page runs in the reader’s browser', () => {
    const lastMonth = new Date('2026-02-03T21:05:00Z');
    expect(dateAndTime(lastMonth, false)).toBe('Feb 3, 2026, 9:05 PM UTC');
    expect(dateAndTime(lastMonth, true)).toBe(
      lastMonth.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' }),
    );
  });
});
