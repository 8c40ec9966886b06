// The site's addresses for a coin's page, in one place (its images' are features/media/icon-addresses.ts).
// Routes, components and the server build them here, never by hand.

/** The page of a coin: /coin/{symbol}. (Its canonical address is coinCanonicalPath.) */
export const coinHref = (coin: { symbol: string }) => `/coin/${coin.symbol.toLowerCase()}`;

/** The address search engines are given for a coin's page. */
export const coinCanonicalPath = (coin: { slug: string }) => `/crypto/${coin.slug}`;
