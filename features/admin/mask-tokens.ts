// Mail as the admin outbox shows it: a link's one-time token (password reset, address verification,
// newsletter confirm and unsubscribe) is masked, so reading the outbox never hands an admin a live link into
// someone's account. The stored and sent mail keep the token.

export const MASKED_TOKEN = '[hidden]';

/** `token=<value>` in a link (also after `&amp;` in HTML) becomes `token=[hidden]`. */
export function maskMailTokens(text: string): string {
  return text.replace(/([?&](?:amp;)?token=)[^&#\s"'<>]+/gi, `$1${MASKED_TOKEN}`);
}
