// A local stand-in for the CoinGecko API (/coins/markets, /global, /simple/price) with switchable failure modes.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeGeckoCoin {
  /** CoinGecko's id, e.g. 'bitcoin'. */
  id: string;
  /** Lower-case, as CoinGecko writes it. */
  symbol: string;
  name: string;
  rank: number | null;
  price: number | null;
  marketCap: number;
  volume24h: number;
  circulatingSupply: number;
  totalSupply: number | null;
  maxSupply: number | null;
  change1h: number;
  change24h: number;
  change7d: number;
}

export type FakeGeckoMode = 'ok' | '429' | '500' | 'timeout' | 'malformed' | 'empty';

export interface FakeGeckoRequest {
  path: string;
  query: Record<string, string>;
  apiKey: string | undefined;
  accept: string | undefined;
}

export interface FakeGecko {
  readonly url: string;
  readonly requests: FakeGeckoRequest[];
  mode: FakeGeckoMode;
  setMode(mode: FakeGeckoMode): void;
  setCoins(coins: FakeGeckoCoin[]): void;
  close(): Promise<void>;
}

export const FAKE_GECKO_LAST_UPDATED = '2026-01-15T12:00:00.000Z';
/** /global's `updated_at`, in unix seconds. */
export const FAKE_GECKO_UPDATED_AT = Date.parse(FAKE_GECKO_LAST_UPDATED) / 1000;
export const FAKE_GECKO_MARKETS = 1_203;
export const GECKO_RATE_LIMIT_MESSAGE =
  "You've exceeded the Rate Limit. Please visit https://www.coingecko.com/en/api/pricing to subscribe to our API plans for higher rate limits.";

type Json = Record<string, unknown>;

/** Starts the fake; with `apiKey` it demands `x-cg-pro-api-key` like the Pro API, without it it is the public API. */
export async function startFakeCoinGecko(
  initialCoins: FakeGeckoCoin[],
  options: { apiKey?: string } = {},
): Promise<FakeGecko> {
  let coins = byMarketCap(initialCoins);
  let mode: FakeGeckoMode = 'ok';
  const requests: FakeGeckoRequest[] = [];
  const held = new Set<ServerResponse>();

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://fake.local');
    const query = Object.fromEntries(url.searchParams);
    const key = header(req, 'x-cg-pro-api-key');
    requests.push({ path: url.pathname, query, apiKey: key, accept: header(req, 'accept') });

    if (options.apiKey !== undefined && key === undefined)
      return send(res, 401, failure(10002, 'API Key Missing'));
    if (options.apiKey !== undefined && key !== options.apiKey) {
      return send(res, 401, failure(10010, 'Invalid API Key'));
    }
    if (mode === 'timeout') {
      held.add(res);
      res.on('close', () => held.delete(res));
      return;
    }
    if (mode === '429') return send(res, 429, failure(429, GECKO_RATE_LIMIT_MESSAGE));
    if (mode === '500') {
      // CoinGecko sits behind Cloudflare: a 5xx usually arrives as an HTML page, not JSON.
      res.writeHead(500, { 'content-type': 'text/html; charset=UTF-8' });
      res.end(
        '<!DOCTYPE html><html><head><title>500 Internal Server Error</title></head><body></body></html>',
      );
      return;
    }
    if (mode === 'malformed') {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      res.end('[{"id":"bitcoin","symbol":"btc","name":"Bitc');
      return;
    }
    const empty = mode === 'empty';
    switch (url.pathname) {
      case '/coins/markets':
        return markets(res, query, empty);
      case '/global':
        return send(res, 200, { data: empty ? {} : globalData(coins) });
      case '/simple/price':
        return simplePrice(res, query, empty);
      default:
        return send(res, 404, { error: 'Not Found' });
    }
  });

  function markets(res: ServerResponse, query: Record<string, string>, empty: boolean): void {
    if (query.vs_currency === undefined) return send(res, 400, { error: 'Missing parameter vs_currency' });
    if (query.vs_currency !== 'usd') return send(res, 400, { error: 'invalid vs_currency' });
    const perPage = Math.min(Number(query.per_page ?? '100'), 250);
    const page = Number(query.page ?? '1');
    const ids = query.ids?.split(',');
    const changes = (query.price_change_percentage ?? '').split(',').filter((p) => p !== '');
    const selected = ids ? coins.filter((c) => ids.includes(c.id)) : coins;
    const rows = empty ? [] : selected.slice((page - 1) * perPage, page * perPage);
    sendArray(
      res,
      rows.map((coin) => marketJson(coin, changes)),
    );
  }

  function simplePrice(res: ServerResponse, query: Record<string, string>, empty: boolean): void {
    if (query.ids === undefined) return send(res, 400, { error: 'Missing parameter ids' });
    if (query.vs_currencies === undefined)
      return send(res, 400, { error: 'Missing parameter vs_currencies' });
    const answer: Json = {};
    for (const id of query.ids.split(',')) {
      const coin = coins.find((c) => c.id === id);
      if (!coin || empty) continue;
      answer[id] = {
        usd: coin.price,
        ...(query.include_market_cap === 'true' ? { usd_market_cap: coin.marketCap } : {}),
        ...(query.include_24hr_vol === 'true' ? { usd_24h_vol: coin.volume24h } : {}),
        ...(query.include_24hr_change === 'true' ? { usd_24h_change: coin.change24h } : {}),
        ...(query.include_last_updated_at === 'true' ? { last_updated_at: FAKE_GECKO_UPDATED_AT } : {}),
      };
    }
    send(res, 200, answer);
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    get mode() {
      return mode;
    },
    set mode(next: FakeGeckoMode) {
      mode = next;
    },
    setMode(next) {
      mode = next;
    },
    setCoins(next) {
      coins = byMarketCap(next);
    },
    close() {
      for (const res of held) send(res, 503, { error: 'Server shutting down' });
      held.clear();
      return new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      });
    },
  };
}

