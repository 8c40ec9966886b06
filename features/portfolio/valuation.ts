// Portfolio valuation, pure and browser-safe: per-lot and per-coin figures and the portfolio's totals, all in
// decimals (lib/decimal). A coin's quantity and cost basis come from its transactions replayed by the ledger (average
// cost by default, decision 19: avg = total cost / quantity; or FIFO); a lot is a buy, valued on its own.
import { dec, percentOf, sum, toColumn, ZERO, type Dec } from '../../lib/decimal';
import type { Coin } from '../market';
import {
  runLedger,
  type CostMethod,
  type FeeCurrency,
  type LedgerTransaction,
  type TransactionType,
} from './ledger';

/** A stored lot as the API answers it (spec field names). */
export interface PositionRow {
  id: string;
  coin_id: number;
  symbol: string;
  name: string;
  image_url: string | null;
  quantity: string;
  purchase_price: string;
  purchase_date: string;
  notes: string | null;
}

/** A transaction as the API answers it (the portfolio API's field names); a buy is a position. */
export interface TransactionRow {
  id: string;
  coin_id: number;
  symbol: string;
  name: string;
  image_url: string | null;
  type: TransactionType;
  /** When it happened (ISO). */
  at: string;
  quantity: string;
  price: string | null;
  fee: string | null;
  fee_currency: FeeCurrency;
  note: string | null;
}

/** A position is a buy without a fee. */
export const asBuy = (p: PositionRow): TransactionRow => ({
  id: p.id,
  coin_id: p.coin_id,
  symbol: p.symbol,
  name: p.name,
  image_url: p.image_url,
  type: 'buy',
  at: p.purchase_date,
  quantity: p.quantity,
  price: p.purchase_price,
  fee: null,
  fee_currency: 'usd',
  note: p.notes,
});

/** A buy as a position (the spec's fields). */
export const asPosition = (t: TransactionRow): PositionRow => ({
  id: t.id,
  coin_id: t.coin_id,
  symbol: t.symbol,
  name: t.name,
  image_url: t.image_url,
  quantity: t.quantity,
  purchase_price: t.price ?? '0',
  purchase_date: t.at,
  notes: t.note,
});

/** A transaction as the ledger reads it. */
export const toLedgerTransaction = (t: TransactionRow): LedgerTransaction => ({
  id: t.id,
  coinId: t.coin_id,
  type: t.type,
  at: Date.parse(t.at),
  quantity: t.quantity,
  price: t.price,
  fee: t.fee,
  feeCurrency: t.fee_currency,
});

/** A coin's live price and 24h change; absent when the market has no price for it. The price may be a decimal string. */
export type Quote = Pick<Coin, 'change24h'> & { price: Coin['price'] | string };

export type QuoteLookup = (coinId: number) => Quote | undefined;

/** Decimal figures of a lot or a holding; strings so they travel through JSON as exactly as they were. */
export interface Figures {
  quantity: string;
  avgPrice: string;
  /** null: the market has no price for the coin, so value and P&L are unknown (not zero). */
  currentPrice: string | null;
  priceChange24h: number | null;
  value: string | null;
  cost: string;
  pnl: string | null;
  pnlPercent: string | null;
  /** value / total value × 100. */
  allocation: string;
  /** The change of this holding's value over the last 24 hours in USD. */
  dayChange: string;
}

export interface LotValuation extends Figures {
  position: PositionRow;
}

export interface Holding extends Figures {
  /** Profit or loss taken by this coin's sales and fees in the coin. */
  realised: string;
  coinId: number;
  symbol: string;
  name: string;
  imageUrl: string | null;
  lots: LotValuation[];
}

export interface PortfolioMetrics {
  totalValue: string;
  totalCost: string;
  totalPnL: string;
  totalPnLPercent: string;
  dayChange: string;
  /** dayChange as a percent of the value 24 hours ago. */
  dayChangePercent: string;
  /** Distinct coins held (decision 19). */
  holdingsCount: number;
  /** Holdings without a current price, left out of the value, cost and P&L totals. */
  unpricedCount: number;
  /** Profit or loss taken by every sale and fee in a coin, of coins held or no longer held. */
  realisedPnL: string;
}

export interface Valuation {
  holdings: Holding[];
  metrics: PortfolioMetrics;
}

const str = (d: Dec) => toColumn(d);

/** The value 24 hours ago was value / (1 + p/100): the change is value − that (PORT-019). */
export function dayChangeOf(value: Dec, change24h: number): Dec {
  if (!Number.isFinite(change24h) || change24h <= -100) return ZERO;
  const before = value.div(dec(1).plus(dec(change24h).div(100)));
  return value.minus(before);
}

