import { describe, expect, test } from 'vitest';
import { readFileSync } from 'node:fs';
import { ConfigError, NEWS_POLL_MAX_MS, NEWS_POLL_MIN_MS, parseEnv } from './env.server';

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

  test('NEWS_POLL_MS takes a minute to a day, and the README says so', () => {
    expect(parseEnv({ NEWS_POLL_MS: String(NEWS_POLL_MIN_MS) }).NEWS_POLL_MS).toBe(NEWS_POLL_MIN_MS);
    expect(() => parseEnv({ NEWS_POLL_MS: String(NEWS_POLL_MIN_MS - 1) })).toThrow(/NEWS_POLL_MS/);
    expect(() => parseEnv({ NEWS_POLL_MS: String(NEWS_POLL_MAX_MS + 1) })).toThrow(/NEWS_POLL_MS/);
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    const row = readme.split('\n').find((line) => line.startsWith('| `NEWS_POLL_MS`'));
    expect(row).toContain(`\`${NEWS_POLL_MIN_MS}\``);
    expect(row).toContain(`\`${NEWS_POLL_MAX_MS}\``);
  });

  test('a port out of range is refused', () => {
    expect(() => parseEnv({ PORT: '70000' })).toThrow(/PORT: must be between 0 and 65535/);
  });
});
