import { describe, expect, test } from 'vitest';
import {
  checkImageUrl,
  DEFAULT_IMAGE_PROXY_HOSTS,
  ImageRefusedError,
  isPublicAddress,
} from './address-policy.server';

describe('the address policy', () => {
  test('only ordinary public addresses pass, whatever their notation', () => {
    const refused = [
      '127.0.0.1',
      '127.255.255.254',
      '0.0.0.0',
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '100.64.0.1',
      '169.254.169.254',
      '224.0.0.1',
      '255.255.255.255',
      '192.0.2.10',
      '::1',
      '::',
      'fc00::1',
      'fd00:ec2::254',
      'fe80::1',
      'ff02::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      '::ffff:169.254.169.254',
      '64:ff9b::7f00:1',
      '2002:7f00:1::1',
      // The deprecated IPv4-compatible form (::/96), which some stacks route to the IPv4 address inside.
      '::a9fe:a9fe',
      '::7f00:1',
      // Not canonical addresses: a resolver never answers these, and they are not trusted.
      '127.1',
      '0x7f000001',
      '2130706433',
      'localhost',
      '',
    ];
    for (const address of refused) expect(isPublicAddress(address), address).toBe(false);
    for (const address of [
      '93.184.215.14',
      '8.8.8.8',
      '172.32.0.1',
      '2606:4700::6810:84e5',
      '::ffff:8.8.8.8',
    ])
      expect(isPublicAddress(address), address).toBe(true);
  });

  test('an address passes the URL check only as http(s), without credentials, on a listed host and port', () => {
    const hosts = new Set<string>(DEFAULT_IMAGE_PROXY_HOSTS);
    expect(checkImageUrl('https://i.ytimg.com/vi/x/hqdefault.jpg', hosts).href).toBe(
      'https://i.ytimg.com/vi/x/hqdefault.jpg',
    );
    const reasons = (raw: string) => {
      try {
        checkImageUrl(raw, hosts);
        return 'allowed';
      } catch (err) {
        return err instanceof ImageRefusedError ? err.reason : 'other';
      }
    };
    expect(reasons('ftp://i.ytimg.com/x.jpg')).toBe('scheme');
    expect(reasons('file:///etc/passwd')).toBe('scheme');
    expect(reasons('https://user:pw@i.ytimg.com/x.jpg')).toBe('credentials');
    expect(reasons('https://i.ytimg.com:8443/x.jpg')).toBe('host');
    expect(reasons('https://i.ytimg.com./x.jpg')).toBe('host');
    expect(reasons('https://evil.example/i.ytimg.com/x.jpg')).toBe('host');
    expect(reasons('https://i.ytimg.com.evil.example/x.jpg')).toBe('host');
    expect(reasons('/relative.jpg')).toBe('invalid');
  });
});
