// An edit of a price alert in plain words, for the activity log: what was switched, snoozed or changed.
import { describeAnyAlert } from './evaluate';
import type { AlertCondition } from './rules';
import type { AlertDirection } from './rules';

/** The part of an alert its owner can change. */
export interface AlertSettings {
  symbol: string;
  thresholdPercent: string;
  direction: AlertDirection;
  condition?: AlertCondition;
  targetPriceUsd?: string | null;
  repeats?: boolean;
  alertType: string;
  isActive: boolean;
  windowMinutes: number | null;
  cooldownMinutes: number;
  snoozedUntil: Date | null;
}

const minutesText = (n: number | null) => (n === null ? 'any time' : `${n} min`);

/**
 * The activity's sentence for a change from `before` to `after`, or null when nothing changed (a save with the
 * same values records nothing). A switch or a snooze alone says just that; any other change lists what moved.
 */
export function describeAlertChange(before: AlertSettings, after: AlertSettings): string | null {
  const was = describeAnyAlert(before);
  const now = describeAnyAlert(after);
  const changes: string[] = [];
  if (was !== now) changes.push(`${was} → ${now}`);
  if (before.alertType !== after.alertType) changes.push(`type ${before.alertType} → ${after.alertType}`);
  if (before.windowMinutes !== after.windowMinutes)
    changes.push(`time window ${minutesText(before.windowMinutes)} → ${minutesText(after.windowMinutes)}`);
  if (before.cooldownMinutes !== after.cooldownMinutes)
    changes.push(`cooldown ${before.cooldownMinutes} min → ${after.cooldownMinutes} min`);
  if (changes.length > 0) return `Edited a price alert: ${changes.join('; ')}`;
  if (before.isActive !== after.isActive)
    return `Turned ${after.isActive ? 'on' : 'off'} a price alert: ${now}`;
  const snoozedBefore = before.snoozedUntil?.getTime() ?? null;
  const snoozedAfter = after.snoozedUntil?.getTime() ?? null;
  if (snoozedBefore !== snoozedAfter)
    return after.snoozedUntil
      ? `Snoozed a price alert until ${after.snoozedUntil.toISOString().slice(0, 16).replace('T', ' ')} UTC: ${now}`
      : `Ended the snooze of a price alert: ${now}`;
  return null;
}
