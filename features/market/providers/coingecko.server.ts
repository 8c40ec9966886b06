// The CoinGecko API as a MarketProvider, with CoinMarketCap ids looked up by symbol or derived from CoinGecko's.
import type { z } from 'zod';
import type { Coin } from '../schemas';
import { type MarketProvider, ProviderError, UPSTREAM_TIMEOUT_MS } from './provider';
import {
  deriveCoinId,
  globalAnswerSchema,
  type CoinGeckoMarket,
  marketsAnswerSchema,
  repriceCoin,
  simplePriceAnswerSchema,
  toCoinMapEntry,
  coinFromGecko,
  toGlobalQuote,
} from './coingecko-wire.server';
import { getUpstreamJson, parseUpstream } from './upstream-http.server';

const SOURCE = 'CoinGecko';
/** CoinGecko's largest `per_page` on /coins/markets. */
const COINGECKO_PAGE_SIZE = 250;
/** Upper bound of listings and map, so one call makes at most 20 requests. */
const COINGECKO_MAX_LIMIT = 5000;
/** How many top coins quotes() reads to learn the CoinGecko id of a CoinMarketCap id it has not seen. */
const QUOTES_DISCOVERY_LIMIT = 250;

export interface CoinGeckoOptions {
  /** e.g. 'https://pro-api.coingecko.com/api/v3'. */
  baseUrl: string;
  /** Sent as `x-cg-pro-api-key` when given. */
  apiKey?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
  /** CoinMarketCap ids by upper-case symbol, e.g. BTC → 1; coins not in it get a derived id (see deriveCoinId). */
  cmcIdBySymbol?: ReadonlyMap<string, number>;
}

export function createCoinGeckoProvider(options: CoinGeckoOptions): MarketProvider {
  const timeoutMs = options.timeoutMs ?? UPSTREAM_TIMEOUT_MS;
  const fetchImpl: typeof fetch = options.fetch ?? ((input, init) => fetch(input, init));
  // What this provider has learned from markets answers: which CoinGecko coin holds which id, and its last quote.
  const idByCoinGeckoId = new Map<string, number>();
  const coinGeckoIdById = new Map<number, string>();
  const lastQuoteById = new Map<number, Coin>();

  async function request<T>(path: string, params: Record<string, string>, schema: z.ZodType<T>): Promise<T> {
    const base = options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`;
    const url = new URL(path, base);
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (options.apiKey) headers['x-cg-pro-api-key'] = options.apiKey;
    const answer = await getUpstreamJson({
      source: SOURCE,
      url,
      headers,
      timeoutMs,
      fetch: fetchImpl,
      secret: options.apiKey,
    });
    return parseUpstream(schema, answer.body, SOURCE, url.pathname);
  }

  // The symbol's CoinMarketCap id goes to the first coin seen with it; answers come in market-cap order, so that is
  // the real coin and not a later namesake, which gets a derived id instead.
  function idFor(row: CoinGeckoMarket): number {
    const known = idByCoinGeckoId.get(row.id);
    if (known !== undefined) return known;
    const mapped = options.cmcIdBySymbol?.get(row.symbol.toUpperCase());
    const id = mapped !== undefined && !coinGeckoIdById.has(mapped) ? mapped : deriveCoinId(row.id);
    idByCoinGeckoId.set(row.id, id);
    coinGeckoIdById.set(id, row.id);
    return id;
  }

  /** The top `count` rows of /coins/markets, page by page, each with its id and 1-based position. */
  async function marketRows(
    limit: number,
  ): Promise<{ row: CoinGeckoMarket; id: number; position: number }[]> {
    if (!Number.isFinite(limit) || limit < 1) return [];
    const count = Math.min(Math.floor(limit), COINGECKO_MAX_LIMIT);
    const perPage = Math.min(count, COINGECKO_PAGE_SIZE);
    const rows: { row: CoinGeckoMarket; id: number; position: number }[] = [];
    for (let page = 1; rows.length < count; page += 1) {
      const answer = await request(
        'coins/markets',
        {
          vs_currency: 'usd',
          order: 'market_cap_desc',
          per_page: String(perPage),
          page: String(page),
          price_change_percentage: '1h,24h,7d',
        },
        marketsAnswerSchema,
      );
      if (page === 1 && answer.length === 0) {
        throw new ProviderError('empty', `${SOURCE} markets answer holds no coins`);
      }
      for (const row of answer) rows.push({ row, id: idFor(row), position: rows.length + 1 });
      if (answer.length < perPage) break;
    }
    return rows.slice(0, count);
  }

  async function listings(limit: number): Promise<Coin[]> {
    const quotes: Coin[] = [];
    for (const { row, id, position } of await marketRows(limit)) {
      const quote = coinFromGecko(row, id, position);
      if (!quote) continue;
      lastQuoteById.set(id, quote);
      quotes.push(quote);
    }
    return quotes;
  }

  /** Fresh prices from /simple/price laid over the last full quotes of these coins. */
  async function reprice(known: Coin[]): Promise<Map<number, Coin>> {
    const repriced = new Map<number, Coin>();
    if (known.length === 0) return repriced;
    const prices = await request(
      'simple/price',
      {
        ids: known.map((quote) => quote.slug).join(','),
        vs_currencies: 'usd',
        include_24hr_change: 'true',
        include_market_cap: 'true',
        include_24hr_vol: 'true',
        include_last_updated_at: 'true',
      },
      simplePriceAnswerSchema,
    );
    for (const base of known) {
      const quote = repriceCoin(base, prices[base.slug]);
      if (!quote) continue;
      lastQuoteById.set(quote.id, quote);
      repriced.set(quote.id, quote);
    }
    return repriced;
  }

  return {
    name: 'coingecko',

    listings,

    // CoinGecko cannot be asked by CoinMarketCap id. An id not seen yet is looked for among the top 250 coins
    // (whose fresh quotes are used as they are); ids seen before are repriced with one /simple/price call.
    // An id in neither is left out.
    async quotes(ids) {
      const wanted = [...new Set(ids.filter((id) => Number.isInteger(id) && id > 0))];
      if (wanted.length === 0) return [];
      const fresh = new Map<number, Coin>();
      if (wanted.some((id) => !lastQuoteById.has(id))) {
        for (const quote of await listings(QUOTES_DISCOVERY_LIMIT)) fresh.set(quote.id, quote);
      }
      const stale = wanted.flatMap((id) => (fresh.has(id) ? [] : (lastQuoteById.get(id) ?? [])));
      const repriced = await reprice(stale);
      return wanted.flatMap((id) => fresh.get(id) ?? repriced.get(id) ?? []);
    },

    async globalMetrics() {
      return toGlobalQuote(await request('global', {}, globalAnswerSchema));
    },

    async map(limit) {
      return (await marketRows(limit)).map(({ row, id }) => toCoinMapEntry(row, id));
    },
  };
}
