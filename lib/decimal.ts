// Decimal arithmetic for money and quantities, wrapped once: numeric columns arrive as strings, every sum and
// product goes through here, and a number comes out only for drawing (toChartNumber) or formatting.
import DecimalJs from 'decimal.js';

// 40 significant digits hold a numeric(38,18) quantity times a price without rounding.
const D = DecimalJs.clone({ precision: 40, rounding: DecimalJs.ROUND_HALF_EVEN });

export type Dec = InstanceType<typeof D>;
export type DecimalInput = string | number | Dec;

/** A decimal from a column's string, a form's text or a number; throws on text that is not a number. */
export const dec = (value: DecimalInput): Dec => new D(value);

export const ZERO: Dec = new D(0);

/** The sum of a list (zero for none). */
export const sum = (values: readonly DecimalInput[]): Dec =>
  values.reduce<Dec>((acc, v) => acc.plus(v), ZERO);

/** a / b, or zero when b is zero (a percent of nothing is shown as 0, never Infinity). */
export const safeDiv = (a: DecimalInput, b: DecimalInput): Dec => {
  const divisor = dec(b);
  return divisor.isZero() ? ZERO : dec(a).div(divisor);
};

/** (part / whole) × 100, or zero when whole is zero. */
export const percentOf = (part: DecimalInput, whole: DecimalInput): Dec => safeDiv(part, whole).times(100);

/** Whether text is a finite decimal number (no exponent, no hex, no Infinity): the form and CSV check. */
export const isDecimalText = (text: string): boolean => /^[+-]?(\d+\.?\d*|\.\d+)$/.test(text.trim());

/** The plain string a numeric column takes (no exponent), at most `places` decimals, trailing zeros kept off. */
export const toColumn = (value: DecimalInput, places = 18): string =>
  dec(value).toDecimalPlaces(places).toFixed();

/** A number for charts and formatting only; never fed back into arithmetic. */
export const toChartNumber = (value: DecimalInput): number => dec(value).toNumber();
