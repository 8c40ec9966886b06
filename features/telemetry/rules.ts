// Performance measuring's rules and event shapes, shared by the browser and the server (no zod here: the shell
// loads this on every page).

/** Good up to the first figure, poor above the second (ms; CLS has no unit). */
export const VITAL_THRESHOLDS = {
  LCP: [2500, 4000],
  FID: [100, 300],
  CLS: [0.1, 0.25],
  FCP: [1800, 3000],
  TTFB: [800, 1800],
  INP: [200, 500],
} as const;
export type VitalName = keyof typeof VITAL_THRESHOLDS;
export const VITAL_NAMES = Object.keys(VITAL_THRESHOLDS) as VitalName[];
export type VitalRating = 'good' | 'needs-improvement' | 'poor';

export function rateVital(name: VitalName, value: number): VitalRating {
  const [good, poor] = VITAL_THRESHOLDS[name];
  if (value <= good) return 'good';
  return value <= poor ? 'needs-improvement' : 'poor';
}

/** A task that holds the main thread longer than this is reported. */
export const LONG_TASK_MS = 50;
/** Performance measuring starts this long after launch, and the service worker's registration after this. */
export const MEASURE_DELAY_MS = 100;
export const SERVICE_WORKER_DELAY_MS = 200;
export const SCROLL_DEPTHS = [25, 50, 75, 100] as const;
export const SCROLL_DEBOUNCE_MS = 150;
/** The most events one report may carry. */
export const MAX_EVENTS_PER_REPORT = 50;

/** Whose requests are timed: the product's own API and the two market-data providers. */
export const REQUEST_TARGETS = ['api', 'coinmarketcap', 'coingecko'] as const;
export type RequestTarget = (typeof REQUEST_TARGETS)[number];

/** Which timed target a request address is, or null for any other (images, scripts, third parties). */
export function requestTarget(url: string, origin: string): RequestTarget | null {
  let u: URL;
  try {
    u = new URL(url, origin);
  } catch {
    return null;
  }
  if (u.origin === origin && u.pathname.startsWith('/api/')) return 'api';
  if (u.hostname === 'pro-api.coinmarketcap.com' || u.hostname.endsWith('.coinmarketcap.com'))
    return 'coinmarketcap';
  if (u.hostname === 'api.coingecko.com' || u.hostname === 'pro-api.coingecko.com') return 'coingecko';
  return null;
}

/** One measurement, with the page (path) it was taken on. */
export type TelemetryEvent =
  | { kind: 'vital'; path: string; name: VitalName; value: number; rating: VitalRating }
  | { kind: 'long-task'; path: string; duration: number }
  | { kind: 'request'; path: string; target: RequestTarget; endpoint: string; duration: number }
  | { kind: 'scroll-depth'; path: string; percent: (typeof SCROLL_DEPTHS)[number] };
