// The market feature's browser face: coin addresses and quotes, the live price stream, and the coin icon.
export { coinCanonicalPath } from './addresses';
export type { CmcListing } from './cmc-format';
export { applyTickToQuotes, loadLiveQuotes, type LiveQuotes } from './client/quotes';
export { CoinIcon } from './components/coin-icon';
export type { BreakerState, Coin, CoinMapEntry, GlobalQuote, MarketCacheHealth } from './schemas';
export { subscribeToTicks } from './stream/client';
