// Account use cases: sign-up, sign-in, session verify/refresh/logout, and finding the user behind a request.
import { ForbiddenError, UnauthorizedError } from '../../lib/errors';
import { accountSignedIn, admitToAccount } from './account-throttle.server';
import { createUser, findUserByEmail, loadPublicUser, updateUser } from './accounts.server';
import {
  accountKey,
  answerNoSoonerThan,
  createBackground,
  SIGNUP_ANSWER_FLOOR_MS,
  requireAllowance,
  type AuthDeps,
  type ClientInfo,
} from './deps.server';
import { issueEmailToken } from './email-tokens.server';
import { accountExistsEmail, verificationEmail } from './emails';
import {
  hashPassword,
  requireAcceptablePassword,
  verifyAgainstDummy,
  verifyPassword,
} from './passwords.server';
import { createRecovery } from './recovery.server';
import { createSelfService } from './self-service.server';
import { AUTH_MESSAGES, type LoginInput, type PublicUser, type SignupInput } from './schemas';
import {
  createSession,
  findLiveSession,
  findSessionByRefreshToken,
  revokeSession,
  rotateRefreshToken,
  type LiveSession,
} from './sessions.server';
import { ACCESS_TOKEN_TTL_SEC } from './tokens.server';

export type { AuthDeps, ClientInfo } from './deps.server';

/** A signed-in session as the API answers it; the refresh token only when one was issued. */
export interface SessionGrant {
  token: string;
  expiresIn: number;
  csrfToken: string;
  user: PublicUser;
  sessionId: string;
  rememberMe: boolean;
  refresh?: { token: string; expiresAt: Date };
}

/** The user behind a request. */
export interface Principal {
  user: LiveSession['user'];
  session: LiveSession['session'];
}

