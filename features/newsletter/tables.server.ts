// The Daily Crypto Brief's subscribers: double opt-in (pending until the mailed link is confirmed), and a one-click
// unsubscribe link in every mail. Tokens are stored as hashes.
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Lower-cased. */
    email: text('email').notNull(),
    /** pending, confirmed or unsubscribed. */
    status: text('status').notNull().default('pending'),
    confirmTokenHash: text('confirm_token_hash'),
    confirmExpiresAt: timestamp('confirm_expires_at', { withTimezone: true }),
    /** The latest mail's unsubscribe link; every link ever mailed is in newsletter_unsubscribe_links. */
    unsubscribeTokenHash: text('unsubscribe_token_hash').notNull(),
    lastMailedAt: timestamp('last_mailed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('newsletter_email_idx').on(t.email),
    uniqueIndex('newsletter_confirm_idx').on(t.confirmTokenHash),
    uniqueIndex('newsletter_unsubscribe_idx').on(t.unsubscribeTokenHash),
  ],
);

/**
 * Every unsubscribe link ever mailed to an address, by its token's hash: a link in an old mail keeps working
 * after the address leaves and signs up again (as List-Unsubscribe links must). Only the hash is stored, so each
 * mail carries a new token rather than re-sending one the database could give away.
 */
export const newsletterUnsubscribeLinks = pgTable(
  'newsletter_unsubscribe_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => newsletterSubscriptions.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('newsletter_unsubscribe_links_subscription_idx').on(t.subscriptionId)],
);
