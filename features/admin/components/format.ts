// Texts the admin page computes: dates and times, durations, yes/no cells and the pagination line.
const WHEN = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const DAY = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

export const NONE = '—';

/** A stored instant in the admin's own time zone, or a dash when there is none. */
export function formatWhen(iso: string | null | undefined): string {
  return format(WHEN, iso);
}

/** The day alone, where the time of day does not matter (when an account was created). */
export function formatDay(iso: string | null | undefined): string {
  return format(DAY, iso);
}

function format(formatter: Intl.DateTimeFormat, iso: string | null | undefined): string {
  if (!iso) return NONE;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? NONE : formatter.format(date);
}

/** A span of time in the largest unit that keeps it readable: '45 s', '5 min', '2 h 5 min'. */
export function formatDurationMs(ms: number | null | undefined): string {
  if (ms === null || ms === undefined || !Number.isFinite(ms) || ms < 0) return NONE;
  const seconds = Math.round(ms / 1000);
  if (seconds < 1) return '< 1 s';
  if (seconds < 120) return `${seconds} s`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 120) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest ? `${hours} h ${rest} min` : `${hours} h`;
}

export const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** 'Page 2 of 5'; an empty list is still page 1 of 1. */
export function pageLabel(page: number, pages: number): string {
  return `Page ${page} of ${Math.max(1, pages)}`;
}
