// Answers built from the market snapshot, kept serialised per snapshot: the site's market calls and the
// CoinMarketCap-compatible calls answer from one snapshot many times between ticks.
import { gzipSync } from 'node:zlib';
import type { Context } from 'hono';
import { LRUCache } from 'lru-cache';
import { etagMatches, etagOf } from '../../platform/etag.server';
import type { MarketRead } from './service.server';

/** Distinct queries whose answers are kept per snapshot; rotating query strings evict the oldest. */
const RESPONSE_MEMO_MAX = 200;

/**
 * Serialised answers per snapshot and query, with a strong ETag and a gzip copy made once: a cached answer
 * costs a map lookup, not a JSON.stringify and a compression per request. Recomputed when the snapshot changes.
 */
export function createSnapshotResponder() {
  let version = -1;
  const memo = new LRUCache<string, { body: string; etag: string; gzip?: Buffer }>({
    max: RESPONSE_MEMO_MAX,
  });
  return (c: Context, read: MarketRead, key: string, build: () => unknown) => {
    if (read.snapshot.fetchedAt !== version) {
      version = read.snapshot.fetchedAt;
      memo.clear();
    }
    let entry = memo.get(key);
    if (!entry) {
      const body = JSON.stringify(build());
      entry = { body, etag: etagOf(body) };
      memo.set(key, entry);
    }
    c.header('X-Cache-Status', read.status);
    c.header('ETag', entry.etag);
    c.header('Cache-Control', 'no-cache');
    c.header('Last-Modified', new Date(read.snapshot.fetchedAt).toUTCString());
    c.header('Vary', 'Accept-Encoding');
    if (etagMatches(c.req.header('If-None-Match'), entry.etag)) return c.body(null, 304);
    const json = { 'Content-Type': 'application/json; charset=utf-8' };
    if (/\bgzip\b/.test(c.req.header('Accept-Encoding') ?? '') && entry.body.length > 1024) {
      entry.gzip ??= gzipSync(entry.body, { level: 6 });
      return c.body(new Uint8Array(entry.gzip), 200, { ...json, 'Content-Encoding': 'gzip' });
    }
    return c.body(entry.body, 200, json);
  };
}
