// Market data types shared by the server and the browser: the one coin, global metrics, provider names.

import { filterCategoriesOf, type FilterCategory } from './categories';

export type CoinCategory = 'coin' | 'token';

export interface CoinPlatform {
  /** Chain the token lives on, e.g. 'Ethereum'. */
  name: string;
  symbol: string;
  tokenAddress: string;
}

/**
 * The market's one coin: its names, supply and latest market figures (in US dollars), the same whichever provider
 * they came from. Wire formats (CoinMarketCap's, CoinGecko's, the spec's /api/market-cache coin) are mapped to and
 * from it at the edges; narrow views are Picks of it.
 */
export interface Coin {
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
  /** USD. */
  price: number;
  /** Traded over the last 24 hours, USD. */
  volume24h: number;
  /** USD. */
  marketCap: number;
  /** Percent changes of the price over the last hour, day and week. */
  change1h: number;
  change24h: number;
  change7d: number;
  /** ISO timestamp of the figures. */
  lastUpdated: string;
}

/** What a header ticker shows of a coin. */
export type TickerCoin = Pick<Coin, 'id' | 'symbol' | 'name' | 'price' | 'change24h'>;

/**
 * A row of the coin tables (the rankings, the top movers): the markets page sends only this for its 300 rows, with
 * its filter categories worked out on the server (a few short words, not every tag).
 */
export type MarketRow = Pick<
  Coin,
  | 'id'
  | 'symbol'
  | 'name'
  | 'rank'
  | 'price'
  | 'change1h'
  | 'change24h'
  | 'change7d'
  | 'volume24h'
  | 'marketCap'
> & { categories: FilterCategory[] };

/** A percent change to the hundredth the table shows: 300 rows carry two more of them. */
const hundredths = (percent: number) => Math.round(percent * 100) / 100;

export function toMarketRow(c: Coin): MarketRow {
  const { id, symbol, name, rank, price, change24h, volume24h, marketCap } = c;
  return {
    id,
    symbol,
    name,
    rank,
    price,
    change1h: hundredths(c.change1h),
    change24h,
    change7d: hundredths(c.change7d),
    volume24h,
    marketCap,
    categories: filterCategoriesOf(c),
  };
}

/** The coin page's coin: the coin, and what only its page shows. */
export type CoinDetail = Coin & {
  description: string | null;
  website: string | null;
  /** Share of the whole market's cap, percent. */
  dominance: number;
};

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

/** An entry of the coin map: a coin the provider knows, listed or not (so its rank may be null), and its status. */
export type CoinMapEntry = Pick<Coin, 'id' | 'name' | 'symbol' | 'slug' | 'platform'> & {
  rank: number | null;
  isActive: boolean;
  firstHistoricalData: string | null;
};

export type UpstreamFailure = 'rate_limited' | 'http' | 'timeout' | 'malformed' | 'empty' | 'network';

export const MARKET_PROVIDERS = ['simulated', 'coinmarketcap', 'coingecko'] as const;
export type MarketProviderName = (typeof MARKET_PROVIDERS)[number];

export type SnapshotSource = MarketProviderName | 'fallback';

/** The upstream circuit: closed, open (a pause after a failure) or rate_limited (the built-in dataset after a 429). */
export type BreakerState = 'closed' | 'open' | 'rate_limited';

/** This instance's market cache hit ratio and the upstream's health, as /metrics counts them (admin's caches panel). */
export interface MarketCacheHealth {
  /** Reads by cache status: hit, refresh and stale answer from the cache, miss waits for the upstream, error falls back. */
  reads: Record<'hit' | 'miss' | 'refresh' | 'stale' | 'error', number>;
  /** Reads answered from the cache over all reads; null before the first read. */
  hitRatio: number | null;
  upstream: {
    provider: string;
    calls: number;
    failures: number;
    lastError: string | null;
    breaker: BreakerState;
    /** When the open breaker or the rate-limit fallback ends (ISO), or null. */
    until: string | null;
  };
}
