import { describe, expect, test } from 'vitest';
import { upgradeCharge, upgradeInvoiceDescription } from './proration';
import { downgradeNotice } from './schemas';

const DAY = 86_400_000;
const start = new Date('2026-03-15T12:00:00Z');
const end = new Date('2026-04-15T12:00:00Z'); // 31 days

describe('upgrading within a paid period', () => {
  test('Premium to Enterprise at the moment of paying: the whole $19 credited, $80.00 charged', () => {
    expect(
      upgradeCharge({ from: 'premium', to: 'enterprise', periodStart: start, periodEnd: end, at: start }),
    ).toEqual({ creditCents: 1900, chargeCents: 8000 });
  });

  test('ten days into a 31-day Premium month: 1900 × 21/31 = 1287.10 → 1287 credited, 8613 charged', () => {
    const at = new Date(start.getTime() + 10 * DAY);
    expect(
      upgradeCharge({ from: 'premium', to: 'enterprise', periodStart: start, periodEnd: end, at }),
    ).toEqual({
      creditCents: 1287,
      chargeCents: 8613,
    });
  });

  test('thirty and a half days in: 1900 × 0.5/31 = 30.65 → 31 cents credited, 9869 charged', () => {
    const at = new Date(start.getTime() + 30.5 * DAY);
    expect(
      upgradeCharge({ from: 'premium', to: 'enterprise', periodStart: start, periodEnd: end, at }),
    ).toEqual({
      creditCents: 31,
      chargeCents: 9869,
    });
  });

  test('after the period has ended nothing is credited; a moment before it started, no more than the price', () => {
    const after = new Date(end.getTime() + DAY);
    expect(
      upgradeCharge({ from: 'premium', to: 'enterprise', periodStart: start, periodEnd: end, at: after }),
    ).toEqual({ creditCents: 0, chargeCents: 9900 });
    const before = new Date(start.getTime() - DAY);
    expect(
      upgradeCharge({ from: 'premium', to: 'enterprise', periodStart: start, periodEnd: end, at: before }),
    ).toEqual({ creditCents: 1900, chargeCents: 8000 });
  });

  test('the invoice line names the credit', () => {
    expect(upgradeInvoiceDescription('premium', 'enterprise', 1287)).toBe(
      'Blockcast Enterprise, 1 month, less $12.87 unused Premium',
    );
    expect(upgradeInvoiceDescription('premium', 'enterprise', 0)).toBe('Blockcast Enterprise, 1 month');
  });
});

describe('the downgrade question says what happens to the paid period', () => {
  const enterprise = { tier: 'enterprise' as const, currentPeriodEnd: '2026-04-15T12:00:00.000Z' };
  const now = Date.parse('2026-03-20T12:00:00Z');

  test('local provider, Enterprise to Premium: at once, no charge, until the period end, no refund', () => {
    expect(downgradeNotice(enterprise, 'premium', 'local', now)).toBe(
      'You move to Premium now, with no new charge, until April 15, 2026, the end of the period you paid for. The difference is not refunded.',
    );
  });

  test('local provider, to Free: the plan ends now and the rest of the period is not refunded', () => {
    expect(downgradeNotice(enterprise, 'free', 'local', now)).toBe(
      'Your Enterprise plan ends now and you move to Free. The rest of the period you paid for, until April 15, 2026, is not refunded.',
    );
  });

  test('local provider, after the period has ended: a lower paid plan is a new month at its price', () => {
    const later = Date.parse('2026-04-16T12:00:00Z');
    expect(downgradeNotice(enterprise, 'premium', 'local', later)).toBe(
      'You move to Premium now and pay $19.00 for one month.',
    );
  });

  test('Stripe: the provider’s page tells before the user confirms there', () => {
    expect(downgradeNotice(enterprise, 'free', 'stripe', now)).toMatch(/payment provider's page/);
  });
});
