// What the live price stream sends, for the server that writes it and the browser that reads it.
import type { MarketCacheCoin } from '../normalize';
import type { SnapshotSource } from '../schemas';

/** The figures of a coin the live price stream sends. */
export type TickCoin = Pick<MarketCacheCoin, 'id' | 'price' | 'change' | 'marketCap' | 'volume'>;

/** The most coins one price stream may name (all of the market's top 300). */
export const STREAM_MAX_COINS = 300;

/** What the live price stream sends: the latest figures of the coins a page shows, in rank order. */
export interface PriceTick {
  fetchedAt: number;
  source: SnapshotSource;
  coins: TickCoin[];
}
