import { Hono } from 'hono';
import { describe, expect, test } from 'vitest';
import {
  createClientAddress,
  isTrustedProxyEntry,
  normaliseAddress,
  UNKNOWN_CLIENT_ADDRESS,
} from './client-address.server';

// An app that answers the client address it sees; the env is what @hono/node-server hands a request.
async function addressSeen(
  trustedProxies: string[],
  peer: string | undefined,
  forwardedFor?: string,
): Promise<string> {
  const clientAddress = createClientAddress(trustedProxies);
  const app = new Hono().get('/', (c) => c.text(clientAddress(c)));
  const headers = forwardedFor === undefined ? undefined : { 'x-forwarded-for': forwardedFor };
  const env = peer === undefined ? undefined : { incoming: { socket: { remoteAddress: peer } } };
  const res = await app.request('/', { headers }, env);
  return res.text();
}

describe('client address', () => {
  test('with no trusted proxies the socket peer is the client', async () => {
    expect(await addressSeen([], '203.0.113.7')).toBe('203.0.113.7');
  });

  test('X-Forwarded-For from an untrusted peer is ignored', async () => {
    expect(await addressSeen([], '203.0.113.7', '198.51.100.1')).toBe('203.0.113.7');
    expect(await addressSeen(['10.0.0.1'], '203.0.113.7', '198.51.100.1')).toBe('203.0.113.7');
  });

  test('behind a trusted proxy the right-most untrusted hop is the client, not what it claims', async () => {
    // The client sent "1.1.1.1" itself; the proxy appended the address it really saw.
    expect(await addressSeen(['127.0.0.1'], '127.0.0.1', '1.1.1.1, 198.51.100.9')).toBe('198.51.100.9');
  });

  test('a chain of trusted proxies is walked from the right', async () => {
    expect(
      await addressSeen(
        ['127.0.0.1', '10.0.0.0/8'],
        '127.0.0.1',
        '6.6.6.6, 198.51.100.9, 10.1.2.3, 10.200.0.1',
      ),
    ).toBe('198.51.100.9');
  });

  test('an IPv6 CIDR trusts the proxies inside it and no others', async () => {
    const trusted = ['2001:db8:1::/48'];
    expect(await addressSeen(trusted, '2001:db8:1::5', '2001:db8:ffff::42')).toBe('2001:db8:ffff::42');
    expect(await addressSeen(trusted, '2001:db8:2::5', '2001:db8:ffff::42')).toBe('2001:db8:2::5');
  });

  test('IPv6 loopback can be a trusted proxy', async () => {
    expect(await addressSeen(['::1'], '::1', '198.51.100.9')).toBe('198.51.100.9');
  });

  test('an IPv4-mapped peer is the IPv4 address, trusted by an IPv4 entry', async () => {
    expect(await addressSeen([], '::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(await addressSeen(['10.0.0.0/8'], '::ffff:10.0.0.2', '::ffff:198.51.100.9')).toBe('198.51.100.9');
  });

  test('a trusted proxy without X-Forwarded-For is itself the client', async () => {
    expect(await addressSeen(['127.0.0.1'], '127.0.0.1')).toBe('127.0.0.1');
  });

  test('when every hop is trusted the left-most one is the client', async () => {
    expect(await addressSeen(['10.0.0.0/8'], '10.0.0.1', '10.0.0.3, 10.0.0.2')).toBe('10.0.0.3');
  });

  test('a hop that is no address stops the walk at the last trusted hop', async () => {
    expect(await addressSeen(['10.0.0.0/8'], '10.0.0.1', '198.51.100.9, not-an-ip, 10.0.0.2')).toBe(
      '10.0.0.2',
    );
  });

  test('a request without a socket gets the placeholder, whatever it claims', async () => {
    expect(await addressSeen(['127.0.0.1'], undefined, '198.51.100.9')).toBe(UNKNOWN_CLIENT_ADDRESS);
  });

  test('a bad trusted-proxy entry is refused when the resolver is built', () => {
    expect(() => createClientAddress(['10.0.0.0/33'])).toThrow(
      '"10.0.0.0/33" is not an IP address or CIDR range',
    );
  });
});

describe('addresses and trusted-proxy entries', () => {
  test('IPv6 addresses are written one way, so one client has one key', () => {
    expect(normaliseAddress('2001:DB8:0:0::1')).toBe('2001:db8::1');
    expect(normaliseAddress(' ::ffff:1.2.3.4 ')).toBe('1.2.3.4');
    expect(normaliseAddress('127.1')).toBeUndefined();
  });

  test('IPs and CIDRs of both families are entries, anything else is not', () => {
    for (const entry of ['127.0.0.1', '10.0.0.0/8', '::1', 'fd00::/8', '::ffff:10.0.0.0/104']) {
      expect(isTrustedProxyEntry(entry), entry).toBe(true);
    }
    for (const entry of ['localhost', '10.0.0.0/33', '::1/129', '10.0/8', '']) {
      expect(isTrustedProxyEntry(entry), entry).toBe(false);
    }
  });

  test('an IPv4-mapped range trusts the IPv4 peers inside it', async () => {
    expect(await addressSeen(['::ffff:10.0.0.0/104'], '10.1.1.1', '198.51.100.9')).toBe('198.51.100.9');
  });
});
