// Tables of billing: processed payment-provider events (idempotency), invoices and the payment method on file.
import { integer, pgTable, text, timestamp, uuid, index } from 'drizzle-orm/pg-core';
import { users } from '../auth/server';

/** Every provider event processed once, by its id. */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
});

export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null once the account is deleted: invoices are kept for tax and accounting (the privacy page says so). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    provider: text('provider', { enum: ['local', 'stripe'] }).notNull(),
    providerInvoiceId: text('provider_invoice_id'),
    description: text('description').notNull(),
    /**
     * The plan the invoice bought a month of, as the path that wrote it knew it: proration reads it, never the
     * description (which is wording for people). Null when no plan of ours is known (a Stripe price not ours).
     */
    tier: text('tier', { enum: ['premium', 'enterprise'] }),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    status: text('status', { enum: ['paid', 'open', 'void', 'uncollectible'] }).notNull(),
    hostedUrl: text('hosted_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('invoices_user_idx').on(t.userId, t.createdAt)],
);

/** The card on file, as the provider describes it: never the number itself. */
export const paymentMethods = pgTable('payment_methods', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  brand: text('brand').notNull(),
  last4: text('last4').notNull(),
  expMonth: integer('exp_month').notNull(),
  expYear: integer('exp_year').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
