// The alert rules that do arithmetic, in decimals: whether an alert fires at a price, a move's severity, the target
// price and an alert in words. The server's; the browser's pages need only rules.ts (no decimal library there).
import { dec, toColumn, type DecimalInput } from '../../lib/decimal';
import type { Currency, CurrencyRates } from '../../lib/money';
import type { AlertCondition, AlertDirection, Severity } from './rules';

/** The part of an alert the rules read. Prices are decimal strings. */
export interface AlertState {
  /** Absent: a % alert. */
  condition?: AlertCondition;
  /** A price-target alert's target in USD. */
  targetPriceUsd?: string | null;
  thresholdPercent: string;
  direction: AlertDirection;
  isActive: boolean;
  referencePrice: string | null;
  referenceAt: number | null;
  windowMinutes: number | null;
  cooldownMinutes: number;
  snoozedUntil: number | null;
  lastTriggeredAt: number | null;
}

export type Evaluation =
  | {
      kind: 'fire';
      changePercent: string;
      oldPrice: string;
      newPrice: string;
      /** A price-target alert's target, and which way the price crossed it. */
      crossed?: { targetPriceUsd: string; side: 'above' | 'below' };
    }
  /** Measure from here on: no reference yet, or the window ran out (the reference is re-based to now). */
  | { kind: 'rebase'; price: string }
  | { kind: 'quiet' };

const MINUTE_MS = 60_000;

/**
 * Whether an alert fires at `priceUsd` at `now`. The move is measured from the reference price (set at creation,
 * reset at each trigger). With a window the reference is a tumbling window: once it is older than the window it is
 * re-based to the current price, so only a move made within one window counts and a slow drift never fires.
 * Inactive, snoozed and cooling-down alerts stay quiet and keep their reference.
 */
export function evaluateAlert(alert: AlertState, priceUsd: DecimalInput, now: number): Evaluation {
  if (alert.condition === 'price_target') return evaluateTarget(alert, priceUsd, now);
  const price = dec(priceUsd);
  if (!alert.isActive || price.lte(0)) return { kind: 'quiet' };
  if (alert.snoozedUntil !== null && now < alert.snoozedUntil) return { kind: 'quiet' };
  if (alert.lastTriggeredAt !== null && now < alert.lastTriggeredAt + alert.cooldownMinutes * MINUTE_MS)
    return { kind: 'quiet' };
  const newPrice = toColumn(price);
  if (alert.referencePrice === null || dec(alert.referencePrice).lte(0))
    return { kind: 'rebase', price: newPrice };
  if (
    alert.windowMinutes !== null &&
    alert.referenceAt !== null &&
    now - alert.referenceAt > alert.windowMinutes * MINUTE_MS
  )
    return { kind: 'rebase', price: newPrice };
  const change = price.minus(alert.referencePrice).div(alert.referencePrice).times(100);
  const threshold = dec(alert.thresholdPercent);
  const moved =
    (alert.direction !== 'down' && change.gte(threshold)) ||
    (alert.direction !== 'up' && change.lte(threshold.neg()));
  if (!moved) return { kind: 'quiet' };
  return { kind: 'fire', changePercent: toColumn(change, 8), oldPrice: alert.referencePrice, newPrice };
}

const quietNow = (alert: AlertState, now: number) =>
  (alert.snoozedUntil !== null && now < alert.snoozedUntil) ||
  (alert.lastTriggeredAt !== null && now < alert.lastTriggeredAt + alert.cooldownMinutes * MINUTE_MS);

/**
 * A price-target alert (rules.ts CROSSING_RULE): its reference is the price of the last evaluation that changed
 * sides, so it fires when the price passes from one side of the target to the other: above, from under the target
 * to at or over it; below, from over it to at or under it. A price already past the target at creation is a side,
 * not a crossing. A crossing while snoozed or cooling down fires nothing but moves the reference to the new side,
 * so a repeating alert fires again only on a later crossing. Prices on the same side write nothing.
 */
