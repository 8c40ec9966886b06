// CoinMarketCap's wire format of a coin, declared once: our compatible endpoints write it (cmcListing), and
// CoinMarketCap's answers (read by the provider through zod) and ours (read by the browser's direct path) map
// back to the one internal coin with quoteFromCmc.
import type { CoinMapEntry, CoinQuote, GlobalQuote } from './schemas';

export interface CmcPlatform {
  name: string;
  symbol: string;
  token_address: string;
}

export interface CmcUsdQuote {
  /** null for a coin CoinMarketCap does not track. */
  price: number | null;
  volume_24h: number;
  market_cap: number;
  percent_change_1h: number;
  percent_change_24h: number;
  percent_change_7d: number;
  market_cap_dominance?: number;
  fully_diluted_market_cap?: number;
  last_updated?: string | null;
}

/** A coin of the listings and quotes calls. */
export interface CmcListing {
  id: number;
  name: string;
  symbol: string;
  slug: string;
  /** null for an untracked coin. */
  cmc_rank: number | null;
  tags: string[];
  platform: CmcPlatform | null;
  circulating_supply: number | null;
  total_supply: number | null;
  max_supply: number | null;
  last_updated: string;
  quote: { USD: CmcUsdQuote };
}

export interface CmcStatus {
  timestamp: string;
  error_code: number;
  error_message: string | null;
  elapsed: number;
  credit_count: number;
  notice: string | null;
  total_count?: number;
}

export function cmcStatus(now: number, extra: Partial<CmcStatus> = {}): CmcStatus {
  return {
    timestamp: new Date(now).toISOString(),
    error_code: 0,
    error_message: null,
    elapsed: 0,
    credit_count: 0,
    notice: null,
    ...extra,
  };
}

export function cmcListing(q: CoinQuote, totalMarketCapUsd: number): CmcListing {
  return {
    id: q.id,
    name: q.name,
    symbol: q.symbol,
    slug: q.slug,
    cmc_rank: q.rank,
    tags: q.tags,
    platform: q.platform
      ? { name: q.platform.name, symbol: q.platform.symbol, token_address: q.platform.tokenAddress }
      : null,
    circulating_supply: q.circulatingSupply,
    total_supply: q.totalSupply,
    max_supply: q.maxSupply,
    last_updated: q.lastUpdated,
    quote: {
      USD: {
        price: q.priceUsd,
        volume_24h: q.volume24hUsd,
        percent_change_1h: q.percentChange1h,
        percent_change_24h: q.percentChange24h,
        percent_change_7d: q.percentChange7d,
        market_cap: q.marketCapUsd,
        market_cap_dominance: totalMarketCapUsd > 0 ? (q.marketCapUsd / totalMarketCapUsd) * 100 : 0,
        fully_diluted_market_cap: q.maxSupply ? q.maxSupply * q.priceUsd : q.marketCapUsd,
        last_updated: q.lastUpdated,
      },
    },
  };
}

/**
 * A listed coin as the internal coin, or undefined when it has no rank or price (an untracked coin has no market
 * quote worth showing, so callers leave it out as they would a missing id).
 */
export function quoteFromCmc(coin: CmcListing): CoinQuote | undefined {
  const usd = coin.quote.USD;
  if (coin.cmc_rank == null || usd.price === null) return undefined;
  return {
    id: coin.id,
    rank: coin.cmc_rank,
    name: coin.name,
    symbol: coin.symbol,
    slug: coin.slug,
    category: coin.platform === null ? 'coin' : 'token',
    tags: coin.tags,
    platform: coin.platform
      ? { name: coin.platform.name, symbol: coin.platform.symbol, tokenAddress: coin.platform.token_address }
      : null,
    circulatingSupply: coin.circulating_supply,
    totalSupply: coin.total_supply,
    maxSupply: coin.max_supply,
    priceUsd: usd.price,
    volume24hUsd: usd.volume_24h,
    marketCapUsd: usd.market_cap,
    percentChange1h: usd.percent_change_1h,
    percentChange24h: usd.percent_change_24h,
    percentChange7d: usd.percent_change_7d,
    lastUpdated: usd.last_updated ?? coin.last_updated,
  };
}

export function cmcGlobal(g: GlobalQuote) {
  return {
    btc_dominance: g.btcDominance,
    eth_dominance: g.ethDominance,
    active_cryptocurrencies: g.activeCryptocurrencies,
    total_cryptocurrencies: g.totalCryptocurrencies,
    active_market_pairs: g.activeMarketPairs,
    active_exchanges: g.activeExchanges,
    total_exchanges: g.totalExchanges,
    btc_dominance_24h_percentage_change: g.btcDominanceChange24h,
    eth_dominance_24h_percentage_change: g.ethDominanceChange24h,
    defi_market_cap: g.defiMarketCapUsd,
    defi_volume_24h: g.defiVolume24hUsd,
    defi_24h_percentage_change: g.defiChange24h,
    stablecoin_market_cap: g.stablecoinMarketCapUsd,
    stablecoin_volume_24h: g.stablecoinVolume24hUsd,
    stablecoin_24h_percentage_change: g.stablecoinChange24h,
    last_updated: g.lastUpdated,
    quote: {
      USD: {
        total_market_cap: g.totalMarketCapUsd,
        total_volume_24h: g.totalVolume24hUsd,
        total_market_cap_yesterday_percentage_change: g.marketCapChange24h,
        total_volume_24h_yesterday_percentage_change: g.volumeChange24h,
        last_updated: g.lastUpdated,
      },
    },
  };
}

export function cmcMapEntry(e: CoinMapEntry) {
  return {
    id: e.id,
    rank: e.rank,
    name: e.name,
    symbol: e.symbol,
    slug: e.slug,
    is_active: e.isActive ? 1 : 0,
    first_historical_data: e.firstHistoricalData,
    platform: e.platform
      ? { name: e.platform.name, symbol: e.platform.symbol, token_address: e.platform.tokenAddress }
      : null,
  };
}
