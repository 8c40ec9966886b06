// Market data types shared by the server and the browser: normalized quotes, global metrics, API shapes.

export type CoinCategory = 'coin' | 'token';

export interface CoinPlatform {
  /** Chain the token lives on, e.g. 'Ethereum'. */
  name: string;
  symbol: string;
  tokenAddress: string;
}

/** One coin's latest market quote, the same whichever provider it came from. */
export interface CoinQuote {
  /** CoinMarketCap id (stable across providers; the simulated feed uses the same ids). */
  id: number;
  rank: number;
  name: string;
  symbol: string;
  slug: string;
  category: CoinCategory;
  tags: string[];
  platform: CoinPlatform | null;
  circulatingSupply: number | null;
  totalSupply: number | null;
  maxSupply: number | null;
  priceUsd: number;
  volume24hUsd: number;
  marketCapUsd: number;
  percentChange1h: number;
  percentChange24h: number;
  percentChange7d: number;
  /** ISO timestamp of the quote. */
  lastUpdated: string;
}

/** Global market figures as providers report them; the rest of spec's metrics are derived from listings. */
export interface GlobalQuote {
  totalMarketCapUsd: number;
  totalVolume24hUsd: number;
  btcDominance: number;
  ethDominance: number;
  activeCryptocurrencies: number;
  totalCryptocurrencies: number;
  activeExchanges: number;
  totalExchanges: number;
  activeMarketPairs: number;
  marketCapChange24h: number;
  volumeChange24h: number;
  btcDominanceChange24h: number;
  ethDominanceChange24h: number;
  defiMarketCapUsd: number;
  defiVolume24hUsd: number;
  defiChange24h: number;
  stablecoinMarketCapUsd: number;
  stablecoinVolume24hUsd: number;
  stablecoinChange24h: number;
  lastUpdated: string;
}

/** An entry of the coin map (id, names and status of every coin the provider knows). */
export interface CoinMapEntry {
  id: number;
  rank: number | null;
  name: string;
  symbol: string;
  slug: string;
  isActive: boolean;
  platform: CoinPlatform | null;
  firstHistoricalData: string | null;
}

export type UpstreamFailure = 'rate_limited' | 'http' | 'timeout' | 'malformed' | 'empty' | 'network';

export const MARKET_PROVIDERS = ['simulated', 'coinmarketcap', 'coingecko'] as const;
export type MarketProviderName = (typeof MARKET_PROVIDERS)[number];

export type SnapshotSource = MarketProviderName | 'fallback';

/** One coin's move in a price tick. */
