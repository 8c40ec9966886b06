// Activity calls' input schemas (zod), for the server; the shared types and constants are in ./rules.
import { z } from 'zod';
import { freeText } from '../../lib/text-field';
import { dec } from '../../lib/decimal';
import {
  ACTIVITY_CATEGORIES,
  ACTIVITY_LIST_MAX,
  ACTIVITY_LOG_CAP,
  ACTIVITY_TYPES,
  TIMEFRAMES,
  type Timeframe,
} from './rules';

export * from './rules';

const text = (max: number) => freeText().max(max).optional().nullable();
/** The largest magnitude an amount or price may have: a numeric column takes far more, a coin supply far less. */
export const ACTIVITY_DECIMAL_MAX = '1e24';

/**
 * Amounts and prices as decimal strings (numbers are accepted and kept exact as written). An exponent is
 * allowed, but not one that overflows ('1e400' would be stored as a 401-digit number); prices and amounts are
 * never negative.
 */
const decimal = (field: string) =>
  z
    .union([z.number().finite(), z.string().trim().max(40)])
    .transform((v) => String(v))
    .superRefine((v, ctx) => {
      const problem = !/^-?\d+(\.\d+)?(e[-+]?\d+)?$/i.test(v)
        ? `${field} must be a number`
        : dec(v).lt(0)
          ? `${field} must not be negative`
          : dec(v).gte(ACTIVITY_DECIMAL_MAX)
            ? `${field} must be less than ${ACTIVITY_DECIMAL_MAX}`
            : null;
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .optional()
    .nullable();

export const recordActivityInput = z.object({
  activityType: z.enum(ACTIVITY_TYPES, { message: 'Unknown activity type' }),
  description: freeText().min(1, 'description is required').max(500),
  coinSymbol: text(20),
  coinName: text(100),
  coinId: z
    .union([z.number().int(), z.string().trim().max(40)])
    .transform((v) => String(v))
    .optional()
    .nullable(),
  amount: decimal('amount'),
  valueUsd: decimal('valueUsd'),
  priceUsd: decimal('priceUsd'),
  pageName: text(100),
  pagePath: text(500),
  alertType: z.enum(['above', 'below']).optional().nullable(),
  targetPrice: decimal('targetPrice'),
  triggerPrice: decimal('triggerPrice'),
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

/** The log's filter: one category of the legend (every entry when absent). */
export const activityCategoryInput = z.enum(ACTIVITY_CATEGORIES, {
  message: `category must be one of: ${ACTIVITY_CATEGORIES.join(', ')}`,
});

export const listActivitiesInput = z.object({
  limit: z.coerce.number().int().min(1).max(ACTIVITY_LIST_MAX).default(ACTIVITY_LOG_CAP),
  category: activityCategoryInput.optional(),
});

export const statsInput = z.object({
  timeframe: z.enum(Object.keys(TIMEFRAMES) as [Timeframe, ...Timeframe[]]).default('7d'),
});
