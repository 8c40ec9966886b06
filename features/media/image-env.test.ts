import { describe, expect, test } from 'vitest';
import { ConfigError, parseEnv } from '../../server/env.server';

describe('image proxy configuration', () => {
  test('the proxy hosts and the cache bound have defaults, and a list of hosts replaces the built-in one', () => {
    const defaults = parseEnv({});
    expect(defaults.IMAGE_PROXY_HOSTS).toBeUndefined();
    expect(defaults.IMAGE_CACHE_MAX_MB).toBe(200);
    const set = parseEnv({
      IMAGE_PROXY_HOSTS: ' I.YTIMG.com, cdn.example.org:8443 ,',
      IMAGE_CACHE_MAX_MB: '50',
    });
    expect(set.IMAGE_PROXY_HOSTS).toEqual(['i.ytimg.com', 'cdn.example.org:8443']);
    expect(set.IMAGE_CACHE_MAX_MB).toBe(50);
  });

  test('an address, a path or a wildcard in the host list, or a cache bound under 1 MB, stops the start', () => {
    for (const hosts of ['https://i.ytimg.com', 'i.ytimg.com/vi', '*.example.org', 'a b'])
      expect(() => parseEnv({ IMAGE_PROXY_HOSTS: hosts }), hosts).toThrow(ConfigError);
    expect(() => parseEnv({ IMAGE_CACHE_MAX_MB: '0' })).toThrow(/IMAGE_CACHE_MAX_MB/);
  });
});
