// CoinMarketCap Pro API answers: zod schemas of the wire format and their mapping to the normalized types.
import { z } from 'zod';
import type { CmcListing, CmcPlatform } from '../cmc-format';
import type { CoinMapEntry, CoinPlatform, GlobalQuote } from '../schemas';
import { isoTimestamp, numberOrNull, numberOrZero } from './upstream-http.server';

const wirePlatformSchema = z
  .object({ name: z.string(), symbol: z.string(), token_address: z.string() })
  .nullish()
  .transform((platform): CmcPlatform | null => platform ?? null);
const platformSchema = wirePlatformSchema.transform((platform): CoinPlatform | null =>
  platform ? { name: platform.name, symbol: platform.symbol, tokenAddress: platform.token_address } : null,
);

// v1 listings give tags as slugs; v2 quotes give objects { slug, name, category }.
const tagsSchema = z
  .array(z.union([z.string(), z.object({ slug: z.string() })]))
  .nullish()
  .transform((tags) => (tags ?? []).map((tag) => (typeof tag === 'string' ? tag : tag.slug).toLowerCase()));

/** CoinMarketCap's answers as they come (nulls, v1 and v2 tags), read into the one declared listing type. */
const coinSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  symbol: z.string(),
  slug: z.string(),
  cmc_rank: z
    .number()
    .int()
    .nullish()
    .transform((rank) => rank ?? null),
  tags: tagsSchema,
  platform: wirePlatformSchema,
  circulating_supply: numberOrNull,
  total_supply: numberOrNull,
  max_supply: numberOrNull,
  last_updated: isoTimestamp,
  quote: z.object({
    USD: z.object({
      price: z.number().nullable(),
      volume_24h: numberOrZero,
      market_cap: numberOrZero,
      percent_change_1h: numberOrZero,
      percent_change_24h: numberOrZero,
      percent_change_7d: numberOrZero,
      last_updated: isoTimestamp.nullish(),
    }),
  }),
}) satisfies z.ZodType<CmcListing, unknown>;

/** Status block of every answer; `error_code` is 0 on success (some older answers send it as a string). */
export const cmcStatusSchema = z.object({
  status: z.object({
    error_code: z.union([z.number(), z.string()]).transform(Number),
    error_message: z.string().nullish(),
  }),
});

export const listingsDataSchema = z.object({ data: z.array(coinSchema) });

// v2 keys `data` by id (one object each) or by symbol (an array each, as a symbol can name several coins).
export const quotesDataSchema = z.object({
  data: z.union([z.record(z.string(), z.union([coinSchema, z.array(coinSchema)])), z.array(coinSchema)]),
});

export const globalDataSchema = z.object({
  data: z.object({
    btc_dominance: z.number(),
    eth_dominance: z.number(),
    active_cryptocurrencies: numberOrZero,
    total_cryptocurrencies: numberOrZero,
    active_exchanges: numberOrZero,
    total_exchanges: numberOrZero,
    active_market_pairs: numberOrZero,
    btc_dominance_24h_percentage_change: numberOrZero,
    eth_dominance_24h_percentage_change: numberOrZero,
    defi_market_cap: numberOrZero,
    defi_volume_24h: numberOrZero,
    defi_24h_percentage_change: numberOrZero,
    stablecoin_market_cap: numberOrZero,
    stablecoin_volume_24h: numberOrZero,
    stablecoin_24h_percentage_change: numberOrZero,
    last_updated: isoTimestamp,
    quote: z.object({
      USD: z.object({
        total_market_cap: z.number(),
        total_volume_24h: z.number(),
        total_market_cap_yesterday_percentage_change: numberOrZero,
        total_volume_24h_yesterday_percentage_change: numberOrZero,
      }),
    }),
  }),
});

export const mapDataSchema = z.object({
  data: z.array(
    z.object({
      id: z.number().int().positive(),
      rank: z.number().int().nullish(),
      name: z.string(),
      symbol: z.string(),
      slug: z.string(),
      is_active: z.union([z.number(), z.boolean()]),
      platform: platformSchema,
      first_historical_data: isoTimestamp.nullish(),
    }),
  ),
});

/** Every coin of a v2 quotes answer, whichever way `data` is keyed. */
export function quotesDataCoins(data: z.infer<typeof quotesDataSchema>['data']): CmcListing[] {
  const values = Array.isArray(data) ? data : Object.values(data);
  return values.flatMap((value) => (Array.isArray(value) ? value : [value]));
}

export function toGlobalQuote({ data }: z.infer<typeof globalDataSchema>): GlobalQuote {
  const usd = data.quote.USD;
  return {
    totalMarketCapUsd: usd.total_market_cap,
    totalVolume24hUsd: usd.total_volume_24h,
    btcDominance: data.btc_dominance,
    ethDominance: data.eth_dominance,
    activeCryptocurrencies: data.active_cryptocurrencies,
    totalCryptocurrencies: data.total_cryptocurrencies,
    activeExchanges: data.active_exchanges,
    totalExchanges: data.total_exchanges,
    activeMarketPairs: data.active_market_pairs,
    marketCapChange24h: usd.total_market_cap_yesterday_percentage_change,
    volumeChange24h: usd.total_volume_24h_yesterday_percentage_change,
    btcDominanceChange24h: data.btc_dominance_24h_percentage_change,
    ethDominanceChange24h: data.eth_dominance_24h_percentage_change,
    defiMarketCapUsd: data.defi_market_cap,
    defiVolume24hUsd: data.defi_volume_24h,
    defiChange24h: data.defi_24h_percentage_change,
    stablecoinMarketCapUsd: data.stablecoin_market_cap,
    stablecoinVolume24hUsd: data.stablecoin_volume_24h,
    stablecoinChange24h: data.stablecoin_24h_percentage_change,
    lastUpdated: data.last_updated,
  };
}

export function toCoinMapEntry(entry: z.infer<typeof mapDataSchema>['data'][number]): CoinMapEntry {
  return {
    id: entry.id,
    rank: entry.rank ?? null,
    name: entry.name,
    symbol: entry.symbol,
    slug: entry.slug,
    isActive: entry.is_active === 1 || entry.is_active === true,
    platform: entry.platform,
    firstHistoricalData: entry.first_historical_data ?? null,
  };
}
