// The alert rules that do arithmetic, in decimals: whether an alert fires at a price, a move's severity, the target
// price and an alert in words. The server's; the browser's pages need only rules.ts (no decimal library there).
import { dec, toColumn, type DecimalInput } from '../../lib/decimal';
import type { AlertDirection, Severity } from './rules';

/** The part of an alert the rules read. Prices are decimal strings. */
export interface AlertState {
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
  | { kind: 'fire'; changePercent: string; oldPrice: string; newPrice: string }
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
