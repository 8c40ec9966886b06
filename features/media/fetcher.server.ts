// Fetches a remote image without becoming a way into the private network (SSRF): every hop's address is checked
// (scheme, credentials, allow-listed host, every resolved IP public), the connection goes to the very addresses
// that were checked (a pinned `lookup`, so DNS cannot answer differently at connect time), redirects are followed
// by hand (at most 3, each checked the same way), and the whole fetch has one deadline and a streamed byte cap.
import type { IncomingMessage } from 'node:http';
import {
  addressesOf,
  pinnedRequest,
  systemLookup,
  type DnsLookup,
  type ResolvedAddress,
} from '../../platform/public-address.server';
import {
  checkImageUrl,
  hostnameOf,
  ImageRefusedError,
  publicAddressesOnly,
  type AddressPolicy,
} from './address-policy.server';

export const FETCH_TIMEOUT_MS = 10_000;
export const FETCH_MAX_BYTES = 10 * 1024 * 1024;
export const FETCH_MAX_REDIRECTS = 3;
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/** The source could not be had (offline, refused connection, error status, not an image, too big, too slow). */
export class ImageFetchError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ImageFetchError';
  }
}

export interface FetchedImage {
  bytes: Buffer;
  contentType: string;
  /** The address the bytes came from, after redirects. */
  url: string;
}

export interface FetcherOptions {
  /** Host names (with `:port` when not the scheme's default) that may be fetched from. */
  allowedHosts: Iterable<string>;
  lookup?: DnsLookup;
  isAllowedAddress?: AddressPolicy;
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
}

export interface ImageFetcher {
  /** The address parsed, if its scheme, credentials and host allow fetching it; else ImageRefusedError. */
  check(url: string | URL): URL;
  /**
   * Fetches an image. Throws ImageRefusedError when the address asked for is not allowed, its host's addresses
   * included (nothing was sent), and ImageFetchError for everything else, a redirect to a refused address too:
   * that is the source failing.
   */
  fetch(url: string | URL): Promise<FetchedImage>;
}

export function createImageFetcher(options: FetcherOptions): ImageFetcher {
  const allowedHosts = new Set([...options.allowedHosts].map((h) => h.toLowerCase()));
  const lookup = options.lookup ?? systemLookup;
  const isAllowedAddress = options.isAllowedAddress ?? publicAddressesOnly;
  const timeoutMs = options.timeoutMs ?? FETCH_TIMEOUT_MS;
  const maxBytes = options.maxBytes ?? FETCH_MAX_BYTES;
  const maxRedirects = options.maxRedirects ?? FETCH_MAX_REDIRECTS;

  /** The host's addresses, every one of them allowed, or a refusal. */
  async function resolveChecked(url: URL, signal: AbortSignal): Promise<ResolvedAddress[]> {
    const hostname = hostnameOf(url);
    let addresses: ResolvedAddress[];
    try {
      addresses = await abortable(addressesOf(hostname, lookup), signal);
    } catch (err) {
      if (signal.aborted) throw signal.reason;
      throw new ImageFetchError(`cannot resolve ${hostname}`, { cause: err });
    }
    if (addresses.length === 0) throw new ImageFetchError(`no address for ${hostname}`);
    const refused = addresses.find((a) => !isAllowedAddress(a.address, hostname));
    if (refused) throw new ImageRefusedError('address', `${hostname} resolves to ${refused.address}`);
    return addresses;
  }

  async function fetchChecked(first: URL, signal: AbortSignal): Promise<FetchedImage> {
    let url = first;
    for (let hop = 0; ; hop += 1) {
      let addresses: ResolvedAddress[];
      try {
        addresses = await resolveChecked(url, signal);
      } catch (err) {
        if (hop > 0 && err instanceof ImageRefusedError)
          throw new ImageFetchError('redirected to a refused address', { cause: err });
        throw err;
      }
      const res = await send(url, addresses, signal);
      const status = res.statusCode ?? 0;
      if (REDIRECT_STATUSES.has(status)) {
        res.destroy();
        if (hop >= maxRedirects) throw new ImageFetchError(`more than ${maxRedirects} redirects`);
        const location = res.headers.location;
        if (!location) throw new ImageFetchError(`HTTP ${status} without a location`);
        try {
          url = checkImageUrl(new URL(location, url), allowedHosts);
        } catch (err) {
          throw new ImageFetchError('redirected to a refused address', { cause: err });
        }
        continue;
      }
      if (status !== 200) {
        res.destroy();
        throw new ImageFetchError(`HTTP ${status}`);
      }
      const contentType = (res.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
      // SVG is a document (scripts, external references), not a picture to re-encode.
      if (!contentType.startsWith('image/') || contentType.includes('svg')) {
        res.destroy();
        throw new ImageFetchError(`not an image (${contentType || 'no content type'})`);
      }
      const encoding = res.headers['content-encoding'];
      if (encoding && encoding !== 'identity') {
        res.destroy();
        throw new ImageFetchError(`unexpected content encoding ${encoding}`);
      }
      const bytes = await readCapped(res, maxBytes, signal);
      return { bytes, contentType, url: url.href };
    }
  }

  const check = (raw: string | URL) => checkImageUrl(raw, allowedHosts);
  async function fetchImage(raw: string | URL): Promise<FetchedImage> {
    // Refusals of the address asked for happen before the deadline starts: nothing has been sent yet.
    const first = check(raw);
    const controller = new AbortController();
    const timer = setTimeout(
      () => controller.abort(new ImageFetchError(`no complete answer within ${timeoutMs} ms`)),
      timeoutMs,
    );
    try {
      return await fetchChecked(first, controller.signal);
    } catch (err) {
      if (controller.signal.aborted) throw controller.signal.reason;
      if (err instanceof ImageRefusedError || err instanceof ImageFetchError) throw err;
      throw new ImageFetchError(err instanceof Error ? err.message : String(err), { cause: err });
    } finally {
      clearTimeout(timer);
      controller.abort();
    }
  }
  return { check, fetch: fetchImage };
}

/** One GET to the given, already checked, addresses of the URL's host. */
function send(url: URL, addresses: ResolvedAddress[], signal: AbortSignal): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const req = pinnedRequest(
      url,
      addresses,
      {
        method: 'GET',
        signal,
        headers: {
          Accept: 'image/avif,image/webp,image/png,image/jpeg,image/*;q=0.8',
          'Accept-Encoding': 'identity',
          'User-Agent': 'BlockcastImageProxy/1.0',
        },
      },
      resolve,
    );
    req.on('error', reject);
    req.end();
  });
}

/** The body, cut off past maxBytes whatever Content-Length claimed. */
async function readCapped(res: IncomingMessage, maxBytes: number, signal: AbortSignal): Promise<Buffer> {
  const declared = Number(res.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    res.destroy();
    throw new ImageFetchError(`body larger than ${maxBytes} bytes`);
  }
  const chunks: Buffer[] = [];
  let received = 0;
  try {
    for await (const chunk of res) {
      const buffer = chunk as Buffer;
      received += buffer.byteLength;
      if (received > maxBytes) {
        res.destroy();
        throw new ImageFetchError(`body larger than ${maxBytes} bytes`);
      }
      chunks.push(buffer);
    }
  } catch (err) {
    if (signal.aborted) throw signal.reason;
    throw err;
  }
  if (!res.complete) throw new ImageFetchError('the answer ended early');
  return Buffer.concat(chunks);
}

function abortable<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason as Error);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (err: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(err instanceof Error ? err : new Error(String(err)));
      },
    );
  });
}
