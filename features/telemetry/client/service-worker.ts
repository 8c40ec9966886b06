// Registers the site's service worker (/sw.js): the site's code from the cache, and pages already read shown
// again offline. A browser without service workers, or one that refuses it, simply goes without.
export const SERVICE_WORKER_URL = '/sw.js';

export function registerServiceWorker() {
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker.register(SERVICE_WORKER_URL).catch(() => {});
}
