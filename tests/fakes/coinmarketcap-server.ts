// A local stand-in for the CoinMarketCap Pro API that writes its wire format, with switchable failure modes.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Coin } from '../../features/market/schemas';

export interface FakeCoinPlatform {
  id: number;
  name: string;
  symbol: string;
  slug: string;
  tokenAddress: string;
}

/** A coin the fake lists: the market coin's figures, its chain as CoinMarketCap names it, and its market pairs. */
export type FakeCoin = Pick<
  Coin,
  | 'id'
  | 'rank'
  | 'name'
  | 'symbol'
  | 'slug'
  | 'tags'
  | 'maxSupply'
  | 'price'
  | 'volume24h'
  | 'marketCap'
  | 'change24h'
> &
  Partial<Pick<Coin, 'change1h' | 'change7d'>> & {
    platform: FakeCoinPlatform | null;
    circulatingSupply: number;
    totalSupply: number;
    numMarketPairs?: number;
  };

/**
 * 'oversized': a 200 whose body goes on for 12 MB, chunked, without a Content-Length; 'slow': the right answer after
 * FAKE_CMC_SLOW_MS (inside the provider's timeout); 'timeout': no answer at all.
 */
export type FakeCmcMode = 'ok' | '429' | '500' | 'timeout' | 'malformed' | 'empty' | 'oversized' | 'slow';
export const FAKE_CMC_SLOW_MS = 4_000;
export const OVERSIZED_BODY_BYTES = 12 * 1024 * 1024;

export interface FakeCmcRequest {
  path: string;
  /** When it came (Date.now()). */
  at: number;
  query: Record<string, string>;
  apiKey: string | undefined;
  accept: string | undefined;
}

export interface FakeCmc {
  readonly url: string;
  readonly requests: FakeCmcRequest[];
  mode: FakeCmcMode;
  setMode(mode: FakeCmcMode): void;
  setCoins(coins: FakeCoin[]): void;
  close(): Promise<void>;
}

/** Every coin's `last_updated`, so tests can expect it. */
export const FAKE_CMC_LAST_UPDATED = '2026-01-15T12:00:00.000Z';
export const FAKE_CMC_DATE_ADDED = '2013-04-28T00:00:00.000Z';
export const FAKE_CMC_EXCHANGES = { active: 812, total: 10_317 };
export const CMC_RATE_LIMIT_MESSAGE =
  "You've exceeded your API Key's HTTP request rate limit. Rate limits reset every minute.";

type Json = Record<string, unknown>;

