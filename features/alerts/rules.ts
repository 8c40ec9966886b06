// Price alerts' constants, texts, answer shapes and display rules: what the browser and the server share (the
// decimal arithmetic of firing is in evaluate.ts, the server's).
import { formatPrice } from '../../lib/format';

export const ALERT_DIRECTIONS = ['up', 'down', 'both'] as const;
export type AlertDirection = (typeof ALERT_DIRECTIONS)[number];
export const ALERT_TYPES = ['watchlist', 'portfolio', 'custom'] as const;
export type AlertType = (typeof ALERT_TYPES)[number];
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

/** An alert as the API answers it (ALERT-030). */
export interface AlertRow {
  id: string;
  symbol: string;
  name: string;
  threshold_percent: number;
  direction: AlertDirection;
  alert_type: AlertType;
  is_active: boolean;
  triggered_count: number;
  window_minutes: number | null;
  cooldown_minutes: number;
  snoozed_until: string | null;
  reference_price: string | null;
  last_triggered_at: string | null;
  created_at: string;
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

/** A price for the reader: the dashboard's price format in the reader's currency (USD when none is given). */
export type PriceFormat = (valueUsd: number) => string;

/** The spec's price format in USD (lib/format): under 1 four decimals, under 100 two, otherwise grouped with two. */
export function formatAlertPrice(value: string | number): string {
  return formatPrice(Number(value));
}

/** A signed percent with 2 decimals: '+5.20%', '-3.10%' (display only: a decimal string read as a number). */
export function formatSignedPercent(value: string | number): string {
  const n = Number(value);
  return `${n > 0 ? '+' : ''}${n.toFixed(2)}%`;
}

export const priceMovedText = (
  n: Pick<NotificationRow, 'old_price' | 'new_price'>,
  format: PriceFormat = formatAlertPrice,
) => `Price moved from ${format(Number(n.old_price))} to ${format(Number(n.new_price))}`;

export function toBellNotification(
  n: NotificationRow,
  format: PriceFormat = formatAlertPrice,
): BellNotification {
  return {
    id: n.id,
    type: 'price_alert',
    symbol: n.symbol,
    title: `${n.symbol} ${formatSignedPercent(n.price_change_percent)}`,
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
