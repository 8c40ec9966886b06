// Pieces the alerts page and the bell share: the severity icons and a notification's time.
import { AlertCircle, AlertTriangle, CheckCircle2, Info, type LucideIcon } from 'lucide-react';
import { useHydrated } from '../../../lib/use-hydrated';
import type { Severity } from '../rules';

export const SEVERITY_ICONS: Record<Severity, { icon: LucideIcon; tone: string }> = {
  success: { icon: CheckCircle2, tone: 'text-green-600 dark:text-green-400' },
  warning: { icon: AlertTriangle, tone: 'text-amber-600 dark:text-amber-400' },
  error: { icon: AlertCircle, tone: 'text-red-600 dark:text-red-400' },
  info: { icon: Info, tone: 'text-blue-600 dark:text-blue-400' },
};

/** UTC while the server renders and the page hydrates, the reader's own zone afterwards. */
export function When({ iso, dateOnly = false }: { iso: string; dateOnly?: boolean }) {
  const live = useHydrated();
  const options: Intl.DateTimeFormatOptions = dateOnly
    ? { dateStyle: 'medium' }
    : { dateStyle: 'medium', timeStyle: 'short' };
  const date = new Date(iso);
  const text = live
    ? date.toLocaleString('en-US', options)
    : `${date.toLocaleString('en-US', { ...options, timeZone: 'UTC' })}${dateOnly ? '' : ' UTC'}`;
  return <time dateTime={iso}>{text}</time>;
}