export async function startFakeCoinMarketCap(
  initialCoins: FakeCoin[],
  options: { apiKey?: string } = {},
): Promise<FakeCmc> {
  const apiKey = options.apiKey ?? 'test-key';
  let coins = byRank(initialCoins);
  let mode: FakeCmcMode = 'ok';
  const requests: FakeCmcRequest[] = [];
  const held = new Set<ServerResponse>();

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://fake.local');
    const query = Object.fromEntries(url.searchParams);
    const key = header(req, 'x-cmc_pro_api_key');
    requests.push({ path: url.pathname, at: Date.now(), query, apiKey: key, accept: header(req, 'accept') });

    if (key === undefined) return send(res, 401, failure(1002, 'API key missing.'));
    if (key !== apiKey) return send(res, 401, failure(1001, 'This API Key is invalid.'));
    if (mode === 'timeout') {
      held.add(res);
      res.on('close', () => held.delete(res));
      return;
    }
    if (mode === '429') return send(res, 429, failure(1008, CMC_RATE_LIMIT_MESSAGE));
    if (mode === '500') return send(res, 500, failure(500, 'An internal server error occurred.'));
    if (mode === 'malformed') {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      res.end('{"status":{"error_code":0,"error_message":null},"data":[{"id":1,"name":"Bitc');
      return;
    }
    if (mode === 'oversized') {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      const chunk = Buffer.alloc(64 * 1024, 0x20);
      let sent = 0;
      const pump = () => {
        while (sent < OVERSIZED_BODY_BYTES && !res.destroyed) {
          sent += chunk.length;
          if (!res.write(chunk)) return void res.once('drain', pump);
        }
        res.end();
      };
      res.write('{"status":{"error_code":0},"data":[');
      pump();
      return;
    }
    if (mode === 'slow') {
      const timer = setTimeout(() => answer(res, url, query, false), FAKE_CMC_SLOW_MS);
      res.on('close', () => clearTimeout(timer));
      return;
    }
    answer(res, url, query, mode === 'empty');
  });

  function answer(res: ServerResponse, url: URL, query: Record<string, string>, empty: boolean): void {
    switch (url.pathname) {
      case '/v1/cryptocurrency/listings/latest':
        return listings(res, query, empty);
      case '/v2/cryptocurrency/quotes/latest':
        return quotes(res, query, empty);
      case '/v1/global-metrics/quotes/latest':
        return send(res, 200, { status: status(), data: empty ? {} : globalMetrics(coins) });
      case '/v1/cryptocurrency/map':
        return map(res, query, empty);
      default:
        return send(res, 404, failure(404, 'Not found'));
    }
  }

  function listings(res: ServerResponse, query: Record<string, string>, empty: boolean): void {
    const page = pageOf(res, query);
    if (!page) return;
    const total = totalMarketCap(coins);
    const data = empty ? [] : coins.slice(page.start - 1, page.start - 1 + page.limit);
    send(res, 200, { status: status(coins.length), data: data.map((coin) => listingJson(coin, total)) });
  }

  function quotes(res: ServerResponse, query: Record<string, string>, empty: boolean): void {
    const total = totalMarketCap(coins);
    const data: Json = {};
    if (query.id !== undefined) {
      for (const id of query.id.split(',')) {
        const coin = coins.find((c) => String(c.id) === id);
        if (coin) data[id] = quoteJson(coin, total);
        else if (query.skip_invalid !== 'true') {
          return send(res, 400, failure(400, `Invalid value for "id": "${id}"`));
        }
      }
    } else if (query.symbol !== undefined) {
      for (const symbol of query.symbol.toUpperCase().split(',')) {
        data[symbol] = coins.filter((c) => c.symbol === symbol).map((c) => quoteJson(c, total));
      }
    } else {
      return send(res, 400, failure(400, '"id", "slug", or "symbol" is required'));
    }
    send(res, 200, { status: status(), data: empty ? {} : data });
  }

  function map(res: ServerResponse, query: Record<string, string>, empty: boolean): void {
    const page = pageOf(res, query);
    if (!page) return;
    const sorted = query.sort === 'cmc_rank' ? coins : [...coins].sort((a, b) => a.id - b.id);
    const data = empty ? [] : sorted.slice(page.start - 1, page.start - 1 + page.limit);
    send(res, 200, { status: status(coins.length), data: data.map(mapJson) });
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    get mode() {
      return mode;
    },
    set mode(next: FakeCmcMode) {
      mode = next;
    },
    setMode(next) {
      mode = next;
    },
    setCoins(next) {
      coins = byRank(next);
    },
    close() {
      for (const res of held) send(res, 503, failure(503, 'Server shutting down'));
      held.clear();
      return new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      });
    },
  };
}

function listingJson(coin: FakeCoin, totalCapUsd: number): Json {
  return {
    id: coin.id,
    name: coin.name,
    symbol: coin.symbol,
    slug: coin.slug,
    num_market_pairs: coin.numMarketPairs ?? 0,
    date_added: FAKE_CMC_DATE_ADDED,
    tags: coin.tags,
    max_supply: coin.maxSupply,
    circulating_supply: coin.circulatingSupply,
    total_supply: coin.totalSupply,
    infinite_supply: coin.maxSupply === null,
    platform: coin.platform && {
      id: coin.platform.id,
      name: coin.platform.name,
      symbol: coin.platform.symbol,
      slug: coin.platform.slug,
      token_address: coin.platform.tokenAddress,
    },
    cmc_rank: coin.rank,
    self_reported_circulating_supply: null,
    self_reported_market_cap: null,
    tvl_ratio: null,
    last_updated: FAKE_CMC_LAST_UPDATED,
    quote: {
      USD: {
        price: coin.price,
        volume_24h: coin.volume24h,
        volume_change_24h: 0,
        percent_change_1h: coin.change1h ?? 0,
        percent_change_24h: coin.change24h,
        percent_change_7d: coin.change7d ?? 0,
        market_cap: coin.marketCap,
        market_cap_dominance: totalCapUsd > 0 ? (coin.marketCap / totalCapUsd) * 100 : 0,
        fully_diluted_market_cap: coin.price * (coin.maxSupply ?? coin.totalSupply),
        tvl: null,
        last_updated: FAKE_CMC_LAST_UPDATED,
      },
    },
  };
}

// v2 quotes carry more fields than listings, and tags as objects rather than slugs.
function quoteJson(coin: FakeCoin, totalCapUsd: number): Json {
  const tags = coin.tags.map((slug) => ({ slug, name: titleCase(slug), category: 'OTHERS' }));
  return { ...listingJson(coin, totalCapUsd), tags, is_active: 1, is_fiat: 0 };
}

function mapJson(coin: FakeCoin): Json {
  const platform = listingJson(coin, 0).platform;
  return {
    id: coin.id,
    rank: coin.rank,
    name: coin.name,
    symbol: coin.symbol,
    slug: coin.slug,
    is_active: 1,
    first_historical_data: FAKE_CMC_DATE_ADDED,
    last_historical_data: FAKE_CMC_LAST_UPDATED,
    platform,
  };
}

