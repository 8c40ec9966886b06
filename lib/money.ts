// Money in the reader's currency, for every feature that shows dollar figures: the currencies, the exchange rates'
// shape, conversion and money formats with the currency's sign. Browser-safe; the rates come from /api/fx-rates
// (the fx feature), the choice of currency from the reader's settings.
import { formatPrice, formatPricesApart } from './format';

export const CURRENCIES = ['USD', 'EUR', 'GBP'] as const;
export type Currency = (typeof CURRENCIES)[number];

export interface CurrencyRates {
  base: 'USD';
  /** Units of each currency one US dollar buys. */
  rates: Record<Currency, number>;
  /** The day the rates were published (YYYY-MM-DD). */
  asOf: string;
  source: 'ecb' | 'built-in';
}

/** Used until the server's rates arrive, and when no source answers: ECB reference rates of that day. */
export const BUILT_IN_RATES: CurrencyRates = {
  base: 'USD',
  rates: { USD: 1, EUR: 0.8649, GBP: 0.7612 },
  asOf: '2026-11-20',
  source: 'built-in',
};

export const CURRENCY_SIGNS: Record<Currency, string> = { USD: '$', EUR: '€', GBP: '£' };

export function convertUsd(valueUsd: number, currency: Currency, rates: CurrencyRates): number {
  return valueUsd * (rates.rates[currency] ?? 1);
}

/** A price in the chosen currency with the spec's decimals ('€1,234.56', '£0.4321'). */
export function formatMoney(valueUsd: number, currency: Currency, rates: CurrencyRates): string {
  const dollars = formatPrice(convertUsd(valueUsd, currency, rates));
  return currency === 'USD' ? dollars : dollars.replace('$', CURRENCY_SIGNS[currency]);
}

/** The two prices of a move in the chosen currency, with the decimals it takes to tell them apart. */
export function formatMoneyMove(
  fromUsd: number,
  toUsd: number,
  currency: Currency,
  rates: CurrencyRates,
): [string, string] {
  const pair = formatPricesApart(convertUsd(fromUsd, currency, rates), convertUsd(toUsd, currency, rates));
  return currency === 'USD'
    ? pair
    : [pair[0].replace('$', CURRENCY_SIGNS[currency]), pair[1].replace('$', CURRENCY_SIGNS[currency])];
}

/** What the rates are, for a line under converted figures. */
export function describeRates(rates: CurrencyRates): string {
  return rates.source === 'ecb'
    ? `ECB reference rates of ${rates.asOf}`
    : `Reference rates of ${rates.asOf} (live rates unavailable)`;
}

const sums = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A sum (a value, a P&L) in the chosen currency with cents: '€1,234.56', '-£12.30', '+$5.00' when signed. */
export function formatMoneySum(
  valueUsd: number | null,
  currency: Currency,
  rates: CurrencyRates,
  signed = false,
): string {
  if (valueUsd === null || !Number.isFinite(valueUsd)) return '—';
  const value = convertUsd(valueUsd, currency, rates);
  const digits = sums.format(Math.abs(value));
  const text = `${CURRENCY_SIGNS[currency]}${digits}`;
  if (digits === '0.00') return text;
  if (value < 0) return `-${text}`;
  return signed ? `+${text}` : text;
}

/** A market cap in billions with one decimal (dashboard-spec section 9), in the chosen currency: '€1,234.5B'. */
export function formatMoneyBillions(valueUsd: number, currency: Currency, rates: CurrencyRates): string {
  if (!Number.isFinite(valueUsd)) return '—';
  const billions = convertUsd(valueUsd, currency, rates) / 1e9;
  return `${CURRENCY_SIGNS[currency]}${billions.toLocaleString('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 })}B`;
}
