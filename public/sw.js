// Blockcast's service worker. The site's code and styles come from the cache once fetched (their file names
// change with every build, so a cached copy is never stale), and pages a reader has opened are shown again when
// the network is gone. Pages the server marks private or no-store (a signed-in reader's) are never kept; the API
// and the price stream pass through untouched (the pages keep their own copies of market data). It also shows the
// price alerts the server pushes to readers who turned Web Push on.
const VERSION = 'v1';
const ASSETS = `blockcast-assets-${VERSION}`;
const PAGES = `blockcast-pages-${VERSION}`;
const MAX_ASSETS = 150;
const MAX_PAGES = 30;

const OFFLINE_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="dark light">
<title>You are offline | Blockcast</title>
<style>
body { font-family: system-ui, sans-serif; background: #0f172a; color: #e2e8f0; display: grid;
  place-items: center; min-height: 100vh; margin: 0 }
a { color: #93c5fd }
@media (prefers-color-scheme: light) { body { background: #f8fafc; color: #0f172a } a { color: #1d4ed8 } }
main { max-width: 32rem; padding: 1.5rem; text-align: center }
</style>
</head>
<body><main><h1>You are offline</h1><p>There is no copy of this page on this device: pages of your account are
never kept here, and other pages only once you have opened them.</p><p><a href="">Try again</a> · <a href="/">Home</a></p></main></body>
</html>`;

self.addEventListener('install', () => self.skipWaiting());

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys()) {
        if (key.startsWith('blockcast-') && key !== ASSETS && key !== PAGES) await caches.delete(key);
      }
      await self.clients.claim();
      // The pages open now loaded before this worker existed: keep them too, as if they had passed through it.
      const open = await self.clients.matchAll({ type: 'window' });
      await Promise.all(
        open.map(async (client) => {
          const url = new URL(client.url);
          if (url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return;
          try {
            const response = await fetch(url.href);
            await keepPage(url.href, response.clone());
            // Its code and styles were fetched before this worker too: without them a copy shown offline would
            // have neither (and could not go on to another page).
            if (response.ok) await keepAssetsOf(await response.text());
          } catch {
            // Offline or refused: that page is simply not kept.
          }
        }),
      );
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

/** The site's scripts and stylesheets a page names (its modulepreloads, stylesheet and entry), into the cache. */
async function keepAssetsOf(html) {
  const paths = new Set(html.match(/\/assets\/[\w.-]+\.(?:js|css)\b/g) ?? []);
  await Promise.all([...paths].map((path) => cacheFirst(path).catch(() => {})));
}

/** Only whole pages of the site, and never one marked private or no-store (a signed-in reader's). */
function keepable(response) {
  const control = response.headers.get('Cache-Control') ?? '';
  const type = response.headers.get('Content-Type') ?? '';
  return (
    response.ok &&
    response.type === 'basic' &&
    type.startsWith('text/html') &&
    !/no-store|private/i.test(control)
  );
}

async function keepPage(request, response) {
  const cache = await caches.open(PAGES);
  if (keepable(response)) {
    await cache.put(request, response.clone());
    await trim(PAGES, MAX_PAGES);
  } else if (response.ok) {
    // A page now private (the reader signed in) must not be shown from an older public copy.
    await cache.delete(request);
  }
}

async function networkFirst(request) {
  const cache = await caches.open(PAGES);
  try {
    const response = await fetch(request);
    await keepPage(request, response);
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
  // Another site, the API and the price stream pass through untouched, even when opened as a page.
  if (url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return;
  if (url.pathname.startsWith('/assets/')) event.respondWith(cacheFirst(request));
  else if (request.mode === 'navigate') event.respondWith(networkFirst(request));
});

// A price alert pushed while no page of the site may be open (the server sends it only to readers who turned push
// on): shown as a notification; a click opens or focuses the alerts page. Only addresses of this site are opened.
self.addEventListener('push', (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = { body: event.data ? event.data.text() : '' };
  }
  event.waitUntil(
    self.registration.showNotification(message.title || 'Blockcast price alert', {
      body: message.body || '',
      icon: '/favicon.svg',
      tag: message.notificationId ? `alert-${message.notificationId}` : undefined,
      data: { url: message.url || '/dashboard/alerts' },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  let target;
  try {
    target = new URL(event.notification.data?.url || '/dashboard/alerts', self.location.origin);
  } catch {
    return;
  }
  if (target.origin !== self.location.origin) target = new URL('/dashboard/alerts', self.location.origin);
  event.waitUntil(
    (async () => {
      const open = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const same = open.find((w) => new URL(w.url).pathname === target.pathname);
      if (same) return same.focus();
      return self.clients.openWindow(target.href);
    })(),
  );
});
