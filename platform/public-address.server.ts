// Which IP addresses an outbound request to a user- or config-supplied address may connect to (SSRF): shared by
// the image proxy's fetcher and the alert webhooks' sender.
import { lookup as dnsLookup } from 'node:dns/promises';
import http, { type ClientRequest, type IncomingMessage, type RequestOptions } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

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
  // The deprecated IPv4-compatible form (::/96, as ::a9fe:a9fe for 169.254.169.254) is no range of its own to
  // ipaddr.js ("unicast"), and a stack may still route it to the IPv4 address it carries: never public.
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).parts.slice(0, 6).every((part) => part === 0))
    return false;
  return parsed.range() === 'unicast';
}

/** Whether an address is a loopback one (127/8, ::1, or IPv4-mapped loopback). */
export function isLoopbackAddress(address: string): boolean {
  if (isIP(address) === 0) return false;
  try {
    let parsed: ipaddr.IPv4 | ipaddr.IPv6 = ipaddr.parse(address);
    if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
      parsed = (parsed as ipaddr.IPv6).toIPv4Address();
    }
    return parsed.range() === 'loopback';
  } catch {
    return false;
  }
}

/** Decides whether an address a host resolved to may be connected to; the host is given for tests' exceptions. */
export type AddressPolicy = (address: string, hostname: string) => boolean;
export const publicAddressesOnly: AddressPolicy = (address) => isPublicAddress(address);

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}
/** Resolves a host name to every address it has. */
export type DnsLookup = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemLookup: DnsLookup = async (hostname) =>
  (await dnsLookup(hostname, { all: true, verbatim: true })).map((a) => ({
    address: a.address,
    family: a.family === 6 ? 6 : 4,
  }));

/** A host's addresses: the literal itself for an IP address, else what `lookup` answers (it may throw). */
export async function addressesOf(hostname: string, lookup: DnsLookup): Promise<ResolvedAddress[]> {
  const literal = isIP(hostname);
  return literal ? [{ address: hostname, family: literal === 6 ? 6 : 4 }] : lookup(hostname);
}

/**
 * A request whose socket can only connect to `addresses`, which the caller has checked: it asks this instead of DNS,
 * so DNS cannot answer differently at connect time (rebinding), and takes a fresh connection (no pooled socket from
 * an earlier resolution).
 */
export function pinnedRequest(
  url: URL,
  addresses: ResolvedAddress[],
  options: Omit<RequestOptions, 'agent' | 'lookup'>,
  onResponse: (res: IncomingMessage) => void,
): ClientRequest {
  const pinned: LookupFunction = (_hostname, opts, callback) => {
    if (opts.all) callback(null, addresses);
    else callback(null, addresses[0]?.address ?? '', addresses[0]?.family ?? 4);
  };
  const client = url.protocol === 'https:' ? https : http;
  return client.request(url, { ...options, agent: false, lookup: pinned }, onResponse);
}
