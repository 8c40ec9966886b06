import { describe, expect, test } from 'vitest';
import { ConfigError, parseEnv } from './env.server';

describe('configuration', () => {
  test('defaults: port 3000, data in ./data, embedded database, all roles', () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATA_DIR).toBe('./data');
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.REDIS_URL).toBeUndefined();
    expect(env.ROLE).toBe('all');
    expect(env.SITE_URL).toBe('http://localhost:3000');
  });

  test('PORT, DATA_DIR, DATABASE_URL and REDIS_URL override the defaults', () => {
    const env = parseEnv({
      PORT: '8080',
      DATA_DIR: '/var/lib/blockcast',
      DATABASE_URL: 'postgres://u@db:5432/app',
      REDIS_URL: 'redis://cache:6379',
      SITE_URL: 'https://blockcast.example/',
    });
    expect(env).toMatchObject({
      PORT: 8080,
      DATA_DIR: '/var/lib/blockcast',
      DATABASE_URL: 'postgres://u@db:5432/app',
      REDIS_URL: 'redis://cache:6379',
      SITE_URL: 'https://blockcast.example',
    });
  });

  test('an empty DATABASE_URL means the embedded database', () => {
    expect(parseEnv({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
  });

  test('every bad value is named in one clear error', () => {
    const attempt = () =>
      parseEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x', REDIS_URL: 'http://x', ROLE: 'boss' });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (err) {
      const message = (err as Error).message;
      expect(message).toMatch(/^Invalid configuration:/);
      expect(message).toMatch(/PORT: must be a port number/);
      expect(message).toMatch(/DATABASE_URL: must be a URL starting with postgres:\/\/ or postgresql:\/\//);
      expect(message).toMatch(/REDIS_URL: must be a URL starting with redis:\/\//);
      expect(message).toMatch(/ROLE:/);
    }
  });

  test('a port out of range is refused', () => {
    expect(() => parseEnv({ PORT: '70000' })).toThrow(/PORT: must be between 0 and 65535/);
  });
});
