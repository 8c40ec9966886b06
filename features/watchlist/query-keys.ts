// The watchlist's TanStack Query keys, in a module of their own: a page that only reloads the watchlist (the
// portfolio, after a position changes) imports them without the watchlist's code.

/** The user's watched coins. */
export const WATCHLIST_KEY = ['watchlist', 'items'] as const;
