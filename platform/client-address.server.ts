// Finds a request's client IP address: the socket peer, or X-Forwarded-For when that peer is a trusted proxy.
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import ipaddr from 'ipaddr.js';

type Address = ipaddr.IPv4 | ipaddr.IPv6;
type Range = [Address, number];

/** The answer when a request carries no socket (in-process `app.request()` calls, unix sockets). */
export const UNKNOWN_CLIENT_ADDRESS = 'unknown';

export interface ClientAddress {
  (c: Context): string;
  /** Whether the request's socket peer is one of the trusted proxies (its X-Forwarded-For, X-Request-Id count). */
  viaTrustedProxy(c: Context): boolean;
}

// Strict forms only: ipaddr's lenient parser reads "127.1" or "0x7f.0.0.1" as addresses, which no proxy writes.
function parseAddress(raw: string): Address | undefined {
  const text = raw.trim();
  if (ipaddr.IPv4.isValidFourPartDecimal(text)) return ipaddr.IPv4.parse(text);
  if (!ipaddr.IPv6.isValid(text)) return undefined;
  const v6 = ipaddr.IPv6.parse(text);
  // A dual-stack socket reports IPv4 peers as ::ffff:a.b.c.d; one client must get one key.
  return v6.isIPv4MappedAddress() ? v6.toIPv4Address() : v6;
}

function formatAddress(address: Address): string {
  return address instanceof ipaddr.IPv6 ? address.toRFC5952String() : address.toString();
}

/** An IP address in one canonical text form (IPv4-mapped IPv6 unwrapped, IPv6 per RFC 5952), or undefined. */
export function normaliseAddress(raw: string): string | undefined {
  const address = parseAddress(raw);
  return address && formatAddress(address);
}

/** Parses one trusted-proxy entry, an IP address or a CIDR range; undefined when it is neither. */
export function parseTrustedProxy(entry: string): Range | undefined {
  const text = entry.trim();
  if (!text.includes('/')) {
    const address = parseAddress(text);
    return address && [address, address instanceof ipaddr.IPv6 ? 128 : 32];
  }
  if (ipaddr.IPv4.isValidCIDRFourPartDecimal(text)) return ipaddr.IPv4.parseCIDR(text);
  if (!ipaddr.IPv6.isValidCIDR(text)) return undefined;
  const [network, bits] = ipaddr.IPv6.parseCIDR(text);
  // Peers are unwrapped to IPv4 before matching, so an IPv4-mapped range must be too.
  return network.isIPv4MappedAddress() && bits >= 96 ? [network.toIPv4Address(), bits - 96] : [network, bits];
}

export function isTrustedProxyEntry(entry: string): boolean {
  return parseTrustedProxy(entry) !== undefined;
}

function parseRanges(entries: readonly string[], what: string): Range[] {
  return entries.map((entry) => {
    const range = parseTrustedProxy(entry);
    if (!range) throw new Error(`${what} "${entry}" is not an IP address or CIDR range`);
    return range;
  });
}

const inRanges = (ranges: readonly Range[], address: Address) =>
  ranges.some(([network, bits]) => address.kind() === network.kind() && address.match(network, bits));

/**
 * Whether an address (as a ClientAddress answers it) is one of the entries (IPs or CIDRs, as TRUSTED_PROXIES
 * takes them; throws on a bad entry). UNKNOWN_CLIENT_ADDRESS is in none.
 */
export function createAddressMatcher(entries: readonly string[]): (address: string) => boolean {
  const ranges = parseRanges(entries, 'Address');
  return (raw) => {
    const address = parseAddress(raw);
    return address !== undefined && inRanges(ranges, address);
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

// getConnInfo dereferences c.env.incoming.socket unguarded; check the same path first so a request
// without a Node socket answers UNKNOWN_CLIENT_ADDRESS instead of throwing.
function hasNodeSocket(env: unknown): boolean {
  if (!isRecord(env)) return false;
  const bindings = env.server ? env.server : env;
  return isRecord(bindings) && isRecord(bindings.incoming) && isRecord(bindings.incoming.socket);
}

function peerAddress(c: Context): Address | undefined {
  if (!hasNodeSocket(c.env)) return undefined;
  const raw = getConnInfo(c).remote.address;
  return raw === undefined ? undefined : parseAddress(raw);
}

/**
 * Builds the client-address resolver for a list of trusted proxies (IPs or CIDRs; throws on a bad entry).
 * X-Forwarded-For is read only when the socket peer is trusted, from the right, skipping trusted hops:
 * everything left of the first untrusted hop was written by the client and could be anything.
 */
export function createClientAddress(trustedProxies: readonly string[]): ClientAddress {
  const ranges = parseRanges(trustedProxies, 'Trusted proxy');
  const isTrusted = (address: Address) => inRanges(ranges, address);

  const resolve = (c: Context) => {
    const peer = peerAddress(c);
    if (!peer) return UNKNOWN_CLIENT_ADDRESS;
    let client = peer;
    if (isTrusted(peer)) {
      const hops = (c.req.header('x-forwarded-for') ?? '').split(',');
      for (let i = hops.length - 1; i >= 0; i--) {
        const hop = parseAddress(hops[i] ?? '');
        // A hop that is no address cannot be keyed on: the last trusted hop is the best answer left.
        if (!hop) break;
        client = hop;
        if (!isTrusted(hop)) break;
      }
    }
    return formatAddress(client);
  };
  return Object.assign(resolve, {
    viaTrustedProxy(c: Context) {
      const peer = peerAddress(c);
      return peer !== undefined && isTrusted(peer);
    },
  });
}
