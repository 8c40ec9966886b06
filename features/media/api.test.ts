import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createLogger } from '../../platform/logger.server';
import { errorResponse } from '../../server/errors';
import { createTestMedia, startFakeImageServer, type FakeImageServer } from '../../tests/fakes/image-server';
import { fakeClock } from '../../tests/services';
import { artAtPath } from '../news/art.server';
import { mediaApi } from './api.server';
import { PLACEHOLDER_GRAY } from './render.server';
import { IMAGE_VARIANTS, MEDIA_MESSAGES, type ImageVariantName } from './schemas';
import { FAILURE_TTL_MS } from './service.server';

const VIDEO = 'dQw4w9WgXcQ';
/** sharp's 4-bit histogram bin of PLACEHOLDER_GRAY: the dominant colour of a placeholder. */
const GRAY_BIN = { r: 200, g: 216, b: 232 };

let images: FakeImageServer;
beforeAll(async () => {
  images = await startFakeImageServer();
});
afterAll(async () => {
  await images.close();
});

function setup(options: Parameters<typeof createTestMedia>[1] = {}) {
  const { media } = createTestMedia(images, options);
  const app = new Hono()
    .route('/api', mediaApi(media))
    .onError((err, c) => errorResponse(err, c, createLogger('silent')));
  return { app, media };
}

const proxied = (url: string, query = '') =>
  `/api/image-proxy?url=${encodeURIComponent(url)}${query ? `&${query}` : ''}`;