function marketJson(coin: FakeGeckoCoin, changes: string[]): Json {
  const price = coin.price;
  const priceYesterday = price === null ? null : price / (1 + coin.change24h / 100);
  const inCurrency: Json = {};
  const percentByPeriod: Record<string, number> = {
    '1h': coin.change1h,
    '24h': coin.change24h,
    '7d': coin.change7d,
  };
  for (const period of changes)
    inCurrency[`price_change_percentage_${period}_in_currency`] = percentByPeriod[period];
  return {
    id: coin.id,
    symbol: coin.symbol,
    name: coin.name,
    image: `https://coin-images.coingecko.com/coins/images/1/large/${coin.id}.png`,
    current_price: price,
    market_cap: coin.marketCap,
    market_cap_rank: coin.rank,
    fully_diluted_valuation: price === null ? null : price * (coin.maxSupply ?? coin.totalSupply ?? 0),
    total_volume: coin.volume24h,
    high_24h: price,
    low_24h: priceYesterday,
    price_change_24h: price === null || priceYesterday === null ? null : price - priceYesterday,
    price_change_percentage_24h: coin.change24h,
    market_cap_change_24h: 0,
    market_cap_change_percentage_24h: coin.change24h,
    circulating_supply: coin.circulatingSupply,
    total_supply: coin.totalSupply,
    max_supply: coin.maxSupply,
    ath: price,
    ath_change_percentage: 0,
    ath_date: FAKE_GECKO_LAST_UPDATED,
    atl: priceYesterday,
    atl_change_percentage: 0,
    atl_date: FAKE_GECKO_LAST_UPDATED,
    roi: null,
    last_updated: FAKE_GECKO_LAST_UPDATED,
    ...inCurrency,
  };
}

function globalData(coins: FakeGeckoCoin[]): Json {
  const capNow = sum(coins, (c) => c.marketCap);
  const capYesterday = sum(coins, (c) => c.marketCap / (1 + c.change24h / 100));
  const percentage: Record<string, number> = {};
  // Keyed by symbol, so a namesake further down does not replace the bigger coin's share.
  for (const coin of coins.slice(0, 10)) {
    percentage[coin.symbol] ??= capNow > 0 ? (coin.marketCap / capNow) * 100 : 0;
  }
  return {
    active_cryptocurrencies: coins.length,
    upcoming_icos: 0,
    ongoing_icos: 49,
    ended_icos: 3376,
    markets: FAKE_GECKO_MARKETS,
    total_market_cap: { usd: capNow },
    total_volume: { usd: sum(coins, (c) => c.volume24h) },
    market_cap_percentage: percentage,
    market_cap_change_percentage_24h_usd:
      capYesterday > 0 ? ((capNow - capYesterday) / capYesterday) * 100 : 0,
    updated_at: FAKE_GECKO_UPDATED_AT,
  };
}

function failure(errorCode: number, errorMessage: string): Json {
  return { status: { error_code: errorCode, error_message: errorMessage } };
}

function send(res: ServerResponse, statusCode: number, body: Json): void {
  res.writeHead(statusCode, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}

function sendArray(res: ServerResponse, body: Json[]): void {
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

// CoinGecko's market_cap_desc: coins without a market cap rank go last.
const byMarketCap = (coins: FakeGeckoCoin[]) =>
  [...coins].sort((a, b) => (a.rank ?? Infinity) - (b.rank ?? Infinity) || b.marketCap - a.marketCap);
const sum = (coins: FakeGeckoCoin[], pick: (coin: FakeGeckoCoin) => number) =>
  coins.reduce((t, c) => t + pick(c), 0);