export function createAuthService(deps: AuthDeps) {
  const { db, clock, signer, limiters, logger } = deps;
  const background = createBackground(logger);
  const recovery = createRecovery(deps, background);
  const self = createSelfService(deps, background);
  const link = (path: string, token: string) => `${deps.siteUrl}${path}?token=${encodeURIComponent(token)}`;

  async function grant(live: LiveSession, refresh?: SessionGrant['refresh']): Promise<SessionGrant> {
    return {
      token: await signer.sign({ userId: live.user.id, sessionId: live.session.id }, clock()),
      expiresIn: ACCESS_TOKEN_TTL_SEC,
      csrfToken: live.session.csrfToken,
      user: await loadPublicUser(db, live.user),
      sessionId: live.session.id,
      rememberMe: live.session.rememberMe,
      refresh,
    };
  }

  function record(userId: string, type: 'login' | 'logout', description: string) {
    const recordActivity = deps.recordActivity;
    if (!recordActivity) return;
    background.run(`record ${type}`, () => recordActivity(userId, { type, description }));
  }

  return {
    ...recovery,
    changePassword: self.changePassword,
    deleteAccount: self.deleteAccount,
    idle: background.idle,

    /**
     * Creates the account and mails a verification link. A taken address answers exactly the same (its owner
     * gets a note instead), so sign-up never tells whether an address is registered.
     */
    async signup(input: SignupInput, client: ClientInfo) {
      await requireAllowance(limiters.signupIp, client.ip);
      requireAcceptablePassword(input.password, { email: input.email });
      const startedAt = performance.now();
      const passwordHash = await hashPassword(input.password, deps.hashCost);
      const user = await createUser(db, { ...input, passwordHash }).finally(() =>
        answerNoSoonerThan(startedAt, deps.signupFloorMs ?? SIGNUP_ANSWER_FLOOR_MS),
      );
      if (user) {
        background.run('send verification email', async () => {
          const token = await issueEmailToken(db, user.id, 'verify', clock());
          const mail = verificationEmail(user.firstName, link('/verify-email', token));
          await deps.sendMail({ to: user.email, ...mail });
        });
      } else {
        background.run('send account-exists email', async () => {
          const owner = await findUserByEmail(db, input.email);
          if (!owner) return;
          const mail = accountExistsEmail(
            owner.firstName,
            `${deps.siteUrl}/login`,
            `${deps.siteUrl}/forgot-password`,
          );
          await deps.sendMail({ to: owner.email, ...mail });
        });
      }
      return { email: input.email, firstName: input.firstName, lastName: input.lastName };
    },

    async login(input: LoginInput, client: ClientInfo): Promise<SessionGrant> {
      // Only failures count (OWASP): each attempt takes its point up front, so parallel guesses cannot all slip
      // under the limit, and a right password gives the address's point back and clears the account's count.
      // A busy office or campus address is then limited by its wrong passwords, not by its sign-ins. The account
      // is slowed down, not locked (account-throttle.server.ts).
      await requireAllowance(limiters.loginIp, client.ip);
      const key = accountKey(input.email);
      await admitToAccount(limiters, key, client.ip, clock());
      const user = await findUserByEmail(db, input.email);
      const valid = user
        ? await verifyPassword(user.passwordHash, input.password)
        : await verifyAgainstDummy(input.password, deps.hashCost);
      if (!user || !valid) throw new UnauthorizedError(AUTH_MESSAGES.invalidCredentials);
      await limiters.loginIp.reward(client.ip);
      if (user.disabledAt) throw new ForbiddenError(AUTH_MESSAGES.accountDisabled);
      await accountSignedIn(limiters, key, client.ip);
      const now = clock();
      const issued = await createSession(
        db,
        {
          userId: user.id,
          rememberMe: input.rememberMe ?? false,
          userAgent: client.userAgent,
          ipAddress: client.ip,
        },
        now,
      );
      const updated = (await updateUser(db, user.id, { lastLoginAt: new Date(now) }, new Date(now))) ?? user;
      record(user.id, 'login', 'Signed in');
      return grant(
        { user: updated, session: issued.session },
        { token: issued.refreshToken, expiresAt: issued.refreshExpiresAt },
      );
    },

    /** The user behind a bearer access token, if its session is live. */
    async authenticate(accessToken: string): Promise<Principal | null> {
      const claims = await signer.verify(accessToken, clock());
      if (!claims) return null;
      const live = await findLiveSession(db, claims.sessionId, clock());
      return live && live.user.id === claims.userId ? live : null;
    },

    /** The user behind a refresh token (the browser's session cookie), without spending it. */
    sessionFromRefreshToken(refreshToken: string): Promise<Principal | null> {
      return findSessionByRefreshToken(db, refreshToken, clock());
    },

    /** Confirms a session (by access token, else refresh token) and hands out a fresh access token. */
    async verify(credentials: { accessToken?: string; refreshToken?: string }): Promise<SessionGrant> {
      const live =
        (credentials.accessToken ? await this.authenticate(credentials.accessToken) : null) ??
        (credentials.refreshToken ? await this.sessionFromRefreshToken(credentials.refreshToken) : null);
      if (!live) throw new UnauthorizedError(AUTH_MESSAGES.sessionExpired);
      return grant(live);
    },

    /** Spends the refresh token for a new one and a new access token; a reused token ends the session. */
    async refresh(refreshToken: string): Promise<SessionGrant> {
      const result = await rotateRefreshToken(db, refreshToken, clock());
      if (!result.ok) {
        if (result.error === 'reused') logger.warn('refresh token reused: session revoked');
        throw new UnauthorizedError(AUTH_MESSAGES.sessionExpired);
      }
      const { issued, user } = result.data;
      return grant(
        { user, session: issued.session },
        { token: issued.refreshToken, expiresAt: issued.refreshExpiresAt },
      );
    },

    async logout(principal: Principal): Promise<void> {
      await revokeSession(db, principal.session.id, 'logout', clock());
      record(principal.user.id, 'logout', 'Signed out');
    },

    /** The caller as the session shows them: names, picture and plan. */
    describe(user: Principal['user']): Promise<PublicUser> {
      return loadPublicUser(db, user);
    },

    /** Changes the user's own names or picture; answers the user as the session shows them. */
    async updateProfile(
      userId: string,
      change: { firstName?: string; lastName?: string; profileImageUrl?: string | null },
    ): Promise<PublicUser> {
      const row = await updateUser(db, userId, change, new Date(clock()));
      if (!row) throw new UnauthorizedError();
      return loadPublicUser(db, row);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
