// Admin use cases: users and their plans, disabling accounts, the mail outbox, cache invalidation and job status.
import { ConflictError, NotFoundError } from '../../lib/errors';
import type { Cache } from '../../platform/cache.server';
import type { Db } from '../../platform/db.server';
import { readJobStatus } from '../../platform/job-status.server';
import { readLease } from '../../platform/locks.server';
import { listOutbox } from '../../platform/mail.server';
import type { ActivityService } from '../activity/server';
import {
  findUserById,
  getSubscription,
  getSubscriptionRow,
  listUsers,
  setSubscription,
  TIER_LABELS,
  TIERS,
  toAdminUser,
  type AdminUser,
  type AuthService,
  type Tier,
  type UserRow,
} from '../auth/server';
import { MARKET_LEASE, marketCacheHealth, type MarketService } from '../market/server';
import {
  ADMIN_MESSAGES,
  ADMIN_USERS_PAGE_SIZE,
  type AdminJobStatus,
  type AdminOutboxEntry,
  type AdminPlanChange,
  type AdminUsersPage,
  type ImageCacheInvalidation,
  type MarketCacheHealth,
  type MarketCacheInvalidation,
  type SetPlanInput,
} from './schemas';
import { maskMailTokens } from './mask-tokens';

export interface AdminDeps {
  db: Db;
  cache: Cache;
  clock: () => number;
  auth: AuthService;
  activity: ActivityService;
  market: MarketService;
  /** The image cache (remote pictures and their variants, and the coin icons). */
  images: { invalidate(pattern?: string): Promise<{ removed: number }> };
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
const tierRank = (tier: Tier) => TIERS.indexOf(tier);

export function createAdminService(deps: AdminDeps) {
  const { db, cache, clock, auth, activity, market, images } = deps;

  async function requireUserRow(userId: string): Promise<UserRow> {
    const user = await findUserById(db, userId);
    if (!user) throw new NotFoundError(ADMIN_MESSAGES.userNotFound);
    return user;
  }

  return {
    async listUsers(input: { search?: string; page: number }): Promise<AdminUsersPage> {
      const pageSize = ADMIN_USERS_PAGE_SIZE;
      const { total, users } = await listUsers(db, {
        search: input.search,
        limit: pageSize,
        offset: (input.page - 1) * pageSize,
      });
      return { users, total, page: input.page, pageSize, pages: Math.ceil(total / pageSize) };
    },

    /** Sets a user's plan (active unless told otherwise); a higher tier is recorded in their activity. */
    async setPlan(userId: string, input: SetPlanInput): Promise<AdminPlanChange> {
      const user = await requireUserRow(userId);
      const current = await getSubscriptionRow(db, userId);
      const { before, after } = await setSubscription(
        db,
        userId,
        {
          tier: input.tier,
          status: input.status ?? 'active',
          // A Stripe subscription stays Stripe's; a plan nobody paid for is a local one.
          ...(current?.provider ? {} : { provider: 'local' as const }),
        },
        new Date(clock()),
      );
      if (tierRank(after.tier) > tierRank(before.tier)) {
        await activity.record(userId, {
          activityType: 'subscription_upgrade',
          description: `Plan changed from ${TIER_LABELS[before.tier]} to ${TIER_LABELS[after.tier]} by an administrator`,
          settingName: 'tier',
          oldValue: before.tier,
          newValue: after.tier,
          metadata: { by: 'admin' },
        });
      }
      return { user: toAdminUser(user, after), before, after };
    },

    /** Disabling ends the user's sessions at once; an admin cannot lock themself out. */
    async setDisabled(adminId: string, userId: string, disabled: boolean): Promise<AdminUser> {
      if (disabled && adminId === userId) throw new ConflictError(ADMIN_MESSAGES.cannotDisableSelf);
      await requireUserRow(userId);
      await auth.setUserDisabled(userId, disabled);
      const user = await requireUserRow(userId);
      return toAdminUser(user, await getSubscription(db, userId));
    },

    async outbox(input: { to?: string; limit: number }): Promise<AdminOutboxEntry[]> {
      const rows = await listOutbox(db, input);
      return rows.map((m) => ({
        id: m.id,
        to: m.to,
        subject: m.subject,
        text: maskMailTokens(m.text),
        html: m.html === null ? null : maskMailTokens(m.html),
        transport: m.transport,
        createdAt: m.createdAt.toISOString(),
        sentAt: m.sentAt?.toISOString() ?? null,
        error: m.error,
      }));
    },

    /** Drops this instance's market snapshot: the next read reloads the shared copy and refreshes it if stale. */
    invalidateMarketCache(): MarketCacheInvalidation {
      const dropped = market.invalidate();
      return {
        dropped: dropped
          ? { fetchedAt: new Date(dropped.fetchedAt).toISOString(), source: dropped.source }
          : null,
      };
    },

    /** This instance's market cache hit ratio and upstream health: the counts /metrics reads. */
    marketCache(): MarketCacheHealth {
      return marketCacheHealth(market.stats());
    },

    /**
     * Deletes the cached images (remote pictures and their variants, rendered coin icons) matching the pattern, or
     * all; they are fetched or rendered again when next asked for.
     */
    async invalidateImageCache(pattern?: string): Promise<ImageCacheInvalidation> {
      const { removed } = await images.invalidate(pattern);
      return { pattern: pattern ?? null, removed };
    },

    async jobs(): Promise<AdminJobStatus[]> {
      const [lease, status] = await Promise.all([
        readLease(db, MARKET_LEASE),
        readJobStatus(cache, MARKET_LEASE),
      ]);
      const stats = market.stats();
      return [
        {
          name: MARKET_LEASE,
          label: 'Market data poll',
          provider: stats.provider,
          pollIntervalMs: status?.intervalMs ?? null,
          leader: lease
            ? { holder: lease.holder, expiresAt: lease.expiresAt.toISOString(), active: lease.active }
            : null,
          lastRunAt: status?.lastRunAt ?? null,
          lastOutcome: status?.lastOutcome ?? null,
          lastSuccessAt: status?.lastSuccessAt ?? null,
          lastError: status?.lastError ?? null,
          lastErrorAt: status?.lastErrorAt ?? null,
          runs: status?.runs ?? 0,
          failures: status?.failures ?? 0,
          market: {
            source: stats.source,
            snapshotAgeMs: stats.snapshotAgeMs,
            upstreamCalls: stats.upstreamCalls,
            upstreamFailures: stats.upstreamFailures,
            lastError: stats.lastError,
            breakerOpenUntil: iso(stats.breakerOpenUntil),
            fallbackUntil: iso(stats.fallbackUntil),
          },
        },
      ];
    },
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
