// The watchlist feature's browser face: its query key (a portfolio change refreshes the watchlist).
export { WATCHLIST_KEY } from './query-keys';
