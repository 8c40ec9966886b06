// What a signed-in user does to their own account: change the password, delete the account. Both ask for the
// password again and count a wrong one against the account's sign-in limit, so a stolen session cannot guess it.
import { and, eq, sql } from 'drizzle-orm';
import { mailOutbox } from '../../db/mail-outbox';
import { ConflictError, UnauthorizedError, ValidationError } from '../../lib/errors';
import type { Db } from '../../platform/db.server';
import { newsletterSubscriptions } from '../newsletter/server';
import { findUserById, getSubscriptionRow, type UserRow } from './accounts.server';
import { requireAccountTurn } from './account-throttle.server';
import { accountKey, type AuthDeps, type createBackground } from './deps.server';
import { passwordChangedEmail } from './emails';
import { hashPassword, requireAcceptablePassword, verifyPassword } from './passwords.server';
import { deleteProfilePicture } from './profile-picture.server';
import { AUTH_MESSAGES } from './schemas';
import { revokeUserSessions } from './sessions.server';
import { users } from './tables.server';

type Background = ReturnType<typeof createBackground>;

/** Statuses of a Stripe subscription that would still be charged if the account went away. */
const CHARGEABLE = new Set(['active', 'trialing', 'past_due']);

export function createSelfService(deps: AuthDeps, background: Background) {
  const { db, clock, limiters } = deps;

  /** The user, once the password typed is theirs; a wrong one costs a point of the account's sign-in limit. */
  async function confirmOwner(userId: string, password: string): Promise<UserRow> {
    const user = await findUserById(db, userId);
    if (!user) throw new UnauthorizedError(AUTH_MESSAGES.authRequired);
    const key = accountKey(user.email);
    await requireAccountTurn(limiters, key, clock());
    if (!(await verifyPassword(user.passwordHash, password))) {
      throw new ValidationError(AUTH_MESSAGES.currentPasswordWrong);
    }
    await limiters.loginAccount.delete(key);
    return user;
  }

  /** Mails the owner that the password changed, with a reset link in case it was not them. */
  function noticeChange(user: Pick<UserRow, 'email' | 'firstName'>, at: number) {
    background.run('send password changed email', () =>
      deps.sendMail({
        to: user.email,
        ...passwordChangedEmail(user.firstName, new Date(at), `${deps.siteUrl}/forgot-password`),
      }),
    );
  }

  return {
    /** Sets a new password; every other session of the account ends, this one stays signed in. */
    async changePassword(
      caller: { userId: string; sessionId: string },
      input: { currentPassword: string; newPassword: string },
    ): Promise<void> {
      const user = await confirmOwner(caller.userId, input.currentPassword);
      requireAcceptablePassword(input.newPassword, { email: user.email });
      if (input.newPassword.normalize('NFKC') === input.currentPassword.normalize('NFKC')) {
        throw new ValidationError(AUTH_MESSAGES.passwordUnchanged);
      }
      const passwordHash = await hashPassword(input.newPassword, deps.hashCost);
      const now = clock();
      // Compare-and-set on the hash that was verified: of parallel changes only the first lands; the others no
      // longer know the current password, so they get the wrong-password answer, and no mail.
      const [changed] = await db
        .update(users)
        .set({ passwordHash, updatedAt: new Date(now) })
        .where(and(eq(users.id, user.id), eq(users.passwordHash, user.passwordHash)))
        .returning({ id: users.id });
      if (!changed) throw new ValidationError(AUTH_MESSAGES.currentPasswordWrong);
      await revokeUserSessions(db, user.id, 'password changed', now, caller.sessionId);
      noticeChange(user, now);
      const recordActivity = deps.recordActivity;
      if (recordActivity) {
        background.run('record password change', () =>
          recordActivity(user.id, {
            type: 'settings_update',
            description: 'Changed password',
            settingName: 'password',
          }),
        );
      }
    },

    /**
     * Deletes the account as the privacy page says: the user row goes, and with it (foreign keys with cascade) the
     * plan, sessions and refresh tokens, e-mail links, preferences, card, portfolio, watchlist, alerts,
     * notifications, push subscriptions and activity log; the newsletter subscription and mail kept for this
     * address go too, and then the uploaded picture from the image host. Invoices stay, without the account, for
     * tax and accounting. A Stripe subscription that would still be charged must be cancelled first.
     */
    async deleteAccount(userId: string, password: string): Promise<void> {
      const user = await confirmOwner(userId, password);
      const plan = await getSubscriptionRow(db, user.id);
      if (plan?.provider === 'stripe' && plan.providerSubscriptionId && CHARGEABLE.has(plan.status)) {
        throw new ConflictError(AUTH_MESSAGES.cancelPaidPlanFirst);
      }
      await db.transaction(async (tx) => {
        const t = tx as unknown as Db;
        const address = user.email.trim().toLowerCase();
        await t.delete(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, address));
        await t.delete(mailOutbox).where(sql`lower(${mailOutbox.to}) = ${address}`);
        await t.delete(users).where(eq(users.id, user.id));
      });
      await limiters.loginAccount.delete(accountKey(user.email));
      const picture = user.profileImageUrl;
      // After the answer: the account is gone whatever the image host says; a file it keeps is logged to remove.
      if (picture) {
        background.run('delete profile picture', async () => {
          try {
            await deleteProfilePicture(db, deps.imageHost, picture);
          } catch (err) {
            deps.logger.error({ err, picture }, 'a deleted account’s picture is still on the image host');
          }
        });
      }
    },
  };
}
