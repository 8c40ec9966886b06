// The portfolio's ledger, pure and browser-safe: a holding is the sum of its transactions (buy, sell, transfer in,
// transfer out), replayed in time order. The replay gives each coin's quantity held, the cost basis of what is held,
// the realised profit or loss and every disposal (for the tax report), by average cost or FIFO. Money in USD,
// quantities and money in decimals (lib/decimal) from the first figure to the last.
//
// The rules, where a tracker has to choose:
// - A buy's fee is part of what the coins cost: in USD it adds to the cost; in the coin it comes off the quantity
//   received, and the cost (quantity × price) is spread over what arrived.
// - A sale's fee comes off what it brought in: in USD off the proceeds; in the coin, the fee's coins leave with the
//   sale, and their cost counts against it.
// - A transfer is not a sale: the coins leave or arrive at their cost. Coins that arrive match coins that left
//   earlier first (the same coins back, at their cost and dates); any more come at the price given. Its fee is in the
//   coin: those coins are spent, a disposal with no proceeds (a realised loss of their cost).
// - Average cost: every coin held costs the same, total cost / quantity; a sale takes that cost per coin. FIFO: a
//   sale takes the oldest coins first, at what they cost. Either way, the dates of the coins sold are the oldest
//   held (for average cost a disposal names its date acquired only when one date covers it).
import { dec, toColumn, ZERO, type Dec } from '../../lib/decimal';

