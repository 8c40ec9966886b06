// The transaction form's rules and texts, without zod: the page and the server share them. A transaction is a buy,
// a sale, a transfer in or a transfer out (./ledger); the position form's rules (./rules) are a buy's.
import { dec, isDecimalText } from '../../lib/decimal';
import type { FeeCurrency, TransactionType } from './ledger';
import { dateProblem, decimalProblem } from './rules';

export const TRANSACTIONS_API = '/api/dashboard/portfolio/transactions';

export const TRANSACTION_MESSAGES = {
  typeInvalid: 'Type must be buy, sell, transfer_in or transfer_out',
  quantityFormat: 'Quantity must be a plain decimal number',
  quantityPositive: 'Quantity must be greater than 0',
  priceFormat: 'Price must be a plain decimal number',
  pricePositive: 'Price must be greater than 0',
  costFormat: 'Cost per coin must be a plain decimal number',
  costNotNegative: 'Cost per coin must be 0 or more',
  priceNotForTransferOut: 'A transfer out has no price',
  feeFormat: 'Fee must be a plain decimal number',
  feeNotNegative: 'Fee must be 0 or more',
  feeTransferInCoin: 'A transfer’s fee is paid in the coin',
  feeAtLeastQuantity: 'A fee in the coin must be less than the quantity',
  dateRequired: 'Date is required',
  dateInvalid: 'Date must be a real calendar date, written YYYY-MM-DD (a time may follow)',
  dateFuture: 'Date cannot be in the future',
  dateTooEarly: 'Date cannot be before January 3, 2009 (the first Bitcoin block)',
  notFound: 'Transaction not found',
} as const;

/** What the form and the API send; decimals as text. */
export interface TransactionFields {
  type: TransactionType;
  quantity: string;
  /** Buy and sell: USD per coin. Transfer in: the cost per coin of coins that did not leave earlier. */
  price: string;
  fee: string;
  fee_currency: FeeCurrency;
  at: string;
}

export type TransactionErrors = Partial<Record<'quantity' | 'price' | 'fee' | 'at', string>>;

/** A fee or a transfer's cost: empty, or a plain decimal of 0 or more within numeric(38,18). */
function notNegativeProblem(text: string, messages: { format: string; negative: string; label: string }) {
  const t = text.trim();
  if (t === '') return null;
  if (!isDecimalText(t)) return messages.format;
  if (dec(t).lt(0)) return messages.negative;
  if (dec(t).eq(0)) return null;
  return decimalProblem(t, { format: messages.format, positive: messages.negative, label: messages.label });
}

/** Every field's first problem: the same in the dialog and on the server. */
export function validateTransaction(input: TransactionFields, now: number): TransactionErrors {
  const M = TRANSACTION_MESSAGES;
  const errors: TransactionErrors = {};
  const quantity = decimalProblem(input.quantity, {
    format: M.quantityFormat,
    positive: M.quantityPositive,
    label: 'Quantity',
  });
  if (quantity) errors.quantity = quantity;

  const price =
    input.type === 'transfer_out'
      ? input.price.trim()
        ? M.priceNotForTransferOut
        : null
      : input.type === 'transfer_in'
        ? input.price.trim()
          ? notNegativeProblem(input.price, {
              format: M.costFormat,
              negative: M.costNotNegative,
              label: 'Cost per coin',
            })
          : M.costNotNegative
        : decimalProblem(input.price, { format: M.priceFormat, positive: M.pricePositive, label: 'Price' });
  if (price) errors.price = price;

  const transfer = input.type === 'transfer_in' || input.type === 'transfer_out';
  const fee =
    notNegativeProblem(input.fee, { format: M.feeFormat, negative: M.feeNotNegative, label: 'Fee' }) ??
    (transfer && input.fee.trim() && dec(input.fee).gt(0) && input.fee_currency !== 'coin'
      ? M.feeTransferInCoin
      : null);
  if (fee) errors.fee = fee;
  // Coins arriving pay a fee in the coin out of what arrives: something must be left.
  if (
    !fee &&
    !quantity &&
    input.fee.trim() &&
    input.fee_currency === 'coin' &&
    (input.type === 'buy' || input.type === 'transfer_in') &&
    dec(input.fee).gte(input.quantity)
  ) {
    errors.fee = M.feeAtLeastQuantity;
  }

  const at = dateProblem(input.at, now, M);
  if (at) errors.at = at;
  return errors;
}

/** The words of the activity log for a transaction: 'Bought 1 BTC', 'Sold 0.5 ETH', 'Transferred in 2 SOL'. */
export function transactionVerb(type: TransactionType): string {
  return { buy: 'Bought', sell: 'Sold', transfer_in: 'Transferred in', transfer_out: 'Transferred out' }[
    type
  ];
}
