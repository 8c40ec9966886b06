// One coin for the coin pages: found by CoinMarketCap id, symbol or slug in the current snapshot.
import type { Db } from '../../platform/db.server';
import type { Candle, ChartRange } from './candles';
import { datasetUpTo } from './dataset.server';
import { readCandles } from './history.server';
import type { Coin, CoinDetail } from './schemas';
import type { ReferenceService } from '../reference/server';
import type { MarketService } from './service.server';

export function findCoin(coins: Coin[], key: string): Coin | undefined {
  // Route params arrive decoded: decoding again would turn `%` into a URIError (a 500).
  const k = key.trim().toLowerCase();
  if (/^\d+$/.test(k)) return coins.find((c) => c.id === Number(k));
  return coins.find((c) => c.slug === k) ?? coins.find((c) => c.symbol.toLowerCase() === k);
}

/** Whether a coin with this id and symbol exists: in the current snapshot, else in the reference table. */
export async function coinExists(
  sources: { market: MarketService; reference: Pick<ReferenceService, 'lookup'> },
  symbol: string,
  id: number,
): Promise<boolean> {
  const sym = symbol.toLowerCase();
  const { snapshot } = await sources.market.read();
  if (snapshot.coins.some((c) => c.id === id && c.symbol.toLowerCase() === sym)) return true;
  const reference = await sources.reference.lookup({ id }).catch(() => null);
  return reference?.symbol.toLowerCase() === sym;
}

/** What is known of a coin besides its market figures: its description and website. */
export function coinProfile(coin: Pick<Coin, 'id'>): { description: string | null; website: string | null } {
  const extra = datasetUpTo(300).find((c) => c.id === coin.id);
  return { description: extra?.description ?? null, website: extra?.website || null };
}

/** The coin and its detail fields, or null when no coin matches. */
export async function loadCoin(
  market: MarketService,
  key: string,
): Promise<{ coin: CoinDetail; fetchedAt: number } | null> {
  const { snapshot } = await market.read();
  const coin = findCoin(snapshot.coins, key);
  if (!coin) return null;
  return {
    fetchedAt: snapshot.fetchedAt,
    coin: {
      ...coin,
      ...coinProfile(coin),
      dominance:
        snapshot.global.totalMarketCapUsd > 0
          ? (coin.marketCap / snapshot.global.totalMarketCapUsd) * 100
          : 0,
    },
  };
}

export async function coinHistory(db: Db, coinId: number, range: ChartRange, now: number): Promise<Candle[]> {
  return readCandles(db, coinId, range, now);
}
