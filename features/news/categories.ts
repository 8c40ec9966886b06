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
