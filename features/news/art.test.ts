import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Database } from '../../platform/db.server';
import { createApp } from '../../server/app';
import { oneDatabaseTarget } from '../../tests/databases';
import { createTestServices } from '../../tests/services';
import { ART_KEYS, articleArtPath, artHash } from './art';
import { MOTIFS, renderArtSvg } from './art-svg';

describe('a story’s generated picture', () => {
  test('is the same drawing for the same story and another for another story, with every motif in use', () => {
    const one = renderArtSvg('bitcoin', artHash('1\nBitcoin miners sell less'));
    expect(renderArtSvg('bitcoin', artHash('1\nBitcoin miners sell less'))).toBe(one);
    const drawings = new Set<string>();
    const motifs = new Set<number>();
    for (let id = 0; id < 200; id++) {
      const hash = artHash(`${id}\nThe same press release`);
      drawings.add(renderArtSvg('press', hash));
      motifs.add(Number.parseInt(hash, 16) % MOTIFS.length);
    }
    expect(drawings.size).toBe(200);
    expect(motifs.size).toBe(MOTIFS.length);
  });

  test('takes its colours from its category: two categories, one hash, two drawings', () => {
    const hash = artHash('9\nA headline');
    const byKey = new Set(ART_KEYS.map((key) => renderArtSvg(key, hash)));
    expect(byKey.size).toBe(ART_KEYS.length);
  });
});

describe.each(oneDatabaseTarget)('the generated picture’s address on $name', (target) => {
  let database: Database;
  let app: ReturnType<typeof createApp>;
  beforeAll(async () => {
    database = await target.open();
    app = createApp(createTestServices(database));
  });
  afterAll(() => database.close());

  const story = { id: 42, title: 'Regulators publish a stablecoin rulebook', category: 'Regulation' };

  test('answers the SVG for pages and a 1200x630 JPEG for link previews, both kept for a year', async () => {
    const svg = await app.request(articleArtPath(story, 'svg'));
    expect(svg.status).toBe(200);
    expect(svg.headers.get('content-type')).toBe('image/svg+xml');
    expect(svg.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await svg.text()).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"[^>]*>[\s\S]*<\/svg>$/);

    const jpg = await app.request(articleArtPath(story, 'jpg'));
    expect(jpg.status).toBe(200);
    expect(jpg.headers.get('content-type')).toBe('image/jpeg');
    const meta = await sharp(Buffer.from(await jpg.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });

    const again = await app.request(articleArtPath(story, 'jpg'), {
      headers: { 'If-None-Match': jpg.headers.get('etag') ?? '' },
    });
    expect(again.status).toBe(304);
  });

  test('refuses an address it does not draw', async () => {
    for (const path of [
      '/api/news-art/v1/gold/0a1b2c3d.svg',
      '/api/news-art/v0/bitcoin/0a1b2c3d.svg',
      '/api/news-art/v1/bitcoin/0a1b2c3.svg',
      '/api/news-art/v1/bitcoin/0a1b2c3d.webp',
      '/api/news-art/v1/bitcoin/0A1B2C3D.svg',
    ]) {
      expect((await app.request(path)).status, path).toBe(400);
    }
  });
});
