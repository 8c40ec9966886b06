// The image proxy against server-side request forgery: every payload aims at a sentinel server on 127.0.0.1 (or
// at a private or metadata address that is never connected to), and the sentinel must receive no connection at all.
import { Hono } from 'hono';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { createLogger } from '../../platform/logger.server';
import { errorResponse } from '../../server/errors';
import {
  createTestMedia,
  pngDeclaring,
  startFakeImageServer,
  startSentinel,
  type FakeImageServer,
  type Sentinel,
} from '../../tests/fakes/image-server';
import { ImageRefusedError } from './address-policy.server';
import { mediaApi } from './api.server';
import { ImageFetchError } from './fetcher.server';
import { MAX_INPUT_PIXELS, renderImage } from './render.server';
import { MEDIA_MESSAGES } from './schemas';

/** Short, so the slow-answer payload is cut off quickly. */
const TIMEOUT_MS = 700;

let sentinel: Sentinel;
let images: FakeImageServer;
let setup: ReturnType<typeof buildSetup>;

function buildSetup() {
  const S = sentinel.port;
  const { media, fetcher, dns } = createTestMedia(images, {
    timeoutMs: TIMEOUT_MS,
    // Listed hosts whose DNS answers something that must not be reached.
    extraHosts: [`internal.test:${S}`, `rebind.test:${S}`],
    dns: {
      'internal.test': ['127.0.0.1'],
      'i.ytimg.com': ['169.254.169.254'],
      's2.coinmarketcap.com': ['10.0.0.8'],
      'chainwire.org': ['93.184.215.14', '127.0.0.1'],
      'img.youtube.com': ['::ffff:127.0.0.1'],
      'cdn.decrypt.co': ['fd00::1'],
      'www.coindesk.com': ['100.64.1.1'],
      'images.cointelegraph.com': ['0.0.0.0'],
      // Rebinding: a public answer when checked, the sentinel's address on any later question.
      'rebind.test': [['127.0.0.2'], ['127.0.0.1']],
    },
    // 127.0.0.2 stands for rebind.test's public address (nothing listens there).
    publicStandIns: { 'rebind.test': '127.0.0.2' },
  });
  const app = new Hono()
    .route('/api', mediaApi(media))
    .onError((err, c) => errorResponse(err, c, createLogger('silent')));
  return { app, fetcher, dns };
}

beforeAll(async () => {
  sentinel = await startSentinel();
  images = await startFakeImageServer();
  setup = buildSetup();
});
afterEach(() => {
  expect(sentinel.connections, 'the sentinel was reached').toBe(0);
});
afterAll(async () => {
  await Promise.all([sentinel.close(), images.close()]);
});

const proxy = (url: string) =>
  setup.app.request(`/api/image-proxy?url=${encodeURIComponent(url)}&width=64&height=64`);

async function expectRefused(url: string) {
  const res = await proxy(url);
  expect(res.status, url).toBe(400);
  expect(await res.json(), url).toEqual({ success: false, error: MEDIA_MESSAGES.addressNotAllowed });
}

async function expectFallback(url: string) {
  const res = await proxy(url);
  expect(res.status, url).toBe(200);
  expect(res.headers.get('X-Cache-Status'), url).toBe('FALLBACK');
  expect(res.headers.get('Content-Type'), url).toBe('image/webp');
}

