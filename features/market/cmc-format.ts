// CoinMarketCap's wire format of a coin, declared once: the compatible API (features/cmc-api) writes it, and
// CoinMarketCap's answers (read by the provider through zod) and ours (read by the browser's direct path) map
// back to the one internal coin with coinFromCmc.
import type { Coin } from './schemas';

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

/**
 * A listed coin as the internal coin, or undefined when it has no rank or price (an untracked coin has no market
 * quote worth showing, so callers leave it out as they would a missing id).
 */
export function coinFromCmc(coin: CmcListing): Coin | undefined {
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
    price: usd.price,
    volume24h: usd.volume_24h,
    marketCap: usd.market_cap,
    change1h: usd.percent_change_1h,
    change24h: usd.percent_change_24h,
    change7d: usd.percent_change_7d,
    lastUpdated: usd.last_updated ?? coin.last_updated,
  };
}
