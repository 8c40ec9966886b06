// The watchlist feature's server face: the watchlist service, and the overview card's item (the dashboard reads it).
export { OVERVIEW_ITEMS, type WatchlistPreviewItem } from './rules';
export type { WatchlistService } from './service.server';
