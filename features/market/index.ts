// The market feature's browser face: coin addresses and quotes, the live price stream, the coin icon and the
// 7-day sparklines.
export { coinCanonicalPath } from './addresses';
export type { CmcListing } from './cmc-format';
export { applyTickToQuotes, loadLiveQuotes, type LiveQuotes } from './client/quotes';
export { useSparklines } from './client/sparklines';
export { CoinIcon } from './components/coin-icon';
export { Sparkline } from './components/sparkline';
export { MARKET_MESSAGES } from './rules';
export type { BreakerState, Coin, CoinMapEntry, GlobalQuote, MarketCacheHealth } from './schemas';
export { subscribeToTicks } from './stream/client';
