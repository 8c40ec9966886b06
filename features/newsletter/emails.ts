// The newsletter's mails: the confirmation of a sign-up, with its unsubscribe link.
import type { MailMessage } from '../../platform/mail.server';

export function confirmationEmail(to: string, confirmLink: string, unsubscribeLink: string): MailMessage {
  return {
    to,
    subject: 'Confirm your Daily Crypto Brief subscription',
    text: `Hello,\n\nPlease confirm that you want to receive the Daily Crypto Brief, Blockcast's morning e-mail with the day's most important crypto stories:\n\n${confirmLink}\n\nThe link works for 48 hours. If you did not sign up, ignore this e-mail and you will hear nothing more from us.\n\nUnsubscribe at any time: ${unsubscribeLink}\n\nBlockcast`,
    headers: {
      'List-Unsubscribe': `<${unsubscribeLink}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
