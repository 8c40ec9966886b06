import { beforeEach, describe, expect, test } from 'vitest';
import { fakeBrowser, type FakeRoute } from '../../../tests/fake-browser';
import { CACHE_POLICIES, clearAllCopies } from '../../../lib/client-cache';
import { COIN_DETAIL_TTL_MS, loadCoinFigures } from './coin-data';
import { loadPerformers } from './performers-data';
import {
  DEFAULT_TICKER,
  FULL_TICKER_COINS,
  loadTicker,
  loadTickerQuotes,
  rememberTicker,
  tickerShown,
  withQuotes,
} from './ticker-data';

const MINUTE = 60_000;
const tickerBody = { data: [{ id: 1, symbol: 'BTC', name: 'Bitcoin', price: 100_000, change: 1.5 }] };
/** The answer's coins as the ticker holds them. */
const tickerCoins = [{ id: 1, symbol: 'BTC', name: 'Bitcoin', price: 100_000, change24h: 1.5 }];
const quoteBody = {
  status: { error_code: 0 },
  data: {
    '1': {
      cmc_rank: 1,
      circulating_supply: 19e6,
      total_supply: 19e6,
      max_supply: 21e6,
      quote: { USD: { price: 101_000, percent_change_24h: 2.5, volume_24h: 5e10, market_cap: 2e12 } },
    },
  },
};

/** A server whose answer the test can change, and a page reload (memory gone, local storage kept). */
function site(first: FakeRoute) {
  const state = { route: first };
  const env = fakeBrowser(() => state.route);
  const reload = () => clearAllCopies(null);
  return { env, state, reload };
}

beforeEach(() => clearAllCopies(null));

describe('ticker cache', () => {
  test('[MKT-053] the ticker list is reused 1 minute from memory and 15 minutes from local storage', async () => {
    const { env, reload } = site({ status: 200, body: tickerBody, headers: { 'X-Cache-Status': 'miss' } });
    expect(await loadTicker(env, 10)).toEqual({
      coins: tickerCoins,
      cacheStatus: 'miss',
      loadedAt: env.now(),
    });
    env.advance(MINUTE - 1);
    expect((await loadTicker(env, 10)).cacheStatus).toBe('hit');
    expect(env.requests).toHaveLength(1);
    env.advance(1);
    await loadTicker(env, 10);
    expect(env.requests).toHaveLength(2);

    reload();
    env.advance(15 * MINUTE - 1);
    expect((await loadTicker(env, 10)).cacheStatus).toBe('hit');
    expect(env.requests).toHaveLength(2);
    reload();
    env.advance(1);
    await loadTicker(env, 10);
    expect(env.requests).toHaveLength(3);
    expect(env.requests[0]!.url).toMatch(/^\/api\/market-cache\/ticker\?limit=10&t=\d+$/);
  });

  test('[MKT-041] a failed ticker fetch keeps a copy up to 15 minutes old; with none, the default symbol shows', async () => {
    const { env, state } = site({ status: 200, body: tickerBody });
    await loadTicker(env, 10);
    state.route = { status: 500, body: 'down' };
    env.advance(MINUTE);
    expect(await loadTicker(env, 10)).toMatchObject({ coins: tickerCoins, cacheStatus: 'stale' });
    env.advance(15 * MINUTE);
    await expect(loadTicker(env, 10)).rejects.toThrow('Server error: 500');

    // What the ticker shows: what it has, else the default symbol once loading has failed.
    const shown = { coins: tickerCoins, cacheStatus: 'hit' as const, loadedAt: 0 };
    expect(tickerShown(shown, true)).toBe(shown);
    expect(tickerShown(undefined, false)).toBeNull();
    expect(tickerShown(undefined, true)).toBe(DEFAULT_TICKER);
    expect(DEFAULT_TICKER.coins.map((c) => c.symbol)).toEqual(['BTC']);

    clearAllCopies(null);
    await expect(loadTicker(site({ status: 200, body: { data: 'nope' } }).env, 10)).rejects.toThrow(
      'Invalid server response format',
    );
  });

  test('the server-rendered ticker seeds the copy, and an older one never replaces a newer copy', async () => {
    const { env } = site({ status: 200, body: tickerBody });
    rememberTicker(env, 10, { coins: tickerCoins, cacheStatus: 'hit', loadedAt: env.now() });
    expect((await loadTicker(env, 10)).cacheStatus).toBe('hit');
    expect(env.requests).toHaveLength(0);
    rememberTicker(env, 10, { coins: [], cacheStatus: 'hit', loadedAt: env.now() - 10 * MINUTE });
    expect((await loadTicker(env, 10)).coins).toEqual(tickerCoins);
  });

  test('[MKT-040] [MKT-048] the full ticker lists 40 coins; its prices come from quotes by id with a cache-buster', async () => {
    expect(FULL_TICKER_COINS).toBe(40);
    const { env } = site({ status: 200, body: quoteBody });
    const quotes = await loadTickerQuotes(env, [1, 1027]);
    expect(env.requests[0]!.url).toMatch(
      /^\/api\/coinmarketcap\/cryptocurrency\/quotes\/latest\?id=1,1027&cache_bust=\d+$/,
    );
    expect(withQuotes(tickerCoins, quotes)).toEqual([{ ...tickerCoins[0], price: 101_000, change24h: 2.5 }]);
  });
});

describe('performers cache', () => {
  test('[MKT-055] top movers are reused 3 minutes from memory and 30 minutes from local storage', async () => {
    const { env, reload } = site({ status: 200, body: { data: [{ id: 5, symbol: 'UP', change: 30 }] } });
    await loadPerformers(env, 'gainers', 20);
    env.advance(3 * MINUTE - 1);
    await loadPerformers(env, 'gainers', 20);
    expect(env.requests).toHaveLength(1);
    await loadPerformers(env, 'losers', 20);
    expect(env.requests).toHaveLength(2);
    env.advance(1);
    await loadPerformers(env, 'gainers', 20);
    expect(env.requests).toHaveLength(3);
    expect(env.requests[2]!.url).toBe('/api/market-cache/performers?type=gainers&limit=20');

    reload();
    env.advance(30 * MINUTE - 1);
    expect(await loadPerformers(env, 'gainers', 20)).toEqual([{ id: 5, symbol: 'UP', change24h: 30 }]);
    expect(env.requests).toHaveLength(3);
    reload();
    env.advance(1);
    await loadPerformers(env, 'gainers', 20);
    expect(env.requests).toHaveLength(4);
  });
});

describe('coin detail cache', () => {
  test('[MKT-059] a coin’s figures are reused for 300 s, then loaded again from quotes/latest', async () => {
    expect(COIN_DETAIL_TTL_MS).toBe(300_000);
    expect(CACHE_POLICIES.coin.persistMs).toBe(0);
    const { env, state } = site({ status: 200, body: quoteBody });
    const figures = await loadCoinFigures(env, 1);
    expect(figures).toMatchObject({
      price: 101_000,
      change24h: 2.5,
      marketCap: 2e12,
      rank: 1,
      maxSupply: 21e6,
    });
    env.advance(COIN_DETAIL_TTL_MS - 1);
    await loadCoinFigures(env, 1);
    expect(env.requests).toHaveLength(1);
    env.advance(1);
    await loadCoinFigures(env, 1);
    expect(env.requests).toHaveLength(2);
    expect(env.requests[1]!.url).toMatch(/quotes\/latest\?id=1&cache_bust=\d+$/);

    state.route = { status: 400, body: { status: { error_code: 400 } } };
    await expect(loadCoinFigures(env, 2)).rejects.toThrow('Server error: 400');
  });
});
