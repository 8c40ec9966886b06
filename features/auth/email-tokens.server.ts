// Single-use e-mail tokens (address verification, password reset): 256 random bits, stored hashed, expiring.
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../platform/db.server';
import { emailTokens } from './tables.server';
import { hashToken, randomToken } from './tokens.server';

export type EmailTokenPurpose = 'verify' | 'reset';

export const EMAIL_TOKEN_TTL_MS: Record<EmailTokenPurpose, number> = {
  verify: 24 * 60 * 60 * 1000,
  reset: 30 * 60 * 1000,
};

/** Issues a token; any earlier unused token of the same purpose stops working. */
export async function issueEmailToken(
  db: Db,
  userId: string,
  purpose: EmailTokenPurpose,
  now: number,
): Promise<string> {
  const token = randomToken();
  await db
    .update(emailTokens)
    .set({ usedAt: new Date(now) })
    .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt)));
  await db.insert(emailTokens).values({
    userId,
    purpose,
    tokenHash: hashToken(token),
    createdAt: new Date(now),
    expiresAt: new Date(now + EMAIL_TOKEN_TTL_MS[purpose]),
  });
  return token;
}

/** The row of a token that is still usable: right purpose, not spent, not expired. */
const usable = (token: string, purpose: EmailTokenPurpose, now: number) =>
  and(
    eq(emailTokens.tokenHash, hashToken(token)),
    eq(emailTokens.purpose, purpose),
    isNull(emailTokens.usedAt),
    gt(emailTokens.expiresAt, new Date(now)),
  );

/** Spends a token in one statement (so two clicks cannot both succeed); answers its user, or null. */
export async function consumeEmailToken(
  db: Db,
  token: string,
  purpose: EmailTokenPurpose,
  now: number,
): Promise<string | null> {
  const [row] = await db
    .update(emailTokens)
    .set({ usedAt: new Date(now) })
    .where(usable(token, purpose, now))
    .returning({ userId: emailTokens.userId });
  return row?.userId ?? null;
}

/** Whether a token is still usable, without spending it (the reset page checks before showing its form). */
export async function isEmailTokenUsable(
  db: Db,
  token: string,
  purpose: EmailTokenPurpose,
  now: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: emailTokens.id })
    .from(emailTokens)
    .where(usable(token, purpose, now))
    .limit(1);
  return row !== undefined;
}

/**
 * The account a token was issued to, whether or not it is still usable: spent and replaced tokens are kept
 * (marked used), so a link opened again can say what became of its account.
 */
export async function emailTokenOwner(
  db: Db,
  token: string,
  purpose: EmailTokenPurpose,
): Promise<string | null> {
  const [row] = await db
    .select({ userId: emailTokens.userId })
    .from(emailTokens)
    .where(and(eq(emailTokens.tokenHash, hashToken(token)), eq(emailTokens.purpose, purpose)))
    .limit(1);
  return row?.userId ?? null;
}
