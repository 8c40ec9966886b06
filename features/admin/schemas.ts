// Inputs, answers and texts of the admin API (/api/admin/*): safe for the browser, so the admin page shares them.
import { listOf, shape } from '../../platform/browser/api';
import { z } from 'zod';
import { freeText } from '../../lib/text-field';
import { SUBSCRIPTION_STATUSES, TIERS, type AdminUser, type PublicSubscription } from '../auth';
import type { MarketCacheHealth } from '../market';

export type { MarketCacheHealth };

export const ADMIN_USERS_PAGE_SIZE = 25;
export const ADMIN_OUTBOX_DEFAULT_LIMIT = 50;
export const ADMIN_OUTBOX_MAX_LIMIT = 100;

/** The texts callers see, written once for the code and the tests. */
export const ADMIN_MESSAGES = {
  userNotFound: 'User not found',
  invalidUserId: 'Invalid user id',
  invalidTier: 'Plan must be free, premium or enterprise',
  invalidStatus: 'Unknown subscription status',
  invalidPattern: 'Invalid pattern: use lower-case letters, digits, - and at most 3 *',
  cannotDisableSelf: 'You cannot disable your own account',
} as const;

export const userIdParam = z.object({ id: z.uuid({ message: ADMIN_MESSAGES.invalidUserId }) });

export const listUsersInput = z.object({
  search: freeText().max(100).optional(),
  page: z.coerce.number().int().min(1).max(100_000).optional().default(1),
});

export const setPlanInput = z.object({
  tier: z.enum(TIERS, { message: ADMIN_MESSAGES.invalidTier }),
  /** Defaults to active: an admin granting a plan means the user has it now. */
  status: z.enum(SUBSCRIPTION_STATUSES, { message: ADMIN_MESSAGES.invalidStatus }).optional(),
});
export type SetPlanInput = z.infer<typeof setPlanInput>;

export const setDisabledInput = z.object({ disabled: z.boolean() });

export const outboxInput = z.object({
  to: z.string().trim().min(1).max(254).optional(),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(ADMIN_OUTBOX_MAX_LIMIT)
    .optional()
    .default(ADMIN_OUTBOX_DEFAULT_LIMIT),
});

/** Lower-case letters, digits, '-' and '*': never a path. Upper case is folded first (BTC* = btc*). */
export const imagePatternField = z
  .string()
  .trim()
  .toLowerCase()
  .max(40, ADMIN_MESSAGES.invalidPattern)
  .regex(/^[a-z0-9*-]+$/, ADMIN_MESSAGES.invalidPattern)
  .refine((p) => (p.match(/\*+/g) ?? []).length <= 3, ADMIN_MESSAGES.invalidPattern);

export const invalidateImagesInput = z
  .object({
    pattern: imagePatternField.optional(),
    /** The spec's old field: ignored, the admin role is checked instead. */
    adminKey: z.string().max(500).optional(),
  })
  .default({});

export interface AdminUsersPage {
  users: AdminUser[];
  total: number;
  page: number;
  pageSize: number;
  pages: number;
}

export interface AdminPlanChange {
  user: AdminUser;
  before: PublicSubscription;
  after: PublicSubscription;
}

export interface AdminOutboxEntry {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  transport: 'outbox' | 'smtp';
  createdAt: string;
  sentAt: string | null;
  error: string | null;
}

export interface MarketCacheInvalidation {
  /** The snapshot this instance dropped, or null when it held none. */
  dropped: { fetchedAt: string; source: string } | null;
}

export interface ImageCacheInvalidation {
  pattern: string | null;
  /** Files deleted (one per size: 32, 64 and 128 px). */
  removed: number;
}

export interface AdminJobStatus {
  name: string;
  label: string;
  provider: string;
  /** Null until a leader has run the job and stored its status. */
  pollIntervalMs: number | null;
  leader: { holder: string; expiresAt: string; active: boolean } | null;
  lastRunAt: string | null;
  lastOutcome: 'ok' | 'paused' | 'failed' | null;
  lastSuccessAt: string | null;
  lastError: string | null;
  lastErrorAt: string | null;
  runs: number;
  failures: number;
  /** The market service of the instance answering: its snapshot and upstream health. */
  market: {
    source: string | null;
    snapshotAgeMs: number | null;
    upstreamCalls: number;
    upstreamFailures: number;
    lastError: string | null;
    breakerOpenUntil: string | null;
    fallbackUntil: string | null;
  };
}

// The browser's checks of these answers: the fields the admin page reads.
export const adminUserOf = shape<AdminUser>({
  id: 'string',
  email: 'string',
  role: 'string',
  disabled: 'boolean',
  subscription: 'object',
});
export const adminUsersPageOf = shape<AdminUsersPage>({
  users: listOf(adminUserOf),
  total: 'number',
  page: 'number',
  pages: 'number',
});
export const adminPlanChangeOf = shape<AdminPlanChange>({ user: adminUserOf, after: 'object' });
export const adminOutboxOf = listOf(
  shape<AdminOutboxEntry>({ id: 'string', to: 'string', subject: 'string', createdAt: 'string' }),
);
export const adminJobsOf = listOf(
  shape<AdminJobStatus>({ name: 'string', label: 'string', runs: 'number', market: 'object' }),
);
export const marketCacheHealthOf = shape<MarketCacheHealth>({
  reads: 'object',
  hitRatio: 'number?',
  upstream: 'object',
});
export const marketCacheInvalidationOf = shape<MarketCacheInvalidation>({ dropped: 'object?' });
export const imageCacheInvalidationOf = shape<ImageCacheInvalidation>({
  pattern: 'string?',
  removed: 'number',
});

/** An episode's published video: a YouTube id, or null to withdraw it. */
export const episodeVideoInput = z.object({
  youtubeId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{11}$/, 'youtubeId must be an 11-character YouTube video id')
    .nullable(),
});
export const episodeIdParam = z.object({ id: z.string().min(1).max(100) });