function figures(quantity: Dec, cost: Dec, quote: Quote | undefined, totalValue: Dec): Figures {
  const price = quote ? dec(quote.price) : null;
  const value = price ? quantity.times(price) : null;
  const pnl = value ? value.minus(cost) : null;
  return {
    quantity: str(quantity),
    avgPrice: str(quantity.eq(0) ? ZERO : cost.div(quantity)),
    currentPrice: price ? str(price) : null,
    priceChange24h: quote ? quote.change24h : null,
    value: value ? str(value) : null,
    cost: str(cost),
    pnl: pnl ? str(pnl) : null,
    pnlPercent: pnl ? str(percentOf(pnl, cost)) : null,
    allocation: value ? str(percentOf(value, totalValue)) : '0',
    dayChange: value && quote ? str(dayChangeOf(value, quote.change24h)) : '0',
  };
}

/** One lot's figures (PORT-013..017): its avgPrice is its own purchase price. */
export function valueLot(position: PositionRow, quote: Quote | undefined, totalValue: Dec): LotValuation {
  const quantity = dec(position.quantity);
  const cost = quantity.times(position.purchase_price);
  return { position, ...figures(quantity, cost, quote, totalValue) };
}

/**
 * Values the transactions' holdings at the quotes (PORT-014..019, decision 19): each coin's quantity and cost basis
 * by the method, each buy as a lot of its coin, and the portfolio's totals. A coin no longer held is left out of the
 * holdings; its realised P&L stays in the total.
 */
export function valuePortfolio(
  transactions: readonly TransactionRow[],
  quoteOf: QuoteLookup,
  method: CostMethod = 'average',
): Valuation {
  const ledger = runLedger(transactions.map(toLedgerTransaction), method);
  // Every write is checked against the ledger, so a stored history always replays.
  if (!ledger.ok) throw new Error(`portfolio history does not replay at ${ledger.shortfall.transactionId}`);
  const held = ledger.coins.filter((c) => dec(c.quantity).gt(0));

  const valueOf = (coinId: number, quantity: string) => {
    const q = quoteOf(coinId);
    return q ? dec(quantity).times(q.price) : ZERO;
  };
  const totalValue = sum(held.map((c) => valueOf(c.coinId, c.quantity)));
  // A coin the market has no price for has no value, not a value of zero: its cost stays out of the totals too,
  // so the P&L is not a made-up loss; the page counts such holdings separately.
  const totalCost = sum(held.filter((c) => quoteOf(c.coinId) !== undefined).map((c) => c.cost));

  const holdings: Holding[] = held.map((c) => {
    const own = transactions.filter((t) => t.coin_id === c.coinId);
    // The coin's names and picture as last recorded.
    const last = own[own.length - 1] as TransactionRow;
    const quote = quoteOf(c.coinId);
    return {
      coinId: c.coinId,
      symbol: last.symbol,
      name: last.name,
      imageUrl: last.image_url,
      lots: own.filter((t) => t.type === 'buy').map((t) => valueLot(asPosition(t), quote, totalValue)),
      realised: c.realised,
      ...figures(dec(c.quantity), dec(c.cost), quote, totalValue),
    };
  });

  const totalPnL = totalValue.minus(totalCost);
  const dayChange = sum(holdings.map((h) => h.dayChange));
  const before = totalValue.minus(dayChange);
  return {
    holdings,
    metrics: {
      totalValue: str(totalValue),
      totalCost: str(totalCost),
      totalPnL: str(totalPnL),
      totalPnLPercent: str(percentOf(totalPnL, totalCost)),
      dayChange: str(dayChange),
      dayChangePercent: str(percentOf(dayChange, before)),
      holdingsCount: holdings.length,
      unpricedCount: holdings.filter((h) => h.currentPrice === null).length,
      realisedPnL: str(sum(ledger.coins.map((c) => c.realised))),
    },
  };
}

export type SortKey = 'value' | 'pnlPercent' | 'symbol' | 'quantity';
export type SortDirection = 'asc' | 'desc';

/** Holdings in the table's order (PORT-005); unknown values sort last either way. */
export function sortHoldings(
  holdings: readonly Holding[],
  key: SortKey,
  direction: SortDirection,
): Holding[] {
  const sign = direction === 'asc' ? 1 : -1;
  const num = (h: Holding): string | null =>
    key === 'value' ? h.value : key === 'pnlPercent' ? h.pnlPercent : h.quantity;
  return [...holdings].sort((a, b) => {
    if (key === 'symbol') return sign * a.symbol.localeCompare(b.symbol);
    const x = num(a);
    const y = num(b);
    if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
    return sign * dec(x).cmp(y);
  });
}

/** The overview's top positions: the largest holdings by value (spec: the summary lists the top 3). */
export const TOP_POSITIONS = 3;
export function topHoldings(holdings: readonly Holding[], count = TOP_POSITIONS): Holding[] {
  return sortHoldings(holdings, 'value', 'desc').slice(0, count);
}