describe('image proxy SSRF defences', () => {
  test('loopback addresses in every notation are refused before any connection', async () => {
    const S = sentinel.port;
    for (const url of [
      `http://localhost:${S}/x.png`,
      `http://LOCALHOST:${S}/x.png`,
      `http://127.0.0.1:${S}/x.png`,
      `http://127.1:${S}/x.png`,
      `http://0x7f000001:${S}/x.png`,
      `http://2130706433:${S}/x.png`,
      `http://017700000001:${S}/x.png`,
      `http://[::1]:${S}/x.png`,
      `http://[::ffff:127.0.0.1]:${S}/x.png`,
      `http://[::]:${S}/x.png`,
      `http://0.0.0.0:${S}/x.png`,
      `http://%6c%6f%63%61%6c%68%6f%73%74:${S}/x.png`,
      `http://127.0.0.1.nip.io:${S}/x.png`,
      `https://i.ytimg.com@127.0.0.1:${S}/x.png`,
    ])
      await expectRefused(url);
  });

  test('private, carrier-grade NAT, unique-local, link-local and cloud metadata addresses are refused', async () => {
    for (const url of [
      'http://10.0.0.1/x.png',
      'http://172.16.0.1/x.png',
      'http://172.31.255.254/x.png',
      'http://192.168.1.1/x.png',
      'http://100.64.0.1/x.png',
      'http://[fc00::1]/x.png',
      'http://[fe80::1]/x.png',
      'http://169.254.169.254/latest/meta-data/',
      'http://[fd00:ec2::254]/latest/meta-data/',
      'http://metadata.google.internal/computeMetadata/v1/',
    ])
      await expectRefused(url);
  });

  test('an allow-listed host whose DNS answers a non-public address is refused, never connected to', async () => {
    for (const url of [
      `http://internal.test:${sentinel.port}/x.png`,
      'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg', // 169.254.169.254
      'https://s2.coinmarketcap.com/static/img/coins/128x128/1.png', // 10.0.0.8
      'https://chainwire.org/wp-content/uploads/a.png', // one public and one loopback address
      'https://img.youtube.com/vi/dQw4w9WgXcQ/0.jpg', // IPv4-mapped loopback
      'https://cdn.decrypt.co/x.png', // unique-local
      'https://www.coindesk.com/x.png', // carrier-grade NAT
      'https://images.cointelegraph.com/x.png', // unspecified
    ])
      await expectRefused(url);
  });

  test('DNS rebinding: the connection goes to the address that was checked, not to a later answer', async () => {
    const asked = setup.dns.calls.length;
    await expectFallback(`http://rebind.test:${sentinel.port}/x.png`);
    // Asked once; the socket used the checked answer (where nothing listens) and never asked again.
    expect(setup.dns.calls.slice(asked)).toEqual(['rebind.test']);
  });

  test('a redirect from an allowed host to loopback, a private host or another scheme is not followed', async () => {
    const S = sentinel.port;
    for (const target of [
      `http://127.0.0.1:${S}/x.png`,
      `http://localhost:${S}/x.png`,
      `http://internal.test:${S}/x.png`,
      'http://169.254.169.254/latest/meta-data/',
      'file:///etc/passwd',
    ]) {
      const url = images.urlOf(`/redirect?to=${encodeURIComponent(target)}`);
      await expectFallback(url);
      expect(images.count(`/redirect?to=${encodeURIComponent(target)}`), target).toBe(1);
    }
    await expect(
      setup.fetcher.fetch(images.urlOf(`/redirect?to=${encodeURIComponent(`http://internal.test:${S}/`)}`)),
    ).rejects.toThrow('redirected to a refused address');
  });

  test('three redirects are followed, a fourth is not', async () => {
    const res = await proxy(images.urlOf('/hops/3'));
    expect(res.headers.get('X-Cache-Status')).toBe('MISS');
    await expectFallback(images.urlOf('/hops/4'));
    await expect(setup.fetcher.fetch(images.urlOf('/hops/4'))).rejects.toThrow('more than 3 redirects');
  });

  test('file:, gopher:, ftp:, data: and javascript: addresses and addresses with credentials are refused', async () => {
    const before = images.total;
    for (const url of [
      'file:///etc/passwd',
      `gopher://127.0.0.1:${sentinel.port}/_GET%20/`,
      'ftp://i.ytimg.com/x.jpg',
      'data:image/png;base64,iVBORw0KGgo=',
      'javascript:alert(1)',
      images.urlOf('/photo.jpg').replace('http://', 'http://user:secret@'),
      `http://images.test:${sentinel.port}/photo.jpg`, // a listed name on a port that is not
      '/api/image-proxy?url=x',
    ])
      await expectRefused(url);
    expect(images.total).toBe(before);
  });

  test('answers that are not images, too big, too large in pixels or too slow give the placeholder', async () => {
    for (const path of [
      '/page.html',
      '/no-type',
      '/lying.jpg',
      '/vector.svg',
      '/oversize.jpg',
      '/declared-oversize.jpg',
      '/huge.png',
      '/slow.jpg',
      '/missing.png',
    ])
      await expectFallback(images.urlOf(path));
  });

  test('the fetcher says why: not an image, over the byte cap streamed or declared, past the deadline', async () => {
    const { fetch } = setup.fetcher;
    await expect(fetch(images.urlOf('/page.html?direct'))).rejects.toThrow('not an image (text/html)');
    await expect(fetch(images.urlOf('/vector.svg?direct'))).rejects.toThrow('not an image (image/svg+xml)');
    await expect(fetch(images.urlOf('/oversize.jpg?direct'))).rejects.toThrow(
      `body larger than ${10 * 1024 * 1024} bytes`,
    );
    await expect(fetch(images.urlOf('/declared-oversize.jpg?direct'))).rejects.toThrow('body larger than');
    const started = Date.now();
    await expect(fetch(images.urlOf('/slow.jpg?direct'))).rejects.toThrow(
      `no complete answer within ${TIMEOUT_MS} ms`,
    );
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 1000);
    await expect(fetch('http://10.0.0.1/x.png')).rejects.toBeInstanceOf(ImageRefusedError);
    await expect(fetch(images.urlOf('/missing.png?direct'))).rejects.toBeInstanceOf(ImageFetchError);
  });

  test('an image declaring more than 40 megapixels is refused before it is decoded', async () => {
    await expect(
      renderImage(await pngDeclaring(50_000, 50_000), { format: 'webp', quality: 90 }),
    ).rejects.toThrow(/pixel limit/);
    const side = Math.ceil(Math.sqrt(MAX_INPUT_PIXELS)) + 1;
    await expect(
      renderImage(await pngDeclaring(side, side), { format: 'webp', quality: 90 }),
    ).rejects.toThrow(/pixel limit/);
    await expect(renderImage(Buffer.from('not an image'), { format: 'webp', quality: 90 })).rejects.toThrow();
  });
});
