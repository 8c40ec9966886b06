// Adds billing to the process's services: the billing service and the payment provider it runs on.
import { createLocalPaymentProvider, type PaymentProvider } from '../../platform/payments.server';
import type { PlatformServices } from '../../platform/services.server';
import type { RecordActivityInput } from '../activity/server';
import { createBillingService, type BillingService } from './service.server';

declare module '../../platform/services.server' {
  interface FeatureServices {
    billing: BillingService;
    payments: PaymentProvider;
  }
}

/**
 * Stripe when its key is set (parseEnv then guarantees the webhook secret and both prices); local otherwise. The
 * Stripe library (about 11 MB in memory) is loaded only when it is used.
 */
export async function createPayments(
  infra: PlatformServices,
  stripe: {
    secretKey?: string;
    webhookSecret?: string;
    pricePremium?: string;
    priceEnterprise?: string;
    apiBase?: string;
  },
): Promise<PaymentProvider> {
  const { secretKey, webhookSecret, pricePremium, priceEnterprise } = stripe;
  if (!secretKey) return createLocalPaymentProvider();
  if (!webhookSecret || !pricePremium || !priceEnterprise) {
    throw new Error('Stripe needs STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_PREMIUM and STRIPE_PRICE_ENTERPRISE');
  }
  const { createStripeProvider } = await import('../../platform/stripe-payments.server');
  return createStripeProvider({
    secretKey,
    webhookSecret,
    prices: { premium: pricePremium, enterprise: priceEnterprise },
    apiBase: stripe.apiBase,
    clock: infra.clock,
    logger: infra.logger,
  });
}

export function createBilling(
  infra: PlatformServices,
  options: {
    provider: PaymentProvider;
    recordActivity: (userId: string, input: RecordActivityInput) => Promise<unknown>;
  },
): BillingService {
  return createBillingService({
    db: infra.database.db,
    clock: infra.clock,
    logger: infra.logger,
    siteUrl: infra.siteUrl,
    provider: options.provider,
    recordActivity: options.recordActivity,
  });
}

export { type BillingService } from './service.server';
