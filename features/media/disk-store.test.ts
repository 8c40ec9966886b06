import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { fakeClock } from '../../tests/services';
import { createDiskStore, type StoredMeta } from './disk-store.server';

const keyOf = (name: string) => createHash('sha256').update(name).digest('hex');
const meta = (source: string): StoredMeta => ({
  source,
  contentType: 'image/webp',
  etag: '"x"',
  createdAt: '2026-01-15T12:00:00.000Z',
});
const KB = 1024;

describe('the disk image cache', () => {
  test('past its size bound it deletes the least recently used variants first', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'bc-image-store-'));
    const clock = fakeClock();
    const evicted: string[] = [];
    const store = createDiskStore({ dir, maxBytes: 50 * KB, clock, onEvict: (k) => evicted.push(k) });
    for (const name of ['a', 'b', 'c', 'd']) {
      await store.write(keyOf(name), meta(`youtube/${name}`), Buffer.alloc(11 * KB));
      clock.advance(60_000);
    }
    // 'a' is read: 'b' is now the least recently used.
    expect(await store.read(keyOf('a'))).not.toBeNull();
    clock.advance(60_000);
    await store.write(keyOf('e'), meta('youtube/e'), Buffer.alloc(11 * KB));

    expect(evicted).toEqual([keyOf('b')]);
    expect(await store.read(keyOf('b'))).toBeNull();
    for (const name of ['a', 'c', 'd', 'e']) expect(await store.read(keyOf(name)), name).not.toBeNull();
    const stats = await store.stats();
    expect(stats.entries).toBe(4);
    expect(stats.bytes).toBeLessThanOrEqual(50 * KB);
    expect(readdirSync(dir).filter((f) => f.endsWith('.img'))).toHaveLength(4);
  });

  test('a variant larger than the whole bound is not kept', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'bc-image-store-'));
    const store = createDiskStore({ dir, maxBytes: 10 * KB, clock: fakeClock() });
    await store.write(keyOf('small'), meta('coinmarketcap/1'), Buffer.alloc(2 * KB));
    await store.write(keyOf('big'), meta('coinmarketcap/2'), Buffer.alloc(20 * KB));
    expect(await store.read(keyOf('big'))).toBeNull();
    expect(await store.read(keyOf('small'))).not.toBeNull();
    expect((await store.stats()).bytes).toBeLessThanOrEqual(10 * KB);
  });

  test('a restarted process finds the stored variants and sweeps leftovers of interrupted writes', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'bc-image-store-'));
    const first = createDiskStore({ dir, maxBytes: 1024 * KB, clock: fakeClock() });
    await first.write(keyOf('kept'), meta('chainwire/2025/01/a.png'), Buffer.from('image bytes'));
    writeFileSync(path.join(dir, `${keyOf('orphan')}.img`), 'no metadata');
    writeFileSync(path.join(dir, `${keyOf('x')}.img.1234.tmp`), 'half written');

    const second = createDiskStore({ dir, maxBytes: 1024 * KB, clock: fakeClock() });
    const read = await second.read(keyOf('kept'));
    expect(read?.bytes.toString()).toBe('image bytes');
    expect(read?.meta.source).toBe('chainwire/2025/01/a.png');
    expect(readdirSync(dir).sort()).toEqual([`${keyOf('kept')}.img`, `${keyOf('kept')}.json`].sort());
    expect(await second.removeWhere((s) => s.startsWith('chainwire/'))).toBe(1);
    expect(readdirSync(dir)).toEqual([]);
  });
});
