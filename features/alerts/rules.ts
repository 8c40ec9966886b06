// Price alerts' constants, texts, answer shapes and display rules: what the browser and the server share (the
// decimal arithmetic of firing is in evaluate.ts, the server's).
import { formatPrice, formatPricesApart } from '../../lib/format';

export const ALERT_DIRECTIONS = ['up', 'down', 'both'] as const;
export type AlertDirection = (typeof ALERT_DIRECTIONS)[number];
export const ALERT_TYPES = ['watchlist', 'portfolio', 'custom'] as const;
export type AlertType = (typeof ALERT_TYPES)[number];
/** What fires an alert: a % move from its reference, or the price crossing a target. */
export const ALERT_CONDITIONS = ['percent', 'price_target'] as const;
export type AlertCondition = (typeof ALERT_CONDITIONS)[number];
/** Whether an alert switches itself off after firing once, or fires again on a later crossing after its cooldown. */
export const ALERT_REPEATS = ['once', 'repeating'] as const;
export type AlertRepeat = (typeof ALERT_REPEATS)[number];
/**
 * The crossing rule (decision record 0036): a price-target alert fires when the price passes from one side of the
 * target to the other between two evaluations, reaching it counting as passing (above: from under it to at or over
 * it; below: from over it to at or under it), so an alert made when the price is already past its target stays quiet
 * until the price comes back and crosses it again.
 */
export const CROSSING_RULE =
  'A price-target alert fires only when the price moves from one side of the target to the other between two evaluations; one made when the price is already past its target waits for the next crossing.';
export const SEVERITIES = ['success', 'warning', 'error', 'info'] as const;
export type Severity = (typeof SEVERITIES)[number];

export const THRESHOLD_DEFAULT_PERCENT = 5;
export const THRESHOLD_MIN_PERCENT = 0.1;
export const THRESHOLD_MAX_PERCENT = 100;
export const THRESHOLD_STEP_PERCENT = 0.1;
/** The alerts page's 'Recent Notifications' panel and the bell badge's cap. */
export const RECENT_NOTIFICATIONS = 5;
export const BELL_BADGE_CAP = 9;
/** How many notifications the API lists, newest first. */
export const NOTIFICATIONS_LIST_MAX = 50;
export const WINDOW_MAX_MINUTES = 7 * 24 * 60;
export const COOLDOWN_MAX_MINUTES = 7 * 24 * 60;
/**
 * After it fires, an alert stays quiet this long by default (decision record 0021): at most one notification an
 * hour per alert, as the big trackers' recurring alerts do, so a small threshold on a busy coin cannot flood.
 */
export const COOLDOWN_DEFAULT_MINUTES = 60;

export const ALERT_MESSAGES = {
  title: 'Price Alerts',
  subtitle: 'Get notified when your cryptocurrencies hit important price movements',
  symbolRequired: 'Symbol is required',
  unknownCoin: (symbol: string) => `Unknown cryptocurrency: ${symbol}`,
  thresholdPositive: 'Threshold must be greater than 0',
  thresholdRange: `Threshold must be between ${THRESHOLD_MIN_PERCENT} and ${THRESHOLD_MAX_PERCENT}`,
  thresholdStep: 'Threshold must be in steps of 0.1',
  directionInvalid: 'Direction must be up, down or both',
  typeInvalid: 'Alert type must be watchlist, portfolio or custom',
  notFound: 'Alert not found',
  conditionInvalid: 'Alert kind must be percent or price_target',
  targetRequired: 'Enter a target price',
  targetPositive: 'Target price must be a number greater than 0',
  targetTooPrecise: 'Target price may have at most 8 decimals',
  targetTooLarge: 'Target price is too large',
  targetDirection: 'A price target is crossed above or below: choose up (above) or down (below)',
  currencyInvalid: 'Currency must be USD, EUR or GBP',
  repeatInvalid: 'Repeat must be once or repeating',
  targetHint:
    'The alert fires when the price crosses this price; if it is already past it, on the next crossing.',
  repeatHint:
    'Once: the alert turns itself off after firing. Repeating: it fires again on a later crossing, after the cooldown.',
  pushServiceUnsupported: 'This push service is not supported',
  notificationIdsRequired: 'notification_ids must list at least one notification',
  noAlerts: 'No alerts yet',
  noAlertsHint: 'Create your first price alert to get started',
  createFirst: 'Create First Alert',
  noNotifications: 'No notifications yet',
  noNotificationsHint: 'Notifications will appear here when your alerts are triggered',
  disable: 'Disable alert',
  enable: 'Enable alert',
  edit: 'Edit alert',
  remove: 'Delete alert',
  windowRange: `The time window must be a whole number of minutes from 1 to ${WINDOW_MAX_MINUTES} (7 days), or empty for any time`,
  cooldownRange: `The cooldown must be a whole number of minutes from 0 to ${COOLDOWN_MAX_MINUTES} (7 days)`,
  windowHint: 'Only a move made within this many minutes counts. Empty: a move over any time.',
  cooldownHint: `After it fires, the alert stays quiet this long, then measures from the new price. ${COOLDOWN_DEFAULT_MINUTES} by default; 0 lets it fire on every move.`,
  confirmDelete: 'Delete this alert?',
  deleteConfirm: 'Delete',
  toggleFailed: 'Failed to update the alert',
  removeFailed: 'Failed to delete the alert',
} as const;