/** Totals, dominance and 24h changes computed from the coins, as CoinMarketCap would from its whole market. */
function globalMetrics(coins: FakeCoin[]): Json {
  const yesterday = (coin: FakeCoin) => coin.marketCap / (1 + coin.change24h / 100);
  const capNow = sum(coins, (c) => c.marketCap);
  const capYesterday = sum(coins, yesterday);
  const share = (symbol: string, cap: (c: FakeCoin) => number, total: number) =>
    total > 0
      ? (sum(
          coins.filter((c) => c.symbol === symbol),
          cap,
        ) /
          total) *
        100
      : 0;
  const tagged = (tag: string) => coins.filter((c) => c.tags.includes(tag));
  const defi = tagged('defi');
  const stable = tagged('stablecoin');
  const btc = share('BTC', (c) => c.marketCap, capNow);
  const eth = share('ETH', (c) => c.marketCap, capNow);
  const btcYesterday = share('BTC', yesterday, capYesterday);
  const ethYesterday = share('ETH', yesterday, capYesterday);
  const volume = sum(coins, (c) => c.volume24h);
  return {
    active_cryptocurrencies: coins.length,
    total_cryptocurrencies: coins.length,
    active_market_pairs: sum(coins, (c) => c.numMarketPairs ?? 0),
    active_exchanges: FAKE_CMC_EXCHANGES.active,
    total_exchanges: FAKE_CMC_EXCHANGES.total,
    eth_dominance: eth,
    btc_dominance: btc,
    eth_dominance_yesterday: ethYesterday,
    btc_dominance_yesterday: btcYesterday,
    eth_dominance_24h_percentage_change: change(eth, ethYesterday),
    btc_dominance_24h_percentage_change: change(btc, btcYesterday),
    defi_volume_24h: sum(defi, (c) => c.volume24h),
    defi_market_cap: sum(defi, (c) => c.marketCap),
    defi_24h_percentage_change: change(
      sum(defi, (c) => c.marketCap),
      sum(defi, yesterday),
    ),
    stablecoin_volume_24h: sum(stable, (c) => c.volume24h),
    stablecoin_market_cap: sum(stable, (c) => c.marketCap),
    stablecoin_24h_percentage_change: change(
      sum(stable, (c) => c.marketCap),
      sum(stable, yesterday),
    ),
    last_updated: FAKE_CMC_LAST_UPDATED,
    quote: {
      USD: {
        total_market_cap: capNow,
        total_volume_24h: volume,
        total_volume_24h_reported: volume,
        altcoin_market_cap:
          capNow -
          sum(
            coins.filter((c) => c.symbol === 'BTC'),
            (c) => c.marketCap,
          ),
        total_market_cap_yesterday: capYesterday,
        total_volume_24h_yesterday: volume,
        total_market_cap_yesterday_percentage_change: change(capNow, capYesterday),
        total_volume_24h_yesterday_percentage_change: 0,
        last_updated: FAKE_CMC_LAST_UPDATED,
      },
    },
  };
}

function pageOf(
  res: ServerResponse,
  query: Record<string, string>,
): { start: number; limit: number } | undefined {
  const start = Number(query.start ?? '1');
  const limit = Number(query.limit ?? '100');
  if (!Number.isInteger(start) || start < 1) {
    send(res, 400, failure(400, '"start" must be a number greater than or equal to 1'));
    return undefined;
  }
  if (!Number.isInteger(limit) || limit < 1 || limit > 5000) {
    send(res, 400, failure(400, '"limit" must be a number from 1 through 5000'));
    return undefined;
  }
  return { start, limit };
}

function status(totalCount?: number, errorCode = 0, errorMessage: string | null = null): Json {
  return {
    timestamp: new Date().toISOString(),
    error_code: errorCode,
    error_message: errorMessage,
    elapsed: 7,
    credit_count: errorCode === 0 ? 1 : 0,
    notice: null,
    ...(totalCount === undefined ? {} : { total_count: totalCount }),
  };
}

function failure(errorCode: number, errorMessage: string): Json {
  return { status: status(undefined, errorCode, errorMessage) };
}

function send(res: ServerResponse, statusCode: number, body: Json): void {
  res.writeHead(statusCode, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

const byRank = (coins: FakeCoin[]) => [...coins].sort((a, b) => a.rank - b.rank);
const sum = (coins: FakeCoin[], pick: (coin: FakeCoin) => number) => coins.reduce((t, c) => t + pick(c), 0);
const change = (now: number, before: number) => (before > 0 ? ((now - before) / before) * 100 : 0);
const titleCase = (slug: string) =>
  slug.replace(/(^|-)(\w)/g, (_m, dash: string, ch: string) => `${dash}${ch.toUpperCase()}`);
function totalMarketCap(coins: FakeCoin[]): number {
  return sum(coins, (c) => c.marketCap);
}
