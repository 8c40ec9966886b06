// The analytics tool: measurements queued and sent in batches to the site's own collector (/api/telemetry/events)
// with sendBeacon when the page is hidden or left (so a report survives the page closing), or once 50 are waiting.
// Nothing is sent while the browser is offline: the queue waits, keeping the newest 200. A reader whose browser asks not to be tracked (Do Not
// Track, Global Privacy Control) has none: then nothing is measured for them and nothing is sent.
import { FEATURE_FLAGS } from '../../../lib/constants';
import { MAX_EVENTS_PER_REPORT, type TelemetryEvent } from '../rules';

export const TELEMETRY_ENDPOINT = '/api/telemetry/events';
/** The most measurements kept waiting while the browser is offline. */
export const MAX_QUEUED = 200;

export interface AnalyticsTool {
  track(event: TelemetryEvent): void;
  flush(): void;
}

type Send = (url: string, body: string) => void;

const beacon: Send = (url, body) => {
  const blob = new Blob([body], { type: 'application/json' });
  if (navigator.sendBeacon?.(url, blob)) return;
  void fetch(url, {
    method: 'POST',
    body,
    headers: { 'Content-Type': 'application/json' },
    keepalive: true,
  }).catch(() => {});
};

export function createAnalytics(
  send: Send = beacon,
  online: () => boolean = () => navigator.onLine !== false,
): AnalyticsTool {
  let queue: TelemetryEvent[] = [];
  const flush = () => {
    if (!online()) return;
    while (queue.length > 0) {
      const batch = queue.slice(0, MAX_EVENTS_PER_REPORT);
      queue = queue.slice(MAX_EVENTS_PER_REPORT);
      try {
        send(TELEMETRY_ENDPOINT, JSON.stringify({ events: batch }));
      } catch {
        // A report that cannot go is dropped: measuring never disturbs the page.
      }
    }
  };
  return {
    track(event) {
      queue.push(event);
      if (queue.length > MAX_QUEUED) queue = queue.slice(-MAX_QUEUED);
      if (queue.length >= MAX_EVENTS_PER_REPORT) flush();
    },
    flush,
  };
}

let installed: AnalyticsTool | null = null;

/** Whether the browser asks not to be tracked. */
function optedOut(): boolean {
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  return nav.doNotTrack === '1' || nav.globalPrivacyControl === true;
}

/**
 * Installs the tool once per page load (unless the reader opted out, or the analytics flag is off: CONST-001),
 * flushing when the page is hidden or left.
 */
export function installAnalytics(): AnalyticsTool | null {
  if (installed || optedOut() || !FEATURE_FLAGS.analytics) return installed;
  const tool = createAnalytics();
  installed = tool;
  const leaving = () => {
    for (const read of beforeLeaving) read();
    tool.flush();
  };
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') leaving();
  });
  window.addEventListener('pagehide', leaving);
  return tool;
}

const beforeLeaving = new Set<() => void>();

/**
 * Runs `read` as the page is hidden or left, just before what is queued is sent: a measurement waiting on a timer
 * (scroll depth, read 150 ms after scrolling stops) is taken then, not lost with the page. Returns what undoes it.
 */
export function beforeReportLeaves(read: () => void): () => void {
  beforeLeaving.add(read);
  return () => beforeLeaving.delete(read);
}

/** The analytics tool, when one is present. */
export function getAnalytics(): AnalyticsTool | null {
  return installed;
}

/** Reports to the analytics tool when one is present; fails silently when none is, or when it throws. */
export function reportMeasurement(event: TelemetryEvent, tool: AnalyticsTool | null = installed) {
  try {
    tool?.track(event);
  } catch {
    // Measuring never disturbs the page.
  }
}