/**
 * What is wrong with a threshold, if anything: above 0, within the range, in steps of 0.1 (a finer one was rounded
 * without a word).
 */
export function thresholdProblem(value: number): string | null {
  if (!Number.isFinite(value) || value <= 0) return ALERT_MESSAGES.thresholdPositive;
  if (value < THRESHOLD_MIN_PERCENT || value > THRESHOLD_MAX_PERCENT) return ALERT_MESSAGES.thresholdRange;
  if (Math.abs(value * 10 - Math.round(value * 10)) > 1e-9) return ALERT_MESSAGES.thresholdStep;
  return null;
}

/** What is wrong with a count of minutes typed in a form (empty allowed where `optional`), if anything. */
function minutesProblem(text: string, min: number, max: number, optional: boolean, message: string) {
  const t = text.trim();
  if (t === '') return optional ? null : message;
  if (!/^\d+$/.test(t)) return message;
  const n = Number(t);
  return n < min || n > max ? message : null;
}

export const windowProblem = (text: string) =>
  minutesProblem(text, 1, WINDOW_MAX_MINUTES, true, ALERT_MESSAGES.windowRange);
export const cooldownProblem = (text: string) =>
  minutesProblem(text, 0, COOLDOWN_MAX_MINUTES, false, ALERT_MESSAGES.cooldownRange);

export type AlertField = 'symbol' | 'threshold' | 'window' | 'cooldown' | 'target';

/** Target prices are typed with at most this many decimals (enough for sub-cent coins). */
export const TARGET_MAX_DECIMALS = 8;
/** And at most this many digits before the point. */
export const TARGET_MAX_INTEGER_DIGITS = 15;

/** What is wrong with a target price typed in a form (decimal text), if anything. */
export function targetProblem(text: string): string | null {
  const t = text.trim();
  if (t === '') return ALERT_MESSAGES.targetRequired;
  const m = /^\+?(\d*)(?:\.(\d*))?$/.exec(t);
  if (!m || (m[1] === '' && !m[2])) return ALERT_MESSAGES.targetPositive;
  if (!/[1-9]/.test(t)) return ALERT_MESSAGES.targetPositive;
  if ((m[2] ?? '').length > TARGET_MAX_DECIMALS) return ALERT_MESSAGES.targetTooPrecise;
  if (m[1]!.replace(/^0+/, '').length > TARGET_MAX_INTEGER_DIGITS) return ALERT_MESSAGES.targetTooLarge;
  return null;
}

/** The form field a server refusal is about (the server speaks the same messages), or null for the whole form. */
export function fieldOfMessage(message: string): AlertField | null {
  const m = ALERT_MESSAGES;
  if (message === m.symbolRequired || message.startsWith(m.unknownCoin(''))) return 'symbol';
  if (message.startsWith('Symbol ')) return 'symbol';
  if ([m.thresholdPositive, m.thresholdRange, m.thresholdStep].includes(message as never)) return 'threshold';
  if (message === m.windowRange) return 'window';
  if (message === m.cooldownRange) return 'cooldown';
  if ([m.targetRequired, m.targetPositive, m.targetTooPrecise, m.targetTooLarge].includes(message as never))
    return 'target';
  return null;
}

