// A time of day, or a date with its time, in the reader's time zone. The server does not know that zone, so it renders
// UTC (marked as such) and the browser switches to local time right after hydration, without a hydration mismatch.
import { dateAndTime, timeOfDay } from '../lib/time';
import { useHydrated } from '../lib/use-hydrated';

/** A time of day alone ('Last updated 2:05:07 PM'): for a moment of the last minutes or hours. */
export function LocalTime({ value }: { value: Date }) {
  const live = useHydrated();
  return <time dateTime={value.toISOString()}>{timeOfDay(value, live)}</time>;
}

/** A date with its time ('Feb 3, 2026, 9:05 PM'): for a moment that may be days or months ago. */
export function LocalDateTime({ value }: { value: Date }) {
  const live = useHydrated();
  return <time dateTime={value.toISOString()}>{dateAndTime(value, live)}</time>;
}
