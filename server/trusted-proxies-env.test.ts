import { describe, expect, test } from 'vitest';
import { ConfigError, parseEnv } from './env.server';

describe('TRUSTED_PROXIES configuration', () => {
  test('unset or empty trusts no proxy', () => {
    expect(parseEnv({}).TRUSTED_PROXIES).toEqual([]);
    expect(parseEnv({ TRUSTED_PROXIES: '' }).TRUSTED_PROXIES).toEqual([]);
  });

  test('a comma-separated list of IPs and CIDRs of both families is read entry by entry', () => {
    expect(parseEnv({ TRUSTED_PROXIES: '127.0.0.1, 10.0.0.0/8,::1,' }).TRUSTED_PROXIES).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
    ]);
  });

  test('every entry that is no IP or CIDR is named in the error', () => {
    const attempt = () => parseEnv({ TRUSTED_PROXIES: '10.0.0.0/33,127.0.0.1,proxy.internal' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/TRUSTED_PROXIES: "10\.0\.0\.0\/33" is not an IP address or CIDR range/);
    expect(attempt).toThrow(/TRUSTED_PROXIES: "proxy\.internal" is not an IP address or CIDR range/);
  });
});

describe('METRICS_ALLOW configuration', () => {
  test('unset allows no address; a list of IPs and CIDRs is read entry by entry', () => {
    expect(parseEnv({}).METRICS_ALLOW).toEqual([]);
    expect(parseEnv({ METRICS_ALLOW: '10.1.2.3, 192.0.2.0/24,fd00::/8' }).METRICS_ALLOW).toEqual([
      '10.1.2.3',
      '192.0.2.0/24',
      'fd00::/8',
    ]);
  });

  test('an entry that is no IP or CIDR stops the start, named', () => {
    expect(() => parseEnv({ METRICS_ALLOW: 'prometheus.internal' })).toThrow(
      /METRICS_ALLOW: "prometheus\.internal" is not an IP address or CIDR range/,
    );
  });
});
