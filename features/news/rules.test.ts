import { describe, expect, test } from 'vitest';
import {
  ageLabel,
  articleHref,
  articleImage,
  articleShareImage,
  excerpt,
  moreNewsRemain,
  morePressRemain,
  readTimeLabel,
  sourceLabel,
  viewsLabel,
  type Article,
} from './rules';
import { articleArtPath } from './art';

const HOUR = 3_600_000;
const NOW = Date.parse('2026-11-24T12:00:00Z');
const ago = (hours: number) => new Date(NOW - hours * HOUR).toISOString();
const images = (o: string | null, r: string | null, u: string | null, category = 'Bitcoin', id = 7) =>
  ({
    id,
    title: 'Miners sell fewer coins',
    images: { optimized: o, original: r },
    imageUrl: u,
    category,
  }) as Pick<Article, 'id' | 'title' | 'images' | 'imageUrl' | 'category'>;

describe('how an article shows', () => {
  test('[NEWS-022] [NEWS-023] a news item keeps its own address only when it is a press release’s; a press item opens its release', () => {
    expect(articleHref({ type: 'news', slug: 's', url: 'https://wire.example/press-releases/x' })).toBe(
      'https://wire.example/press-releases/x',
    );
    expect(articleHref({ type: 'news', slug: 'miners-sell', url: 'https://news.example/miners' })).toBe(
      '/news/miners-sell',
    );
    expect(
      articleHref({ type: 'press_release', slug: 'acme-launch', url: '/press-releases/acme-launch' }),
    ).toBe('/press-releases/acme-launch');
    expect(articleHref({ type: 'tutorial', slug: 'how to', url: '/tutorials/how%20to' })).toBe(
      '/tutorials/how%20to',
    );
  });

  test('[NEWS-024] the picture is images.optimized, else images.original, else image_url, else the story’s generated picture', () => {
    expect(articleImage(images('o.webp', 'r.jpg', 'u.jpg'))).toBe('o.webp');
    expect(articleImage(images(null, 'r.jpg', 'u.jpg'))).toBe('r.jpg');
    expect(articleImage(images(null, null, 'u.jpg'))).toBe('u.jpg');
    // A picture on another site comes through the image proxy, resized and re-encoded, the story's generated
    // picture named as its fallback.
    const remote = images(null, null, 'https://images.example/a b.jpg');
    expect(articleImage(remote)).toBe(
      `/api/image-proxy?url=https%3A%2F%2Fimages.example%2Fa%20b.jpg&format=webp&width=800&height=450&quality=90&fallback=${encodeURIComponent(articleArtPath(remote, 'jpg'))}`,
    );
    // None of its own: the story's generated picture, in its category's palette.
    expect(articleImage(images(null, null, null, 'Bitcoin'))).toMatch(
      /^\/api\/news-art\/v1\/bitcoin\/[0-9a-f]{8}\.svg$/,
    );
    expect(articleImage(images(null, null, null, 'Ethereum'))).toMatch(/^\/api\/news-art\/v1\/ethereum\//);
    expect(articleImage(images(null, null, null, 'Press'))).toMatch(/^\/api\/news-art\/v1\/press\//);
    expect(articleImage(images(null, null, null, 'Something else'))).toMatch(/^\/api\/news-art\/v1\/news\//);
  });

  test('a story without a picture of its own gets one of its own: the same story always the same, two stories of one category two pictures', () => {
    const one = articleImage(images(null, null, null, 'Mining', 1));
    expect(articleImage(images(null, null, null, 'Mining', 1))).toBe(one);
    expect(articleImage(images(null, null, null, 'Mining', 2))).not.toBe(one);
    // Same headline, another story (one release from two wires): still another picture.
    const sameTitle = Array.from({ length: 50 }, (_, id) =>
      articleImage(images(null, null, null, 'Mining', id)),
    );
    expect(new Set(sameTitle).size).toBe(50);
  });

  test('a link preview’s picture is a JPEG social sites read: the story’s picture through the proxy at 1200x630, else its generated picture as JPEG', () => {
    const remote = images(null, null, 'https://images.example/a.png');
    expect(articleShareImage(remote)).toBe(
      `/api/image-proxy?url=https%3A%2F%2Fimages.example%2Fa.png&format=jpeg&width=1200&height=630&quality=90&fallback=${encodeURIComponent(articleArtPath(remote, 'jpg'))}`,
    );
    expect(articleShareImage(images(null, null, '/uploads/ab.webp'))).toBe('/uploads/ab.webp');
    expect(articleShareImage(images(null, null, null, 'DeFi'))).toMatch(
      /^\/api\/news-art\/v1\/defi\/[0-9a-f]{8}\.jpg$/,
    );
  });

  test('[NEWS-025] excerpts are cut to 120 characters, at a word, with an ellipsis', () => {
    const long = 'Bitcoin miners are selling fewer coins as transaction fees rise, '.repeat(4);
    const cut = excerpt(long);
    expect(cut.length).toBeLessThanOrEqual(120);
    expect(cut.endsWith('…')).toBe(true);
    expect(long.startsWith(cut.slice(0, -1))).toBe(true);
    expect(excerpt('Short enough.')).toBe('Short enough.');
  });

  test('a cut that falls right after a word keeps that word', () => {
    // A 10-character limit leaves 9 before the ellipsis: 'a b c d e' is whole words, 'a b c d ef' is not.
    expect(excerpt('a b c d e f g h', 10)).toBe('a b c d e…');
    expect(excerpt('a b c d ef g h', 10)).toBe('a b c d…');
  });

  test('[NEWS-026] ages read N hours ago under a day, Yesterday to two days, then a short date', () => {
    expect(ageLabel(ago(1), NOW)).toBe('1 hour ago');
    expect(ageLabel(ago(23.9), NOW)).toBe('23 hours ago');
    expect(ageLabel(ago(24), NOW)).toBe('Yesterday');
    expect(ageLabel(ago(47.9), NOW)).toBe('Yesterday');
    expect(ageLabel(ago(48), NOW)).toBe('Nov 22');
    expect(ageLabel('2025-12-30T10:00:00Z', NOW)).toBe('Dec 30, 2025');
    expect(ageLabel(ago(0.25), NOW)).toBe('15 minutes ago');
  });

  test('[NEWS-027] [NEWS-028] a missing source is the media network, a missing read time 5 minutes', () => {
    expect(sourceLabel({ sourceName: null })).toBe('Blockcast Media Network');
    expect(sourceLabel({ sourceName: '  ' })).toBe('Blockcast Media Network');
    expect(sourceLabel({ sourceName: 'Northvale' })).toBe('Northvale');
    expect(readTimeLabel({ readTime: null })).toBe('5 min read');
    expect(readTimeLabel({ readTime: 3 })).toBe('3 min read');
  });

  test('[NEWS-018] view counts read as K views', () => {
    expect(viewsLabel(12_400)).toBe('12.4K views');
    expect(viewsLabel(3_000)).toBe('3K views');
    expect(viewsLabel(850)).toBe('850 views');
    expect(viewsLabel(1_250_000)).toBe('1.3M views');
  });

  test('[NEWS-010] [NEWS-013] Load More shows while fewer than total minus 3 (news) or minus 1 (press) are visible', () => {
    expect(moreNewsRemain(4, 8)).toBe(true);
    expect(moreNewsRemain(4, 7)).toBe(false);
    expect(moreNewsRemain(8, 12)).toBe(true);
    expect(morePressRemain(4, 6)).toBe(true);
    expect(morePressRemain(4, 5)).toBe(false);
  });
});
