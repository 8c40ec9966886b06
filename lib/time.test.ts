import { describe, expect, test } from 'vitest';
import { DAY_MS, HOUR_MS, MINUTE_MS, timeOfDay } from './time';

describe('time', () => {
  test('the units', () => {
    expect([MINUTE_MS, HOUR_MS, DAY_MS]).toEqual([60_000, 3_600_000, 86_400_000]);
  });

  test('a time of day is UTC, marked, until the page runs in the reader’s browser', () => {
    const noon = new Date('2026-03-04T12:34:56Z');
    expect(timeOfDay(noon, false)).toBe('12:34:56 PM UTC');
    expect(timeOfDay(noon, true)).toBe(noon.toLocaleTimeString('en-US'));
  });
});
