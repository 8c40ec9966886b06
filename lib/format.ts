// Number formats of the spec (section 9 and decision 15), shared by every page and test.

// One formatter per decimal count: toLocaleString with options builds a new one on every call, which made
// number formatting the largest cost of rendering the markets page.
const formatters = new Map<number, Intl.NumberFormat>();
const grouped = (value: number, decimals: number) => {
  let f = formatters.get(decimals);
  if (!f) {
    f = new Intl.NumberFormat('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    formatters.set(decimals, f);
  }
  return f.format(value);
};

/** Prices too small for the fixed decimals keep 4 significant digits ($0.00001234), never $0.0000. */
const tiny = (value: number) => {
  const decimals = 3 - Math.floor(Math.log10(Math.abs(value)));
  if (decimals > 20) return `$${value.toExponential(3)}`;
  return `$${value.toFixed(decimals).replace(/0+$/, '')}`;
};

/** Table and dashboard prices: under 1 → 4 decimals; under 100 → 2; otherwise thousands-grouped, 2 decimals. */
export function formatPrice(value: number): string {
  if (!Number.isFinite(value)) return '—';
  const abs = Math.abs(value);
  if (abs > 0 && abs < 0.0001) return tiny(value);
  // Under 1 shows 4 decimals, unless it rounds to 1 there: a stablecoin at 0.99996 reads $1.00, as at 1.00004,
  // not $1.0000 one tick and $1.00 the next.
  if (abs < 1 && Math.abs(Number(value.toFixed(4))) < 1) return `$${value.toFixed(4)}`;
  if (abs < 100) return `$${value.toFixed(2)}`;
  return `$${grouped(value, 2)}`;
}

/** The most decimals two prices get to be told apart (a float holds about 17 significant digits). */
const APART_MAX_DECIMALS = 18;

/**
 * Two prices of a move in the price format; where that format shows them alike though they differ ($0.0276 and
 * $0.0276), both get the fewest extra decimals that tell them apart ($0.02760 and $0.02761). Equal prices and
 * prices the format already tells apart are left as the format prints them.
 */
export function formatPricesApart(from: number, to: number): [string, string] {
  const plain: [string, string] = [formatPrice(from), formatPrice(to)];
  if (plain[0] !== plain[1] || from === to || !Number.isFinite(from) || !Number.isFinite(to)) return plain;
  for (let decimals = 2; decimals <= APART_MAX_DECIMALS; decimals++) {
    const a = `$${grouped(from, decimals)}`;
    const b = `$${grouped(to, decimals)}`;
    if (a !== b) return [a, b];
  }
  return plain;
}

/** Ticker prices: USD with 3 decimals. */
export function formatTickerPrice(value: number): string {
  if (!Number.isFinite(value)) return '—';
  if (value !== 0 && Math.abs(value) < 0.001) return tiny(value);
  return `$${grouped(value, 3)}`;
}

/** Percent change with 2 decimals and a sign: +1.23%, -0.50%; a change that rounds to nothing is 0.00%. */
export function formatChange(value: number): string {
  if (!Number.isFinite(value)) return '—';
  if (isFlatChange(value)) return '0.00%';
  return `${value > 0 ? '+' : '-'}${Math.abs(value).toFixed(2)}%`;
}

/** Whether a percent change shows as 0.00% (formatChange): neither up nor down, whatever its sign. */
export function isFlatChange(value: number): boolean {
  return Math.abs(value).toFixed(2) === '0.00';
}

/** Green up, red down; a change that shows as 0.00% is neither. */
export function changeClass(change: number | null | undefined) {
  if (change === null || change === undefined || !Number.isFinite(change) || isFlatChange(change)) return '';
  return change > 0 ? 'text-green-700 dark:text-green-400' : 'text-red-700 dark:text-red-400';
}

/** Large sums abbreviated: $3.99T, $1.23B, $456.70M; smaller ones grouped. */
export function formatLargeUsd(value: number): string {
  if (!Number.isFinite(value)) return '—';
  const abs = Math.abs(value);
  if (abs >= 1e12) return `$${(value / 1e12).toFixed(2)}T`;
  if (abs >= 1e9) return `$${(value / 1e9).toFixed(2)}B`;
  if (abs >= 1e6) return `$${(value / 1e6).toFixed(2)}M`;
  return `$${grouped(value, 0)}`;
}

/** Dashboard market caps: billions with one decimal. */
export function formatBillions(value: number): string {
  if (!Number.isFinite(value)) return '—';
  return `$${(value / 1e9).toFixed(1)}B`;
}

/** Coin supplies: grouped whole numbers with the symbol. */
export function formatSupply(value: number | null, symbol: string): string {
  if (value === null || !Number.isFinite(value)) return '—';
  return `${grouped(Math.round(value), 0)} ${symbol}`;
}

/** Decimals a price axis needs to tell prices apart: 2 from 1 USD up, 4 significant digits below (at most 12). */
export function priceDecimals(lowestPrice: number): number {
  if (!(lowestPrice > 0) || lowestPrice >= 1) return 2;
  return Math.min(12, Math.max(2, 3 - Math.floor(Math.log10(lowestPrice))));
}

/** A price axis label with the axis's decimals (thousands-grouped from 1,000 up). */
export function formatAxisPrice(value: number, decimals: number): string {
  if (!Number.isFinite(value)) return '—';
  return `$${grouped(value, decimals)}`;
}
