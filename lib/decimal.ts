// Decimal arithmetic for money and quantities, wrapped once: numeric columns arrive as strings, every sum and
// product goes through here, and a number comes out only for drawing (toChartNumber) or formatting.
// big.js (3 KB gzip in the browser, against 13 KB for decimal.js): sums and products are exact at any length, and
// only a division rounds, to 24 places, beyond the 18 a numeric(38,18) column keeps.
import Big from 'big.js';

const D = Big();
D.DP = 24;
D.RM = Big.roundHalfEven;
// Plain notation from toString at any size a column holds (never 1e-7).
D.NE = -40;
D.PE = 40;

export type Dec = Big;
export type DecimalInput = string | number | Dec;

/** A decimal from a column's string, a form's text (spaces and a leading + allowed) or a finite number; throws on anything else. */
export const dec = (value: DecimalInput): Dec =>
  new D(typeof value === 'string' ? value.trim().replace(/^\+/, '') : value);

export const ZERO: Dec = new D(0);

/** The sum of a list (zero for none). */
export const sum = (values: readonly DecimalInput[]): Dec =>
  values.reduce<Dec>((acc, v) => acc.plus(v), ZERO);

/** a / b, or zero when b is zero (a percent of nothing is shown as 0, never Infinity). */
export const safeDiv = (a: DecimalInput, b: DecimalInput): Dec => {
  const divisor = dec(b);
  return divisor.eq(0) ? ZERO : dec(a).div(divisor);
};

/** (part / whole) × 100, or zero when whole is zero. */
export const percentOf = (part: DecimalInput, whole: DecimalInput): Dec => safeDiv(part, whole).times(100);

/** Whether text is a finite decimal number (no exponent, no hex, no Infinity): the form and CSV check. */
export const isDecimalText = (text: string): boolean => /^[+-]?(\d+\.?\d*|\.\d+)$/.test(text.trim());

/** The plain string a numeric column takes (no exponent), at most `places` decimals, trailing zeros kept off. */
export const toColumn = (value: DecimalInput, places = 18): string => dec(value).round(places).toFixed();

/**
 * Exactly `places` decimals ('12.30'), ties away from zero as the page's number formatting rounds them, and never
 * '-0.00' for a sum that rounds to nothing.
 */
export const toFixedPlaces = (value: DecimalInput, places: number): string => {
  const text = dec(value).toFixed(places, Big.roundHalfUp);
  return /^-0(\.0*)?$/.test(text) ? text.slice(1) : text;
};

/** At most `digits` significant digits in plain notation (114392.03, 0.000012345679), trailing zeros dropped. */
export const toSignificant = (value: DecimalInput, digits: number): string =>
  dec(dec(value).toPrecision(digits, Big.roundHalfUp)).toFixed();

/** Rounded half to even at `places` decimals. */
export const roundTo = (value: DecimalInput, places: number): Dec => dec(value).round(places);

/** A number for charts and formatting only; never fed back into arithmetic. */
export const toChartNumber = (value: DecimalInput): number => dec(value).toNumber();
