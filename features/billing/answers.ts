// The browser's checks of the billing API's answers: the fields the billing pages read. Without zod, so the
// pages that only read answers do not load it.
import { shape, type Check } from '../../platform/browser/api';
import type { PublicSubscription } from '../auth';
import type { BillingSummary, PaymentMethodSummary, PlanChangeAnswer } from './schemas';

export const billingSummaryOf = shape<BillingSummary>({
  subscription: 'object',
  paymentMethod: 'object?',
  invoices: 'array',
  provider: 'string',
  portalAvailable: 'boolean',
});

/** A provider's page to send the browser to (checkout, the portal). */
export const redirectOf = shape<{ url: string }>({ url: 'string' });

export const paymentMethodOf = shape<{ paymentMethod: PaymentMethodSummary }>({
  paymentMethod: shape<PaymentMethodSummary>({ brand: 'string', last4: 'string' }),
});

const changeMadeOf = shape<{ completed: true; subscription: PublicSubscription }>({
  completed: 'boolean',
  subscription: 'object',
});

/** A provider's page, or a change already made. */
export const planChangeOf: Check<PlanChangeAnswer> = (value) => {
  try {
    return redirectOf(value);
  } catch {
    return changeMadeOf(value);
  }
};
