// What the market pages' loaders hand to the browser: the same shape the browser loader produces.
import type { MarketLoad } from './client/market-data';
import { OFFLINE_MESSAGE } from './client/market-data';
import { FULL_TICKER_COINS, type TickerData } from './client/ticker-data';
import { toGlobalMetrics } from './market-cache-format';
import { toMarketRow } from './schemas';
import type { MarketService, MarketSnapshot } from './service.server';

// Rows and metrics depend only on the snapshot: computed once per snapshot, not per page view.
const pageParts = new WeakMap<MarketSnapshot, Pick<MarketLoad, 'coins' | 'globalMetrics'>>();

export async function loadMarketPage(market: MarketService, now: number): Promise<MarketLoad> {
  const read = await market.read();
  const { snapshot } = read;
  let parts = pageParts.get(snapshot);
  if (!parts) {
    parts = {
      coins: snapshot.coins.map(toMarketRow),
      globalMetrics: toGlobalMetrics(snapshot.global, snapshot.coins),
    };
    pageParts.set(snapshot, parts);
  }
  return {
    ...parts,
    origin: snapshot.source,
    fetchedAt: new Date(snapshot.fetchedAt).toISOString(),
    cacheStatus: read.status,
    dataSource: 'server',
    message: read.status === 'stale' ? OFFLINE_MESSAGE : null,
    loadedAt: now,
  };
}

/** The tickers' first paint: the top 40 coins (the compact ticker shows the first 10). */
export async function loadTicker(market: MarketService, now: number): Promise<TickerData> {
  const read = await market.read();
  return {
    coins: read.snapshot.coins
      .slice(0, FULL_TICKER_COINS)
      .map(({ id, symbol, name, price, change24h }) => ({ id, symbol, name, price, change24h })),
    cacheStatus: read.status,
    source: read.snapshot.source,
    loadedAt: now,
  };
}