export const TRANSACTION_TYPES = ['buy', 'sell', 'transfer_in', 'transfer_out'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

export const COST_METHODS = ['average', 'fifo'] as const;
export type CostMethod = (typeof COST_METHODS)[number];

/** What a fee is paid in: US dollars, or the transaction's own coin. */
export const FEE_CURRENCIES = ['usd', 'coin'] as const;
export type FeeCurrency = (typeof FEE_CURRENCIES)[number];

/** One transaction as the ledger reads it; decimals as strings, as the database and the API carry them. */
export interface LedgerTransaction {
  id: string;
  coinId: number;
  type: TransactionType;
  /** When it happened, ms since the epoch. */
  at: number;
  /** Coins bought, sold or moved, before any fee in the coin; greater than 0. */
  quantity: string;
  /** USD per coin: what a buy paid or a sale got; for a transfer in, the cost of coins beyond those that left earlier. */
  price: string | null;
  fee: string | null;
  feeCurrency: FeeCurrency;
}

/** A sale, or coins spent on a fee: what left, when it was acquired, what it brought and cost. */
export interface Disposal {
  transactionId: string;
  coinId: number;
  kind: 'sale' | 'fee';
  quantity: string;
  /** When the coins were acquired; null when they came from several dates (average cost). */
  acquiredAt: number | null;
  disposedAt: number;
  proceeds: string;
  cost: string;
  gain: string;
}

/** One coin's position after every transaction. */
export interface CoinLedger {
  coinId: number;
  quantity: string;
  /** The cost basis of the coins held. */
  cost: string;
  /** Profit or loss taken by sales and fees in the coin: the sum of this coin's disposals' gains. */
  realised: string;
  /** Every fee, in USD (a fee in the coin at the transaction's price, or for a transfer at the coins' cost). */
  fees: string;
  disposals: Disposal[];
  /** Transactions that make up the position, oldest first. */
  transactions: number;
}

/** A transaction that needs more coins than were held at its moment. */
export interface Shortfall {
  transactionId: string;
  coinId: number;
  at: number;
  held: string;
  needed: string;
}

export type LedgerResult = { ok: true; coins: CoinLedger[] } | { ok: false; shortfall: Shortfall };

/** Coins acquired at one time for one cost. */
interface Lot {
  quantity: Dec;
  cost: Dec;
  acquiredAt: number;
}

/** The coins of one coin held, and those that left by transfer and may come back. */
class Book {
  held: Lot[] = [];
  away: Lot[] = [];
  realised: Dec = ZERO;
  fees: Dec = ZERO;
  disposals: Disposal[] = [];
  transactions = 0;

  constructor(
    readonly coinId: number,
    readonly method: CostMethod,
  ) {}

  quantity(): Dec {
    return this.held.reduce((s, l) => s.plus(l.quantity), ZERO);
  }

  cost(): Dec {
    return this.held.reduce((s, l) => s.plus(l.cost), ZERO);
  }

  /** Adds coins, kept oldest first so FIFO takes (and dates) them in order. */
  add(lot: Lot) {
    if (lot.quantity.lte(0)) return;
    const at = this.held.findIndex((l) => l.acquiredAt > lot.acquiredAt);
    this.held.splice(at === -1 ? this.held.length : at, 0, lot);
  }

  /**
   * Takes `quantity` coins out, oldest first: at their own cost (FIFO), or at the average cost of all held, which
   * every coin left then keeps.
   */
  take(quantity: Dec): Lot[] {
    const average = this.method === 'average' ? this.cost().div(this.quantity()) : null;
    const taken: Lot[] = [];
    let left = quantity;
    while (left.gt(0)) {
      const lot = this.held[0]!;
      const part = lot.quantity.lte(left) ? lot.quantity : left;
      const cost = average ? average.times(part) : lot.cost.times(part).div(lot.quantity);
      taken.push({ quantity: part, cost, acquiredAt: lot.acquiredAt });
      if (part.eq(lot.quantity)) this.held.shift();
      else this.held[0] = { ...lot, quantity: lot.quantity.minus(part), cost: lot.cost.minus(cost) };
      left = left.minus(part);
    }
    if (average) {
      // What is left costs the average too (a sale at the average must not shift cost between the remaining lots).
      for (const lot of this.held) lot.cost = average.times(lot.quantity);
    }
    return taken;
  }

  /** Records coins leaving for `proceeds` in total, shared among the lots by quantity. */
  dispose(tx: LedgerTransaction, kind: Disposal['kind'], lots: Lot[], proceeds: Dec) {
    if (lots.length === 0) return;
    const quantity = lots.reduce((s, l) => s.plus(l.quantity), ZERO);
    const cost = lots.reduce((s, l) => s.plus(l.cost), ZERO);
    const dates = new Set(lots.map((l) => l.acquiredAt));
    // FIFO reports each lot's part on its own line (its own date, cost and share of the proceeds); average cost one
    // line per disposal, since every coin cost the same.
    const lines =
      this.method === 'fifo'
        ? lots.map((l) => ({
            quantity: l.quantity,
            cost: l.cost,
            acquiredAt: l.acquiredAt as number | null,
            proceeds: proceeds.times(l.quantity).div(quantity),
          }))
        : [{ quantity, cost, acquiredAt: dates.size === 1 ? lots[0]!.acquiredAt : null, proceeds }];
    for (const line of lines) {
      const gain = line.proceeds.minus(line.cost);
      this.realised = this.realised.plus(gain);
      this.disposals.push({
        transactionId: tx.id,
        coinId: this.coinId,
        kind,
        quantity: toColumn(line.quantity),
        acquiredAt: line.acquiredAt,
        disposedAt: tx.at,
        proceeds: toColumn(line.proceeds),
        cost: toColumn(line.cost),
        gain: toColumn(gain),
      });
    }
  }
}

const price = (tx: LedgerTransaction): Dec => (tx.price === null ? ZERO : dec(tx.price));
const fee = (tx: LedgerTransaction): Dec => (tx.fee === null ? ZERO : dec(tx.fee));
/** The fee's coins, for a fee paid in the coin. */
const coinFee = (tx: LedgerTransaction): Dec => (tx.feeCurrency === 'coin' ? fee(tx) : ZERO);
const usdFee = (tx: LedgerTransaction): Dec => (tx.feeCurrency === 'usd' ? fee(tx) : ZERO);

/** Coins a transaction takes out of the holding (a sale's or transfer's coins and its fee in the coin). */
export function coinsOut(tx: LedgerTransaction): Dec {
  return tx.type === 'sell' || tx.type === 'transfer_out' ? dec(tx.quantity).plus(coinFee(tx)) : ZERO;
}

/** Transactions in the order they happened; at the same moment, in the order given (the order they were recorded). */
export function inOrder<T extends Pick<LedgerTransaction, 'at'>>(transactions: readonly T[]): T[] {
  return transactions
    .map((tx, i) => ({ tx, i }))
    .sort((a, b) => a.tx.at - b.tx.at || a.i - b.i)
    .map(({ tx }) => tx);
}

function apply(book: Book, tx: LedgerTransaction): Shortfall | null {
  const quantity = dec(tx.quantity);
  const out = coinsOut(tx);
  if (out.gt(0)) {
    const held = book.quantity();
    if (out.gt(held)) {
      return {
        transactionId: tx.id,
        coinId: tx.coinId,
        at: tx.at,
        held: toColumn(held),
        needed: toColumn(out),
      };
    }
  }
  book.transactions += 1;
  switch (tx.type) {
    case 'buy': {
      const received = quantity.minus(coinFee(tx));
      book.add({ quantity: received, cost: quantity.times(price(tx)).plus(usdFee(tx)), acquiredAt: tx.at });
      book.fees = book.fees.plus(usdFee(tx)).plus(coinFee(tx).times(price(tx)));
      return null;
    }
    case 'sell': {
      // The fee's coins leave with the sale: one disposal of quantity + fee, for the proceeds less any USD fee.
      const lots = book.take(out);
      book.dispose(tx, 'sale', lots, quantity.times(price(tx)).minus(usdFee(tx)));
      book.fees = book.fees.plus(usdFee(tx)).plus(coinFee(tx).times(price(tx)));
      return null;
    }
    case 'transfer_out': {
      const lots = book.take(out);
      // The coins moved keep their cost and dates, to be matched by a later transfer in; the fee's coins are spent.
      const fee = spend(lots, coinFee(tx));
      book.away.push(...lots);
      book.dispose(tx, 'fee', fee, ZERO);
      book.fees = book.fees.plus(fee.reduce((s, l) => s.plus(l.cost), ZERO));
      return null;
    }
    case 'transfer_in': {
      // Coins back from an earlier transfer first, at their cost and dates; the rest at the price given.
      const back = spend(book.away, quantity);
      const backQuantity = back.reduce((s, l) => s.plus(l.quantity), ZERO);
      const arrived = [...back];
      if (backQuantity.lt(quantity)) {
        const rest = quantity.minus(backQuantity);
        arrived.push({ quantity: rest, cost: rest.times(price(tx)), acquiredAt: tx.at });
      }
      const fee = spend(arrived, coinFee(tx));
      book.dispose(tx, 'fee', fee, ZERO);
      book.fees = book.fees.plus(fee.reduce((s, l) => s.plus(l.cost), ZERO));
      for (const lot of arrived) book.add(lot);
      return null;
    }
  }
}

/**
 * Takes `quantity` coins from the front of `lots` (in place, each at its own cost per coin) and returns them; takes
 * what there is when there are fewer.
 */
function spend(lots: Lot[], quantity: Dec): Lot[] {
  const taken: Lot[] = [];
  let left = quantity;
  while (left.gt(0) && lots.length > 0) {
    const lot = lots[0]!;
    const part = lot.quantity.lte(left) ? lot.quantity : left;
    const cost = lot.cost.times(part).div(lot.quantity);
    taken.push({ quantity: part, cost, acquiredAt: lot.acquiredAt });
    if (part.eq(lot.quantity)) lots.shift();
    else lots[0] = { ...lot, quantity: lot.quantity.minus(part), cost: lot.cost.minus(cost) };
    left = left.minus(part);
  }
  return taken;
}

/**
 * Replays the transactions (of any coins, in any order) by the method: each coin's position, or the first
 * transaction that needs more coins than were held at its moment.
 */
export function runLedger(transactions: readonly LedgerTransaction[], method: CostMethod): LedgerResult {
  const books = new Map<number, Book>();
  for (const tx of inOrder(transactions)) {
    let book = books.get(tx.coinId);
    if (!book) books.set(tx.coinId, (book = new Book(tx.coinId, method)));
    const shortfall = apply(book, tx);
    if (shortfall) return { ok: false, shortfall };
  }
  return {
    ok: true,
    coins: [...books.values()].map((b) => ({
      coinId: b.coinId,
      quantity: toColumn(b.quantity()),
      cost: toColumn(b.cost()),
      realised: toColumn(b.realised),
      fees: toColumn(b.fees),
      disposals: b.disposals,
      transactions: b.transactions,
    })),
  };
}
