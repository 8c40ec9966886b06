// Entity tags for conditional GETs: one way to make them and one to compare them, for every answer that has them.
import { createHash } from 'node:crypto';

/** A tag for `body`: 20 characters of its SHA-1 (base64url). Weak (`W/`) where the same answer may be sent
 * compressed or not: equal in meaning, not byte for byte. */
export function etagOf(body: string | Uint8Array, { weak = false } = {}): string {
  const tag = `"${createHash('sha1').update(body).digest('base64url').slice(0, 20)}"`;
  return weak ? `W/${tag}` : tag;
}

/**
 * Whether `If-None-Match` names `etag`: `*`, or any tag of its list, compared weakly (RFC 9110 §13.1.2: a GET's
 * If-None-Match ignores the `W/`).
 */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => opaque(tag) === opaque(etag));
}
