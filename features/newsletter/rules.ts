// The newsletter's texts, shared by the page, the form and the API. Browser-safe.
export const NEWSLETTER_MESSAGES = {
  pending:
    'Almost there: check your inbox and confirm your address to start receiving the Daily Crypto Brief.',
  confirmed: 'You are subscribed to the Daily Crypto Brief. The first edition arrives tomorrow morning.',
  alreadyConfirmed: 'You are already subscribed to the Daily Crypto Brief.',
  confirmInvalid: 'This confirmation link is invalid or has expired. Subscribe again from the home page.',
  unsubscribed: 'You are unsubscribed from the Daily Crypto Brief. You will not receive it any more.',
  unsubscribeInvalid: 'This unsubscribe link is invalid.',
  failed: 'Subscription failed. Please try again.',
  offline: 'Subscription failed. Please check your connection and try again.',
  tooMany: 'Too many requests. Please try again later.',
} as const;

/** How long a confirmation link works. */
export const CONFIRM_TTL_MS = 48 * 3_600_000;
/** A repeated sign-up of a pending address mails the link again at most this often. */
export const RESEND_AFTER_MS = 10 * 60_000;
