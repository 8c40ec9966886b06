import { describe, expect, test } from 'vitest';
import { rateVital, requestTarget, VITAL_THRESHOLDS } from './rules';

describe('web vital ratings', () => {
  test.each([
    ['LCP', 2500, 4000],
    ['FID', 100, 300],
    ['CLS', 0.1, 0.25],
    ['FCP', 1800, 3000],
    ['TTFB', 800, 1800],
    ['INP', 200, 500],
  ] as const)(
    '[PERF-004] %s is good up to %s, poor above %s, and needs improvement between',
    (name, good, poor) => {
      expect(VITAL_THRESHOLDS[name]).toEqual([good, poor]);
      expect(rateVital(name, 0)).toBe('good');
      expect(rateVital(name, good)).toBe('good');
      expect(rateVital(name, good * 1.01)).toBe('needs-improvement');
      expect(rateVital(name, poor)).toBe('needs-improvement');
      expect(rateVital(name, poor * 1.01)).toBe('poor');
    },
  );
});

describe('which requests are timed', () => {
  const origin = 'https://blockcast.example';
  test('[PERF-003] the site’s own API and the two market-data providers, nothing else', () => {
    expect(requestTarget('/api/market-cache?limit=300', origin)).toBe('api');
    expect(requestTarget('https://blockcast.example/api/auth/refresh', origin)).toBe('api');
    expect(requestTarget('https://pro-api.coinmarketcap.com/v1/cryptocurrency/listings/latest', origin)).toBe(
      'coinmarketcap',
    );
    expect(requestTarget('https://api.coingecko.com/api/v3/coins/markets', origin)).toBe('coingecko');
    expect(requestTarget('/assets/entry.client.js', origin)).toBeNull();
    expect(requestTarget('https://other.example/api/x', origin)).toBeNull();
    expect(requestTarget('https://api.coingecko.com.evil.example/x', origin)).toBeNull();
  });
});
