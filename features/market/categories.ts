// The category filters of the markets page and the analysis page's sectors, read from a coin's tags and category.
import type { Coin } from './schemas';

export const FILTER_CATEGORIES = ['stablecoin', 'meme', 'defi', 'layer1', 'token', 'exchange'] as const;
export type FilterCategory = (typeof FILTER_CATEGORIES)[number];
/** How the markets page's filters and the analysis page's sectors name each category. */
export const CATEGORY_LABELS: Record<FilterCategory, string> = {
  stablecoin: 'Stablecoins',
  meme: 'Memes',
  defi: 'DeFi',
  layer1: 'Layer 1',
  token: 'Tokens',
  exchange: 'Exchange tokens',
};

export function filterCategoriesOf(coin: Pick<Coin, 'tags' | 'category'>): FilterCategory[] {
  const out: FilterCategory[] = [];
  if (coin.tags.includes('stablecoin')) out.push('stablecoin');
  if (coin.tags.includes('meme')) out.push('meme');
  if (coin.tags.includes('defi')) out.push('defi');
  if (coin.tags.includes('layer-1')) out.push('layer1');
  if (coin.category === 'token') out.push('token');
  if (coin.tags.includes('exchange-token')) out.push('exchange');
  return out;
}