/** An alert as the API answers it (ALERT-030). */
export interface AlertRow {
  id: string;
  symbol: string;
  name: string;
  threshold_percent: number;
  direction: AlertDirection;
  /** 'percent' for every alert made before price targets. */
  condition: AlertCondition;
  /** A price-target alert's price in US dollars (a decimal string); null for a % alert. */
  target_price_usd: string | null;
  repeat: AlertRepeat;
  alert_type: AlertType;
  is_active: boolean;
  triggered_count: number;
  window_minutes: number | null;
  cooldown_minutes: number;
  snoozed_until: string | null;
  reference_price: string | null;
  last_triggered_at: string | null;
  created_at: string;
  /** The address of the alert's webhook (Enterprise), or null. */
  webhook_url: string | null;
}

/** A notification as the API answers it (ALERT-036). */
export interface NotificationRow {
  id: number;
  alert_id: string | null;
  is_read: boolean;
  symbol: string;
  severity: Severity;
  price_change_percent: string;
  old_price: string;
  new_price: string;
  /** Set when a price-target alert fired: the target it crossed (USD) and which way. */
  target_price_usd?: string | null;
  crossed?: 'above' | 'below' | null;
  triggered_at: string;
}

/** What the bell shows of a notification (DASH-036). */
export interface BellNotification {
  id: number;
  type: 'price_alert';
  symbol: string;
  title: string;
  message: string;
  timestamp: string;
  isRead: boolean;
  severity: Severity;
}

/** Decision 18: the activity's alertType records the direction (up = above, down = below; both is neither). */
export function activityAlertType(direction: AlertDirection): 'above' | 'below' | null {
  if (direction === 'up') return 'above';
  if (direction === 'down') return 'below';
  return null;
}

/**
 * The two prices of a move for the reader, in the dashboard's price format and the reader's currency (USD when
 * none is given), with as many decimals as it takes to tell them apart.
 */
export type MoveFormat = (fromUsd: number, toUsd: number) => [string, string];

/** A signed percent with 2 decimals: '+5.20%', '-3.10%' (display only: a decimal string read as a number). */
export function formatSignedPercent(value: string | number): string {
  const n = Number(value);
  return `${n > 0 ? '+' : ''}${n.toFixed(2)}%`;
}

export function priceMovedText(
  n: Pick<NotificationRow, 'old_price' | 'new_price'>,
  format: MoveFormat = formatPricesApart,
): string {
  const [from, to] = format(Number(n.old_price), Number(n.new_price));
  return `Price moved from ${from} to ${to}`;
}

/** A one-price format in the reader's currency (USD when none is given). */
export type PriceFormat = (usd: number) => string;

const plainDollars: PriceFormat = formatPrice;

/** A price-target alert in words: 'BTC above $100,000.00' (the target in the reader's currency). */
export function targetText(
  a: { symbol: string; direction: AlertDirection; target_price_usd: string | null },
  format: PriceFormat = plainDollars,
): string {
  const side = a.direction === 'up' ? 'above' : a.direction === 'down' ? 'below' : 'crosses';
  return `${a.symbol} ${side} ${format(Number(a.target_price_usd ?? 0))}`;
}

/** A notification's title: 'BTC +5.20%' for a move, 'BTC above $100,000.00' for a crossed target. */
export function notificationTitle(
  n: Pick<NotificationRow, 'symbol' | 'price_change_percent' | 'target_price_usd' | 'crossed'>,
  format: PriceFormat = plainDollars,
): string {
  if (n.crossed && n.target_price_usd)
    return targetText(
      {
        symbol: n.symbol,
        direction: n.crossed === 'above' ? 'up' : 'down',
        target_price_usd: n.target_price_usd,
      },
      format,
    );
  return `${n.symbol} ${formatSignedPercent(n.price_change_percent)}`;
}

export function toBellNotification(
  n: NotificationRow,
  format: MoveFormat = formatPricesApart,
  formatOne: PriceFormat = plainDollars,
): BellNotification {
  return {
    id: n.id,
    type: 'price_alert',
    symbol: n.symbol,
    title: notificationTitle(n, formatOne),
    message: priceMovedText(n, format),
    timestamp: n.triggered_at,
    isRead: n.is_read,
    severity: n.severity,
  };
}

export const badgeText = (unread: number) =>
  unread > BELL_BADGE_CAP ? `${BELL_BADGE_CAP}+` : String(unread);

/** The server-sent event name of a new notification on the user's notification stream. */
export const NOTIFICATION_EVENT = 'notification';
export const NOTIFICATION_STREAM_PATH = '/api/dashboard/notifications/stream';
