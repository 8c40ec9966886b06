// /api/newsletter: sign up for the Daily Crypto Brief, with the same answer for every address. (Confirming and
// unsubscribing are the pages /newsletter/confirm and /newsletter/unsubscribe, which mail clients POST to.)
import { Hono } from 'hono';
import { limitedBy } from '../../platform/rate-limit.server';
import type { AppServices } from '../../platform/services.server';
import { validated } from '../../platform/validation.server';
import { NEWSLETTER_MESSAGES } from './rules';
import { subscribeBody } from './schemas';

/** Sign-ups one address may send in an hour. */
export const SUBSCRIBE_LIMIT = { points: 10, durationSec: 3600 } as const;

export function newsletterApi(services: AppServices) {
  const limiter = services.rateLimiters({ keyPrefix: 'newsletter', ...SUBSCRIBE_LIMIT });
  return new Hono().post(
    '/subscribe',
    limitedBy(limiter, services.clientAddress, NEWSLETTER_MESSAGES.tooMany),
    validated('json', subscribeBody),
    async (c) => {
      await services.newsletter.subscribe(c.req.valid('json').email);
      return c.json({ success: true, message: NEWSLETTER_MESSAGES.pending }, 202);
    },
  );
}
