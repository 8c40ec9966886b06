// The market feature's server face: the market service and its snapshot answers, the price ticks, and the coin
// shapes other features read.
export { coinCanonicalPath } from './addresses';
export { CANDLE_INTERVALS } from './candles';
export { coinProfile } from './coin.server';
export { readCandleSpan, storeCandles } from './history.server';
export { MARKET_LEASE } from './job.server';
export { marketCacheHealth } from './metrics.server';
export type { Coin, CoinMapEntry } from './schemas';
export { MARKET_LIMIT, TICK_CHANNEL, type MarketRead, type MarketService } from './service.server';
export { createSnapshotResponder } from './snapshot-answers.server';
export type { PriceTick } from './stream/ticks';
