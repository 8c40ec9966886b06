// The portfolio on the server: a user's transactions, the buys among them as the spec's positions (list, add,
// update, remove), their valuation at market prices, and the CSV export and import. A write that changes the history
// is checked against the ledger under a lock on the portfolio, so a stored history always replays. Each write
// records its activity after it succeeded.
import { and, asc, count, eq } from 'drizzle-orm';
import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  PayloadTooLargeError,
  ValidationError,
} from '../../lib/errors';
import { dec, toColumn } from '../../lib/decimal';
import type { Db } from '../../platform/db.server';
import type { Logger } from '../../platform/logger.server';
import type { RecordActivityInput } from '../activity/server';
import type { PublicSubscription } from '../auth/server';
import { canAccess } from '../billing/server';
import { coinImageUrl } from '../media/server';
import type { Coin } from '../market/server';
import { parseImport, portfolioCsv } from './csv';
import {
  exportFileName,
  IMPORT_MAX_BYTES,
  MAX_POSITIONS_PER_USER,
  PORTFOLIO_MESSAGES,
  type ImportMode,
  type ImportRowError,
  type PortfolioSummary,
  type PositionInput,
} from './rules';
import { isUuid, type TransactionInput } from './schemas';
import { TRANSACTION_MESSAGES, transactionVerb } from './transaction-rules';
import { runLedger, type CostMethod } from './ledger';
import { portfolios, portfolioTransactions } from './tables.server';
import {
  topHoldings,
  valuePortfolio,
  type PositionRow,
  type Quote,
  toLedgerTransaction,
  type TransactionRow,
  type Valuation,
} from './valuation';

type Row = typeof portfolioTransactions.$inferSelect;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The name of the portfolio a user's first transaction makes. */
export const FIRST_PORTFOLIO_NAME = 'My portfolio';

export interface PortfolioDeps {
  db: Db;
  clock: () => number;
  logger: Logger;
  /** The market's current snapshot (market.read()): its coins, and when their prices were taken. */
  market: () => Promise<{ coins: Coin[]; fetchedAt: number }>;
  recordActivity: (userId: string, input: RecordActivityInput) => Promise<unknown>;
  /** The user's plan: CSV import is Premium (decision 3). */
  subscriptionOf: (userId: string) => Promise<Pick<PublicSubscription, 'tier' | 'status'>>;
}

/** A numeric column's text without the trailing zeros PostgreSQL pads to scale 18. */
const plain = (v: string) => toColumn(v);

export function toTransactionRow(r: Row): TransactionRow {
  return {
    id: r.id,
    coin_id: r.coinId,
    symbol: r.symbol,
    name: r.name,
    image_url: r.imageUrl,
    type: r.type,
    at: r.at.toISOString(),
    quantity: plain(r.quantity),
    price: r.price === null ? null : plain(r.price),
    fee: r.fee === null ? null : plain(r.fee),
    fee_currency: r.feeCurrency,
    note: r.note,
  };
}

/** A buy as the spec's position. */
export function toPositionRow(r: Row): PositionRow {
  return {
    id: r.id,
    coin_id: r.coinId,
    symbol: r.symbol,
    name: r.name,
    image_url: r.imageUrl,
    quantity: plain(r.quantity),
    purchase_price: plain(r.price ?? '0'),
    purchase_date: r.at.toISOString(),
    notes: r.note,
  };
}

/** A position's columns: a buy with no fee. */
const columns = (input: PositionInput) => ({
  coinId: input.coin_id,
  symbol: input.symbol,
  name: input.name,
  imageUrl: input.image_url ?? null,
  type: 'buy' as const,
  quantity: toColumn(input.quantity),
  price: toColumn(input.purchase_price),
  at: new Date(input.purchase_date),
  note: input.notes ?? null,
});

/** A transaction's columns: a fee of 0 is no fee, and a transfer out has no price. */
function transactionColumns(
  input: TransactionInput,
  coin: { symbol: string; name: string; image_url: string | null },
) {
  const fee = input.fee.trim() && dec(input.fee).gt(0) ? toColumn(input.fee) : null;
  return {
    coinId: input.coin_id,
    symbol: coin.symbol,
    name: coin.name,
    imageUrl: coin.image_url,
    type: input.type,
    at: new Date(input.at),
    quantity: toColumn(input.quantity),
    price: input.type === 'transfer_out' ? null : toColumn(input.price),
    fee,
    feeCurrency: fee === null ? ('usd' as const) : input.fee_currency,
    note: input.note,
  };
}

