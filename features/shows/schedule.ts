// The network's schedule, in US Eastern time, and what is on air at a given moment. Browser-safe.

export type ShowFormat = 'live' | 'recorded' | 'upcoming';
/** 0 = Sunday … 6 = Saturday, as Date#getDay. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

export interface Slot {
  days: readonly Weekday[];
  /** Minutes after midnight, Eastern time. */
  start: number;
  end: number;
}

export const WEEKDAYS: readonly Weekday[] = [1, 2, 3, 4, 5];
export const EASTERN = 'America/New_York';

const at = (hour: number, minute = 0) => hour * 60 + minute;
export const slot = (days: readonly Weekday[], from: [number, number?], to: [number, number?]): Slot => ({
  days,
  start: at(...from),
  end: at(...to),
});

/** The weekday and minute of the day in US Eastern time (daylight saving included). */
export function easternTime(now: number): { day: Weekday; minute: number } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: EASTERN,
    weekday: 'short',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(new Date(now));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const day = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(get('weekday')) as Weekday;
  return { day, minute: Number(get('hour')) * 60 + Number(get('minute')) };
}

/** The instant a wall-clock time in US Eastern time happens (`day` a UTC calendar date standing for the Eastern one). */
function easternInstant(day: Date, minute: number): number {
  const wall = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 0, minute);
  // Eastern time is 4 or 5 hours behind UTC: try each offset and keep the one that reads back as the wall time.
  for (const hours of [5, 4]) {
    const instant = wall + hours * 3_600_000;
    const back = easternTime(instant);
    if (back.minute === minute && back.day === day.getUTCDay()) return instant;
  }
  return wall + 5 * 3_600_000;
}

/** When the slot's last `count` airings that have ended by `now` began, newest first. */
export function lastAirings(s: Slot, now: number, count: number): number[] {
  const starts: number[] = [];
  const today = new Date(now);
  for (let back = 0; starts.length < count && back < 7 * (count + 1); back++) {
    const day = new Date(
      Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - back + 1),
    );
    if (!s.days.includes(day.getUTCDay() as Weekday)) continue;
    const start = easternInstant(day, s.start);
    if (start + (s.end - s.start) * 60_000 <= now) starts.push(start);
  }
  return starts;
}

/** When the slot next begins after `now` (a slot on air now has begun: its next airing is the one after). */
export function nextAiring(s: Slot, now: number): number | null {
  const today = new Date(now);
  for (let ahead = -1; ahead <= 8; ahead++) {
    const day = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + ahead));
    if (!s.days.includes(day.getUTCDay() as Weekday)) continue;
    const start = easternInstant(day, s.start);
    if (start > now) return start;
  }
  return null;
}

export function onAir(s: Slot, now: number): boolean {
  const { day, minute } = easternTime(now);
  return s.days.includes(day) && minute >= s.start && minute < s.end;
}

const clock = (minutes: number) => {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  const h12 = h % 12 === 0 ? 12 : h % 12;
  return { text: m ? `${h12}:${String(m).padStart(2, '0')}` : `${h12}`, half: h < 12 ? 'AM' : 'PM' };
};

/** '6-10 AM ET', '12-1 PM ET', '11 AM-1 PM ET'. */
export function timeRange(s: Slot): string {
  const a = clock(s.start);
  const b = clock(s.end);
  return a.half === b.half
    ? `${a.text}-${b.text} ${b.half} ET`
    : `${a.text} ${a.half}-${b.text} ${b.half} ET`;
}

const DAY_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** 'Mon-Fri', 'Sat', 'Sat & Sun'. */
export function dayRange(days: readonly Weekday[]): string {
  if (days.length === 5 && WEEKDAYS.every((d) => days.includes(d))) return 'Mon-Fri';
  if (days.length === 7) return 'Daily';
  return days.map((d) => DAY_NAMES[d]).join(' & ');
}

export const slotLabel = (s: Slot) => `${dayRange(s.days)} ${timeRange(s)}`;
