// The CoinMarketCap Pro API as a MarketProvider: listings, quotes, global metrics and the coin map, in USD.
import type { z } from 'zod';
import { coinFromCmc } from '../cmc-format';
import type { Coin } from '../schemas';
import { type MarketProvider, ProviderError, UPSTREAM_TIMEOUT_MS } from './provider';
import {
  cmcStatusSchema,
  globalDataSchema,
  listingsDataSchema,
  mapDataSchema,
  quotesDataCoins,
  quotesDataSchema,
  toCoinMapEntry,
  toGlobalQuote,
} from './coinmarketcap-wire.server';
import { getUpstreamJson, parseUpstream, redact } from './upstream-http.server';

const SOURCE = 'CoinMarketCap';
/** CoinMarketCap refuses a `limit` above this on listings and map. */
const CMC_MAX_LIMIT = 5000;

export interface CoinMarketCapOptions {
  /** e.g. 'https://pro-api.coinmarketcap.com' (no trailing /v1). */
  baseUrl: string;
  apiKey: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export function createCoinMarketCapProvider(options: CoinMarketCapOptions): MarketProvider {
  const timeoutMs = options.timeoutMs ?? UPSTREAM_TIMEOUT_MS;
  const fetchImpl: typeof fetch = options.fetch ?? ((input, init) => fetch(input, init));

  /** GETs a CMC endpoint, checks `status.error_code`, and validates the rest against `schema`. */
  async function request<T>(path: string, params: Record<string, string>, schema: z.ZodType<T>): Promise<T> {
    const url = new URL(path, withTrailingSlash(options.baseUrl));
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
    const answer = await getUpstreamJson({
      source: SOURCE,
      url,
      headers: { 'X-CMC_PRO_API_KEY': options.apiKey, Accept: 'application/json' },
      timeoutMs,
      fetch: fetchImpl,
      secret: options.apiKey,
    });
    const { status } = parseUpstream(cmcStatusSchema, answer.body, SOURCE, url.pathname);
    if (status.error_code !== 0) {
      const detail = redact(status.error_message ?? 'no message', options.apiKey);
      throw new ProviderError(
        'http',
        `${SOURCE} answered ${url.pathname} with error ${status.error_code}: ${detail}`,
        answer.status,
      );
    }
    return parseUpstream(schema, answer.body, SOURCE, url.pathname);
  }

  return {
    name: 'coinmarketcap',

    async listings(limit) {
      const count = clampLimit(limit);
      if (count === 0) return [];
      const { data } = await request(
        'v1/cryptocurrency/listings/latest',
        { start: '1', limit: String(count), convert: 'USD' },
        listingsDataSchema,
      );
      if (data.length === 0) {
        throw new ProviderError('empty', `${SOURCE} listings answer holds no coins`);
      }
      return data
        .map(coinFromCmc)
        .filter((quote): quote is Coin => quote !== undefined)
        .sort((a, b) => a.rank - b.rank)
        .slice(0, count);
    },

    async quotes(ids) {
      const wanted = [...new Set(ids.filter((id) => Number.isInteger(id) && id > 0))];
      if (wanted.length === 0) return [];
      // skip_invalid: without it one unknown id turns the whole answer into HTTP 400.
      const { data } = await request(
        'v2/cryptocurrency/quotes/latest',
        { id: wanted.join(','), convert: 'USD', skip_invalid: 'true' },
        quotesDataSchema,
      );
      const byId = new Map<number, Coin>();
      for (const coin of quotesDataCoins(data)) {
        const quote = coinFromCmc(coin);
        if (quote) byId.set(quote.id, quote);
      }
      return wanted.flatMap((id) => byId.get(id) ?? []);
    },

    async globalMetrics() {
      const answer = await request('v1/global-metrics/quotes/latest', { convert: 'USD' }, globalDataSchema);
      return toGlobalQuote(answer);
    },

    async map(limit) {
      const count = clampLimit(limit);
      if (count === 0) return [];
      const { data } = await request(
        'v1/cryptocurrency/map',
        { start: '1', limit: String(count), sort: 'cmc_rank' },
        mapDataSchema,
      );
      if (data.length === 0) {
        throw new ProviderError('empty', `${SOURCE} map answer holds no coins`);
      }
      return data.map(toCoinMapEntry);
    },
  };
}

function clampLimit(limit: number): number {
  if (!Number.isFinite(limit) || limit < 1) return 0;
  return Math.min(Math.floor(limit), CMC_MAX_LIMIT);
}

// new URL('v1/x', 'https://host/api') would drop '/api'; a trailing slash keeps the base path.
function withTrailingSlash(baseUrl: string): string {
  return baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
}
