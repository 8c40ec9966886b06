import { describe, expect, test } from 'vitest';
import { sourceMatcher } from './pattern';

const SOURCES = [
  'youtube/dQw4w9WgXcQ',
  'youtube/abcdefghijk',
  'coinmarketcap/1',
  'coinmarketcap/10',
  'chainwire/2025/01/logo.png',
  'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
  'https://images.cointelegraph.com/x.jpg',
];
const matched = (pattern: string) => SOURCES.filter(sourceMatcher(pattern));

describe('invalidation patterns', () => {
  test('a source name, or a folder of it, selects its images and no neighbour', () => {
    expect(matched('youtube')).toEqual(['youtube/dQw4w9WgXcQ', 'youtube/abcdefghijk']);
    expect(matched('youtube/')).toEqual(['youtube/dQw4w9WgXcQ', 'youtube/abcdefghijk']);
    expect(matched('youtube/dQw4w9WgXcQ')).toEqual(['youtube/dQw4w9WgXcQ']);
    expect(matched('coinmarketcap/1')).toEqual(['coinmarketcap/1']);
    expect(matched('chainwire/2025')).toEqual(['chainwire/2025/01/logo.png']);
    expect(matched('https://i.ytimg.com')).toEqual(['https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg']);
  });

  test('* stands for any run of characters and everything else is literal', () => {
    expect(matched('*dQw4w9WgXcQ*')).toEqual([
      'youtube/dQw4w9WgXcQ',
      'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
    ]);
    expect(matched('coinmarketcap/1*')).toEqual(['coinmarketcap/1', 'coinmarketcap/10']);
    expect(matched('*')).toEqual(SOURCES);
    expect(matched('*.png')).toEqual(['chainwire/2025/01/logo.png']);
    // '.' and '?' are not regex characters here.
    expect(matched('youtube/dQw4w9WgXc.')).toEqual([]);
    expect(matched('coinmarketcap/?')).toEqual([]);
  });

  test('a pattern full of wildcards against a long source answers at once (no backtracking blow-up)', () => {
    const source = `https://i.ytimg.com/${'a'.repeat(2000)}`;
    const started = performance.now();
    expect(sourceMatcher('*a*a*a*a*a*a*a*b')(source)).toBe(false);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
