// Password reset, e-mail verification, disabling accounts and the first admin: the flows that run through e-mail.
import { NotFoundError, ValidationError } from '../../lib/errors';
import { createUser, findUserByEmail, findUserById, updateUser } from './accounts.server';
import {
  accountKey,
  requireAllowance,
  type AuthDeps,
  type ClientInfo,
  type createBackground,
} from './deps.server';
import {
  consumeEmailToken,
  emailTokenOwner,
  isEmailTokenUsable,
  issueEmailToken,
} from './email-tokens.server';
import { passwordChangedEmail, passwordResetEmail, verificationEmail } from './emails';
import { hashPassword, requireAcceptablePassword } from './passwords.server';
import { AUTH_MESSAGES } from './schemas';
import { revokeUserSessions } from './sessions.server';
import { randomToken } from './tokens.server';

type Background = ReturnType<typeof createBackground>;

/**
 * What opening a verification link did: verified its account now, found it verified already, or could not
 * (unknown, expired or replaced link of an unverified account). `userId` is the link's account when known.
 */
export type VerificationLinkOutcome =
  { result: 'verified' | 'already'; userId: string } | { result: 'invalid'; userId: string | null };

export function createRecovery(deps: AuthDeps, background: Background) {
  const { db, clock, limiters, logger } = deps;
  const link = (path: string, token: string) => `${deps.siteUrl}${path}?token=${encodeURIComponent(token)}`;

  async function mailResetLink(userId: string) {
    const user = await findUserById(db, userId);
    if (!user || user.disabledAt) return;
    const token = await issueEmailToken(db, user.id, 'reset', clock());
    await deps.sendMail({
      to: user.email,
      ...passwordResetEmail(user.firstName, link('/reset-password', token)),
    });
  }

  return {
    /** Always the same answer; the link is mailed after it, only when the address has an account. */
    async forgotPassword(email: string, client: ClientInfo): Promise<void> {
      await requireAllowance(limiters.resetIp, client.ip);
      await requireAllowance(limiters.resetAccount, accountKey(email));
      background.run('send password reset email', async () => {
        const user = await findUserByEmail(db, email);
        if (user) await mailResetLink(user.id);
      });
    },

    resetTokenUsable(token: string): Promise<boolean> {
      return isEmailTokenUsable(db, token, 'reset', clock());
    },

    /** Sets the new password, ends every session of the account and lifts the sign-in delay. */
    async resetPassword(token: string, password: string, client: ClientInfo): Promise<void> {
      await requireAllowance(limiters.resetIp, client.ip);
      requireAcceptablePassword(password);
      // Hash before spending the token, so a slow hash never leaves a spent token and an unchanged password.
      const passwordHash = await hashPassword(password, deps.hashCost);
      const now = clock();
      const userId = await consumeEmailToken(db, token, 'reset', now);
      if (!userId) throw new ValidationError(AUTH_MESSAGES.resetInvalid);
      const current = await findUserById(db, userId);
      if (!current) throw new ValidationError(AUTH_MESSAGES.resetInvalid);
      // Opening the mailed link proves the address, too.
      await updateUser(
        db,
        userId,
        { passwordHash, emailVerifiedAt: current.emailVerifiedAt ?? new Date(now) },
        new Date(now),
      );
      await revokeUserSessions(db, userId, 'password reset', now);
      await limiters.loginAccount.delete(accountKey(current.email));
      background.run('send password changed email', () =>
        deps.sendMail({
          to: current.email,
          ...passwordChangedEmail(current.firstName, new Date(now), `${deps.siteUrl}/forgot-password`),
        }),
      );
    },

    async verifyEmail(token: string): Promise<void> {
      const now = clock();
      const userId = await consumeEmailToken(db, token, 'verify', now);
      if (!userId) throw new ValidationError(AUTH_MESSAGES.verifyInvalid);
      await updateUser(db, userId, { emailVerifiedAt: new Date(now) }, new Date(now));
    },

    /** The verification page's view of a link: unlike verifyEmail, a spent link still names its account. */
    async openVerificationLink(token: string): Promise<VerificationLinkOutcome> {
      const now = clock();
      const verified = await consumeEmailToken(db, token, 'verify', now);
      if (verified) {
        await updateUser(db, verified, { emailVerifiedAt: new Date(now) }, new Date(now));
        return { result: 'verified', userId: verified };
      }
      const owner = await emailTokenOwner(db, token, 'verify');
      const user = owner ? await findUserById(db, owner) : undefined;
      if (!user) return { result: 'invalid', userId: null };
      return { result: user.emailVerifiedAt ? 'already' : 'invalid', userId: user.id };
    },

    async resendVerification(userId: string): Promise<void> {
      const user = await findUserById(db, userId);
      if (!user || user.emailVerifiedAt) return;
      await requireAllowance(limiters.resetAccount, `verify:${user.id}`);
      background.run('send verification email', async () => {
        const token = await issueEmailToken(db, user.id, 'verify', clock());
        await deps.sendMail({
          to: user.email,
          ...verificationEmail(user.firstName, link('/verify-email', token)),
        });
      });
    },

    /** Disabling ends the account's sessions at once; enabling lets it sign in again. */
    async setUserDisabled(userId: string, disabled: boolean): Promise<void> {
      const now = clock();
      const user = await updateUser(
        db,
        userId,
        { disabledAt: disabled ? new Date(now) : null },
        new Date(now),
      );
      if (!user) throw new NotFoundError('User not found');
      if (disabled) await revokeUserSessions(db, userId, 'account disabled', now);
    },

    /**
     * Makes ADMIN_EMAIL an admin: an existing account is promoted; otherwise one is created with ADMIN_PASSWORD,
     * or, without it, an unguessable password and a reset link in the mail.
     */
    async bootstrapAdmin(email: string, password?: string): Promise<'promoted' | 'created' | 'unchanged'> {
      const now = new Date(clock());
      const existing = await findUserByEmail(db, email);
      if (existing) {
        if (existing.role === 'admin') return 'unchanged';
        await updateUser(db, existing.id, { role: 'admin' }, now);
        return 'promoted';
      }
      const user = await createUser(db, {
        email,
        firstName: 'Site',
        lastName: 'Administrator',
        passwordHash: await hashPassword(password ?? randomToken(), deps.hashCost),
        role: 'admin',
      });
      if (!user) return 'unchanged';
      await updateUser(db, user.id, { emailVerifiedAt: now }, now);
      if (!password) {
        await mailResetLink(user.id);
        logger.info({ email }, 'admin account created: a password link was sent to its address');
      }
      return 'created';
    },
  };
}
