// Sparklines of the coin tables: a coin's last 7 days as a few dozen levels packed in one short string (one
// character a point), so 300 rows cost a few kilobytes of page data, and drawn back as an SVG polyline's points.

/** Points of a 7-day sparkline: one every 4 hours. */
export const SPARKLINE_POINTS = 42;
/** A point's height is one of 64 levels, written as one character of this alphabet (safe in JSON and URLs). */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const TOP_LEVEL = ALPHABET.length - 1;

/** Picks `count` values spread evenly over a series, its first and last always among them. */
export function downsample(values: readonly number[], count: number): number[] {
  if (values.length <= count) return [...values];
  const out: number[] = [];
  for (let i = 0; i < count; i++) {
    const value = values[Math.round((i * (values.length - 1)) / (count - 1))];
    if (value !== undefined) out.push(value);
  }
  return out;
}

/** Prices, oldest first, as levels from the lowest (A) to the highest (_); a flat series sits in the middle. */
export function encodeSparkline(prices: readonly number[]): string {
  const finite = prices.filter((p) => Number.isFinite(p));
  if (finite.length < 2) return '';
  const low = Math.min(...finite);
  const span = Math.max(...finite) - low;
  return finite
    .map((p) => ALPHABET[span > 0 ? Math.round(((p - low) / span) * TOP_LEVEL) : Math.ceil(TOP_LEVEL / 2)])
    .join('');
}

/** The polyline's points in a viewBox `2 × (points - 1)` wide and 63 high (the top level at y = 0). */
export function sparklinePoints(encoded: string): string {
  const points: string[] = [];
  for (let i = 0; i < encoded.length; i++) {
    const level = ALPHABET.indexOf(encoded.charAt(i));
    if (level < 0) return '';
    points.push(`${i * 2},${TOP_LEVEL - level}`);
  }
  return points.length < 2 ? '' : points.join(' ');
}

export const SPARKLINE_HEIGHT = TOP_LEVEL;
