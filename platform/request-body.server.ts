// Caps what a request may send and checks what kind of body it is, before any handler reads it: a body over its
// route's limit is refused with 413 while it is being read (a chunked body without Content-Length included), never
// buffered whole, and a body a route cannot read (text/plain to a JSON route, JSON in UTF-16) gets 415.
import type { Context, MiddlewareHandler } from 'hono';
import { PayloadTooLargeError, UnsupportedMediaTypeError } from '../lib/errors';
import { capStream } from './capped-body.server';

/**
 * What a route reads: `json` (application/json), `beacon` (JSON that a browser's sendBeacon may label
 * text/plain), `multipart` (an upload form), `csv` (a file's text), `raw` (read as it comes: a signed webhook)
 * or `form` (a page's form post, any encoding).
 */
export type BodyKind = 'json' | 'beacon' | 'multipart' | 'csv' | 'raw' | 'form';

export interface BodyLimit {
  maxBytes: number;
  kind: BodyKind;
  /** The 413 answer's text; a plain sentence naming the limit otherwise. */
  message?: string;
}

const JSON_TYPE = /^application\/([\w.-]+\+)?json$/;
const ACCEPTED: Record<BodyKind, { test: (mediaType: string) => boolean; expected: string }> = {
  json: { test: (t) => JSON_TYPE.test(t), expected: 'application/json' },
  beacon: { test: (t) => JSON_TYPE.test(t) || t === 'text/plain', expected: 'application/json' },
  multipart: { test: (t) => t === 'multipart/form-data', expected: 'multipart/form-data' },
  csv: { test: (t) => t === 'text/csv' || t === 'text/plain', expected: 'text/csv' },
  raw: { test: () => true, expected: '' },
  form: { test: () => true, expected: '' },
};

/** Kinds whose text is read as UTF-8 (JSON allows nothing else: RFC 8259), so a body in another charset is refused. */
const UTF8_ONLY: ReadonlySet<BodyKind> = new Set(['json', 'beacon', 'csv']);

/** Kinds read whole into memory up front (small, parsed at once); the others are counted as the handler reads. */
const BUFFERED: ReadonlySet<BodyKind> = new Set(['json', 'beacon', 'form']);

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function describeBytes(bytes: number): string {
  if (bytes >= 1024 * 1024 && bytes % (1024 * 1024) === 0) return `${bytes / (1024 * 1024)} MB`;
  if (bytes >= 1024 && bytes % 1024 === 0) return `${bytes / 1024} KB`;
  return `${bytes} bytes`;
}

export const bodyTooLargeMessage = (maxBytes: number) =>
  `Request body too large: at most ${describeBytes(maxBytes)}`;
export const unsupportedTypeMessage = (expected: string) => `Content-Type must be ${expected}`;

export const unsupportedCharsetMessage = 'Request body must be UTF-8 (charset=utf-8)';

/**
 * Whether Content-Type's charset, if it names one, is UTF-8 as the Encoding Standard reads labels (utf-8 in any
 * case, utf8, quoted or not); none given means UTF-8.
 */
function isUtf8Charset(contentType: string): boolean {
  const charset = /;\s*charset\s*=\s*(?:"([^"]*)"|([^;\s]*))/i.exec(contentType);
  if (!charset) return true;
  try {
    return new TextDecoder(charset[1] ?? charset[2] ?? '').encoding === 'utf-8';
  } catch {
    return false;
  }
}

const mediaTypeOf = (c: Context) =>
  (c.req.header('Content-Type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';

/** Reads the whole body, refusing it once it passes maxBytes (the rest is never read). */
async function readCapped(body: ReadableStream<Uint8Array>, limit: BodyLimit, tooLarge: () => Error) {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit.maxBytes) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/**
 * The body guard for every route: `limitFor` names the route's limit (null: the method carries no body). A
 * declared Content-Length over the limit is refused unread; otherwise small kinds are read here up to the limit,
 * and large ones (uploads, imports) are counted while their handler reads, so a guard that refuses the caller
 * (401) still runs before anything is read.
 */
export function requestBodyGuard(
  limitFor: (method: string, path: string) => BodyLimit | null,
): MiddlewareHandler {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const limit = limitFor(c.req.method, c.req.path);
    const raw = c.req.raw;
    if (!limit || !raw.body) return next();
    const tooLarge = () => new PayloadTooLargeError(limit.message ?? bodyTooLargeMessage(limit.maxBytes));
    const declared = raw.headers.get('Content-Length');
    const chunked = raw.headers.has('Transfer-Encoding');
    // HTTP frames a request without Content-Length or Transfer-Encoding as having no body.
    if (!chunked && declared !== null && Number(declared) === 0) return next();
    if (!chunked && declared !== null && Number(declared) > limit.maxBytes) throw tooLarge();

    const mediaType = mediaTypeOf(c);
    const accepted = ACCEPTED[limit.kind];
    if (mediaType && !accepted.test(mediaType))
      throw new UnsupportedMediaTypeError(unsupportedTypeMessage(accepted.expected));
    if (UTF8_ONLY.has(limit.kind) && !isUtf8Charset(c.req.header('Content-Type') ?? ''))
      throw new UnsupportedMediaTypeError(unsupportedCharsetMessage);

    if (!BUFFERED.has(limit.kind)) {
      if (!mediaType && accepted.expected)
        throw new UnsupportedMediaTypeError(unsupportedTypeMessage(accepted.expected));
      const init: RequestInit & { duplex: 'half' } = {
        body: capStream(raw.body, limit.maxBytes, tooLarge),
        duplex: 'half',
      };
      c.req.raw = new Request(raw, init);
      return next();
    }

    const bytes = await readCapped(raw.body, limit, tooLarge);
    if (bytes.byteLength > 0 && !mediaType && accepted.expected)
      throw new UnsupportedMediaTypeError(unsupportedTypeMessage(accepted.expected));
    const headers = new Headers(raw.headers);
    // A beacon labelled text/plain is JSON all the same: the route's JSON validator reads it as such.
    if (limit.kind === 'beacon' && mediaType === 'text/plain')
      headers.set('Content-Type', 'application/json');
    c.req.raw = new Request(raw, { headers, body: bytes });
    return next();
  };
}
