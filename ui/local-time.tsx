// A time of day in the reader's time zone. The server does not know that zone, so it renders UTC (marked as
// such) and the browser switches to local time right after hydration, without a hydration mismatch.
import { timeOfDay } from '../lib/time';
import { useHydrated } from '../lib/use-hydrated';

export function LocalTime({ value }: { value: Date }) {
  const live = useHydrated();
  return <time dateTime={value.toISOString()}>{timeOfDay(value, live)}</time>;
}
