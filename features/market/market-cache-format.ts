// The spec's /api/market-cache wire format (public-site-spec "Coin (normalized)", MKT-057): its coin, its ticker
// coin and its global metrics, written from the market's one coin, and its coins read back as table rows by the
// browser (the ticker's reader is client/ticker-data.ts). The names are the spec's, so they differ from the coin's
// (change is change24h, volume is volume24h, circulating_supply is circulatingSupply), and the answer carries values
// derived from the coin (image, categories, the is- flags).
import { coinImageUrl } from '../media';
import { filterCategoriesOf, type FilterCategory } from './categories';
import type { Coin, CoinCategory, GlobalQuote, MarketRow } from './schemas';

/** A coin as /api/market-cache and its performers call answer it. */
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
  /** 24h volume. */
  volume: number;
  marketCap: number;
  image: string;
  category: CoinCategory;
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

export function toMarketCacheCoin(coin: Coin): MarketCacheCoin {
  const categories = filterCategoriesOf(coin);
  return {
    id: coin.id,
    slug: coin.slug,
    symbol: coin.symbol,
    name: coin.name,
    price: coin.price,
    change: coin.change24h,
    change1h: coin.change1h,
    change7d: coin.change7d,
    rank: coin.rank,
    volume: coin.volume24h,
    marketCap: coin.marketCap,
    image: coinImageUrl(coin),
    category: coin.category,
    categories,
    isStablecoin: categories.includes('stablecoin'),
    isMemecoin: categories.includes('meme'),
    isToken: coin.category === 'token',
    platform: coin.platform?.name ?? null,
    platformSymbol: coin.platform?.symbol ?? null,
    tokenAddress: coin.platform?.tokenAddress ?? null,
    lastSynced: coin.lastUpdated,
    circulating_supply: coin.circulatingSupply,
    total_supply: coin.totalSupply,
    max_supply: coin.maxSupply,
    tags: coin.tags,
  };
}

/** A coin of the answer read back as a row of the coin tables. */
export function marketRowFromMarketCache(c: MarketCacheCoin): MarketRow {
  return {
    id: c.id,
    symbol: c.symbol,
    name: c.name,
    rank: c.rank,
    price: c.price,
    change1h: c.change1h,
    change24h: c.change,
    change7d: c.change7d,
    volume24h: c.volume,
    marketCap: c.marketCap,
    categories: c.categories,
  };
}

/** A coin as /api/market-cache/ticker answers it (MKT-052). */
export type MarketCacheTickerCoin = Pick<
  MarketCacheCoin,
  'id' | 'symbol' | 'name' | 'price' | 'change' | 'image'
>;

export function toMarketCacheTickerCoin(coin: Coin): MarketCacheTickerCoin {
  return {
    id: coin.id,
    symbol: coin.symbol,
    name: coin.name,
    price: coin.price,
    change: coin.change24h,
    image: coinImageUrl(coin),
  };
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
