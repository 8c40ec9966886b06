// The portfolio on the server: a user's lots (list, add, update, remove), their valuation at market prices,
// and the CSV export and import. Each write records its activity after it succeeded.
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
import { isUuid } from './schemas';
import { portfolioPositions } from './tables.server';
import { topHoldings, valuePortfolio, type PositionRow, type Quote, type Valuation } from './valuation';

type Row = typeof portfolioPositions.$inferSelect;

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

export function toPositionRow(r: Row): PositionRow {
  return {
    id: r.id,
    coin_id: r.coinId,
    symbol: r.symbol,
    name: r.name,
    image_url: r.imageUrl,
    quantity: plain(r.quantity),
    purchase_price: plain(r.purchasePrice),
    purchase_date: r.purchaseDate.toISOString(),
    notes: r.notes,
  };
}

const columns = (input: PositionInput) => ({
  coinId: input.coin_id,
  symbol: input.symbol,
  name: input.name,
  imageUrl: input.image_url ?? null,
  quantity: toColumn(input.quantity),
  purchasePrice: toColumn(input.purchase_price),
  purchaseDate: new Date(input.purchase_date),
  notes: input.notes ?? null,
});

export function createPortfolioService(deps: PortfolioDeps) {
  const { db, clock, logger } = deps;
  const quotes = async () => (await deps.market()).coins;
  const mine = (userId: string, id: string) =>
    and(eq(portfolioPositions.userId, userId), eq(portfolioPositions.id, id));

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

  async function list(userId: string): Promise<PositionRow[]> {
    const rows = await db
      .select()
      .from(portfolioPositions)
      .where(eq(portfolioPositions.userId, userId))
      .orderBy(asc(portfolioPositions.purchaseDate), asc(portfolioPositions.createdAt));
    return rows.map(toPositionRow);
  }

  async function countOf(userId: string): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(portfolioPositions)
      .where(eq(portfolioPositions.userId, userId));
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
    const [positions, market] = await Promise.all([list(userId), deps.market()]);
    return { valuation: valuePortfolio(positions, quoteLookup(market.coins)), pricesAt: market.fetchedAt };
  }
  const value = async (userId: string) => (await valueAt(userId)).valuation;

  return {
    list,
    value,

    /** Totals and the top 3 holdings by value: what the overview page shows. */
    async summary(userId: string): Promise<PortfolioSummary> {
      const valuation = await value(userId);
      return { metrics: valuation.metrics, top: topHoldings(valuation.holdings) };
    },

    async add(userId: string, input: PositionInput): Promise<PositionRow> {
      if ((await countOf(userId)) >= MAX_POSITIONS_PER_USER) {
        throw new ConflictError(PORTFOLIO_MESSAGES.limitReached(MAX_POSITIONS_PER_USER));
      }
      const lot = await canonical(input);
      const now = new Date(clock());
      const [row] = await db
        .insert(portfolioPositions)
        .values({ userId, ...columns(lot), createdAt: now, updatedAt: now })
        .returning();
      if (!row) throw new Error('position insert returned nothing');
      const position = toPositionRow(row);
      await note(userId, activityOf('portfolio_add', 'Added', position));
      return position;
    },

    async update(userId: string, id: string, input: PositionInput): Promise<PositionRow> {
      if (!isUuid(id)) throw new NotFoundError(PORTFOLIO_MESSAGES.notFound);
      const lot = await canonical(input);
      const [row] = await db
        .update(portfolioPositions)
        .set({ ...columns(lot), updatedAt: new Date(clock()) })
        .where(mine(userId, id))
        .returning();
      if (!row) throw new NotFoundError(PORTFOLIO_MESSAGES.notFound);
      const position = toPositionRow(row);
      await note(userId, activityOf('portfolio_update', 'Updated', position));
      return position;
    },

    async remove(userId: string, id: string): Promise<PositionRow> {
      if (!isUuid(id)) throw new NotFoundError(PORTFOLIO_MESSAGES.notFound);
      const [row] = await db.delete(portfolioPositions).where(mine(userId, id)).returning();
      if (!row) throw new NotFoundError(PORTFOLIO_MESSAGES.notFound);
      const position = toPositionRow(row);
      await note(userId, activityOf('portfolio_remove', 'Removed', position));
      return position;
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
        return [{ userId, ...columns(lot), createdAt: new Date(now), updatedAt: new Date(now) }];
      });
      if (errors.length) return { imported: 0, errors: errors.sort((a, b) => a.line - b.line) };
      const kept = mode === 'replace' ? 0 : own.length;
      if (kept + values.length > MAX_POSITIONS_PER_USER) {
        throw new ConflictError(PORTFOLIO_MESSAGES.limitReached(MAX_POSITIONS_PER_USER));
      }
      const replaced = await db.transaction(async (tx) => {
        const removed =
          mode === 'replace'
            ? await tx
                .delete(portfolioPositions)
                .where(eq(portfolioPositions.userId, userId))
                .returning({ id: portfolioPositions.id })
            : [];
        // In batches: one statement per 200 rows keeps each well under PostgreSQL's parameter limit.
        for (let i = 0; i < values.length; i += 200) {
          await tx.insert(portfolioPositions).values(values.slice(i, i + 200));
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
