// Blockcast's service worker. The site's code and styles come from the cache once fetched (their file names
// change with every build, so a cached copy is never stale), and pages a reader has opened are shown again when
// the network is gone. Pages the server marks private or no-store (a signed-in reader's) are never kept; the API
// and the price stream pass through untouched (the pages keep their own copies of market data).
const VERSION = 'v1';
const ASSETS = `blockcast-assets-${VERSION}`;
const PAGES = `blockcast-pages-${VERSION}`;
const MAX_ASSETS = 150;
const MAX_PAGES = 30;

const OFFLINE_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport"
content="width=device-width, initial-scale=1"><title>Offline | Blockcast</title></head><body style="font-family:
system-ui,sans-serif;background:#0f172a;color:#e2e8f0;display:grid;place-items:center;min-height:100vh;margin:0">
<main style="max-width:32rem;padding:1.5rem;text-align:center"><h1>You are offline</h1><p>This page has not been
opened on this device before, so there is no copy to show. Pages you have read are available offline.</p>
<p><a href="/" style="color:#60a5fa">Home</a></p></main></body></html>`;

self.addEventListener('install', () => self.skipWaiting());

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys()) {
        if (key.startsWith('blockcast-') && key !== ASSETS && key !== PAGES) await caches.delete(key);
      }
      await self.clients.claim();
    })(),
  );
});

async function trim(cacheName, max) {
  const cache = await caches.open(cacheName);
  const keys = await cache.keys();
  for (const key of keys.slice(0, Math.max(0, keys.length - max))) await cache.delete(key);
}

async function cacheFirst(request) {
  const cache = await caches.open(ASSETS);
  const hit = await cache.match(request);
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok) {
    await cache.put(request, response.clone());
    await trim(ASSETS, MAX_ASSETS);
  }
  return response;
}

function keepable(response) {
  const control = response.headers.get('Cache-Control') ?? '';
  return response.ok && response.type === 'basic' && !/no-store|private/i.test(control);
}

async function networkFirst(request) {
  const cache = await caches.open(PAGES);
  try {
    const response = await fetch(request);
    if (keepable(response)) {
      await cache.put(request, response.clone());
      await trim(PAGES, MAX_PAGES);
    } else if (response.ok) {
      // A page now private (the reader signed in) must not be shown from an older public copy.
      await cache.delete(request);
    }
    return response;
  } catch {
    const copy = await cache.match(request, { ignoreVary: true });
    return (
      copy ??
      new Response(OFFLINE_PAGE, {
        status: 503,
        headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
      })
    );
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname.startsWith('/assets/')) event.respondWith(cacheFirst(request));
  else if (request.mode === 'navigate') event.respondWith(networkFirst(request));
});