type Insert = typeof portfolioTransactions.$inferInsert;
type Columns = Omit<Insert, 'id' | 'userId' | 'portfolioId' | 'createdAt' | 'updatedAt'>;

/** What the database gives a row it inserts (for replaying one not yet written). */
const NEW_ROW = {
  id: '00000000-0000-4000-8000-000000000000',
  fee: null,
  feeCurrency: 'usd',
  importKey: null,
} as const;

export function createPortfolioService(deps: PortfolioDeps) {
  const { db, clock, logger } = deps;
  const quotes = async () => (await deps.market()).coins;
  const mine = (userId: string, id: string) =>
    and(eq(portfolioTransactions.userId, userId), eq(portfolioTransactions.id, id));
  // Until the cost-basis setting exists, average cost (decision 19).
  const method: CostMethod = 'average';

  /** Activity is a record of what happened: its failure never undoes the write the user asked for. */
  async function note(userId: string, input: RecordActivityInput) {
    try {
      await deps.recordActivity(userId, input);
    } catch (err) {
      logger.warn({ err, userId, type: input.activityType }, 'portfolio activity not recorded');
    }
  }

  const activityOf = (type: RecordActivityInput['activityType'], verb: string, p: PositionRow) => ({
    activityType: type,
    description: `${verb} ${p.quantity} ${p.symbol} ${type === 'portfolio_add' ? 'to' : type === 'portfolio_remove' ? 'from' : 'in'} portfolio`,
    coinSymbol: p.symbol,
    coinName: p.name,
    coinId: String(p.coin_id),
    amount: p.quantity,
    valueUsd: toColumn(dec(p.quantity).times(p.purchase_price)),
    priceUsd: p.purchase_price,
    metadata: { action: type.replace('portfolio_', ''), positionId: p.id },
  });

  /** The user's portfolio (their first), made on their first write; locked to this transaction when `lock`. */
  async function portfolioOf(tx: Tx | Db, userId: string, lock = false): Promise<string> {
    const find = () => {
      const query = tx
        .select({ id: portfolios.id })
        .from(portfolios)
        .where(eq(portfolios.userId, userId))
        .orderBy(asc(portfolios.createdAt), asc(portfolios.id))
        .limit(1);
      return lock ? query.for('update') : query;
    };
    const [found] = await find();
    if (found) return found.id;
    const now = new Date(clock());
    await tx
      .insert(portfolios)
      .values({ userId, name: FIRST_PORTFOLIO_NAME, createdAt: now, updatedAt: now })
      .onConflictDoNothing();
    const [made] = await find();
    if (!made) throw new Error('portfolio insert returned nothing');
    return made.id;
  }

  /** Every transaction of the user's portfolio, in the order they happened (then recorded). */
  async function history(tx: Tx | Db, userId: string): Promise<Row[]> {
    return tx
      .select()
      .from(portfolioTransactions)
      .where(eq(portfolioTransactions.userId, userId))
      .orderBy(
        asc(portfolioTransactions.at),
        asc(portfolioTransactions.createdAt),
        asc(portfolioTransactions.id),
      );
  }

  async function transactions(userId: string): Promise<TransactionRow[]> {
    return (await history(db, userId)).map(toTransactionRow);
  }

  async function list(userId: string): Promise<PositionRow[]> {
    return (await history(db, userId)).filter((r) => r.type === 'buy').map(toPositionRow);
  }

  /** Refuses a history in which a sale or transfer out needs more coins than were held at its moment. */
  function checkReplays(rows: readonly TransactionRow[]) {
    const result = runLedger(rows.map(toLedgerTransaction), method);
    if (result.ok) return;
    const short = rows.find((t) => t.id === result.shortfall.transactionId)!;
    throw new ValidationError(
      PORTFOLIO_MESSAGES.notEnoughHeld({
        symbol: short.symbol,
        type: short.type,
        at: short.at,
        held: result.shortfall.held,
        needed: result.shortfall.needed,
      }),
    );
  }

  /**
   * The coin a transaction names by id, with the market's names and picture; a coin the market no longer lists
   * still names itself as the user's earlier transactions recorded it (it can be sold or moved).
   */
  async function coinOf(
    input: TransactionInput,
    rows: readonly TransactionRow[],
  ): Promise<{ symbol: string; name: string; image_url: string | null }> {
    const coin = (await quotes()).find((c) => c.id === input.coin_id);
    if (coin) return { symbol: coin.symbol, name: coin.name, image_url: coinImageUrl(coin) };
    const known = rows.findLast((r) => r.coin_id === input.coin_id);
    if (known) return known;
    throw new ValidationError(PORTFOLIO_MESSAGES.unknownCoin(input.symbol || `#${input.coin_id}`));
  }

  const transactionActivity = (
    type: RecordActivityInput['activityType'],
    prefix: string,
    t: TransactionRow,
  ): RecordActivityInput => ({
    activityType: type,
    description: `${prefix}${transactionVerb(t.type)} ${t.quantity} ${t.symbol}`,
    coinSymbol: t.symbol,
    coinName: t.name,
    coinId: String(t.coin_id),
    amount: t.quantity,
    ...(t.price !== null && t.type !== 'transfer_in'
      ? { valueUsd: toColumn(dec(t.quantity).times(t.price)), priceUsd: t.price }
      : {}),
    metadata: { action: type.replace('portfolio_', ''), transactionId: t.id, transactionType: t.type },
  });

  /** What a write sets: a row's own columns, from the history it joins (for the coin's names). */
  type Values = (rows: readonly TransactionRow[]) => Promise<Partial<Columns>>;

  /** Adds a transaction under the portfolio's lock, if the history with it still replays. */
  async function insert(userId: string, values: Values): Promise<Row> {
    if ((await countOf(userId)) >= MAX_POSITIONS_PER_USER) {
      throw new ConflictError(PORTFOLIO_MESSAGES.limitReached(MAX_POSITIONS_PER_USER));
    }
    const now = new Date(clock());
    const row = await db.transaction(async (tx) => {
      const portfolioId = await portfolioOf(tx, userId, true);
      const raw = await history(tx, userId);
      const added = {
        ...(await values(raw.map(toTransactionRow))),
        userId,
        portfolioId,
        createdAt: now,
        updatedAt: now,
      };
      // Not yet written, it sorts last among its moment's transactions, as it will once it is.
      checkReplays([...raw, { ...NEW_ROW, ...added } as Row].map(toTransactionRow));
      const [inserted] = await tx
        .insert(portfolioTransactions)
        .values(added as Insert)
        .returning();
      return inserted;
    });
    if (!row) throw new Error('transaction insert returned nothing');
    return row;
  }

  /**
   * Runs `change` under the portfolio's lock on the user's history, once it holds the transaction `id` (`only` a buy,
   * for the positions API); its answer is the row written.
   */
  async function withTransaction(
    userId: string,
    id: string,
    only: 'buy' | 'any',
    notFound: string,
    change: (tx: Tx, raw: Row[]) => Promise<Row | undefined>,
  ): Promise<Row> {
    if (!isUuid(id)) throw new NotFoundError(notFound);
    const row = await db.transaction(async (tx) => {
      await portfolioOf(tx, userId, true);
      const raw = await history(tx, userId);
      if (!raw.some((r) => r.id === id && (only === 'any' || r.type === 'buy')))
        throw new NotFoundError(notFound);
      return change(tx, raw);
    });
    if (!row) throw new NotFoundError(notFound);
    return row;
  }

  /** Changes one of the user's transactions, if the history still replays. */
  const edit = (userId: string, id: string, values: Values, only: 'buy' | 'any', notFound: string) =>
    withTransaction(userId, id, only, notFound, async (tx, raw) => {
      const changed = await values(raw.map(toTransactionRow));
      checkReplays(raw.map((r) => toTransactionRow(r.id === id ? { ...r, ...changed } : r)));
      const [updated] = await tx
        .update(portfolioTransactions)
        .set({ ...changed, updatedAt: new Date(clock()) })
        .where(mine(userId, id))
        .returning();
      return updated;
    });

  /** Deletes one of the user's transactions, unless a later sale or transfer out needs the coins it brought. */
  const drop = (userId: string, id: string, only: 'buy' | 'any', notFound: string) =>
    withTransaction(userId, id, only, notFound, async (tx, raw) => {
      checkReplays(raw.filter((r) => r.id !== id).map(toTransactionRow));
      const [removed] = await tx.delete(portfolioTransactions).where(mine(userId, id)).returning();
      return removed;
    });

  async function countOf(userId: string): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(portfolioTransactions)
      .where(eq(portfolioTransactions.userId, userId));
    return Number(row?.n ?? 0);
  }

  function quoteLookup(coins: readonly Coin[]): (coinId: number) => Quote | undefined {
    const byId = new Map(coins.map((c) => [c.id, c]));
    return (id) => {
      const c = byId.get(id);
      return c && c.price > 0 ? { price: c.price, change24h: c.change24h } : undefined;
    };
  }

  /**
   * A lot names its coin by id; its symbol, name and picture are the market's, whatever the caller sent (an API
   * caller could file BTC under 'DOGE', a coin that does not exist, or a 'javascript:' picture), as the watchlist's
   * are. A coin the market does not list is refused.
   */
  async function canonical(input: PositionInput): Promise<PositionInput> {
    const coin = (await quotes()).find((c) => c.id === input.coin_id);
    if (!coin) throw new ValidationError(PORTFOLIO_MESSAGES.unknownCoin(input.symbol));
    return { ...input, symbol: coin.symbol, name: coin.name, image_url: coinImageUrl(coin) };
  }

  /** The lots valued at one market snapshot, and that snapshot's time. */
  async function valueAt(userId: string): Promise<{ valuation: Valuation; pricesAt: number }> {
    const [rows, market] = await Promise.all([transactions(userId), deps.market()]);
    return { valuation: valuePortfolio(rows, quoteLookup(market.coins), method), pricesAt: market.fetchedAt };
  }
  const value = async (userId: string) => (await valueAt(userId)).valuation;

  return {
    list,
    transactions,
    value,

    /** Totals and the top 3 holdings by value: what the overview page shows. */
    async summary(userId: string): Promise<PortfolioSummary> {
      const valuation = await value(userId);
      return { metrics: valuation.metrics, top: topHoldings(valuation.holdings) };
    },

    async add(userId: string, input: PositionInput): Promise<PositionRow> {
      const lot = await canonical(input);
      const position = toPositionRow(await insert(userId, async () => columns(lot)));
      await note(userId, activityOf('portfolio_add', 'Added', position));
      return position;
    },

    async update(userId: string, id: string, input: PositionInput): Promise<PositionRow> {
      const lot = await canonical(input);
      const row = await edit(userId, id, async () => columns(lot), 'buy', PORTFOLIO_MESSAGES.notFound);
      const position = toPositionRow(row);
      await note(userId, activityOf('portfolio_update', 'Updated', position));
      return position;
    },

    async remove(userId: string, id: string): Promise<PositionRow> {
      const position = toPositionRow(await drop(userId, id, 'buy', PORTFOLIO_MESSAGES.notFound));
      await note(userId, activityOf('portfolio_remove', 'Removed', position));
      return position;
    },

    /** Records a buy, sale or transfer; a sale or transfer out must find the coins held at its moment. */
    async addTransaction(userId: string, input: TransactionInput): Promise<TransactionRow> {
      const row = await insert(userId, async (rows) => transactionColumns(input, await coinOf(input, rows)));
      const saved = toTransactionRow(row);
      await note(userId, transactionActivity('portfolio_add', '', saved));
      return saved;
    },

    /** Changes a transaction; everything after it is replayed, and must still find its coins. */
    async updateTransaction(userId: string, id: string, input: TransactionInput): Promise<TransactionRow> {
      const row = await edit(
        userId,
        id,
        async (rows) => transactionColumns(input, await coinOf(input, rows)),
        'any',
        TRANSACTION_MESSAGES.notFound,
      );
      const saved = toTransactionRow(row);
      await note(userId, transactionActivity('portfolio_update', 'Updated: ', saved));
      return saved;
    },

    /** Deletes a transaction, unless a later sale or transfer out needs the coins it brought. */
    async removeTransaction(userId: string, id: string): Promise<TransactionRow> {
      const removed = toTransactionRow(await drop(userId, id, 'any', TRANSACTION_MESSAGES.notFound));
      await note(userId, transactionActivity('portfolio_remove', 'Removed: ', removed));
      return removed;
    },

    async exportCsv(userId: string): Promise<{ fileName: string; csv: string }> {
      const { valuation, pricesAt } = await valueAt(userId);
      return { fileName: exportFileName(clock()), csv: portfolioCsv(valuation, pricesAt) };
    },

    /**
     * Imports a CSV (Premium): every row is checked first, and all rows are written in one transaction or none;
     * 'replace' removes the lots held in the same transaction. A row's Coin ID names its coin when the market or the
     * user's own lots know it; else its symbol, among the market's coins (highest rank first), then the user's lots.
     */
    async importCsv(
      userId: string,
      text: string,
      mode: ImportMode = 'add',
    ): Promise<{ imported: number; replaced: number } | { imported: 0; errors: ImportRowError[] }> {
      if (!canAccess(await deps.subscriptionOf(userId), 'premium')) {
        throw new ForbiddenError(PORTFOLIO_MESSAGES.importPremium);
      }
      if (Buffer.byteLength(text, 'utf8') > IMPORT_MAX_BYTES) {
        throw new PayloadTooLargeError(PORTFOLIO_MESSAGES.importTooLarge(IMPORT_MAX_BYTES));
      }
      const now = clock();
      const parsed = parseImport(text, now);
      if (parsed.ok === false) throw new ValidationError(parsed.error);

      const [coins, own] = await Promise.all([quotes(), list(userId)]);
      // A coin as a lot names it: the market's names, and the picture stored with the lot or the market's.
      type LotCoin = Pick<Coin, 'id' | 'symbol' | 'name'> & { image_url: string | null };
      const byId = new Map<number, LotCoin>();
      const bySymbol = new Map<string, LotCoin>();
      for (const p of own) {
        const coin = { id: p.coin_id, symbol: p.symbol, name: p.name, image_url: p.image_url };
        byId.set(p.coin_id, coin);
        bySymbol.set(p.symbol.toUpperCase(), coin);
      }
      for (const c of [...coins].sort((a, b) => b.rank - a.rank)) {
        const coin = { id: c.id, symbol: c.symbol, name: c.name, image_url: coinImageUrl(c) };
        byId.set(c.id, coin);
        bySymbol.set(c.symbol.toUpperCase(), coin);
      }
      // Every row's problem at once, the unknown coins with the rest, in the file's order.
      const errors: ImportRowError[] = [...parsed.errors];
      const values = parsed.rows.flatMap((r) => {
        const coin = (r.coin_id === null ? undefined : byId.get(r.coin_id)) ?? bySymbol.get(r.symbol);
        if (!coin) {
          errors.push({ line: r.line, error: PORTFOLIO_MESSAGES.unknownCoin(r.symbol) });
          return [];
        }
        const lot = {
          ...r,
          coin_id: coin.id,
          symbol: coin.symbol,
          name: coin.name,
          image_url: coin.image_url,
        };
        return [{ ...columns(lot), createdAt: new Date(now), updatedAt: new Date(now) }];
      });
      if (errors.length) return { imported: 0, errors: errors.sort((a, b) => a.line - b.line) };
      const kept = mode === 'replace' ? 0 : own.length;
      if (kept + values.length > MAX_POSITIONS_PER_USER) {
        throw new ConflictError(PORTFOLIO_MESSAGES.limitReached(MAX_POSITIONS_PER_USER));
      }
      const replaced = await db.transaction(async (tx) => {
        const portfolioId = await portfolioOf(tx, userId, true);
        // 'replace' gives the portfolio the file's history: the sales and transfers it held go too.
        const removed =
          mode === 'replace'
            ? await tx
                .delete(portfolioTransactions)
                .where(eq(portfolioTransactions.portfolioId, portfolioId))
                .returning({ id: portfolioTransactions.id })
            : [];
        // In batches: one statement per 200 rows keeps each well under PostgreSQL's parameter limit.
        for (let i = 0; i < values.length; i += 200) {
          await tx
            .insert(portfolioTransactions)
            .values(values.slice(i, i + 200).map((v) => ({ ...v, userId, portfolioId })));
        }
        return removed.length;
      });
      const count = `${values.length} position${values.length === 1 ? '' : 's'}`;
      await note(userId, {
        activityType: 'portfolio_add',
        description:
          mode === 'replace'
            ? `Replaced the portfolio's ${replaced} position${replaced === 1 ? '' : 's'} with ${count} from CSV`
            : `Imported ${count} from CSV`,
        metadata: { action: 'add', source: 'csv', count: values.length, mode, replaced },
      });
      return { imported: values.length, replaced };
    },
  };
}

export type PortfolioService = ReturnType<typeof createPortfolioService>;
