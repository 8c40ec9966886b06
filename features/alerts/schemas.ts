// Price alert calls' input schemas (zod), for the server; the shared types, texts and rules are in ./rules.
import { z } from 'zod';
import { CURRENCIES } from '../../lib/money';
import {
  targetProblem,
  thresholdProblem,
  ALERT_CONDITIONS,
  ALERT_REPEATS,
  ALERT_DIRECTIONS,
  ALERT_MESSAGES,
  ALERT_TYPES,
  COOLDOWN_DEFAULT_MINUTES,
  COOLDOWN_MAX_MINUTES,
  WINDOW_MAX_MINUTES,
} from './rules';

import { WEBHOOK_MESSAGES, WEBHOOK_URL_MAX } from './webhook-rules';

export * from './rules';
export * from './evaluate';
export * from './webhook-rules';

const symbol = z
  .string({ error: ALERT_MESSAGES.symbolRequired })
  .trim()
  .min(1, ALERT_MESSAGES.symbolRequired)
  .max(20, 'Symbol must be at most 20 characters')
  .regex(/^[A-Za-z0-9$._-]+$/, 'Symbol may hold only letters, digits and . _ - $')
  .transform((s) => s.toUpperCase());

/** A percent with at most one decimal (the column's scale), from a number or a decimal string. */
const threshold = z
  .union(
    [
      z.number(),
      z
        .string()
        .trim()
        .regex(/^-?\d+(\.\d+)?$/, ALERT_MESSAGES.thresholdPositive),
    ],
    {
      error: ALERT_MESSAGES.thresholdPositive,
    },
  )
  .transform((v) => Number(v))
  .superRefine((v, ctx) => {
    const problem = thresholdProblem(v);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .transform((v) => Math.round(v * 10) / 10);

/** Whole minutes from `min` to `max`, refused with the form's own plain message. */
const minutes = (min: number, max: number, message: string) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);
const windowMinutes = minutes(1, WINDOW_MAX_MINUTES, ALERT_MESSAGES.windowRange);
const cooldownMinutes = minutes(0, COOLDOWN_MAX_MINUTES, ALERT_MESSAGES.cooldownRange);

const direction = z.enum(ALERT_DIRECTIONS, { error: ALERT_MESSAGES.directionInvalid });
const alertType = z.enum(ALERT_TYPES, { error: ALERT_MESSAGES.typeInvalid });

const condition = z.enum(ALERT_CONDITIONS, { error: ALERT_MESSAGES.conditionInvalid });
const repeat = z.enum(ALERT_REPEATS, { error: ALERT_MESSAGES.repeatInvalid });
const currency = z.enum(CURRENCIES, { error: ALERT_MESSAGES.currencyInvalid });

/** A target price as decimal text (a number is taken as its text), positive, at most 8 decimals: never a float. */
const targetPrice = z
  .union([z.string(), z.number()], { error: ALERT_MESSAGES.targetPositive })
  .transform((v) => String(v).trim())
  .superRefine((v, ctx) => {
    const problem = targetProblem(v);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** The fields a price-target alert needs, checked across the body (a % alert's body is as it always was). */
function checkKind(
  v: {
    condition?: 'percent' | 'price_target';
    threshold_percent?: number;
    target_price?: string;
    direction?: string;
  },
  ctx: z.RefinementCtx,
  creating: boolean,
) {
  if (v.condition === 'price_target') {
    if (creating && v.target_price === undefined)
      ctx.addIssue({ code: 'custom', path: ['target_price'], message: ALERT_MESSAGES.targetRequired });
    if (v.direction === 'both')
      ctx.addIssue({ code: 'custom', path: ['direction'], message: ALERT_MESSAGES.targetDirection });
  } else if (creating && v.threshold_percent === undefined)
    ctx.addIssue({ code: 'custom', path: ['threshold_percent'], message: ALERT_MESSAGES.thresholdPositive });
}

export const createAlertInput = z
  .object({
    symbol,
    condition: condition.default('percent'),
    threshold_percent: threshold.optional(),
    /** A price-target alert's price, in `target_currency` (the reader's display currency; USD by default). */
    target_price: targetPrice.optional(),
    target_currency: currency.default('USD'),
    repeat: repeat.default('repeating'),
    direction,
    alert_type: alertType.default('custom'),
    window_minutes: windowMinutes.nullable().optional(),
    cooldown_minutes: cooldownMinutes.default(COOLDOWN_DEFAULT_MINUTES),
  })
  .superRefine((v, ctx) => checkKind(v, ctx, true));
export type CreateAlertInput = z.infer<typeof createAlertInput>;

export const updateAlertInput = z
  .object({
    symbol: symbol.optional(),
    threshold_percent: threshold.optional(),
    direction: direction.optional(),
    condition: condition.optional(),
    target_price: targetPrice.optional(),
    target_currency: currency.default('USD'),
    repeat: repeat.optional(),
    alert_type: alertType.optional(),
    is_active: z.boolean({ error: 'is_active must be true or false' }).optional(),
    window_minutes: windowMinutes.nullable().optional(),
    cooldown_minutes: cooldownMinutes.optional(),
    /** An ISO time until which the alert stays quiet; null ends a snooze. */
    snoozed_until: z.iso
      .datetime({ offset: true, error: 'snoozed_until must be an ISO time' })
      .nullable()
      .optional(),
  })
  .refine(
    ({ target_currency: _currency, ...v }) => Object.values(v).some((x) => x !== undefined),
    'Name at least one field to change',
  )
  .superRefine((v, ctx) => checkKind(v, ctx, false));
export type UpdateAlertInput = z.infer<typeof updateAlertInput>;

export const alertIdQuery = z.object({ id: z.uuid({ error: ALERT_MESSAGES.notFound }) });

export const markReadInput = z.object({
  notification_ids: z
    .array(z.number().int().positive(), { error: ALERT_MESSAGES.notificationIdsRequired })
    .min(1, ALERT_MESSAGES.notificationIdsRequired)
    .max(500, 'notification_ids takes at most 500 ids'),
});

export const pushSubscriptionInput = z.object({
  endpoint: z.url({ protocol: /^https?$/, error: 'endpoint must be an https address' }).max(2000),
  keys: z.object({
    p256dh: z.string().min(10).max(200),
    auth: z.string().min(4).max(100),
  }),
});
export const pushUnsubscribeInput = z.object({ endpoint: z.string().min(1).max(2000) });

/** An alert's webhook address; whether it may be used (https, public) is the sender's check, made by the service. */
export const webhookInput = z.object({
  url: z
    .string({ error: WEBHOOK_MESSAGES.urlRequired })
    .trim()
    .min(1, WEBHOOK_MESSAGES.urlRequired)
    .max(WEBHOOK_URL_MAX, WEBHOOK_MESSAGES.urlTooLong),
});
