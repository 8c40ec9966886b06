import { describe, expect, test } from 'vitest';
import { fakeClock } from '../../tests/services';
import {
  createImageIndex,
  INDEX_MAX_ENTRIES,
  INDEX_MAX_HELD_BYTES,
  INDEX_TTL_MS,
  type IndexEntry,
} from './memory-index.server';

const entry = (source: string, size = 10): IndexEntry => ({
  source,
  contentType: 'image/webp',
  etag: `"${source}"`,
  size,
  bytes: Buffer.alloc(size),
});

describe('the in-memory image index', () => {
  test('[NEWS-050] it holds 500 entries, and the 501st evicts the least recently used quarter at once', () => {
    const index = createImageIndex({ clock: fakeClock() });
    for (let i = 0; i < INDEX_MAX_ENTRIES; i += 1) index.set(`k${i}`, entry(`s${i}`));
    expect(index.size()).toBe(500);
    // Reading the first ten makes them recently used: they survive the eviction.
    for (let i = 0; i < 10; i += 1) expect(index.get(`k${i}`)).toBeDefined();

    index.set('new', entry('new'));
    expect(index.size()).toBe(500 - 125 + 1);
    for (let i = 0; i < 10; i += 1) expect(index.get(`k${i}`), `k${i}`).toBeDefined();
    // The 125 least recently used were k10..k134; k135 onwards stay.
    for (let i = 10; i < 135; i += 1) expect(index.get(`k${i}`), `k${i}`).toBeUndefined();
    expect(index.get('k135')).toBeDefined();
    expect(index.get('new')).toBeDefined();
  });

  test('[NEWS-050] an entry is forgotten 30 minutes after it was stored, reads or not', () => {
    const clock = fakeClock();
    const index = createImageIndex({ clock });
    index.set('a', entry('a'));
    clock.advance(INDEX_TTL_MS);
    expect(index.get('a')).toBeDefined();
    clock.advance(1);
    expect(index.get('a')).toBeUndefined();
    expect(index.size()).toBe(0);
  });

  test('a full index whose entries have expired makes room by dropping those, not live ones', () => {
    const clock = fakeClock();
    const index = createImageIndex({ clock });
    for (let i = 0; i < 400; i += 1) index.set(`old${i}`, entry(`old${i}`));
    clock.advance(INDEX_TTL_MS / 2);
    for (let i = 0; i < 100; i += 1) index.set(`live${i}`, entry(`live${i}`));
    clock.advance(INDEX_TTL_MS / 2 + 1);
    index.set('one-more', entry('one-more'));
    expect(index.size()).toBe(101);
  });

  test('large images are indexed without their bytes; invalidation drops entries by source', () => {
    const index = createImageIndex({ clock: fakeClock() });
    index.set('big', entry('youtube/big', INDEX_MAX_HELD_BYTES + 1));
    index.set('small', entry('youtube/small'));
    index.set('coin', entry('coinmarketcap/1'));
    expect(index.get('big')?.bytes).toBeUndefined();
    expect(index.get('small')?.bytes).toHaveLength(10);
    expect(index.deleteWhere((s) => s.startsWith('youtube/'))).toBe(2);
    expect(index.size()).toBe(1);
  });
});
