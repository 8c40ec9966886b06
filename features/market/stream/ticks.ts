// What the live price stream sends, for the server that writes it and the browser that reads it.
import type { Coin, SnapshotSource } from '../schemas';

/**
 * The figures of a coin the live price stream sends. Its short names for the 24h change and volume (`change`,
 * `volume`) are the stream's wire format, kept as it was (decision 16 counts its bytes); the browser reads them into
 * the coin's names in one place (fromTickCoin).
 */
export type TickCoin = Pick<Coin, 'id' | 'price' | 'marketCap'> & {
  change: Coin['change24h'];
  volume: Coin['volume24h'];
};

export function toTickCoin(coin: Coin): TickCoin {
  return {
    id: coin.id,
    price: coin.price,
    change: coin.change24h,
    marketCap: coin.marketCap,
    volume: coin.volume24h,
  };
}

/** The most coins one price stream may name (all of the market's top 300). */
export const STREAM_MAX_COINS = 300;

/** What the live price stream sends: the latest figures of the coins a page shows, in rank order. */
export interface PriceTick {
  fetchedAt: number;
  source: SnapshotSource;
  coins: TickCoin[];
}
