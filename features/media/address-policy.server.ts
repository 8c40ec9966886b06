// What the image fetcher may reach: http(s) addresses without credentials on allow-listed hosts, whose every
// resolved address is public. Pure checks; the fetcher applies them to each hop before it connects.
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

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

/**
 * Whether an IP address is an ordinary public one: ipaddr.js's 'unicast', after unwrapping IPv4-mapped IPv6. This
 * refuses loopback, private (10/8, 172.16/12, 192.168/16), carrier-grade NAT (100.64/10), link-local (169.254/16,
 * the cloud metadata address among them; fe80::/10), unique-local (fc00::/7), multicast, unspecified, broadcast,
 * documentation and reserved ranges, and the IPv6 ranges that carry an IPv4 address (NAT64, 6to4, Teredo).
 * Only canonical notations count: `127.1` or `0x7f000001` are not addresses here.
 */
export function isPublicAddress(address: string): boolean {
  if (isIP(address) === 0) return false;
  let parsed: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    parsed = ipaddr.parse(address);
  } catch {
    return false;
  }
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  }
  return parsed.range() === 'unicast';
}

/** Decides whether an address a host resolved to may be connected to; the host is given for tests' exceptions. */
export type AddressPolicy = (address: string, hostname: string) => boolean;
export const publicAddressesOnly: AddressPolicy = (address) => isPublicAddress(address);

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
