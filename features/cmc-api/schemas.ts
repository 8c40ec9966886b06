// What the CoinMarketCap-compatible calls answer, as zod schemas: the OpenAPI document is generated from them
// (server/openapi.ts), the answer writers in answers.ts are typed by them, and a test checks real answers against
// the document. Field names and nesting are CoinMarketCap's.
import { z } from 'zod';

const time = z.string().meta({ format: 'date-time', description: 'ISO 8601 time' });

export const cmcStatusSchema = z
  .object({
    timestamp: time,
    error_code: z.number().int().meta({ description: '0, or the HTTP status of a failed call' }),
    error_message: z.string().nullable(),
    elapsed: z.number(),
    credit_count: z.number(),
    notice: z.string().nullable(),
    total_count: z.number().int().optional(),
  })
  .meta({ id: 'CmcStatus' });

/** A failed call: CoinMarketCap's clients read `status.error_message`. */
export const cmcErrorSchema = z.object({ status: cmcStatusSchema }).meta({ id: 'CmcError' });

const platform = z
  .object({ name: z.string(), symbol: z.string(), token_address: z.string() })
  .nullable()
  .meta({ description: 'The chain a token lives on; null for a coin with its own chain' });

export const cmcListingSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    symbol: z.string(),
    slug: z.string(),
    cmc_rank: z.number().int().nullable(),
    tags: z.array(z.string()),
    platform,
    circulating_supply: z.number().nullable(),
    total_supply: z.number().nullable(),
    max_supply: z.number().nullable(),
    last_updated: time,
    quote: z.object({
      USD: z.object({
        price: z.number().nullable(),
        volume_24h: z.number(),
        percent_change_1h: z.number(),
        percent_change_24h: z.number(),
        percent_change_7d: z.number(),
        market_cap: z.number(),
        market_cap_dominance: z.number(),
        fully_diluted_market_cap: z.number(),
        last_updated: time,
      }),
    }),
  })
  .meta({ id: 'CmcListing' });

export const cmcListingsAnswer = z
  .object({ status: cmcStatusSchema, data: z.array(cmcListingSchema) })
  .meta({ id: 'CmcListingsAnswer' });

export const cmcQuotesAnswer = z
  .object({
    status: cmcStatusSchema,
    data: z
      .record(z.string(), cmcListingSchema)
      .meta({ description: 'Keyed by the id, slug or symbol asked for' }),
  })
  .meta({ id: 'CmcQuotesAnswer' });

export const cmcMapEntrySchema = z
  .object({
    id: z.number().int(),
    rank: z.number().int().nullable(),
    name: z.string(),
    symbol: z.string(),
    slug: z.string(),
    is_active: z.union([z.literal(0), z.literal(1)]),
    first_historical_data: time.nullable(),
    platform,
  })
  .meta({ id: 'CmcMapEntry' });

export const cmcMapAnswer = z
  .object({ status: cmcStatusSchema, data: z.array(cmcMapEntrySchema) })
  .meta({ id: 'CmcMapAnswer' });

export const cmcGlobalSchema = z
  .object({
    btc_dominance: z.number(),
    eth_dominance: z.number(),
    active_cryptocurrencies: z.number().int(),
    total_cryptocurrencies: z.number().int(),
    active_market_pairs: z.number().int(),
    active_exchanges: z.number().int(),
    total_exchanges: z.number().int(),
    btc_dominance_24h_percentage_change: z.number(),
    eth_dominance_24h_percentage_change: z.number(),
    defi_market_cap: z.number(),
    defi_volume_24h: z.number(),
    defi_24h_percentage_change: z.number(),
    stablecoin_market_cap: z.number(),
    stablecoin_volume_24h: z.number(),
    stablecoin_24h_percentage_change: z.number(),
    last_updated: time,
    quote: z.object({
      USD: z.object({
        total_market_cap: z.number(),
        total_volume_24h: z.number(),
        total_market_cap_yesterday_percentage_change: z.number(),
        total_volume_24h_yesterday_percentage_change: z.number(),
        last_updated: time,
      }),
    }),
  })
  .meta({ id: 'CmcGlobalMetrics' });

export const cmcGlobalAnswer = z
  .object({ status: cmcStatusSchema, data: cmcGlobalSchema })
  .meta({ id: 'CmcGlobalMetricsAnswer' });

export const cmcInfoSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    symbol: z.string(),
    slug: z.string(),
    category: z.enum(['coin', 'token']),
    description: z.string(),
    logo: z.string().meta({ description: 'Address of the 64×64 icon' }),
    tags: z.array(z.string()),
    platform,
    urls: z.object({
      website: z.array(z.string()),
      technical_doc: z.array(z.string()),
      explorer: z.array(z.string()),
      source_code: z.array(z.string()),
      message_board: z.array(z.string()),
      chat: z.array(z.string()),
      announcement: z.array(z.string()),
      reddit: z.array(z.string()),
      twitter: z.array(z.string()),
    }),
  })
  .meta({ id: 'CmcInfo' });

export const cmcInfoAnswer = z
  .object({
    status: cmcStatusSchema,
    data: z.record(z.string(), z.union([cmcInfoSchema, z.array(cmcInfoSchema)])).meta({
      description:
        'Keyed by the id or slug asked for (one object), or by the symbol (a list: a symbol may name several coins)',
    }),
  })
  .meta({ id: 'CmcInfoAnswer' });

const ohlcvQuote = z.object({
  time_open: time,
  time_close: time,
  time_high: time.nullable().meta({ description: 'Not stored: always null' }),
  time_low: time.nullable().meta({ description: 'Not stored: always null' }),
  quote: z.object({
    USD: z.object({
      open: z.number(),
      high: z.number(),
      low: z.number(),
      close: z.number(),
      volume: z.number(),
      market_cap: z.number().nullable().meta({ description: 'Past market caps are not stored: always null' }),
      timestamp: time,
    }),
  }),
});

const ohlcvEntry = z.object({
  id: z.number().int(),
  name: z.string(),
  symbol: z.string(),
  quotes: z.array(ohlcvQuote),
});

export const cmcOhlcvAnswer = z
  .object({
    status: cmcStatusSchema,
    data: z.union([ohlcvEntry, z.record(z.string(), z.array(ohlcvEntry))]).meta({
      description: 'One object for an id or slug; for a symbol, a list under the symbol',
    }),
  })
  .meta({ id: 'CmcOhlcvAnswer' });

const conversion = z.object({
  id: z.number().int(),
  symbol: z.string(),
  name: z.string(),
  amount: z.number(),
  last_updated: time,
  quote: z.record(z.string(), z.object({ price: z.number(), last_updated: time })),
});

export const cmcConversionAnswer = z
  .object({
    status: cmcStatusSchema,
    data: z.union([conversion, z.array(conversion)]).meta({
      description: 'One object for an id; a list for a symbol (a symbol may name several coins)',
    }),
  })
  .meta({ id: 'CmcConversionAnswer' });

export type CmcStatus = z.infer<typeof cmcStatusSchema>;
export type CmcListingAnswer = z.infer<typeof cmcListingSchema>;
export type CmcInfo = z.infer<typeof cmcInfoSchema>;
