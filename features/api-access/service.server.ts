// API keys and the public API's limits: make, list and revoke a user's keys; check a key sent with a call (its
// account must still be on the Enterprise plan, read at every call so a downgrade stops its keys at once); count
// each caller's calls per minute and per UTC day (in Redis when the site runs on it, so limits hold across
// instances); and keep each key's calls per day for the API page.
import { and, asc, count, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import { ConflictError, ForbiddenError, NotFoundError, UnauthorizedError } from '../../lib/errors';
import type { Db } from '../../platform/db.server';
import type { Logger } from '../../platform/logger.server';
import type { RateLimiter, RateLimiterFactory } from '../../platform/rate-limit.server';
import type { RecordActivityInput } from '../activity/server';
import type { SubscriptionStatus, Tier } from '../auth';
import { subscriptions, users } from '../auth/server';
import { canAccess, planNameOf } from '../billing/server';
import { hashKey, isWellFormedKey, keyPrefix, newApiKey, sameHash } from './keys.server';
import {
  API_KEYS_MAX,
  API_LIMITS,
  API_MESSAGES as M,
  API_USAGE_DAYS,
  type ApiKeyRow,
  type ApiKeysAnswer,
  type ApiLimit,
} from './rules';
import { apiKeys, apiKeyUsage } from './tables.server';

/** How long counted calls wait in memory before they are added to the database's per-day counts. */
export const USAGE_FLUSH_MS = 10_000;
const DAY_MS = 86_400_000;

/** The UTC day of a moment, as YYYY-MM-DD. */
const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

type Plan = { tier: Tier; status: SubscriptionStatus };

/** Who makes a call of the public API. */
export type ApiCallerId =
  { kind: 'anonymous' | 'site'; address: string } | { kind: 'key'; keyId: string; userId: string };

/** A call counted against its caller's limits. */
export type CallCount =
  | {
      allowed: true;
      limit: ApiLimit;
      /** Calls left in the minute and in the day, and seconds until each ends. */
      minute: { remaining: number; resetSec: number };
      day: { remaining: number; resetSec: number };
    }
  | { allowed: false; limit: ApiLimit; window: 'minute' | 'day'; retryAfterSec: number };

export function createApiAccessService(deps: {
  db: Db;
  clock: () => number;
  logger: Logger;
  rateLimiters: RateLimiterFactory;
  recordActivity(userId: string, input: RecordActivityInput): Promise<unknown>;
  /** The limits; API_LIMITS unless a test passes small ones. */
  limits?: typeof API_LIMITS;
}) {
  const { db, clock, logger } = deps;
  const LIMITS = deps.limits ?? API_LIMITS;
  const limiters = (prefix: string, limit: ApiLimit) => ({
    minute: deps.rateLimiters({
      keyPrefix: `api-${prefix}-minute`,
      points: limit.perMinute,
      durationSec: 60,
    }),
    // Keyed by the UTC day as well, so a day's count ends at midnight UTC whenever its first call came.
    day: deps.rateLimiters({ keyPrefix: `api-${prefix}-day`, points: limit.perDay, durationSec: 86_400 }),
  });
  const counters: Record<ApiCallerId['kind'], { minute: RateLimiter; day: RateLimiter; limit: ApiLimit }> = {
    anonymous: { ...limiters('anon', LIMITS.anonymous), limit: LIMITS.anonymous },
    site: { ...limiters('site', LIMITS.site), limit: LIMITS.site },
    key: { ...limiters('key', LIMITS.enterprise), limit: LIMITS.enterprise },
  };
  const counterKey = (caller: ApiCallerId) => (caller.kind === 'key' ? caller.keyId : caller.address);

  /** Calls counted but not yet in the database: key id → day → calls, and the last use. */
  const pending = new Map<string, { days: Map<string, number>; lastUsedAt: number }>();
  let flushTimer: NodeJS.Timeout | undefined;

  async function flushUsage(): Promise<void> {
    if (flushTimer) clearTimeout(flushTimer);
    flushTimer = undefined;
    const batch = [...pending.entries()];
    pending.clear();
    if (batch.length === 0) return;
    try {
      await db.transaction(async (tx) => {
        // Only keys that still exist (locked until this commits): one account deleted meanwhile must not lose
        // every other key's counts with it.
        const live = new Set(
          (
            await tx
              .select({ id: apiKeys.id })
              .from(apiKeys)
              .where(
                inArray(
                  apiKeys.id,
                  batch.map(([keyId]) => keyId),
                ),
              )
              .for('key share')
          ).map((r) => r.id),
        );
        const rows = batch
          .filter(([keyId]) => live.has(keyId))
          .flatMap(([keyId, { days }]) => [...days.entries()].map(([day, calls]) => ({ keyId, day, calls })));
        if (rows.length === 0) return;
        await tx
          .insert(apiKeyUsage)
          .values(rows)
          .onConflictDoUpdate({
            target: [apiKeyUsage.keyId, apiKeyUsage.day],
            set: { calls: sql`${apiKeyUsage.calls} + excluded.calls` },
          });
        for (const [keyId, { lastUsedAt }] of batch)
          await tx
            .update(apiKeys)
            .set({
              lastUsedAt: sql`greatest(${apiKeys.lastUsedAt}, ${new Date(lastUsedAt).toISOString()}::timestamptz)`,
            })
            .where(eq(apiKeys.id, keyId));
      });
    } catch (err) {
      // The counts of a key deleted meanwhile (its foreign key fails) or of a database that cannot answer: the
      // limits themselves are counted apart, so only the page's chart misses these calls.
      logger.warn({ err, keys: batch.length }, 'API key usage not recorded');
    }
  }

  function countUse(keyId: string) {
    const now = clock();
    const entry = pending.get(keyId) ?? { days: new Map<string, number>(), lastUsedAt: now };
    const day = utcDay(now);
    entry.days.set(day, (entry.days.get(day) ?? 0) + 1);
    entry.lastUsedAt = now;
    pending.set(keyId, entry);
    if (!flushTimer) {
      flushTimer = setTimeout(() => void flushUsage(), USAGE_FLUSH_MS);
      flushTimer.unref();
    }
  }

  async function note(userId: string, input: RecordActivityInput) {
    try {
      await deps.recordActivity(userId, input);
    } catch (err) {
      logger.warn({ err, userId, type: input.activityType }, 'API key activity not recorded');
    }
  }

  async function planOf(userId: string): Promise<Plan | null> {
    const [row] = await db
      .select({ tier: subscriptions.tier, status: subscriptions.status })
      .from(subscriptions)
      .where(eq(subscriptions.userId, userId));
    return row ?? null;
  }

  return {
    flushUsage,

    /**
     * The key a call sent, checked: its owner, if it is well formed, known, not revoked, and its account is on
     * the Enterprise plan. Refused otherwise with 401 (malformed, unknown, revoked) or 403 (the plan).
     */
    async authenticate(key: string): Promise<{ keyId: string; userId: string }> {
      if (!isWellFormedKey(key)) throw new UnauthorizedError(M.malformedKey);
      const hash = hashKey(key);
      const [row] = await db
        .select({
          id: apiKeys.id,
          userId: apiKeys.userId,
          keyHash: apiKeys.keyHash,
          tier: subscriptions.tier,
          status: subscriptions.status,
          disabledAt: users.disabledAt,
        })
        .from(apiKeys)
        .innerJoin(users, eq(users.id, apiKeys.userId))
        .leftJoin(subscriptions, eq(subscriptions.userId, apiKeys.userId))
        .where(and(eq(apiKeys.keyHash, hash), isNull(apiKeys.revokedAt)));
      if (!row || !sameHash(row.keyHash, hash)) throw new UnauthorizedError(M.unknownKey);
      // An account an admin disabled can neither sign in nor call with its keys, at once.
      if (row.disabledAt) throw new ForbiddenError(M.accountDisabled);
      const plan = row.tier && row.status ? { tier: row.tier, status: row.status } : null;
      if (!canAccess(plan, 'enterprise')) throw new ForbiddenError(M.planRequired(planNameOf(plan)));
      return { keyId: row.id, userId: row.userId };
    },

    /** Counts a call against its caller's minute and day; a key's call also goes to its usage per day. */
    async count(caller: ApiCallerId): Promise<CallCount> {
      const { minute, day, limit } = counters[caller.kind];
      const now = clock();
      const id = counterKey(caller);
      const perMinute = await minute.consume(id);
      if (!perMinute.allowed)
        return { allowed: false, limit, window: 'minute', retryAfterSec: perMinute.retryAfterSec };
      const untilMidnight = Math.max(1, Math.ceil((DAY_MS - (now % DAY_MS)) / 1000));
      const perDay = await day.consume(`${id}:${utcDay(now)}`);
      if (!perDay.allowed) {
        // A minute's call that the day refuses is not one of the minute's either.
        await minute.reward(id);
        return { allowed: false, limit, window: 'day', retryAfterSec: untilMidnight };
      }
      if (caller.kind === 'key') countUse(caller.keyId);
      return {
        allowed: true,
        limit,
        minute: { remaining: perMinute.remaining, resetSec: perMinute.resetSec },
        day: { remaining: perDay.remaining, resetSec: untilMidnight },
      };
    },

    /** The API page: the user's live keys with their calls per day, today's quota left per key. */
    async list(userId: string): Promise<ApiKeysAnswer> {
      await flushUsage();
      const keys = await db
        .select()
        .from(apiKeys)
        .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
        .orderBy(asc(apiKeys.createdAt), asc(apiKeys.id));
      const now = clock();
      const days = Array.from({ length: API_USAGE_DAYS }, (_, i) =>
        utcDay(now - (API_USAGE_DAYS - 1 - i) * DAY_MS),
      );
      const usage =
        keys.length === 0
          ? []
          : await db
              .select()
              .from(apiKeyUsage)
              .where(
                and(
                  inArray(
                    apiKeyUsage.keyId,
                    keys.map((k) => k.id),
                  ),
                  gte(apiKeyUsage.day, days[0] ?? utcDay(now)),
                ),
              );
      const callsOn = new Map(usage.map((u) => [`${u.keyId}:${u.day}`, u.calls]));
      const today = utcDay(now);
      const remainingToday: Record<string, number> = {};
      for (const k of keys) {
        const spent = (await counters.key.day.get(`${k.id}:${today}`)) ?? 0;
        remainingToday[k.id] = Math.max(0, LIMITS.enterprise.perDay - spent);
      }
      const rows: ApiKeyRow[] = keys.map((k) => ({
        id: k.id,
        name: k.name,
        prefix: k.prefix,
        createdAt: k.createdAt.toISOString(),
        lastUsedAt: k.lastUsedAt?.toISOString() ?? null,
        usage: days.map((day) => ({ day, calls: callsOn.get(`${k.id}:${day}`) ?? 0 })),
      }));
      return {
        keys: rows,
        limit: LIMITS.enterprise,
        remainingToday,
        canCreate: canAccess(await planOf(userId), 'enterprise'),
      };
    },

    /** Makes a key; the answer holds the key itself, which is never shown again. */
    async create(userId: string, name: string): Promise<{ key: string; row: ApiKeyRow }> {
      const plan = await planOf(userId);
      if (!canAccess(plan, 'enterprise')) throw new ForbiddenError(M.createNeedsPlan(planNameOf(plan)));
      const key = newApiKey();
      const created = await db.transaction(async (tx) => {
        // One creation at a time per user, so two at once cannot pass the count together.
        await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
        const [{ n } = { n: 0 }] = await tx
          .select({ n: count() })
          .from(apiKeys)
          .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)));
        if (Number(n) >= API_KEYS_MAX) throw new ConflictError(M.keysMax);
        const [row] = await tx
          .insert(apiKeys)
          .values({
            userId,
            name,
            prefix: keyPrefix(key),
            keyHash: hashKey(key),
            createdAt: new Date(clock()),
          })
          .returning();
        if (!row) throw new Error('API key insert returned nothing');
        return row;
      });
      await note(userId, {
        activityType: 'api_key_created',
        description: `Created API key "${name}" (${created.prefix}…)`,
        metadata: { keyId: created.id, prefix: created.prefix },
      });
      return {
        key,
        row: {
          id: created.id,
          name: created.name,
          prefix: created.prefix,
          createdAt: created.createdAt.toISOString(),
          lastUsedAt: null,
          usage: [],
        },
      };
    },

    /** Revokes one of the user's own keys: it stops working at once. Another user's key is not found. */
    async revoke(userId: string, keyId: string): Promise<void> {
      const [row] = await db
        .update(apiKeys)
        .set({ revokedAt: new Date(clock()) })
        .where(and(eq(apiKeys.id, keyId), eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
        .returning();
      if (!row) throw new NotFoundError(M.keyNotFound);
      await note(userId, {
        activityType: 'api_key_revoked',
        description: `Revoked API key "${row.name}" (${row.prefix}…)`,
        metadata: { keyId: row.id, prefix: row.prefix },
      });
    },
  };
}

export type ApiAccessService = ReturnType<typeof createApiAccessService>;