function evaluateTarget(alert: AlertState, priceUsd: DecimalInput, now: number): Evaluation {
  const price = dec(priceUsd);
  if (!alert.isActive || price.lte(0) || !alert.targetPriceUsd) return { kind: 'quiet' };
  const target = dec(alert.targetPriceUsd);
  const newPrice = toColumn(price);
  if (alert.referencePrice === null || dec(alert.referencePrice).lte(0))
    return { kind: 'rebase', price: newPrice };
  const previous = dec(alert.referencePrice);
  const wentAbove = previous.lt(target) && price.gte(target);
  const wentBelow = previous.gt(target) && price.lte(target);
  // Still on the side it was: the reference stays (no write per tick).
  if (!wentAbove && !wentBelow) {
    const wasAbove = previous.gte(target);
    const isAbove = price.gte(target);
    // From exactly at the target down (or the like) changes sides without crossing: keep the side current.
    return wasAbove === isAbove ? { kind: 'quiet' } : { kind: 'rebase', price: newPrice };
  }
  const watched = (wentAbove && alert.direction !== 'down') || (wentBelow && alert.direction !== 'up');
  if (!watched || quietNow(alert, now)) return { kind: 'rebase', price: newPrice };
  return {
    kind: 'fire',
    changePercent: toColumn(price.minus(previous).div(previous).times(100), 8),
    oldPrice: alert.referencePrice,
    newPrice,
    crossed: { targetPriceUsd: toColumn(target), side: wentAbove ? 'above' : 'below' },
  };
}

/** A price in the reader's currency as US dollars, in decimals, by the rates the site converts with (USD per unit = 1 / rate). */
export function usdFromCurrency(amount: DecimalInput, currency: Currency, rates: CurrencyRates): string {
  const rate = rates.rates[currency] ?? 1;
  return toColumn(dec(amount).div(dec(rate)));
}

/** A price-target alert in words, for the activity log: 'BTC crosses above $100000'. */
export function describeTarget(
  symbol: string,
  direction: AlertDirection,
  targetPriceUsd: DecimalInput,
): string {
  const side = direction === 'up' ? 'above' : direction === 'down' ? 'below' : 'either way through';
  return `${symbol} crosses ${side} $${toColumn(targetPriceUsd, 8)}`;
}

/**
 * Severity by the size of the move: under 5% 'info'; 5% to under 10% 'success' for a rise and 'warning' for a
 * fall; 10% or more either way 'error' (a move that large deserves a look whatever its sign).
 */
export function severityOf(changePercent: DecimalInput): Severity {
  const change = dec(changePercent);
  const size = change.abs();
  if (size.gte(10)) return 'error';
  if (size.gte(5)) return change.gt(0) ? 'success' : 'warning';
  return 'info';
}

/** The price at which an alert's threshold is crossed from its reference (decision 18's targetPrice). */
export function targetPriceOf(
  referencePrice: DecimalInput,
  thresholdPercent: DecimalInput,
  direction: AlertDirection,
) {
  const factor = dec(thresholdPercent).div(100);
  const sign = direction === 'down' ? -1 : 1;
  return toColumn(dec(referencePrice).times(dec(1).plus(factor.times(sign))), 8);
}

/** An alert in words, for the activity log: 'BTC rises 5%', 'BTC falls 2.5%', 'BTC moves 5% either way'. */
export function describeAlert(
  symbol: string,
  direction: AlertDirection,
  thresholdPercent: DecimalInput,
): string {
  const percent = `${dec(thresholdPercent).toString()}%`;
  if (direction === 'up') return `${symbol} rises ${percent}`;
  if (direction === 'down') return `${symbol} falls ${percent}`;
  return `${symbol} moves ${percent} either way`;
}

/** Either kind of alert in words, for the activity log. */
export function describeAnyAlert(a: {
  symbol: string;
  direction: AlertDirection;
  thresholdPercent: DecimalInput;
  condition?: AlertCondition;
  targetPriceUsd?: string | null;
  repeats?: boolean;
}): string {
  if (a.condition === 'price_target' && a.targetPriceUsd)
    return `${describeTarget(a.symbol, a.direction, a.targetPriceUsd)}${a.repeats === false ? ' (once)' : ''}`;
  return describeAlert(a.symbol, a.direction, a.thresholdPercent);
}
