// What the image fetcher may reach: http(s) addresses without credentials on allow-listed hosts, whose every
// resolved address is public. Pure checks; the fetcher applies them to each hop before it connects.

/** Hosts /api/image-proxy fetches from unless IMAGE_PROXY_HOSTS says otherwise. */
export const DEFAULT_IMAGE_PROXY_HOSTS = [
  'i.ytimg.com',
  'img.youtube.com',
  's2.coinmarketcap.com',
  'chainwire.org',
  'images.cointelegraph.com',
  'www.coindesk.com',
  'cdn.decrypt.co',
] as const;

/** A host name, optionally with a port (`images.test:8080`): what an allow-list entry may be. */
export const HOST_ENTRY =
  /^(?=.{1,253}(?::\d{1,5})?$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*(?::\d{1,5})?$/;

/** Why an address was refused before anything was sent to it. */
export type RefusalReason = 'invalid' | 'scheme' | 'credentials' | 'host' | 'address' | 'dns';

export class ImageRefusedError extends Error {
  constructor(
    readonly reason: RefusalReason,
    detail: string,
  ) {
    super(`image address refused (${reason}): ${detail}`);
    this.name = 'ImageRefusedError';
  }
}

// The IP checks live in platform/ (the alert webhooks use them too); re-exported for the image proxy's callers.
export {
  isPublicAddress,
  publicAddressesOnly,
  type AddressPolicy,
} from '../../platform/public-address.server';

/**
 * Parses an image address and checks what can be checked without the network: http or https, no user or
 * password, and a host (with its port when not the default) on the allow-list. IP literals and names like
 * `localhost` only pass if listed, which they never are by default.
 */
export function checkImageUrl(raw: string | URL, allowedHosts: ReadonlySet<string>): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ImageRefusedError('invalid', 'not an absolute address');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new ImageRefusedError('scheme', url.protocol);
  if (url.username || url.password) throw new ImageRefusedError('credentials', url.host);
  if (!allowedHosts.has(url.host.toLowerCase())) throw new ImageRefusedError('host', url.host);
  return url;
}

/** The host name to resolve: URL keeps IPv6 literals in brackets. */
export const hostnameOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');
