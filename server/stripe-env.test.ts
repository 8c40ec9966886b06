import { describe, expect, test } from 'vitest';
import { ConfigError, parseEnv } from './env.server';

const STRIPE = {
  STRIPE_SECRET_KEY: 'sk_test_123',
  STRIPE_WEBHOOK_SECRET: 'whsec_123',
  STRIPE_PRICE_PREMIUM: 'price_premium',
  STRIPE_PRICE_ENTERPRISE: 'price_enterprise',
};

describe('Stripe configuration', () => {
  test('unset (or empty) keeps the local payment provider', () => {
    expect(parseEnv({}).STRIPE_SECRET_KEY).toBeUndefined();
    expect(parseEnv({ STRIPE_SECRET_KEY: '' }).STRIPE_SECRET_KEY).toBeUndefined();
  });

  test('a key with its webhook secret and both prices is accepted, with an optional API base', () => {
    const env = parseEnv({ ...STRIPE, STRIPE_API_BASE: 'http://127.0.0.1:12111' });
    expect(env).toMatchObject({ ...STRIPE, STRIPE_API_BASE: 'http://127.0.0.1:12111' });
  });

  test('a key without the webhook secret or a price stops the start, naming each missing variable', () => {
    const attempt = () =>
      parseEnv({ STRIPE_SECRET_KEY: 'sk_test_123', STRIPE_PRICE_PREMIUM: 'price_premium' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/STRIPE_WEBHOOK_SECRET: required when STRIPE_SECRET_KEY is set/);
    expect(attempt).toThrow(/STRIPE_PRICE_ENTERPRISE: required when STRIPE_SECRET_KEY is set/);
    expect(attempt).not.toThrow(/STRIPE_PRICE_PREMIUM/);
  });

  test('an API base that is no http(s) URL is refused', () => {
    expect(() => parseEnv({ ...STRIPE, STRIPE_API_BASE: 'localhost:12111' })).toThrow(/STRIPE_API_BASE/);
  });
});