async function picture(res: Response) {
  expect(res.headers.get('Content-Type')).toMatch(/^image\//);
  const bytes = Buffer.from(await res.arrayBuffer());
  return { bytes, meta: await sharp(bytes).metadata() };
}

describe('image proxy and image cache', () => {
  test('[NEWS-044] the proxy answers the remote image cropped to the asked size, in each format', async () => {
    const { app } = setup();
    const expected = { webp: 'webp', jpeg: 'jpeg', png: 'png', avif: 'heif' } as const;
    for (const [format, sharpFormat] of Object.entries(expected)) {
      const res = await app.request(
        proxied(images.urlOf('/photo.jpg'), `format=${format}&width=320&height=180&quality=90`),
      );
      expect(res.status, format).toBe(200);
      expect(res.headers.get('Content-Type')).toBe(`image/${format}`);
      const { meta } = await picture(res);
      expect(meta, format).toMatchObject({ format: sharpFormat, width: 320, height: 180 });
    }
  });

  test('the proxy keeps the aspect ratio for one side, applies the quality, and defaults to WebP', async () => {
    const { app } = setup();
    const oneSide = await picture(await app.request(proxied(images.urlOf('/photo.jpg'), 'width=400')));
    expect(oneSide.meta).toMatchObject({ format: 'webp', width: 400, height: 300 });
    const untouched = await picture(await app.request(proxied(images.urlOf('/photo.png'))));
    expect(untouched.meta).toMatchObject({ format: 'webp', width: 640, height: 480 });

    const rich = await picture(
      await app.request(proxied(images.urlOf('/photo.png'), 'format=jpeg&width=600')),
    );
    const poor = await picture(
      await app.request(proxied(images.urlOf('/photo.png'), 'format=jpeg&width=600&quality=5')),
    );
    expect(poor.bytes.byteLength).toBeLessThan(rich.bytes.byteLength);
    // JPEG has no transparency: the half-transparent picture is laid on white.
    expect(rich.meta.hasAlpha).toBe(false);
  });

  test('[NEWS-045] the cache answers YouTube, CoinMarketCap and Chainwire images at the asked size and format', async () => {
    const { app } = setup();
    const cases = [
      [`/api/image-cache/youtube/${VIDEO}?width=480&height=270`, 'webp', 480, 270],
      [`/api/image-cache/youtube/${VIDEO}?source=max&format=jpeg&width=640&height=360`, 'jpeg', 640, 360],
      ['/api/image-cache/coinmarketcap/1?width=64&height=64&format=png', 'png', 64, 64],
      [
        '/api/image-cache/chainwire/2025/01/launch-banner.jpg?width=600&height=315&format=avif',
        'heif',
        600,
        315,
      ],
    ] as const;
    for (const [address, format, width, height] of cases) {
      const res = await app.request(address);
      expect(res.status, address).toBe(200);
      expect((await picture(res)).meta, address).toMatchObject({ format, width, height });
    }
    // Each source's address on its host: YouTube's hq and max stills, CMC's 128 px icon, the upload path.
    expect(images.count(`/vi/${VIDEO}/hqdefault.jpg`)).toBe(1);
    expect(images.count(`/vi/${VIDEO}/maxresdefault.jpg`)).toBe(1);
    expect(images.count('/static/img/coins/128x128/1.png')).toBe(1);
    expect(images.count('/wp-content/uploads/2025/01/launch-banner.jpg')).toBe(1);
  });

  test('[NEWS-049] the variants are icons of 32, 64 and 128 px, thumbnail 300x200, hero 1200x630, favicon 32 and apple-touch 180', async () => {
    const { app } = setup();
    const sizes: Record<ImageVariantName, [number, number, string]> = {
      icon32: [32, 32, 'webp'],
      icon64: [64, 64, 'webp'],
      icon128: [128, 128, 'webp'],
      thumbnail: [300, 200, 'webp'],
      hero: [1200, 630, 'webp'],
      favicon: [32, 32, 'png'],
      'apple-touch': [180, 180, 'png'],
    };
    expect(Object.keys(IMAGE_VARIANTS).sort()).toEqual(Object.keys(sizes).sort());
    for (const [variant, [width, height, format]] of Object.entries(sizes)) {
      const res = await app.request(`/api/image-cache/coinmarketcap/1027?variant=${variant}`);
      expect((await picture(res)).meta, variant).toMatchObject({ width, height, format });
    }
    const asked = await app.request(`/api/image-cache/youtube/${VIDEO}?variant=thumbnail&format=avif`);
    expect((await picture(asked)).meta).toMatchObject({ width: 300, height: 200, format: 'heif' });
  });

  test('[NEWS-046] GET and HEAD tell by X-Cache-Status whether an image was fetched now (MISS) or came from the cache (HIT)', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'bc-media-hits-'));
    const { app } = setup({ dir });
    const address = `/api/image-cache/youtube/${VIDEO}?variant=hero`;
    const before = images.count(`/vi/${VIDEO}/hqdefault.jpg`);

    const first = await app.request(address);
    expect(first.status).toBe(200);
    expect(first.headers.get('X-Cache-Status')).toBe('MISS');
    expect(first.headers.get('Cache-Control')).toBe('public, max-age=86400');
    const etag = first.headers.get('ETag');
    expect(etag).toMatch(/^".+"$/);
    const firstBytes = Buffer.from(await first.arrayBuffer());

    const second = await app.request(address);
    expect(second.headers.get('X-Cache-Status')).toBe('HIT');
    expect(second.headers.get('ETag')).toBe(etag);
    expect(Buffer.from(await second.arrayBuffer()).equals(firstBytes)).toBe(true);

    const head = await app.request(address, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('X-Cache-Status')).toBe('HIT');
    expect(head.headers.get('Content-Type')).toBe('image/webp');
    expect(head.headers.get('Content-Length')).toBe(String(firstBytes.byteLength));
    expect(await head.text()).toBe('');

    const newHead = await app.request(`/api/image-cache/youtube/${VIDEO}?variant=icon64`, { method: 'HEAD' });
    expect(newHead.headers.get('X-Cache-Status')).toBe('MISS');
    // The source was fetched once per variant made.
    expect(images.count(`/vi/${VIDEO}/hqdefault.jpg`) - before).toBe(2);

    // A restarted process finds the variant on disk.
    const restarted = setup({ dir }).app;
    expect((await restarted.request(address)).headers.get('X-Cache-Status')).toBe('HIT');
    expect(images.count(`/vi/${VIDEO}/hqdefault.jpg`) - before).toBe(2);

    // The browser's copy is still good: 304 without a body.
    const revalidated = await app.request(address, { headers: { 'If-None-Match': etag ?? '' } });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get('X-Cache-Status')).toBe('HIT');
  });

  test('[NEWS-046] a source that cannot be had answers a gray placeholder of the asked size and format, marked FALLBACK', async () => {
    const clock = fakeClock();
    const { app } = setup({ clock });
    const address = '/api/image-cache/youtube/missing0001?width=320&height=180&format=png';
    const res = await app.request(address);
    expect(res.status).toBe(200);
    expect(res.headers.get('X-Cache-Status')).toBe('FALLBACK');
    // Shown briefly: the real picture takes its place once the source is back.
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=300');
    const { bytes, meta } = await picture(res);
    expect(meta).toMatchObject({ format: 'png', width: 320, height: 180 });
    const { dominant } = await sharp(bytes).stats();
    expect(dominant).toEqual(GRAY_BIN);
    expect(PLACEHOLDER_GRAY).toBe('#cbd5e1');

    const head = await app.request(address, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('X-Cache-Status')).toBe('FALLBACK');

    // Without a size the placeholder takes the source's usual one (YouTube's hq still: 480x360).
    const plain = await picture(await app.request('/api/image-cache/youtube/missing0001'));
    expect(plain.meta).toMatchObject({ width: 480, height: 360 });
    const oneSide = await picture(await app.request('/api/image-cache/youtube/missing0001?width=48'));
    expect(oneSide.meta).toMatchObject({ width: 48, height: 36 });

    // The failed source is not asked again for five minutes, then it is.
    const asked = images.count('/vi/missing0001/hqdefault.jpg');
    expect(asked).toBe(1);
    await app.request(address);
    expect(images.count('/vi/missing0001/hqdefault.jpg')).toBe(1);
    clock.advance(FAILURE_TTL_MS + 1);
    await app.request(address);
    expect(images.count('/vi/missing0001/hqdefault.jpg')).toBe(2);
  });

  test('an offline source host falls back too, for the proxy as for the cache', async () => {
    const { app } = setup({ extraHosts: ['offline.test'] });
    const res = await app.request(proxied('http://offline.test/photo.jpg', 'width=100&height=100'));
    expect(res.status).toBe(200);
    expect(res.headers.get('X-Cache-Status')).toBe('FALLBACK');
    expect((await picture(res)).meta).toMatchObject({ width: 100, height: 100, format: 'webp' });
  });

  test('a story picture the proxy cannot have (404, not an image, a host that does not resolve, no answer) answers the story’s generated picture at the asked size, not a gray box, and the dead source is not asked again for a while', async () => {
    const clock = fakeClock();
    const { app } = setup({ clock, timeoutMs: 300, extraHosts: ['offline.test'], fallbackImage: artAtPath });
    const art = '/api/news-art/v1/mining/0a1b2c3d.jpg';
    const artColour = (await sharp((await artAtPath(art))!).stats()).dominant;
    expect(artColour).not.toEqual(GRAY_BIN);
    const sources = [
      images.urlOf('/missing.jpg'),
      images.urlOf('/page.html'),
      images.urlOf('/lying.jpg'),
      'http://offline.test/photo.jpg',
      images.urlOf('/slow.jpg'),
    ];
    for (const source of sources) {
      // As a page shows it, and as og:image: a 1200x630 JPEG.
      for (const [format, width, height] of [
        ['webp', 800, 450],
        ['jpeg', 1200, 630],
      ] as const) {
        const res = await app.request(
          proxied(
            source,
            `format=${format}&width=${width}&height=${height}&fallback=${encodeURIComponent(art)}`,
          ),
        );
        expect(res.status, source).toBe(200);
        expect(res.headers.get('X-Cache-Status'), source).toBe('FALLBACK');
        expect(res.headers.get('Cache-Control'), source).toBe('public, max-age=300');
        const { bytes, meta } = await picture(res);
        expect(meta, source).toMatchObject({ format, width, height });
        expect((await sharp(bytes).stats()).dominant, source).toEqual(artColour);
      }
    }
    // Each dead source was asked once for both sizes; within five minutes it is not asked again.
    expect(images.count('/missing.jpg')).toBe(1);
    const again = await app.request(
      proxied(images.urlOf('/missing.jpg'), `width=64&height=64&fallback=${encodeURIComponent(art)}`),
    );
    expect((await picture(again)).meta).toMatchObject({ width: 64, height: 64 });
    expect(images.count('/missing.jpg')).toBe(1);
    clock.advance(FAILURE_TTL_MS + 1);
    await app.request(proxied(images.urlOf('/missing.jpg'), `fallback=${encodeURIComponent(art)}`));
    expect(images.count('/missing.jpg')).toBe(2);
    // A picture that can be had is the picture, whatever the fallback.
    const photo = await app.request(
      proxied(images.urlOf('/photo.jpg'), `width=80&height=60&fallback=${encodeURIComponent(art)}`),
    );
    expect(photo.headers.get('X-Cache-Status')).toBe('MISS');
  });

  test('a fallback is only ever a story picture’s path on this site', async () => {
    const { app } = setup({ fallbackImage: artAtPath });
    for (const fallback of [
      'https://evil.example/api/news-art/v1/mining/0a1b2c3d.jpg',
      '//evil.example/api/news-art/v1/mining/0a1b2c3d.jpg',
      '/api/news-art/v1/mining/../../../etc/0a1b2c3d.jpg',
      '/api/news-art/v1/mining/0a1b2c3d.jpg?x=https://evil.example',
      '/api/news-art/v1/mining/0a1b2c3d.svg',
      '/api/auth/me',
      '/%2F%2Fevil.example',
    ]) {
      const res = await app.request(
        proxied(images.urlOf('/missing.jpg'), `fallback=${encodeURIComponent(fallback)}`),
      );
      expect(res.status, fallback).toBe(400);
      expect(res.headers.get('Location'), fallback).toBeNull();
    }
    // A path of the right shape naming no picture (an unknown palette) gets the placeholder.
    const unknown = await app.request(
      proxied(
        images.urlOf('/missing-too.jpg'),
        `width=32&height=32&format=png&fallback=${encodeURIComponent('/api/news-art/v1/nosuch/0a1b2c3d.jpg')}`,
      ),
    );
    expect(unknown.status).toBe(200);
    expect((await sharp(Buffer.from(await unknown.arrayBuffer())).stats()).dominant).toEqual(GRAY_BIN);
  });

  test('requests for the same new variant arriving together share one fetch', async () => {
    const { app } = setup();
    const address = '/api/image-cache/coinmarketcap/52?variant=icon128';
    const answers = await Promise.all(Array.from({ length: 6 }, () => app.request(address)));
    expect(answers.map((r) => r.status)).toEqual(Array(6).fill(200));
    expect(images.count('/static/img/coins/128x128/52.png')).toBe(1);
  });

  test('past the disk bound the least recently used variants are deleted and fetched again when asked', async () => {
    const hero = (id: number) => `/api/image-cache/coinmarketcap/${id}?variant=hero`;
    const oneHero = (await (await setup().app.request(hero(100))).arrayBuffer()).byteLength;
    const clock = fakeClock();
    // Room for three heroes and their metadata files, not four.
    const maxCacheBytes = Math.floor(3.5 * (oneHero + 200));
    const { app, media } = setup({ clock, maxCacheBytes });
    for (const id of [101, 102, 103, 104, 105, 106]) {
      expect((await app.request(hero(id))).headers.get('X-Cache-Status'), String(id)).toBe('MISS');
      clock.advance(1000);
    }
    const stats = await media.stats();
    expect(stats.bytes).toBeLessThanOrEqual(maxCacheBytes);
    expect(stats.entries).toBe(3);
    // The newest stay, the oldest went (from disk and from memory alike) and are fetched again.
    expect((await app.request(hero(106))).headers.get('X-Cache-Status')).toBe('HIT');
    expect((await app.request(hero(104))).headers.get('X-Cache-Status')).toBe('HIT');
    expect((await app.request(hero(101))).headers.get('X-Cache-Status')).toBe('MISS');
    expect(images.count('/static/img/coins/128x128/101.png')).toBe(2);
  });

  test('bad parameters answer 400 with a message naming the field, never 500', async () => {
    const { app } = setup();
    const photo = images.urlOf('/photo.jpg');
    const before = images.total;
    const cases: [string, string][] = [
      ['/api/image-proxy', 'url is required'],
      [proxied(photo, 'width=0'), 'width must be at least 1'],
      [proxied(photo, 'width=2001'), 'width must be at most 2000'],
      [proxied(photo, 'height=abc'), 'height must be a number'],
      [proxied(photo, 'width=1.5'), 'width must be an int'],
      [proxied(photo, 'quality=101'), 'quality must be at most 100'],
      [proxied(photo, 'format=gif'), 'format must be one of: webp, jpeg, png, avif'],
      [proxied('x'.repeat(2100)), 'url must be at most 2048 characters'],
      ['/api/image-cache/youtube/short', MEDIA_MESSAGES.invalidYoutubeId],
      ['/api/image-cache/youtube/dQw4w9WgXcQ!', MEDIA_MESSAGES.invalidYoutubeId],
      ['/api/image-cache/coinmarketcap/0', MEDIA_MESSAGES.invalidCoinId],
      ['/api/image-cache/coinmarketcap/1e3', MEDIA_MESSAGES.invalidCoinId],
      ['/api/image-cache/chainwire/..%2F..%2Fetc%2Fpasswd', MEDIA_MESSAGES.invalidChainwireHash],
      ['/api/image-cache/chainwire/a/.../b.png', MEDIA_MESSAGES.invalidChainwireHash],
      ['/api/image-cache/chainwire/a%20b.png', MEDIA_MESSAGES.invalidChainwireHash],
      [
        `/api/image-cache/youtube/${VIDEO}?variant=huge`,
        'variant must be one of: icon32, icon64, icon128, thumbnail, hero, favicon, apple-touch',
      ],
      [`/api/image-cache/youtube/${VIDEO}?variant=hero&width=10`, MEDIA_MESSAGES.variantWithSize],
      [`/api/image-cache/youtube/${VIDEO}?source=best`, 'source must be one of: hq, max, default'],
      [`/api/image-cache/coinmarketcap/1?height=99999`, 'height must be at most 2000'],
    ];
    for (const [address, message] of cases) {
      const res = await app.request(address);
      expect(res.status, address).toBe(400);
      expect(await res.json(), address).toEqual({ success: false, error: message });
    }
    expect(images.total).toBe(before);
  });
});
