import { describe, expect, test } from 'vitest';
import { API_LIMITS } from '../api-access';
import { SUBSCRIPTION_STATUSES, TIERS, type SubscriptionStatus, type Tier } from '../auth/schemas';
import { describeCard, luhnValid } from './cards';
import {
  canAccess,
  formatCents,
  GATE_TITLES,
  gateFor,
  gateScreen,
  PLAN_LIST,
  PLANS,
  subscriptionRequiredText,
  tierRank,
} from './plans';

const sub = (tier: Tier, status: SubscriptionStatus = 'active') => ({ tier, status });
const NOT_LIVE = SUBSCRIPTION_STATUSES.filter((s) => s !== 'active' && s !== 'trialing');

describe('plans', () => {
  test('three plans, cheapest first, priced in whole cents', () => {
    expect(PLAN_LIST.map((p) => [p.name, p.monthlyPriceCents])).toEqual([
      ['Free', 0],
      ['Premium', 1900],
      ['Enterprise', 9900],
    ]);
    expect(formatCents(PLANS.premium.monthlyPriceCents)).toBe('$19.00');
  });

  test('each paid plan lists what decision 3 says it adds', () => {
    expect(PLANS.free.features.join(' ')).not.toMatch(/Analytics/);
    expect(PLANS.premium.features).toEqual(
      expect.arrayContaining([
        'Analytics',
        'Price alerts delivered by e-mail and push',
        'CSV import of portfolio positions',
      ]),
    );
    expect(PLANS.enterprise.features).toEqual(
      expect.arrayContaining(['API keys for the public JSON API', 'Higher API rate limits']),
    );
  });

  test('the Enterprise plan states the API limits, from the one module that sets them', () => {
    const { anonymous, enterprise } = API_LIMITS;
    const line = PLANS.enterprise.features.find((f) => f.includes('API calls a minute'));
    expect(line).toBe(
      `${enterprise.perMinute.toLocaleString('en-US')} API calls a minute and ${enterprise.perDay.toLocaleString('en-US')} a day per key (${anonymous.perMinute} and ${anonymous.perDay.toLocaleString('en-US')} without one)`,
    );
    expect(line).toContain('100,000 a day');
  });

  test('tiers rank free < premium < enterprise', () => {
    expect([...TIERS].sort((a, b) => tierRank(a) - tierRank(b))).toEqual(['free', 'premium', 'enterprise']);
  });
});

describe('gates', () => {
  test('[AUTH-028] a premium-gated page shows Premium Feature to a Free user', () => {
    expect(gateFor(sub('free'), 'premium')).toBe('premium');
    expect(gateFor(sub('free', 'trialing'), 'premium')).toBe('premium');
    expect(gateFor(null, 'premium')).toBe('premium');
    expect(GATE_TITLES.premium).toBe('Premium Feature');
    expect(canAccess(sub('free'), 'premium')).toBe(false);
  });

  test('[AUTH-029] an enterprise-gated page shows Enterprise Feature to Free and Premium users', () => {
    expect(gateFor(sub('free'), 'enterprise')).toBe('enterprise');
    expect(gateFor(sub('premium'), 'enterprise')).toBe('enterprise');
    expect(gateFor(sub('premium', 'trialing'), 'enterprise')).toBe('enterprise');
    expect(GATE_TITLES.enterprise).toBe('Enterprise Feature');
    expect(gateFor(sub('enterprise'), 'enterprise')).toBe('open');
  });

  test('[AUTH-030] a status neither active nor trialing shows Subscription Required with the status, whatever the tier', () => {
    for (const status of NOT_LIVE) {
      for (const tier of TIERS) {
        for (const required of ['premium', 'enterprise'] as const) {
          expect(gateFor(sub(tier, status), required)).toBe('subscription-required');
          expect(canAccess(sub(tier, status), required)).toBe(false);
        }
      }
    }
    expect(GATE_TITLES['subscription-required']).toBe('Subscription Required');
    expect(subscriptionRequiredText('past_due')).toBe('your subscription is past_due');
    expect(gateScreen('subscription-required', sub('enterprise', 'canceled'))).toEqual({
      title: 'Subscription Required',
      text: 'your subscription is canceled',
    });
  });

  test('[AUTH-031] a premium-gated page opens for Premium and Enterprise users who are active or trialing', () => {
    for (const tier of ['premium', 'enterprise'] as const) {
      for (const status of ['active', 'trialing'] as const) {
        expect(gateFor(sub(tier, status), 'premium')).toBe('open');
        expect(canAccess(sub(tier, status), 'premium')).toBe(true);
      }
    }
  });
});

describe('cards', () => {
  test('test card numbers pass the Luhn check and give brand and last four; a mistyped digit fails', () => {
    expect(describeCard('4242 4242 4242 4242')).toEqual({ brand: 'visa', last4: '4242' });
    expect(describeCard('5555-5555-5555-4444')).toEqual({ brand: 'mastercard', last4: '4444' });
    expect(describeCard('2223003122003222')).toEqual({ brand: 'mastercard', last4: '3222' });
    expect(describeCard('378282246310005')).toEqual({ brand: 'amex', last4: '0005' });
    expect(describeCard('6011111111111117')).toEqual({ brand: 'discover', last4: '1117' });
    expect(describeCard('4242 4242 4242 4241')).toBeNull();
    expect(describeCard('4242')).toBeNull();
    expect(luhnValid('79927398713')).toBe(true);
    expect(luhnValid('79927398710')).toBe(false);
  });
});
