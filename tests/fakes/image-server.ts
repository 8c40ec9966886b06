// Local stand-ins for the image proxy's world, all on 127.0.0.1: an image host (real JPEG and PNG pictures, and the
// broken kinds: an HTML page, a text body labelled as JPEG, SVG, a body past the proxy's cap sent without a length,
// a PNG declaring 50000x50000 pixels, an answer that never comes, redirects, error statuses), a sentinel that
// counts every connection it receives (an SSRF test passes when it counts none), and a scripted DNS.
import { mkdtempSync } from 'node:fs';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { DEFAULT_IMAGE_PROXY_HOSTS, isPublicAddress } from '../../features/media/address-policy.server';
import { createImageFetcher } from '../../features/media/fetcher.server';
import { createMediaService } from '../../features/media/service.server';
import type { DnsLookup, ResolvedAddress } from '../../platform/public-address.server';
import { createLogger } from '../../platform/logger.server';

/** What /oversize.jpg sends, in 64 KB chunks and without a Content-Length: past the proxy's 10 MB cap. */
export const OVERSIZE_BYTES = 11 * 1024 * 1024;
export const PHOTO_JPEG = { width: 800, height: 600 } as const;
export const PHOTO_PNG = { width: 640, height: 480 } as const;

interface Listening {
  server: Server;
  port: number;
  sockets: Set<Socket>;
}

async function listen(server: Server): Promise<Listening> {
  const sockets = new Set<Socket>();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port, sockets };
}

async function close({ server, sockets }: Listening) {
  for (const socket of sockets) socket.destroy();
  await new Promise<void>((resolve) => server.close(() => resolve()));
}

/** A PNG whose header declares width x height pixels (with a valid checksum) over a 1-pixel body. */
export async function pngDeclaring(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(
    await sharp({ create: { width: 1, height: 1, channels: 3, background: '#000' } })
      .png()
      .toBuffer(),
  );
  // Signature (8), IHDR length (4), 'IHDR' at 12, width at 16, height at 20, CRC of type and data at 29.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

export interface FakeImageServer {
  readonly port: number;
  /** The address of a path on this server under a host name (resolved by a fakeDns to 127.0.0.1). */
  urlOf(path: string, host?: string): string;
  /** Requests that reached a path (query included), answered or not. */
  count(path: string): number;
  readonly total: number;
  close(): Promise<void>;
}

export async function startFakeImageServer(): Promise<FakeImageServer> {
  const photoJpeg = await sharp({
    create: { ...PHOTO_JPEG, channels: 3, background: { r: 200, g: 80, b: 40 } },
  })
    .jpeg()
    .toBuffer();
  const photoPng = await sharp({
    create: { ...PHOTO_PNG, channels: 4, background: { r: 20, g: 120, b: 220, alpha: 0.5 } },
  })
    .png()
    .toBuffer();
  const huge = await pngDeclaring(50_000, 50_000);
  const counts = new Map<string, number>();
  let total = 0;
  const held = new Set<ServerResponse>();

  const send = (res: ServerResponse, type: string, body: Buffer | string) => {
    res.writeHead(200, { 'Content-Type': type, 'Content-Length': Buffer.byteLength(body) });
    res.end(body);
  };

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const key = url.pathname + url.search;
    counts.set(key, (counts.get(key) ?? 0) + 1);
    total += 1;
    const route = url.pathname;
    // Any address naming 'missing' is a picture the host does not have.
    if (route.includes('missing')) {
      res.writeHead(404, { 'Content-Type': 'text/plain' });
      return res.end('not found');
    }
    if (route === '/photo.jpg' || route.startsWith('/vi/') || route.startsWith('/wp-content/'))
      return send(res, 'image/jpeg', photoJpeg);
    if (route === '/photo.png' || route.startsWith('/static/img/coins/'))
      return send(res, 'image/png', photoPng);
    if (route === '/page.html')
      return send(res, 'text/html; charset=utf-8', '<!doctype html><p>Not a picture</p>');
    if (route === '/no-type') {
      res.writeHead(200, { 'Content-Length': photoJpeg.length });
      return res.end(photoJpeg);
    }
    if (route === '/lying.jpg') return send(res, 'image/jpeg', 'this is text, not a JPEG');
    if (route === '/vector.svg')
      return send(res, 'image/svg+xml', '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    if (route === '/huge.png') return send(res, 'image/png', huge);
    if (route === '/oversize.jpg') {
      res.writeHead(200, { 'Content-Type': 'image/jpeg' });
      const chunk = Buffer.alloc(64 * 1024, 0xff);
      let sent = 0;
      const pump = () => {
        while (sent < OVERSIZE_BYTES) {
          sent += chunk.length;
          if (!res.write(chunk)) return void res.once('drain', pump);
        }
        res.end();
      };
      return pump();
    }
    if (route === '/declared-oversize.jpg') {
      res.writeHead(200, { 'Content-Type': 'image/jpeg', 'Content-Length': OVERSIZE_BYTES });
      return res.end();
    }
    if (route === '/slow.jpg') {
      held.add(res);
      return;
    }
    if (route === '/redirect') {
      res.writeHead(302, { Location: url.searchParams.get('to') ?? '/' });
      return res.end();
    }
    // /hops/{n}: n redirects before the photo.
    const hops = /^\/hops\/(\d+)$/.exec(route);
    if (hops?.[1]) {
      const n = Number(hops[1]);
      res.writeHead(302, { Location: n > 1 ? `/hops/${n - 1}` : '/photo.jpg' });
      return res.end();
    }
    res.writeHead(404, { 'Content-Type': 'text/plain' });
    res.end('not found');
  });
  const listening = await listen(server);
  return {
    port: listening.port,
    urlOf: (path, host = 'images.test') => `http://${host}:${listening.port}${path}`,
    count: (path) => counts.get(path) ?? 0,
    get total() {
      return total;
    },
    async close() {
      for (const res of held) res.destroy();
      await close(listening);
    },
  };
}

