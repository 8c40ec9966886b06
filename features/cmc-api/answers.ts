// The CoinMarketCap-compatible answers: CoinMarketCap's wire format written from the market snapshot, and its
// error shape (status.error_code, status.error_message), which its callers parse. Each writer is typed by the
// answer's schema (schemas.ts), which the OpenAPI document is made from.
import type { z } from 'zod';
import type { Coin, CoinMapEntry, GlobalQuote } from '../market';
import type { CmcInfo, CmcListingAnswer, CmcStatus, cmcGlobalSchema, cmcMapEntrySchema } from './schemas';

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

/** A failed call in CoinMarketCap's shape: `error_code` is the HTTP status, `error_message` the error's text. */
export function cmcErrorBody({ status, message }: { status: number; message: string }) {
  return { status: cmcStatus(Date.now(), { error_code: status, error_message: message }) };
}

export function cmcListing(q: Coin, totalMarketCapUsd: number): CmcListingAnswer {
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
        price: q.price,
        volume_24h: q.volume24h,
        percent_change_1h: q.change1h,
        percent_change_24h: q.change24h,
        percent_change_7d: q.change7d,
        market_cap: q.marketCap,
        market_cap_dominance: totalMarketCapUsd > 0 ? (q.marketCap / totalMarketCapUsd) * 100 : 0,
        fully_diluted_market_cap: q.maxSupply ? q.maxSupply * q.price : q.marketCap,
        last_updated: q.lastUpdated,
      },
    },
  };
}

export function cmcGlobal(g: GlobalQuote): z.infer<typeof cmcGlobalSchema> {
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

export function cmcMapEntry(e: CoinMapEntry): z.infer<typeof cmcMapEntrySchema> {
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

/** A coin's metadata as CoinMarketCap's info call answers it; the links Blockcast does not hold are empty lists. */
export function cmcInfo(
  q: Coin,
  profile: { description: string | null; website: string | null },
  logo: string,
): CmcInfo {
  return {
    id: q.id,
    name: q.name,
    symbol: q.symbol,
    slug: q.slug,
    category: q.platform ? 'token' : 'coin',
    description: profile.description ?? '',
    logo,
    tags: q.tags,
    platform: q.platform
      ? { name: q.platform.name, symbol: q.platform.symbol, token_address: q.platform.tokenAddress }
      : null,
    urls: {
      website: profile.website ? [profile.website] : [],
      technical_doc: [],
      explorer: [],
      source_code: [],
      message_board: [],
      chat: [],
      announcement: [],
      reddit: [],
      twitter: [],
    },
  };
}
