// Daily Crypto Brief subscriptions: sign-up answers the same whatever the address's state (nothing is revealed),
// mails a confirmation link (48 hours) to a new or pending address at most every 10 minutes, confirms, and
// unsubscribes by the link in every mail. Mail goes out in the background, so the answer's timing tells nothing.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../platform/db.server';
import type { Logger } from '../../platform/logger.server';
import type { Mailer } from '../../platform/mail.server';
import { confirmationEmail } from './emails';
import { CONFIRM_TTL_MS, RESEND_AFTER_MS } from './rules';
import { newsletterSubscriptions as subs } from './tables.server';

const hash = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');

export interface NewsletterDeps {
  db: Db;
  mailer: Mailer;
  logger: Logger;
  clock: () => number;
  siteUrl: string;
}

export function createNewsletterService(deps: NewsletterDeps) {
  const { db, mailer, logger, clock, siteUrl } = deps;
  const inFlight = new Set<Promise<unknown>>();

  function mail(email: string, confirmToken: string, unsubscribeToken: string) {
    const message = confirmationEmail(
      email,
      `${siteUrl}/newsletter/confirm?token=${confirmToken}`,
      `${siteUrl}/newsletter/unsubscribe?token=${unsubscribeToken}`,
    );
    const sending = mailer
      .send(message)
      .then((r) => r.error && logger.warn({ mailId: r.id, error: r.error }, 'newsletter mail not delivered'))
      .catch((err: unknown) => logger.warn({ err }, 'newsletter mail not stored'))
      .finally(() => inFlight.delete(sending));
    inFlight.add(sending);
  }

  return {
    /** Signs an address up (or again); answers nothing about what it found. */
    async subscribe(rawEmail: string): Promise<void> {
      const email = rawEmail.trim().toLowerCase();
      const now = clock();
      const [row] = await db.select().from(subs).where(eq(subs.email, email));
      if (row?.status === 'confirmed') return;
      if (row?.lastMailedAt && now - row.lastMailedAt.getTime() < RESEND_AFTER_MS) return;
      const confirmToken = newToken();
      const unsubscribeToken = newToken();
      const values = {
        status: 'pending',
        confirmTokenHash: hash(confirmToken),
        confirmExpiresAt: new Date(now + CONFIRM_TTL_MS),
        unsubscribeTokenHash: hash(unsubscribeToken),
        lastMailedAt: new Date(now),
        unsubscribedAt: null,
      };
      await db
        .insert(subs)
        .values({ email, ...values, createdAt: new Date(now) })
        .onConflictDoUpdate({ target: subs.email, set: values });
      mail(email, confirmToken, unsubscribeToken);
    },

    /** Confirms the sign-up the link belongs to; false when the link is unknown, used or expired. */
    async confirm(token: string): Promise<boolean> {
      const now = new Date(clock());
      const done = await db
        .update(subs)
        .set({ status: 'confirmed', confirmedAt: now, confirmTokenHash: null, confirmExpiresAt: null })
        .where(
          and(
            eq(subs.confirmTokenHash, hash(token)),
            eq(subs.status, 'pending'),
            gt(subs.confirmExpiresAt, now),
          ),
        )
        .returning({ id: subs.id });
      return done.length === 1;
    },

    /** Unsubscribes the address the link belongs to; false when the link is unknown. */
    async unsubscribe(token: string): Promise<boolean> {
      const done = await db
        .update(subs)
        .set({ status: 'unsubscribed', unsubscribedAt: new Date(clock()), confirmTokenHash: null })
        .where(eq(subs.unsubscribeTokenHash, hash(token)))
        .returning({ id: subs.id });
      return done.length === 1;
    },

    /** Resolves when the mails already started are stored (tests, shutdown). */
    async idle(): Promise<void> {
      await Promise.allSettled([...inFlight]);
    },
  };
}

export type NewsletterService = ReturnType<typeof createNewsletterService>;
