// The news categories: the home page's chips after 'All', in their order. Browser-safe.
export const NEWS_CATEGORIES = [
  'Bitcoin',
  'Ethereum',
  'Altcoins',
  'DeFi',
  'NFTs',
  'Regulation',
  'Mining',
  'Metaverse',
  'Web3',
] as const;
export type NewsCategory = (typeof NEWS_CATEGORIES)[number];

/**
 * A press release whose text names no topic clearly: filed as press, not under a topic it is not about. Not a chip:
 * such releases show under 'All' and on /press-releases.
 */
export const PRESS_CATEGORY = 'Press';

/** What an article may be filed under: a topic, or press for a press release without one. */
export const ARTICLE_CATEGORIES = [...NEWS_CATEGORIES, PRESS_CATEGORY] as const;
