// The watchlist: list, add (once per coin, only coins the site knows, named as the site names them) and remove the
// caller's own items; each change is recorded in the activity log.
import { and, count, desc, eq } from 'drizzle-orm';
import { ConflictError, NotFoundError } from '../../lib/errors';
import type { Db } from '../../platform/db.server';
import type { Logger } from '../../platform/logger.server';
import type { RecordActivityInput } from '../activity/server';
import type { Coin } from '../market/server';
import { coinImageUrl } from '../media/server';
import {
  WATCHLIST_MAX_ITEMS,
  WATCHLIST_MESSAGES as M,
  type AddWatchlistInput,
  type WatchlistItem,
} from './schemas';
import { watchlistItems } from './tables.server';

type Row = typeof watchlistItems.$inferSelect;

const toItem = (r: Row): WatchlistItem => ({
  coin_id: r.coinId,
  symbol: r.symbol,
  name: r.name,
  image_url: r.imageUrl,
  addedAt: r.addedAt.toISOString(),
});

/** A coin the site knows: its id, symbol and name as the market or the coin reference has them. */
export type KnownCoin = Pick<Coin, 'id' | 'symbol' | 'name'>;

export function createWatchlistService(deps: {
  db: Db;
  clock: () => number;
  logger: Logger;
  /** The coin with this id from the market snapshot or the coin reference, if any. */
  findCoin(id: number): Promise<KnownCoin | undefined>;
  recordActivity(userId: string, input: RecordActivityInput): Promise<unknown>;
}) {
  const { db, clock } = deps;

  async function note(userId: string, input: RecordActivityInput) {
    try {
      await deps.recordActivity(userId, input);
    } catch (err) {
      deps.logger.warn({ err, userId, type: input.activityType }, 'watchlist activity not recorded');
    }
  }

  async function list(userId: string): Promise<WatchlistItem[]> {
    const rows = await db
      .select()
      .from(watchlistItems)
      .where(eq(watchlistItems.userId, userId))
      .orderBy(desc(watchlistItems.addedAt), desc(watchlistItems.id));
    return rows.map(toItem);
  }

  return {
    list,

    async count(userId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(watchlistItems)
        .where(eq(watchlistItems.userId, userId));
      return Number(row?.n ?? 0);
    },

    /** Adds a coin; adding one already watched answers the existing item and changes nothing. */
    async add(userId: string, input: AddWatchlistInput): Promise<{ item: WatchlistItem; created: boolean }> {
      const coin = await deps.findCoin(input.coin_id);
      if (!coin) throw new NotFoundError(M.unknownCoin);
      const outcome = await db.transaction(async (tx) => {
        const [existing] = await tx
          .select()
          .from(watchlistItems)
          .where(and(eq(watchlistItems.userId, userId), eq(watchlistItems.coinId, coin.id)))
          .limit(1);
        if (existing) return { item: toItem(existing), created: false };
        const [{ n } = { n: 0 }] = await tx
          .select({ n: count() })
          .from(watchlistItems)
          .where(eq(watchlistItems.userId, userId));
        if (Number(n) >= WATCHLIST_MAX_ITEMS) throw new ConflictError(M.full);
        const [row] = await tx
          .insert(watchlistItems)
          .values({
            userId,
            coinId: coin.id,
            symbol: coin.symbol,
            name: coin.name,
            imageUrl: coinImageUrl(coin),
            addedAt: new Date(clock()),
          })
          .onConflictDoNothing()
          .returning();
        if (row) return { item: toItem(row), created: true };
        // Added by a second request at the same moment: the same item, created once.
        const [raced] = await tx
          .select()
          .from(watchlistItems)
          .where(and(eq(watchlistItems.userId, userId), eq(watchlistItems.coinId, coin.id)))
          .limit(1);
        if (!raced) throw new Error('watchlist insert returned nothing');
        return { item: toItem(raced), created: false };
      });
      if (outcome.created) {
        await note(userId, {
          activityType: 'watchlist_add',
          description: `Added ${coin.name} (${coin.symbol}) to watchlist`,
          coinSymbol: coin.symbol,
          coinName: coin.name,
          coinId: String(coin.id),
          metadata: { action: 'add' },
        });
      }
      return outcome;
    },

    async remove(userId: string, coinId: number): Promise<WatchlistItem> {
      const [row] = await db
        .delete(watchlistItems)
        .where(and(eq(watchlistItems.userId, userId), eq(watchlistItems.coinId, coinId)))
        .returning();
      if (!row) throw new NotFoundError(M.notWatched);
      const item = toItem(row);
      await note(userId, {
        activityType: 'watchlist_remove',
        description: `Removed ${item.name} (${item.symbol}) from watchlist`,
        coinSymbol: item.symbol,
        coinName: item.name,
        coinId: String(item.coin_id),
        metadata: { action: 'remove' },
      });
      return item;
    },
  };
}

export type WatchlistService = ReturnType<typeof createWatchlistService>;
