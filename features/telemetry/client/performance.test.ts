import { describe, expect, test } from 'vitest';
import type { TelemetryEvent } from '../rules';
import { startPerformanceMeasuring, type MeasuringEnv } from './performance';

/** A browser whose vitals and performance entries the test hands in. */
let current = '/markets';

function fakeBrowser() {
  const observers = new Map<string, (entry: PerformanceEntry) => void>();
  const vitals = new Map<string, (m: { name: string; value: number }) => void>();
  const on = (name: string) => (cb: (m: { name: string; value: number }) => void) =>
    void vitals.set(name, cb);
  const env: MeasuringEnv = {
    origin: 'https://blockcast.example',
    path: '/markets',
    currentPath: () => current,
    observe(type, onEntry) {
      observers.set(type, onEntry);
      return true;
    },
    vitals: {
      onCLS: on('CLS'),
      onFCP: on('FCP'),
      onINP: on('INP'),
      onLCP: on('LCP'),
      onTTFB: on('TTFB'),
    } as unknown as MeasuringEnv['vitals'],
  };
  const events: TelemetryEvent[] = [];
  startPerformanceMeasuring((e) => events.push(e), env);
  return {
    events,
    vital: (name: string, value: number) => vitals.get(name)?.({ name, value }),
    entry: (type: string, entry: Partial<PerformanceEventTiming>) =>
      observers.get(type)?.(entry as PerformanceEntry),
  };
}

describe('performance measuring', () => {
  test('[PERF-004] each web vital is reported with its value and the spec’s rating', () => {
    const b = fakeBrowser();
    b.vital('LCP', 1200);
    b.vital('CLS', 0.3);
    b.vital('INP', 350);
    b.vital('FCP', 900);
    b.vital('TTFB', 2000);
    b.entry('first-input', { startTime: 1000, processingStart: 1150 });
    b.entry('first-input', { startTime: 5000, processingStart: 5900 });
    expect(b.events).toEqual([
      { kind: 'vital', path: '/markets', name: 'LCP', value: 1200, rating: 'good' },
      { kind: 'vital', path: '/markets', name: 'CLS', value: 0.3, rating: 'poor' },
      { kind: 'vital', path: '/markets', name: 'INP', value: 350, rating: 'needs-improvement' },
      { kind: 'vital', path: '/markets', name: 'FCP', value: 900, rating: 'good' },
      { kind: 'vital', path: '/markets', name: 'TTFB', value: 2000, rating: 'poor' },
      // FID is the first input's delay only.
      { kind: 'vital', path: '/markets', name: 'FID', value: 150, rating: 'needs-improvement' },
    ]);
  });

  test('after an in-app navigation, long tasks and requests belong to the page shown; vitals to the one loaded', () => {
    const b = fakeBrowser();
    current = '/analysis';
    try {
      b.entry('longtask', { duration: 120 });
      b.entry('resource', { name: 'https://blockcast.example/api/market-cache', duration: 30 } as never);
      b.vital('CLS', 0.02);
    } finally {
      current = '/markets';
    }
    expect(b.events.map((e) => `${e.kind} ${e.path}`)).toEqual([
      'long-task /analysis',
      'request /analysis',
      'vital /markets',
    ]);
  });

  test('[PERF-005] tasks over 50 ms are reported as long tasks, shorter ones are not', () => {
    const b = fakeBrowser();
    b.entry('longtask', { duration: 50 });
    b.entry('longtask', { duration: 51 });
    b.entry('longtask', { duration: 240 });
    expect(b.events).toEqual([
      { kind: 'long-task', path: '/markets', duration: 51 },
      { kind: 'long-task', path: '/markets', duration: 240 },
    ]);
  });

  test('[PERF-003] requests to the API and the two providers are timed; the stream, reports and assets are not', () => {
    const b = fakeBrowser();
    const resource = (name: string, duration: number) => b.entry('resource', { name, duration });
    resource('https://blockcast.example/api/market-cache?limit=300&sort=rank', 42);
    resource('https://pro-api.coinmarketcap.com/v1/cryptocurrency/quotes/latest?id=1', 310);
    resource('https://api.coingecko.com/api/v3/coins/markets?vs_currency=usd', 280);
    resource('https://blockcast.example/api/stream/prices?top=10', 60_000);
    resource('https://blockcast.example/api/telemetry/events', 3);
    resource('https://blockcast.example/assets/markets-abc.js', 12);
    expect(b.events).toEqual([
      { kind: 'request', path: '/markets', target: 'api', endpoint: '/api/market-cache', duration: 42 },
      {
        kind: 'request',
        path: '/markets',
        target: 'coinmarketcap',
        endpoint: 'pro-api.coinmarketcap.com/v1/cryptocurrency/quotes/latest',
        duration: 310,
      },
      {
        kind: 'request',
        path: '/markets',
        target: 'coingecko',
        endpoint: 'api.coingecko.com/api/v3/coins/markets',
        duration: 280,
      },
    ]);
  });
});
