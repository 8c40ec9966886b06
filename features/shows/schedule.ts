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
