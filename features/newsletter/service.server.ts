// Daily Crypto Brief subscriptions: sign-up answers the same whatever the address's state (nothing is revealed),
// mails a confirmation link (48 hours) to a new or unsubscribed address, and to a pending one at most every
// 10 minutes, confirms, and unsubscribes by the link in any mail ever sent to the address. Mail goes out in the
// background, so the answer's timing tells nothing.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db.server';
import type { Logger } from '../../platform/logger.server';
import type { Mailer } from '../../platform/mail.server';
import { confirmationEmail } from './emails';
import { CONFIRM_TTL_MS, RESEND_AFTER_MS } from './rules';
import {
  newsletterUnsubscribeLinks as unsubscribeLinks,
  newsletterSubscriptions as subs,
} from './tables.server';

const hash = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');

export type ConfirmOutcome = 'confirmed' | 'already' | 'invalid';

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
      // Only a pending address waits between mails: one that unsubscribed starts over at once (it was mailed
      // minutes ago, perhaps, but that mail's link no longer confirms anything).
      const recentlyMailed = row?.lastMailedAt && now - row.lastMailedAt.getTime() < RESEND_AFTER_MS;
      if (row?.status === 'pending' && recentlyMailed) return;
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
      const [saved] = await db
        .insert(subs)
        .values({ email, ...values, createdAt: new Date(now) })
        .onConflictDoUpdate({ target: subs.email, set: values })
        .returning({ id: subs.id });
      if (!saved) return;
      // The new mail's unsubscribe link joins those of earlier mails, which all keep working.
      await db
        .insert(unsubscribeLinks)
        .values({ tokenHash: hash(unsubscribeToken), subscriptionId: saved.id, createdAt: new Date(now) });
      mail(email, confirmToken, unsubscribeToken);
    },

    /**
     * Confirms the sign-up the link belongs to. A link already used says so ('already'): the confirmed address
     * keeps its link's hash until it unsubscribes or signs up again. 'invalid' when the link is unknown, replaced
     * by a newer one, expired, or its address has unsubscribed since.
     */
    async confirm(token: string): Promise<ConfirmOutcome> {
      const now = new Date(clock());
      const tokenHash = hash(token);
      const done = await db
        .update(subs)
        .set({ status: 'confirmed', confirmedAt: now, confirmExpiresAt: null })
        .where(
          and(
            eq(subs.confirmTokenHash, tokenHash),
            eq(subs.status, 'pending'),
            gt(subs.confirmExpiresAt, now),
          ),
        )
        .returning({ id: subs.id });
      if (done.length === 1) return 'confirmed';
      const [used] = await db
        .select({ id: subs.id })
        .from(subs)
        .where(and(eq(subs.confirmTokenHash, tokenHash), eq(subs.status, 'confirmed')));
      return used ? 'already' : 'invalid';
    },

    /** Unsubscribes the address the link (from any mail it was sent) belongs to; false when the link is unknown. */
    async unsubscribe(token: string): Promise<boolean> {
      const owner = db
        .select({ id: unsubscribeLinks.subscriptionId })
        .from(unsubscribeLinks)
        .where(eq(unsubscribeLinks.tokenHash, hash(token)));
      const done = await db
        .update(subs)
        .set({ status: 'unsubscribed', unsubscribedAt: new Date(clock()), confirmTokenHash: null })
        .where(inArray(subs.id, owner))
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
