// Display formats of the portfolio's decimal strings: prices by the spec's rule (lib/format), sums in USD with
// cents, quantities with up to 8 decimals. Display only, so no decimal library: the strings are read as numbers
// (or, for quantities, formatted from the string itself), and nothing read here is computed with again.
import { formatChange, formatPrice, isFlatChange } from '../../lib/format';

const usd = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const qty = new Intl.NumberFormat('en-US', { maximumFractionDigits: 8 });

/** $1,234.56 or -$12.30; '—' when unknown. */
export function formatUsd(value: string | null, signed = false): string {
  if (value === null) return '—';
  const n = Number(value);
  const text = `$${usd.format(Math.abs(n))}`;
  if (n < 0 && usd.format(Math.abs(n)) !== '0.00') return `-${text}`;
  return signed && n > 0 && usd.format(n) !== '0.00' ? `+${text}` : text;
}

export const formatPriceText = (value: string | null) => (value === null ? '—' : formatPrice(Number(value)));

export const formatPercentText = (value: string | null) =>
  value === null ? '—' : formatChange(Number(value));

/** Up to 8 decimals, grouped; a dust amount below that still shows as its exact digits. */
export function formatQuantity(value: string): string {
  const n = Number(value);
  if (n !== 0 && Math.abs(n) < 0.00000001) return value.replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, '');
  // Intl formats the decimal string itself, so 18 stored decimals round to 8 without passing through a float.
  return qty.format(value as Intl.StringNumericLiteral);
}

/**
 * 'text-green-…' for gains, red for losses, muted for nothing: a sum or percent shown as 0.00 (a stablecoin's
 * -$0.001) is nothing, whatever its sign, so a red '$0.00' never reads as a loss.
 */
export function toneOf(value: string | null): string {
  if (value === null) return 'muted';
  const n = Number(value);
  if (!Number.isFinite(n) || isFlatChange(n)) return 'muted';
  return n > 0 ? 'text-green-700 dark:text-green-400' : 'text-red-700 dark:text-red-400';
}

/** The bar of a gain, a loss, or nothing, by the same rule as toneOf. */
export function barToneOf(value: string | null): string {
  const tone = toneOf(value);
  return tone === 'muted'
    ? 'bg-[var(--muted)]'
    : tone.startsWith('text-green')
      ? 'bg-green-500'
      : 'bg-red-500';
}