export interface Sentinel {
  readonly port: number;
  /** TCP connections received: any at all means a refused address was reached. */
  readonly connections: number;
  readonly requests: number;
  close(): Promise<void>;
}

/** A server on 127.0.0.1 standing for everything private: it answers an image, and counts. */
export async function startSentinel(): Promise<Sentinel> {
  let connections = 0;
  let requests = 0;
  const image = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#f00' } })
    .png()
    .toBuffer();
  const server = createServer((_req, res) => {
    requests += 1;
    res.writeHead(200, { 'Content-Type': 'image/png', 'Content-Length': image.length });
    res.end(image);
  });
  server.on('connection', () => {
    connections += 1;
  });
  const listening = await listen(server);
  return {
    port: listening.port,
    get connections() {
      return connections;
    },
    get requests() {
      return requests;
    },
    close: () => close(listening),
  };
}

/**
 * A DNS that knows only the names given: each maps to its addresses, or to a list of answers given in turn (the
 * last one repeating), for rebinding. Unknown names fail as ENOTFOUND. `calls` lists the names asked.
 */
export function fakeDns(records: Record<string, string[] | string[][]>): DnsLookup & { calls: string[] } {
  const calls: string[] = [];
  const asked = new Map<string, number>();
  const toResolved = (address: string): ResolvedAddress => ({
    address,
    family: address.includes(':') ? 6 : 4,
  });
  const lookup = async (hostname: string) => {
    calls.push(hostname);
    const record = records[hostname];
    if (!record) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    const n = asked.get(hostname) ?? 0;
    asked.set(hostname, n + 1);
    const answers = (Array.isArray(record[0]) ? record : [record]) as string[][];
    return (answers[Math.min(n, answers.length - 1)] ?? []).map(toResolved);
  };
  return Object.assign(lookup, { calls });
}

/** The test names of the fake image host (all resolved to 127.0.0.1), one per kind of source. */
export const FAKE_IMAGE_HOSTS = ['images.test', 'ytimg.test', 'cmc.test', 'chainwire.test'] as const;

export interface TestMediaOptions {
  dir?: string;
  maxCacheBytes?: number;
  clock?: () => number;
  timeoutMs?: number;
  /** More allow-listed hosts (host:port), DNS records and loopback exceptions, for the SSRF tests. */
  extraHosts?: string[];
  dns?: Record<string, string[] | string[][]>;
  /** Addresses treated as public for a host: the stand-ins for a real site's address. */
  publicStandIns?: Record<string, string>;
  /** The pictures of this site the proxy answers for a source it cannot have (the app's: the stories' art). */
  fallbackImage?: (path: string) => Promise<Buffer | null>;
}

/**
 * A media service whose sources and allowed hosts are the fake image server under test names: only those names, and
 * only their address 127.0.0.1, get past the (otherwise real) address policy.
 */
export function createTestMedia(images: FakeImageServer, options: TestMediaOptions = {}) {
  const standIns: Record<string, string> = {
    ...Object.fromEntries(FAKE_IMAGE_HOSTS.map((h) => [h, '127.0.0.1'])),
    ...options.publicStandIns,
  };
  const dns = fakeDns({
    ...Object.fromEntries(FAKE_IMAGE_HOSTS.map((h) => [h, ['127.0.0.1']])),
    ...options.dns,
  });
  const fetcher = createImageFetcher({
    allowedHosts: [
      ...DEFAULT_IMAGE_PROXY_HOSTS,
      ...FAKE_IMAGE_HOSTS.map((h) => `${h}:${images.port}`),
      ...(options.extraHosts ?? []),
    ],
    lookup: dns,
    isAllowedAddress: (address, hostname) => standIns[hostname] === address || isPublicAddress(address),
    timeoutMs: options.timeoutMs,
  });
  const origin = (host: string) => `http://${host}:${images.port}`;
  const media = createMediaService({
    dir: options.dir ?? mkdtempSync(path.join(tmpdir(), 'bc-media-test-')),
    maxCacheBytes: options.maxCacheBytes ?? 20 * 1024 * 1024,
    fetcher,
    clock: options.clock ?? Date.now,
    logger: createLogger('silent'),
    origins: {
      youtube: origin('ytimg.test'),
      coinmarketcap: origin('cmc.test'),
      chainwire: origin('chainwire.test'),
    },
    fallbackImage: options.fallbackImage,
  });
  return { media, fetcher, dns };
}
