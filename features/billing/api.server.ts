// /api/billing/*: the signed-in user's plan, invoices and card, plan changes, and the payment provider's webhook.
import { Hono, type Context } from 'hono';
import type { z } from 'zod';
import { limitedBy, type RateLimiterFactory } from '../../platform/rate-limit.server';
import { validated } from '../../platform/validation.server';
import { requireUser, type AuthEnv, type AuthService } from '../auth/server';
import { BILLING_MESSAGES, checkoutInput, paymentMethodInput } from './schemas';
import type { BillingService } from './service.server';

/** Stripe's events are a few kilobytes; an invoice with many lines stays well under this. */
export const WEBHOOK_BODY_LIMIT_BYTES = 512 * 1024;
/** Each checkout or portal call opens a session at the provider: enough for anyone, not for a script. */
export const PROVIDER_CALL_LIMIT = { points: 20, durationSec: 10 * 60 } as const;

const json = <S extends z.ZodType>(schema: S) => validated('json', schema);

export function billingApi(deps: {
  auth: AuthService;
  billing: BillingService;
  rateLimiters: RateLimiterFactory;
}) {
  const { billing } = deps;
  const user = requireUser(deps.auth);
  const providerLimiter = deps.rateLimiters({ keyPrefix: 'billing-provider', ...PROVIDER_CALL_LIMIT });
  // Runs after requireUser: counted per account, whatever address the calls come from.
  const providerCalls = limitedBy<AuthEnv>(
    providerLimiter,
    (c) => c.get('principal').user.id,
    BILLING_MESSAGES.tooManyRequests,
  );
  const me = (c: Context<AuthEnv>) => {
    const { id, email } = c.get('principal').user;
    return { id, email };
  };

  return (
    new Hono<AuthEnv>()
      .get('/summary', user, async (c) => {
        return c.json({ success: true, data: await billing.summary(me(c).id) });
      })
      .post('/checkout', user, json(checkoutInput), providerCalls, async (c) => {
        return c.json({ success: true, data: await billing.checkout(me(c), c.req.valid('json').tier) });
      })
      .post('/portal', user, providerCalls, async (c) => {
        return c.json({ success: true, data: await billing.portal(me(c)) });
      })
      .post('/cancel', user, providerCalls, async (c) => {
        return c.json({ success: true, data: await billing.cancel(me(c)) });
      })
      .post('/payment-method', user, json(paymentMethodInput), async (c) => {
        const paymentMethod = await billing.updatePaymentMethod(me(c).id, c.req.valid('json'));
        return c.json({ success: true, data: { paymentMethod } });
      })
      // No user here: the provider calls it, and its signature over the raw body is the authentication.
      .post('/webhook', async (c) => {
        const outcome = await billing.receiveWebhook(await c.req.text(), c.req.header('Stripe-Signature'));
        return c.json({ success: true, data: { received: true, outcome } });
      })
  );
}
