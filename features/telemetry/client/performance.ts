// Performance measuring: the web vitals (LCP, FID, CLS, FCP, TTFB, INP) rated by the spec's limits, tasks that
// hold the main thread over 50 ms, and the timing of requests to the site's API and the two market-data
// providers. Loaded on demand shortly after launch (see components/telemetry.tsx), so it costs the first load
// nothing.
import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { LONG_TASK_MS, rateVital, requestTarget, type TelemetryEvent, type VitalName } from '../rules';
import { TELEMETRY_ENDPOINT } from './analytics';

export interface MeasuringEnv {
  origin: string;
  /** The page the document was loaded for: its vitals (LCP, CLS, ...) belong to it. */
  path: string;
  /** The page shown now, after any in-app navigation: long tasks and requests belong to it. */
  currentPath(): string;
  /** Starts a PerformanceObserver on one entry type (buffered); false when the browser does not support it. */
  observe(type: string, onEntry: (entry: PerformanceEntry) => void): boolean;
  vitals: {
    onCLS: typeof onCLS;
    onFCP: typeof onFCP;
    onINP: typeof onINP;
    onLCP: typeof onLCP;
    onTTFB: typeof onTTFB;
  };
}

export function browserMeasuringEnv(): MeasuringEnv {
  return {
    origin: location.origin,
    path: location.pathname,
    currentPath: () => location.pathname,
    observe(type, onEntry) {
      if (!PerformanceObserver.supportedEntryTypes?.includes(type)) return false;
      new PerformanceObserver((list) => list.getEntries().forEach(onEntry)).observe({ type, buffered: true });
      return true;
    },
    vitals: { onCLS, onFCP, onINP, onLCP, onTTFB },
  };
}

/** Requests whose duration says nothing of speed: the price stream stays open, reports are the measuring itself. */
const UNTIMED = ['/api/stream/', TELEMETRY_ENDPOINT];

export function startPerformanceMeasuring(report: (event: TelemetryEvent) => void, env: MeasuringEnv) {
  const { path } = env;
  const vital = (metric: { name: Metric['name'] | 'FID'; value: number }) => {
    const name = metric.name as VitalName;
    report({ kind: 'vital', path, name, value: metric.value, rating: rateVital(name, metric.value) });
  };
  env.vitals.onLCP(vital);
  env.vitals.onCLS(vital);
  env.vitals.onINP(vital);
  env.vitals.onFCP(vital);
  env.vitals.onTTFB(vital);
  // First input delay: web-vitals no longer reports it, the Event Timing API still does.
  let firstInput = false;
  env.observe('first-input', (entry) => {
    if (firstInput) return;
    firstInput = true;
    const e = entry as PerformanceEventTiming;
    vital({ name: 'FID', value: e.processingStart - e.startTime });
  });
  env.observe('longtask', (entry) => {
    if (entry.duration > LONG_TASK_MS)
      report({ kind: 'long-task', path: env.currentPath(), duration: entry.duration });
  });
  env.observe('resource', (entry) => {
    const target = requestTarget(entry.name, env.origin);
    if (!target) return;
    const url = new URL(entry.name, env.origin);
    if (UNTIMED.some((p) => url.pathname.startsWith(p))) return;
    report({
      kind: 'request',
      path: env.currentPath(),
      target,
      endpoint: `${url.host === new URL(env.origin).host ? '' : url.host}${url.pathname}`.slice(0, 200),
      duration: entry.duration,
    });
  });
}
