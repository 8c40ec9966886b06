// Activity calls' input schemas (zod), for the server; the shared types and constants are in ./rules.
import { z } from 'zod';
import { ACTIVITY_LIST_MAX, ACTIVITY_LOG_CAP, ACTIVITY_TYPES, TIMEFRAMES, type Timeframe } from './rules';

export * from './rules';

const text = (max: number) => z.string().trim().max(max).optional().nullable();
/** Amounts and prices as decimal strings (numbers are accepted and kept exact as written). */
const decimal = z
  .union([z.number().finite(), z.string().trim().max(40)])
  .transform((v) => String(v))
  .refine((v) => /^-?\d+(\.\d+)?(e[-+]?\d+)?$/i.test(v), 'must be a number')
  .optional()
  .nullable();

export const recordActivityInput = z.object({
  activityType: z.enum(ACTIVITY_TYPES, { message: 'Unknown activity type' }),
  description: z.string().trim().min(1, 'description is required').max(500),
  coinSymbol: text(20),
  coinName: text(100),
  coinId: z
    .union([z.number().int(), z.string().trim().max(40)])
    .transform((v) => String(v))
    .optional()
    .nullable(),
  amount: decimal,
  valueUsd: decimal,
  priceUsd: decimal,
  pageName: text(100),
  pagePath: text(500),
  alertType: z.enum(['above', 'below']).optional().nullable(),
  targetPrice: decimal,
  triggerPrice: decimal,
  settingName: text(100),
  oldValue: text(500),
  newValue: text(500),
  metadata: z
    .record(z.string().max(50), z.unknown())
    .refine((m) => JSON.stringify(m).length <= 4000, 'metadata is too large')
    .optional()
    .nullable(),
});
export type RecordActivityInput = z.infer<typeof recordActivityInput>;

export const listActivitiesInput = z.object({
  limit: z.coerce.number().int().min(1).max(ACTIVITY_LIST_MAX).default(ACTIVITY_LOG_CAP),
});

export const statsInput = z.object({
  timeframe: z.enum(Object.keys(TIMEFRAMES) as [Timeframe, ...Timeframe[]]).default('7d'),
});
