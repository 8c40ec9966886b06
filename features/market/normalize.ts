// Normalized coins and global metrics as the pages and the /api/market-cache answers use them.
import { coinImageUrl } from '../media';
import type { Coin, GlobalQuote } from './schemas';

/** The category filters of the markets page. */
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

/** The spec's "Coin (normalized)": a coin as /api/market-cache answers it (MKT-057). */
export interface MarketCacheCoin {
  id: number;
  slug: string;
  symbol: string;
  name: string;
  price: number;
  /** 24h percent change. */
  change: number;
  change1h: number;
  change7d: number;
  rank: number;
  volume: number;
  marketCap: number;
  image: string;
  category: string;
  categories: FilterCategory[];
  isStablecoin: boolean;
  isMemecoin: boolean;
  isToken: boolean;
  platform: string | null;
  platformSymbol: string | null;
  tokenAddress: string | null;
  lastSynced: string;
  circulating_supply: number | null;
  total_supply: number | null;
  max_supply: number | null;
  tags: string[];
}

/** The coin page's coin: the spec's detail fields on top of the normalized coin. */
export interface CoinDetail extends MarketCacheCoin {
  change24h: number;
  volume24h: number;
  image_large: string;
  description: string | null;
  website: string | null;
  dominance: number;
}

/** What a header ticker shows of a coin. */
export type TickerCoin = Pick<MarketCacheCoin, 'id' | 'symbol' | 'name' | 'price' | 'change'>;

/** What the rankings table needs of a coin: the markets page sends only this for its 300 rows. */
export type MarketRow = Pick<
  MarketCacheCoin,
  'id' | 'symbol' | 'name' | 'price' | 'change' | 'rank' | 'volume' | 'marketCap' | 'categories'
>;

export function toMarketRow(c: MarketCacheCoin): MarketRow {
  const { id, symbol, name, price, change, rank, volume, marketCap, categories } = c;
  return { id, symbol, name, price, change, rank, volume, marketCap, categories };
}

export interface GlobalMetrics {
  totalMarketCap: number;
  total24hVolume: number;
  btcDominance: number;
  ethDominance: number;
  activeCryptocurrencies: number;
  totalCryptocurrencies: number;
  activeExchanges: number;
  totalExchanges: number;
  marketCapChange24h: number;
  volumeChange24h: number;
  activeMarketPairs: number;
  defiMarketCap: number;
  defiVolume24h: number;
  defiChange24h: number;
  stablecoinMarketCap: number;
  stablecoinVolume24h: number;
  stablecoinChange24h: number;
  btcDominanceChange24h: number;
  ethDominanceChange24h: number;
  altcoinMarketCap: number;
  altcoinVolume24h: number;
  lastUpdated: string;
}

export function filterCategoriesOf(q: Pick<Coin, 'tags' | 'category'>): FilterCategory[] {
  const out: FilterCategory[] = [];
  if (q.tags.includes('stablecoin')) out.push('stablecoin');
  if (q.tags.includes('meme')) out.push('meme');
  if (q.tags.includes('defi')) out.push('defi');
  if (q.tags.includes('layer-1')) out.push('layer1');
  if (q.category === 'token') out.push('token');
  if (q.tags.includes('exchange-token')) out.push('exchange');
  return out;
}

export function toMarketCacheCoin(q: Coin): MarketCacheCoin {
  const categories = filterCategoriesOf(q);
  return {
    id: q.id,
    slug: q.slug,
    symbol: q.symbol,
    name: q.name,
    price: q.price,
    change: q.change24h,
    change1h: q.change1h,
    change7d: q.change7d,
    rank: q.rank,
    volume: q.volume24h,
    marketCap: q.marketCap,
    image: coinImageUrl(q),
    category: q.category,
    categories,
    isStablecoin: categories.includes('stablecoin'),
    isMemecoin: categories.includes('meme'),
    isToken: q.category === 'token',
    platform: q.platform?.name ?? null,
    platformSymbol: q.platform?.symbol ?? null,
    tokenAddress: q.platform?.tokenAddress ?? null,
    lastSynced: q.lastUpdated,
    circulating_supply: q.circulatingSupply,
    total_supply: q.totalSupply,
    max_supply: q.maxSupply,
    tags: q.tags,
  };
}

export function toGlobalMetrics(g: GlobalQuote, coins: Coin[]): GlobalMetrics {
  const btc = coins.find((c) => c.symbol === 'BTC');
  return {
    totalMarketCap: g.totalMarketCapUsd,
    total24hVolume: g.totalVolume24hUsd,
    btcDominance: g.btcDominance,
    ethDominance: g.ethDominance,
    activeCryptocurrencies: g.activeCryptocurrencies,
    totalCryptocurrencies: g.totalCryptocurrencies,
    activeExchanges: g.activeExchanges,
    totalExchanges: g.totalExchanges,
    marketCapChange24h: g.marketCapChange24h,
    volumeChange24h: g.volumeChange24h,
    activeMarketPairs: g.activeMarketPairs,
    defiMarketCap: g.defiMarketCapUsd,
    defiVolume24h: g.defiVolume24hUsd,
    defiChange24h: g.defiChange24h,
    stablecoinMarketCap: g.stablecoinMarketCapUsd,
    stablecoinVolume24h: g.stablecoinVolume24hUsd,
    stablecoinChange24h: g.stablecoinChange24h,
    btcDominanceChange24h: g.btcDominanceChange24h,
    ethDominanceChange24h: g.ethDominanceChange24h,
    altcoinMarketCap: g.totalMarketCapUsd - (btc?.marketCap ?? (g.totalMarketCapUsd * g.btcDominance) / 100),
    altcoinVolume24h: g.totalVolume24hUsd - (btc?.volume24h ?? 0),
    lastUpdated: g.lastUpdated,
  };
}
