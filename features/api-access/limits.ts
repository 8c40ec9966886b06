// The API's limits, in a module of their own: the plans the dashboard's frame shows state them, and that frame
// loads this, not the API page's texts and rules.
export interface ApiLimit {
  perMinute: number;
  perDay: number;
}

/**
 * Calls a caller may make. Anonymous callers are counted per address; keys, which only the Enterprise plan makes,
 * per key. The site's own pages read some of these calls (tickers, the news lists, search as one types), and
 * readers behind one address (an office, a carrier's NAT) share its count, so they have a larger one of their own:
 * the header that marks them is one no page script can set, but any other program can, so it buys no more than
 * this, well under a key's day. The day is the UTC day.
 */
export const API_LIMITS: Readonly<Record<'anonymous' | 'site' | 'enterprise', ApiLimit>> = {
  anonymous: { perMinute: 60, perDay: 2_000 },
  site: { perMinute: 300, perDay: 20_000 },
  enterprise: { perMinute: 600, perDay: 100_000 },
};
