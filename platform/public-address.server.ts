// Which IP addresses an outbound request to a user- or config-supplied address may connect to (SSRF): shared by
// the image proxy's fetcher and the alert webhooks' sender.
import { isIP } from 'node:net';
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
