import { describe, expect, test } from 'vitest';
import { formatDay, formatDurationMs, formatWhen, NONE, pageLabel, yesNo } from './format';
import { marketHealthRows } from './caches-panel';

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

describe('the caches panel’s market health', () => {
  const health = {
    reads: { hit: 1200, miss: 3, refresh: 40, stale: 7, error: 0 },
    hitRatio: 1247 / 1250,
    upstream: {
      provider: 'coinmarketcap',
      calls: 12,
      failures: 2,
      lastError: 'HTTP 500',
      breaker: 'open' as const,
      until: '2026-01-15T12:00:30.000Z',
    },
  };

  test('the hit ratio reads as a percentage, stale answers counted as hits, an open circuit with its end', () => {
    const rows = Object.fromEntries(marketHealthRows(health));
    expect(rows['Hit ratio']).toBe('99.8%');
    expect(rows['Reads']).toBe('1,200 hit, 47 stale, 3 miss, 0 fallback');
    expect(rows['Upstream calls / failures']).toBe('12 / 2');
    expect(rows['Upstream last error']).toBe('HTTP 500');
    expect(rows['Circuit']).toMatch(/^Open \(paused after a failure\) until /);
  });

  test('before any read there is no ratio, and a closed circuit has no end', () => {
    const rows = Object.fromEntries(
      marketHealthRows({
        ...health,
        reads: { hit: 0, miss: 0, refresh: 0, stale: 0, error: 0 },
        hitRatio: null,
        upstream: { ...health.upstream, lastError: null, breaker: 'closed', until: null },
      }),
    );
    expect(rows['Hit ratio']).toBe(NONE);
    expect(rows['Upstream last error']).toBe(NONE);
    expect(rows['Circuit']).toBe('Closed (calls go through)');
  });
});
