// The portfolio API's input schemas (zod); the rules and texts they apply live in ./rules for the browser too.
import { z } from 'zod';
import { freeText } from '../../lib/text-field';
import {
  IMPORT_MODES,
  NOTES_MAX_LENGTH,
  PORTFOLIO_MESSAGES,
  validatePosition,
  type PositionInput,
} from './rules';

import { FEE_CURRENCIES, TRANSACTION_TYPES } from './ledger';
import { TRANSACTION_MESSAGES, validateTransaction, type TransactionFields } from './transaction-rules';

export * from './rules';

/** Decimals arrive as strings; a JSON number is taken as written (1e-8 then fails the plain-decimal rule). */
const decimalText = z.union([z.string(), z.number()]).transform((v) => String(v).trim());

/** The POST and PUT body (PORT-021, PORT-022), checked against the clock for a future date. */
export function positionInputSchema(clock: () => number) {
  return z
    .object({
      symbol: freeText({ message: PORTFOLIO_MESSAGES.cryptoRequired }).max(20),
      name: freeText().max(100).optional().default(''),
      coin_id: z.coerce
        .number({ message: PORTFOLIO_MESSAGES.cryptoRequired })
        .int(PORTFOLIO_MESSAGES.cryptoRequired)
        .positive(PORTFOLIO_MESSAGES.cryptoRequired)
        .max(2_147_483_647, PORTFOLIO_MESSAGES.cryptoRequired),
      image_url: z.string().trim().max(500).optional().nullable(),
      quantity: decimalText.optional().default(''),
      purchase_price: decimalText.optional().default(''),
      purchase_date: z.string().trim().max(40).optional().default(''),
      notes: freeText().max(NOTES_MAX_LENGTH).optional().nullable(),
    })
    .superRefine((input, ctx) => {
      const errors = validatePosition(input, clock());
      const first = errors.symbol ?? errors.quantity ?? errors.purchase_price ?? errors.purchase_date;
      if (first) ctx.addIssue({ code: 'custom', message: first });
    })
    .transform((input): PositionInput => ({
      ...input,
      symbol: input.symbol.toUpperCase(),
      name: input.name || input.symbol.toUpperCase(),
      purchase_date: new Date(input.purchase_date).toISOString(),
      image_url: input.image_url || null,
      notes: input.notes || null,
    }));
}

/** ?id= of PUT and DELETE: anything that is not a uuid names no position of anyone's (404, not 400). */
export const positionIdQuery = z.object({ id: z.string().max(100).optional().default('') });

export const isUuid = (id: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

/** ?mode= of the import: add to the lots held (the default) or replace them. */
export const importModeQuery = z.object({ mode: z.enum(IMPORT_MODES).optional().default('add') });

/** A transaction as the API takes it, after its rules: decimals as plain text, the time as ISO. */
export interface TransactionInput extends TransactionFields {
  coin_id: number;
  symbol: string;
  note: string | null;
}

/** POST and PUT of /transactions, checked against the clock for a future date. */
export function transactionInputSchema(clock: () => number) {
  return z
    .object({
      coin_id: z.coerce
        .number({ message: PORTFOLIO_MESSAGES.cryptoRequired })
        .int(PORTFOLIO_MESSAGES.cryptoRequired)
        .positive(PORTFOLIO_MESSAGES.cryptoRequired)
        .max(2_147_483_647, PORTFOLIO_MESSAGES.cryptoRequired),
      symbol: freeText().max(20).optional().default(''),
      type: z.enum(TRANSACTION_TYPES, { message: TRANSACTION_MESSAGES.typeInvalid }),
      quantity: decimalText.optional().default(''),
      price: decimalText.optional().nullable().default(''),
      fee: decimalText.optional().nullable().default(''),
      fee_currency: z.enum(FEE_CURRENCIES).optional().default('usd'),
      at: z.string().trim().max(40).optional().default(''),
      note: freeText().max(NOTES_MAX_LENGTH).optional().nullable(),
    })
    .transform((input) => ({ ...input, price: input.price ?? '', fee: input.fee ?? '' }))
    .superRefine((input, ctx) => {
      const errors = validateTransaction(input, clock());
      const first = errors.quantity ?? errors.price ?? errors.fee ?? errors.at;
      if (first) ctx.addIssue({ code: 'custom', message: first });
    })
    .transform((input): TransactionInput => ({
      ...input,
      at: new Date(input.at).toISOString(),
      note: input.note || null,
    }));
}
