// Users and their plan in the database: lookups, creation, the public shape, and changes admins and billing make.
import { asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db.server';
import type { AdminUser, PublicSubscription, PublicUser, Role, SubscriptionStatus, Tier } from './schemas';
import { subscriptions, users } from './tables.server';

export type UserRow = typeof users.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;

const byEmail = (email: string): SQL => sql`lower(${users.email}) = lower(${email.trim()})`;

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(byEmail(email)).limit(1);
  return row;
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** Creates a user on the Free plan; answers undefined when the e-mail is taken (whatever its case). */
export async function createUser(
  db: Db,
  input: { email: string; firstName: string; lastName: string; passwordHash: string; role?: Role },
): Promise<UserRow | undefined> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({ ...input, email: input.email.trim() })
      .onConflictDoNothing()
      .returning();
    if (!user) return undefined;
    await tx.insert(subscriptions).values({ userId: user.id });
    return user;
  });
}

const FREE: PublicSubscription = { tier: 'free', status: 'active', currentPeriodEnd: null };

export function toPublicSubscription(row: SubscriptionRow | undefined): PublicSubscription {
  if (!row) return FREE;
  return {
    tier: row.tier,
    status: row.status,
    currentPeriodEnd: row.currentPeriodEnd?.toISOString() ?? null,
  };
}

export async function getSubscription(db: Db, userId: string): Promise<PublicSubscription> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).limit(1);
  return toPublicSubscription(row);
}

export async function getSubscriptionRow(db: Db, userId: string): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).limit(1);
  return row;
}

/**
 * The user's plan row, locked until the caller's transaction ends (created on Free first if missing), so that
 * plan changes of one user happen one after the other: a second checkout sees the first one's outcome.
 */
export async function lockSubscriptionRow(tx: Db, userId: string): Promise<SubscriptionRow | undefined> {
  await tx.insert(subscriptions).values({ userId }).onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .for('update')
    .limit(1);
  return row;
}

export function toPublicUser(user: UserRow, subscription: PublicSubscription): PublicUser {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    profileImageUrl: user.profileImageUrl,
    emailVerified: user.emailVerifiedAt !== null,
    role: user.role,
    subscription,
  };
}

export function toAdminUser(user: UserRow, subscription: PublicSubscription): AdminUser {
  return {
    ...toPublicUser(user, subscription),
    disabled: user.disabledAt !== null,
    createdAt: user.createdAt.toISOString(),
    lastLoginAt: user.lastLoginAt?.toISOString() ?? null,
  };
}

export async function loadPublicUser(db: Db, user: UserRow): Promise<PublicUser> {
  return toPublicUser(user, await getSubscription(db, user.id));
}

export interface SubscriptionChange {
  tier?: Tier;
  status?: SubscriptionStatus;
  currentPeriodEnd?: Date | null;
  provider?: 'local' | 'stripe' | null;
  providerCustomerId?: string | null;
  providerSubscriptionId?: string | null;
  providerEventAt?: Date | null;
}

/** Sets a user's plan; answers the plan before and after the change. Free has no period to renew. */
export async function setSubscription(
  db: Db,
  userId: string,
  requested: SubscriptionChange,
  now: Date,
): Promise<{ before: PublicSubscription; after: PublicSubscription }> {
  const change = requested.tier === 'free' ? { ...requested, currentPeriodEnd: null } : requested;
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, userId))
      .for('update')
      .limit(1);
    const [row] = await tx
      .insert(subscriptions)
      .values({ userId, ...change, updatedAt: now })
      .onConflictDoUpdate({ target: subscriptions.userId, set: { ...change, updatedAt: now } })
      .returning();
    return { before: toPublicSubscription(current), after: toPublicSubscription(row) };
  });
}

export async function updateUser(
  db: Db,
  userId: string,
  change: Partial<
    Pick<
      UserRow,
      | 'passwordHash'
      | 'emailVerifiedAt'
      | 'role'
      | 'disabledAt'
      | 'lastLoginAt'
      | 'firstName'
      | 'lastName'
      | 'profileImageUrl'
    >
  >,
  now: Date,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...change, updatedAt: now })
    .where(eq(users.id, userId))
    .returning();
  return row;
}

/** Users for the admin page: newest first, optionally matching an e-mail or name fragment. */
export async function listUsers(
  db: Db,
  options: { search?: string; limit: number; offset: number },
): Promise<{ total: number; users: AdminUser[] }> {
  const term = options.search?.trim();
  const pattern = term ? `%${term.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%` : undefined;
  const where = pattern
    ? or(ilike(users.email, pattern), ilike(users.firstName, pattern), ilike(users.lastName, pattern))
    : undefined;
  const rows = await db
    .select({ user: users, subscription: subscriptions })
    .from(users)
    .leftJoin(subscriptions, eq(subscriptions.userId, users.id))
    .where(where)
    .orderBy(desc(users.createdAt), asc(users.email))
    .limit(options.limit)
    .offset(options.offset);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(where);
  return {
    total: count?.n ?? 0,
    users: rows.map(({ user, subscription }) =>
      toAdminUser(user, toPublicSubscription(subscription ?? undefined)),
    ),
  };
}
