// Starts what the site measures about itself, once per page load: performance measuring 100 ms after launch
// (its code loaded on demand), the service worker's registration after the page has loaded (200 ms after launch
// at the earliest), and scroll depth for each page viewed.
import { useEffect } from 'react';
import { importRecoverable } from '../../../lib/recoverable-import';
import { useLocation } from 'react-router';
import { MEASURE_DELAY_MS, SERVICE_WORKER_DELAY_MS } from '../rules';
import { installAnalytics, reportMeasurement } from '../client/analytics';
import { trackScrollDepth } from '../client/scroll-depth';
import { registerServiceWorker } from '../client/service-worker';

export function Telemetry() {
  const { pathname } = useLocation();

  useEffect(() => {
    const tool = installAnalytics();
    const measuring = setTimeout(() => {
      // Nobody to report to: nothing to measure.
      if (!tool) return;
      importRecoverable(() => import('../client/performance'))
        .then(({ startPerformanceMeasuring, browserMeasuringEnv }) =>
          startPerformanceMeasuring((event) => reportMeasurement(event, tool), browserMeasuringEnv()),
        )
        .catch(() => {});
    }, MEASURE_DELAY_MS);
    const afterLoad = () => registerServiceWorker();
    const worker = setTimeout(() => {
      if (document.readyState === 'complete') afterLoad();
      else window.addEventListener('load', afterLoad, { once: true });
    }, SERVICE_WORKER_DELAY_MS);
    return () => {
      clearTimeout(measuring);
      clearTimeout(worker);
      window.removeEventListener('load', afterLoad);
    };
  }, []);

  useEffect(
    () => trackScrollDepth((percent) => reportMeasurement({ kind: 'scroll-depth', path: pathname, percent })),
    [pathname],
  );
  return null;
}
