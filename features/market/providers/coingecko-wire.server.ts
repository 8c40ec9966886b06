// CoinGecko API answers: zod schemas of the wire format, their mapping, and the CoinMarketCap ids CoinGecko lacks.
import { z } from 'zod';
import type { Coin, CoinMapEntry, GlobalQuote } from '../schemas';
import { isoTimestamp, numberOrNull, numberOrZero } from './upstream-http.server';

export const marketRowSchema = z.object({
  id: z.string().min(1),
  symbol: z.string(),
  name: z.string(),
  current_price: z.number().nullable(),
  market_cap: numberOrZero,
  market_cap_rank: z.number().int().nullish(),
  total_volume: numberOrZero,
  circulating_supply: numberOrNull,
  total_supply: numberOrNull,
  max_supply: numberOrNull,
  price_change_percentage_24h: numberOrZero,
  price_change_percentage_1h_in_currency: numberOrZero,
  price_change_percentage_7d_in_currency: numberOrZero,
  last_updated: isoTimestamp.nullable(),
});
export type CoinGeckoMarket = z.infer<typeof marketRowSchema>;

export const marketsAnswerSchema = z.array(marketRowSchema);

export const globalAnswerSchema = z.object({
  data: z.object({
    active_cryptocurrencies: numberOrZero,
    markets: numberOrZero,
    total_market_cap: z.object({ usd: z.number() }),
    total_volume: z.object({ usd: z.number() }),
    market_cap_percentage: z.object({ btc: numberOrZero, eth: numberOrZero }),
    market_cap_change_percentage_24h_usd: numberOrZero,
    /** Unix seconds. */
    updated_at: z.number(),
  }),
});

/** /simple/price: `{ [coingeckoId]: { usd, usd_market_cap, usd_24h_vol, usd_24h_change, last_updated_at } }`. */
export const simplePriceAnswerSchema = z.record(
  z.string(),
  z.object({
    usd: z.number().nullish(),
    usd_market_cap: z.number().nullish(),
    usd_24h_vol: z.number().nullish(),
    usd_24h_change: z.number().nullish(),
    last_updated_at: z.number().nullish(),
  }),
);
export type SimplePrice = z.infer<typeof simplePriceAnswerSchema>[string];

/** Offset of derived ids, well above CoinMarketCap's own (which are below 100 000 today). */
const DERIVED_ID_OFFSET = 1_000_000;

/**
 * A stable positive id for a CoinGecko coin with no known CoinMarketCap id:
 * 1 000 000 + (32-bit FNV-1a hash of the UTF-8 CoinGecko id) mod 10^9. The same CoinGecko id always gives the
 * same number, across processes and releases; two coins colliding is possible but unlikely at 10^9 values.
 */
export function deriveCoinId(coinGeckoId: string): number {
  let hash = 0x811c9dc5;
  for (const byte of new TextEncoder().encode(coinGeckoId)) {
    hash = Math.imul(hash ^ byte, 0x01000193) >>> 0;
  }
  return DERIVED_ID_OFFSET + (hash % 1_000_000_000);
}

/**
 * A markets row as a Coin; undefined when it has no price or time (CoinGecko lists coins it has no market
 * data for, which have no quote worth showing). `position` is the 1-based place in the answer, the rank of a
 * row whose `market_cap_rank` is null.
 */
export function coinFromGecko(row: CoinGeckoMarket, id: number, position: number): Coin | undefined {
  if (row.current_price === null || row.last_updated === null) return undefined;
  return {
    id,
    rank: row.market_cap_rank ?? position,
    name: row.name,
    symbol: row.symbol.toUpperCase(),
    slug: row.id,
    category: 'coin',
    tags: [],
    platform: null,
    circulatingSupply: row.circulating_supply,
    totalSupply: row.total_supply,
    maxSupply: row.max_supply,
    price: row.current_price,
    volume24h: row.total_volume,
    marketCap: row.market_cap,
    change1h: row.price_change_percentage_1h_in_currency,
    change24h: row.price_change_percentage_24h,
    change7d: row.price_change_percentage_7d_in_currency,
    lastUpdated: row.last_updated,
  };
}

export function toCoinMapEntry(row: CoinGeckoMarket, id: number): CoinMapEntry {
  return {
    id,
    rank: row.market_cap_rank ?? null,
    name: row.name,
    symbol: row.symbol.toUpperCase(),
    slug: row.id,
    isActive: true,
    platform: null,
    firstHistoricalData: null,
  };
}

/** A known quote with the fresh figures of a /simple/price entry; undefined when the entry has no price. */
export function repriceCoin(base: Coin, price: SimplePrice | undefined): Coin | undefined {
  if (price?.usd == null) return undefined;
  return {
    ...base,
    price: price.usd,
    marketCap: price.usd_market_cap ?? base.marketCap,
    volume24h: price.usd_24h_vol ?? base.volume24h,
    change24h: price.usd_24h_change ?? base.change24h,
    lastUpdated: price.last_updated_at == null ? base.lastUpdated : fromUnixSeconds(price.last_updated_at),
  };
}

// CoinGecko reports neither exchanges, a total beyond the coins it tracks, nor 24h changes of volume, dominance,
// DeFi or stablecoins on /global: those read as 0, and the coins it tracks count as the total.
export function toGlobalQuote({ data }: z.infer<typeof globalAnswerSchema>): GlobalQuote {
  return {
    totalMarketCapUsd: data.total_market_cap.usd,
    totalVolume24hUsd: data.total_volume.usd,
    btcDominance: data.market_cap_percentage.btc,
    ethDominance: data.market_cap_percentage.eth,
    activeCryptocurrencies: data.active_cryptocurrencies,
    totalCryptocurrencies: data.active_cryptocurrencies,
    activeExchanges: 0,
    totalExchanges: 0,
    activeMarketPairs: data.markets,
    marketCapChange24h: data.market_cap_change_percentage_24h_usd,
    volumeChange24h: 0,
    btcDominanceChange24h: 0,
    ethDominanceChange24h: 0,
    defiMarketCapUsd: 0,
    defiVolume24hUsd: 0,
    defiChange24h: 0,
    stablecoinMarketCapUsd: 0,
    stablecoinVolume24hUsd: 0,
    stablecoinChange24h: 0,
    lastUpdated: fromUnixSeconds(data.updated_at),
  };
}

function fromUnixSeconds(seconds: number): string {
  return new Date(seconds * 1000).toISOString();
}
