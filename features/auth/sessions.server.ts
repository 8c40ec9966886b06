// Sessions: one family of rotating refresh tokens each; a reused token revokes its whole family.
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import { DAY_MS } from '../../lib/time';
import type { Result } from '../../lib/result';
import type { Db } from '../../platform/db.server';
import type { UserRow } from './accounts.server';
import { hashToken, randomToken } from './tokens.server';
import { refreshTokens, sessions, users } from './tables.server';

/** A refresh token lives this long from its issue (sliding); "remember me" keeps the browser's cookie too. */
export const REFRESH_TTL_MS = { remember: 30 * DAY_MS, session: DAY_MS } as const;
/** No refresh extends a session past this age. */
export const SESSION_ABSOLUTE_TTL_MS = { remember: 90 * DAY_MS, session: 7 * DAY_MS } as const;
/**
 * A token presented again within this interval after its rotation gets a new sibling instead of revoking the
 * family: two tabs refreshing at the same moment send the same cookie (the reuse interval of Auth0 and Okta).
 */
export const REUSE_INTERVAL_MS = 30_000;

export type SessionRow = typeof sessions.$inferSelect;

export interface IssuedSession {
  session: SessionRow;
  refreshToken: string;
  refreshExpiresAt: Date;
}

const ttl = (session: Pick<SessionRow, 'rememberMe'>) =>
  session.rememberMe ? REFRESH_TTL_MS.remember : REFRESH_TTL_MS.session;

async function issueRefreshToken(db: Db, session: SessionRow, now: number): Promise<IssuedSession> {
  const refreshToken = randomToken();
  const refreshExpiresAt = new Date(Math.min(now + ttl(session), session.absoluteExpiresAt.getTime()));
  await db.insert(refreshTokens).values({
    sessionId: session.id,
    tokenHash: hashToken(refreshToken),
    expiresAt: refreshExpiresAt,
    createdAt: new Date(now),
  });
  return { session, refreshToken, refreshExpiresAt };
}

export async function createSession(
  db: Db,
  input: { userId: string; rememberMe: boolean; userAgent?: string; ipAddress?: string },
  now: number,
): Promise<IssuedSession> {
  const absolute = input.rememberMe ? SESSION_ABSOLUTE_TTL_MS.remember : SESSION_ABSOLUTE_TTL_MS.session;
  const [session] = await db
    .insert(sessions)
    .values({
      userId: input.userId,
      rememberMe: input.rememberMe,
      csrfToken: randomToken(),
      userAgent: input.userAgent?.slice(0, 300),
      ipAddress: input.ipAddress?.slice(0, 64),
      createdAt: new Date(now),
      lastUsedAt: new Date(now),
      absoluteExpiresAt: new Date(now + absolute),
    })
    .returning();
  if (!session) throw new Error('session insert returned nothing');
  return issueRefreshToken(db, session, now);
}

export interface LiveSession {
  session: SessionRow;
  user: UserRow;
}

function isLive(session: SessionRow, user: UserRow, now: number): boolean {
  return session.revokedAt === null && session.absoluteExpiresAt.getTime() > now && user.disabledAt === null;
}

/** The session and user behind an access token's session id, if neither is revoked, expired or disabled. */
export async function findLiveSession(db: Db, sessionId: string, now: number): Promise<LiveSession | null> {
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, sessionId))
    .limit(1);
  return row && isLive(row.session, row.user, now) ? row : null;
}

/** The live session a current (not yet rotated, unexpired) refresh token belongs to, without rotating it. */
export async function findSessionByRefreshToken(
  db: Db,
  token: string,
  now: number,
): Promise<LiveSession | null> {
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(refreshTokens)
    .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(refreshTokens.tokenHash, hashToken(token)),
        isNull(refreshTokens.usedAt),
        gt(refreshTokens.expiresAt, new Date(now)),
      ),
    )
    .limit(1);
  return row && isLive(row.session, row.user, now) ? row : null;
}

/** Why a refresh token was refused. */
export type RefreshRefusal = 'unknown' | 'expired' | 'revoked' | 'reused';

/** Spends a refresh token and issues its successor; presenting a spent token revokes the family. */
export async function rotateRefreshToken(
  db: Db,
  token: string,
  now: number,
): Promise<Result<{ issued: IssuedSession; user: UserRow }, RefreshRefusal>> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [row] = await t
      .select({ token: refreshTokens, session: sessions, user: users })
      .from(refreshTokens)
      .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(refreshTokens.tokenHash, hashToken(token)))
      .for('update', { of: refreshTokens })
      .limit(1);
    if (!row) return { ok: false, error: 'unknown' };
    if (!isLive(row.session, row.user, now)) return { ok: false, error: 'revoked' };
    if (row.token.usedAt) {
      if (now - row.token.usedAt.getTime() > REUSE_INTERVAL_MS) {
        await revokeSession(t, row.session.id, 'refresh token reused', now);
        return { ok: false, error: 'reused' };
      }
    } else {
      if (row.token.expiresAt.getTime() <= now) return { ok: false, error: 'expired' };
      await t
        .update(refreshTokens)
        .set({ usedAt: new Date(now) })
        .where(eq(refreshTokens.id, row.token.id));
    }
    await t
      .update(sessions)
      .set({ lastUsedAt: new Date(now) })
      .where(eq(sessions.id, row.session.id));
    return { ok: true, data: { issued: await issueRefreshToken(t, row.session, now), user: row.user } };
  });
}

export async function revokeSession(db: Db, sessionId: string, reason: string, now: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date(now), revokedReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Ends every session of a user (password reset, disabled account), except one if given. */
export async function revokeUserSessions(
  db: Db,
  userId: string,
  reason: string,
  now: number,
  exceptSessionId?: string,
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date(now), revokedReason: reason })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        exceptSessionId ? ne(sessions.id, exceptSessionId) : undefined,
      ),
    );
}
