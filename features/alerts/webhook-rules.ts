// Alert webhooks' texts, limits and answer shapes: what the browser and the server share.

/** The longest webhook address accepted. */
export const WEBHOOK_URL_MAX = 2000;
/** How many of a webhook's deliveries the API lists, newest first. */
export const WEBHOOK_DELIVERIES_LIST_MAX = 50;
/** Finished deliveries are kept this long, then deleted. */
export const WEBHOOK_DELIVERY_KEEP_DAYS = 30;
/** Tests a user may send a minute (each is a request from this site to an address of theirs). */
export const WEBHOOK_TESTS_PER_MINUTE = 10;

export const WEBHOOK_EVENT_TYPES = ['alert.triggered', 'webhook.test'] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];
export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];
/** Why a delivery was given up: its retries ran out (24 h), or it was ended without a send. */
export const WEBHOOK_GIVE_UP_REASONS = ['retries_exhausted', 'plan_lapsed', 'secret_unreadable'] as const;
export type WebhookGiveUpReason = (typeof WEBHOOK_GIVE_UP_REASONS)[number];

export const WEBHOOK_MESSAGES = {
  planRequired: (planName: string) =>
    `Alert webhooks need the Enterprise plan; your account is on the ${planName} plan.`,
  urlRequired: 'Enter the webhook address (https://…)',
  urlTooLong: `The webhook address must be at most ${WEBHOOK_URL_MAX} characters`,
  /** A refusal of the address, with the sender's reason ('the address must start with https://'). */
  addressRefused: (reason: string) => `Webhook address refused: ${reason}`,
  /** A test of an alert with no webhook, or one removed while the test was being sent. */
  notFound: 'Webhook not found',
  enterpriseFeature: 'Webhooks are an Enterprise feature',
  enterpriseHint: 'Enterprise sends each alert to your own HTTPS endpoint too, signed (Standard Webhooks).',
  secretOnce: 'Copy the webhook secret now: it is shown only once. It verifies the webhook-signature header.',
  secretUnreadable: 'the webhook secret cannot be read (was AUTH_SECRET changed?): set the webhook again',
  planLapsed: 'the account is no longer on the Enterprise plan',
  noDeliveries: 'No deliveries yet. Send a test to see one.',
  sendTest: 'Send test',
  testFailed: 'The test could not be sent',
  testsTooMany: `At most ${WEBHOOK_TESTS_PER_MINUTE} webhook tests a minute: please wait a moment.`,
  saveFailed: 'The alert was saved, but its webhook was not',
  removeFailed: 'Failed to remove the webhook',
  /** What the page announces when a test it sent has its outcome. */
  testOutcome: (outcome: string) => `Test ${outcome}`,
  /** What the page announces once the panel's Remove webhook has removed it. */
  removed: (symbol: string) => `Webhook removed from your ${symbol} alert`,
  /** When the answer's status came but its body did not (the receiver closed the connection, or took too long). */
  answerEndedEarly: 'the answer ended early',
  answerTooSlow: (seconds: number) => `the answer did not end within ${seconds} s`,
} as const;

/** Why a delivery was given up, as the page says it. */
export const GIVE_UP_REASON_TEXTS: Record<WebhookGiveUpReason, string> = {
  retries_exhausted: 'no success within 24 hours of retries',
  plan_lapsed: WEBHOOK_MESSAGES.planLapsed,
  secret_unreadable: WEBHOOK_MESSAGES.secretUnreadable,
};

/** An alert's webhook as the API answers it: never its secret. */
export interface WebhookRow {
  url: string;
  created_at: string;
  updated_at: string;
}

/** What setting a webhook answers: the secret only when the webhook was made by this call (shown once). */
export interface WebhookSetAnswer {
  webhook: WebhookRow;
  secret: string | null;
}

/** One delivery to an alert's webhook as the API lists it. */
export interface WebhookDeliveryRow {
  id: string;
  event_type: WebhookEventType;
  status: WebhookDeliveryStatus;
  attempts: number;
  /** The last attempt's HTTP status; null before the first attempt and when there was no answer. */
  status_code: number | null;
  /** Why the last attempt got no answer, or what was wrong with the answer whose status is given. */
  error: string | null;
  created_at: string;
  last_attempt_at: string | null;
  next_attempt_at: string | null;
  /** When and why a failed delivery was given up (a give-up is no attempt: the last attempt's fields stay). */
  gave_up_at: string | null;
  gave_up_reason: WebhookGiveUpReason | null;
}

/**
 * What a delivery's last attempt came to, as the page says it: 'HTTP 200', 'HTTP 413 (the answer ended early)', or
 * the reason there was no answer.
 */
export function deliveryOutcomeText(
  d: Pick<WebhookDeliveryRow, 'status_code' | 'error' | 'attempts'>,
): string {
  if (d.status_code !== null) return d.error ? `HTTP ${d.status_code} (${d.error})` : `HTTP ${d.status_code}`;
  if (d.error) return d.error;
  return d.attempts === 0 ? 'Not sent yet' : 'No answer';
}

const attemptsText = (n: number) => `${n} ${n === 1 ? 'attempt' : 'attempts'}`;

/**
 * Where a finished delivery stands, as the page says it: 'Delivered', 'Delivered after 2 attempts', 'Gave up after 8
 * attempts'; null while it is pending (the page shows when it is retried). A give-up's reason is given apart.
 */
export function deliveryStatusText(d: Pick<WebhookDeliveryRow, 'status' | 'attempts'>): string | null {
  if (d.status === 'delivered')
    return d.attempts > 1 ? `Delivered after ${attemptsText(d.attempts)}` : 'Delivered';
  if (d.status === 'failed')
    return d.attempts === 0 ? 'Gave up before sending' : `Gave up after ${attemptsText(d.attempts)}`;
  return null;
}

/** The time a delivery's row shows: its last attempt's, else when it was given up, else when it was made. */
export const deliveryTimeOf = (
  d: Pick<WebhookDeliveryRow, 'last_attempt_at' | 'gave_up_at' | 'created_at'>,
) => d.last_attempt_at ?? d.gave_up_at ?? d.created_at;
