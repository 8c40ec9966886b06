// Time for every feature: the units, and a time of day or a date with its time as the reader reads them. Pure, so the server and the browser
// compute the same text.

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

/**
 * A time of day: in the reader's own zone once the page runs in their browser (`local`), in UTC (marked as such)
 * while the server renders and the page hydrates, since the server does not know that zone.
 */
export function timeOfDay(value: Date, local: boolean): string {
  return local
    ? value.toLocaleTimeString('en-US')
    : `${value.toLocaleTimeString('en-US', { timeZone: 'UTC' })} UTC`;
}

/**
 * A date with its time of day ('Mar 4, 2026, 12:34 PM'), for a moment that may be long past (when a key was made):
 * in the reader's own zone once the page runs in their browser (`local`), in UTC (marked as such) before.
 */
export function dateAndTime(value: Date, local: boolean): string {
  const style = { dateStyle: 'medium', timeStyle: 'short' } as const;
  return local
    ? value.toLocaleString('en-US', style)
    : `${value.toLocaleString('en-US', { ...style, timeZone: 'UTC' })} UTC`;
}
