// A local stand-in for the sites whose feeds the newsroom reads: it serves the fixture feeds of tests/fakes/feeds with
// their validators (ETag, Last-Modified, 304 on a conditional GET), counts the requests to each path, and has the
// broken kinds of feed too: an HTML page, an oversize feed streamed without a length, one that never answers, one
// that stops halfway through its body.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FEED_MAX_BYTES } from '../../features/news/feeds.server';

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), 'feeds');

/** What /oversize.xml sends: well past the newsroom's cap, in 64 KB chunks, with no Content-Length. */
export const OVERSIZE_FEED_BYTES = FEED_MAX_BYTES + 1024 * 1024;
/** The Last-Modified of every fixture until a test replaces it. */
export const FIXTURE_LAST_MODIFIED = 'Thu, 15 Jan 2026 11:00:00 GMT';

/** Which validators a document is served with. */
export type Validators = 'both' | 'etag' | 'last-modified' | 'none';

export interface FakeFeedRequest {
  path: string;
  /** 200, 304 or 404; 0 while a request is left unanswered (slow.xml). */
  status: number;
  ifNoneMatch?: string;
  ifModifiedSince?: string;
  userAgent?: string;
  accept?: string;
}

interface Document {
  body: string;
  contentType: string;
  validators: Validators;
  etag: string;
  lastModified: string;
}

export interface FakeFeedServer {
  readonly url: string;
  /** The absolute address of a path on this server. */
  urlOf(path: string): string;
  readonly requests: FakeFeedRequest[];
  /** How many requests reached a path (answered or not). */
  count(path: string): number;
  /** Serves a new body at a path (new ETag, and the given or a later Last-Modified). */
  setDocument(
    path: string,
    body: string,
    options?: { contentType?: string; validators?: Validators; lastModified?: string },
  ): void;
  close(): Promise<void>;
}

/** The validators each fixture is served with: both mechanisms, and each alone, are exercised. */
const FIXTURE_VALIDATORS: Record<string, Validators> = {
  'atom.xml': 'last-modified',
  'feed.json': 'etag',
  'hostile.xml': 'none',
};

const contentTypeOf = (file: string) =>
  file.endsWith('.json')
    ? 'application/feed+json; charset=utf-8'
    : file.endsWith('.html')
      ? 'text/html; charset=utf-8'
      : file.startsWith('atom')
        ? 'application/atom+xml; charset=utf-8'
        : 'application/rss+xml; charset=utf-8';

const etagOf = (body: string) => `"${createHash('sha1').update(body).digest('hex').slice(0, 16)}"`;

export async function startFakeFeedServer(): Promise<FakeFeedServer> {
  const documents = new Map<string, Document>();
  const requests: FakeFeedRequest[] = [];
  const held = new Set<ServerResponse>();

  function setDocument(
    at: string,
    body: string,
    options: { contentType?: string; validators?: Validators; lastModified?: string } = {},
  ) {
    const previous = documents.get(at);
    documents.set(at, {
      body,
      contentType: options.contentType ?? previous?.contentType ?? contentTypeOf(at.slice(1)),
      validators: options.validators ?? previous?.validators ?? 'both',
      etag: etagOf(body),
      lastModified:
        options.lastModified ??
        (previous
          ? new Date(Date.parse(previous.lastModified) + 60_000).toUTCString()
          : FIXTURE_LAST_MODIFIED),
    });
  }
  for (const file of readdirSync(FIXTURES)) {
    setDocument(`/${file}`, readFileSync(path.join(FIXTURES, file), 'utf8'), {
      validators: FIXTURE_VALIDATORS[file] ?? 'both',
    });
  }

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const at = new URL(req.url ?? '/', 'http://fake.local').pathname;
    const request: FakeFeedRequest = {
      path: at,
      status: 0,
      ifNoneMatch: header(req, 'if-none-match'),
      ifModifiedSince: header(req, 'if-modified-since'),
      userAgent: header(req, 'user-agent'),
      accept: header(req, 'accept'),
    };
    requests.push(request);
    const answer = (status: number, headers: Record<string, string>, body?: string) => {
      request.status = status;
      res.writeHead(status, headers);
      res.end(body);
    };

    switch (at) {
      case '/slow.xml':
        // Never answers: the reader's timeout must end the wait.
        held.add(res);
        res.on('close', () => held.delete(res));
        return;
      case '/stalled.xml':
        // Answers 200 and the start of a feed, then nothing more.
        held.add(res);
        res.on('close', () => held.delete(res));
        request.status = 200;
        res.writeHead(200, { 'content-type': 'application/rss+xml; charset=utf-8' });
        res.write('<?xml version="1.0"?><rss version="2.0"><channel><title>Stalled</title>');
        return;
      case '/oversize.xml':
        request.status = 200;
        return streamOversize(res);
    }

    const doc = documents.get(at);
    if (!doc) return answer(404, { 'content-type': 'text/plain' }, 'Not found');
    const headers: Record<string, string> = { 'content-type': doc.contentType };
    if (doc.validators === 'both' || doc.validators === 'etag') headers.etag = doc.etag;
    if (doc.validators === 'both' || doc.validators === 'last-modified') {
      headers['last-modified'] = doc.lastModified;
    }
    if (notModified(request, headers)) return answer(304, headers);
    answer(200, { ...headers, 'content-length': String(Buffer.byteLength(doc.body)) }, doc.body);
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;

  return {
    url,
    urlOf: (at) => `${url}${at}`,
    requests,
    count: (at) => requests.filter((r) => r.path === at).length,
    setDocument,
    close() {
      for (const res of held) res.destroy();
      held.clear();
      return new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      });
    },
  };
}

/** RFC 9110 §13.2.2: If-None-Match decides when present; otherwise If-Modified-Since. */
function notModified(request: FakeFeedRequest, headers: Record<string, string>): boolean {
  if (request.ifNoneMatch !== undefined) {
    if (!headers.etag) return false;
    const weak = (tag: string) => tag.trim().replace(/^W\//, '');
    const tags = request.ifNoneMatch.split(',').map(weak);
    return tags.includes('*') || tags.includes(weak(headers.etag));
  }
  const since = request.ifModifiedSince ? Date.parse(request.ifModifiedSince) : Number.NaN;
  const modified = headers['last-modified'] ? Date.parse(headers['last-modified']) : Number.NaN;
  return !Number.isNaN(since) && !Number.isNaN(modified) && modified <= since;
}

function streamOversize(res: ServerResponse) {
  res.writeHead(200, { 'content-type': 'application/rss+xml; charset=utf-8' });
  res.write('<?xml version="1.0"?><rss version="2.0"><channel><title>Oversize</title>');
  const item =
    '<item><title>Filler story</title><link>https://oversize.example/filler</link>' +
    `<description>${'Padding that makes the feed enormous. '.repeat(40)}</description></item>\n`;
  const chunk = Buffer.from(item.repeat(Math.ceil((64 * 1024) / item.length)));
  let sent = 0;
  const pump = () => {
    while (sent < OVERSIZE_FEED_BYTES && !res.destroyed) {
      sent += chunk.length;
      if (!res.write(chunk)) return void res.once('drain', pump);
    }
    if (!res.destroyed) res.end('</channel></rss>');
  };
  pump();
}

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}
