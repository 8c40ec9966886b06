// What a plan change within a paid period costs with the local provider, and what the downgrade question says:
// pure decimal arithmetic on whole cents, safe for the browser (decision record 11).
import { dec, roundTo } from '../../lib/decimal';
import { formatCents, PLANS, type PaidTier } from './plans';

export interface UpgradeCharge {
  /** The unused part of the old plan's monthly price, in cents. */
  creditCents: number;
  /** What the new plan's month costs after the credit, in cents (never below zero). */
  chargeCents: number;
}

/**
 * Moving up within a paid period: the new plan starts a fresh month at its full price, less the unused share of
 * the old plan's price, by time left: credit = old price × (period end − now) / (period end − period start),
 * rounded to the cent (half to even). Upgrading the minute after paying therefore charges only the difference.
 */
export function upgradeCharge(input: {
  from: PaidTier;
  to: PaidTier;
  periodStart: Date;
  periodEnd: Date;
  at: Date;
}): UpgradeCharge {
  const length = input.periodEnd.getTime() - input.periodStart.getTime();
  const left = Math.min(Math.max(input.periodEnd.getTime() - input.at.getTime(), 0), Math.max(length, 0));
  const credit =
    length > 0 ? roundTo(dec(PLANS[input.from].monthlyPriceCents).times(left).div(length), 0) : dec(0);
  const charge = dec(PLANS[input.to].monthlyPriceCents).minus(credit);
  return {
    creditCents: credit.toNumber(),
    chargeCents: charge.lt(0) ? 0 : charge.toNumber(),
  };
}

const monthLine = (tier: PaidTier) => `Blockcast ${PLANS[tier].name}, 1 month`;

/** An invoice's line for a plan bought (within a paid period: less the credit). */
export function upgradeInvoiceDescription(from: PaidTier, to: PaidTier, creditCents: number): string {
  const base = monthLine(to);
  return creditCents > 0 ? `${base}, less ${formatCents(creditCents)} unused ${PLANS[from].name}` : base;
}
