// The CoinMarketCap adapter against a local fake of the Pro API: mapping, requests sent, and every failure kind.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  CMC_RATE_LIMIT_MESSAGE,
  FAKE_CMC_DATE_ADDED,
  FAKE_CMC_EXCHANGES,
  FAKE_CMC_LAST_UPDATED,
  type FakeCmc,
  startFakeCoinMarketCap,
} from '../../../tests/fakes/coinmarketcap-server';
import { toMarketRow } from '../schemas';
import { CMC_COINS } from './provider-fixtures';
import { createCoinMarketCapProvider, type CoinMarketCapOptions } from './coinmarketcap.server';
import { ProviderError, UPSTREAM_TIMEOUT_MS } from './provider';
import { UPSTREAM_MAX_BYTES } from './upstream-http.server';

const API_KEY = 'cmc-secret-7f3a9c';

let fake: FakeCmc;

function provider(overrides: Partial<CoinMarketCapOptions> = {}) {
  return createCoinMarketCapProvider({ baseUrl: fake.url, apiKey: API_KEY, ...overrides });
}

async function rejection(call: Promise<unknown>): Promise<ProviderError> {
  const error = await call.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ProviderError)) throw new Error(`expected a ProviderError, got ${String(error)}`);
  return error;
}

/** A fetch that answers every request with this body, as a stand-in for a CoinMarketCap answer we cannot provoke. */
function answering(body: unknown, status = 200): typeof fetch {
  return async () =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

beforeAll(async () => {
  fake = await startFakeCoinMarketCap(CMC_COINS, { apiKey: API_KEY });
});
afterEach(() => {
  fake.setMode('ok');
  fake.requests.length = 0;
});
afterAll(async () => {
  await fake.close();
});

describe('CoinMarketCap listings', () => {
  it('lists the top coins in rank order with every field of a token mapped', async () => {
    const coins = await provider().listings(10);

    expect(coins.map((coin) => coin.id)).toEqual([1, 1027, 825, 7083]);
    expect(coins[2]).toEqual({
      id: 825,
      rank: 3,
      name: 'Tether USDt',
      symbol: 'USDT',
      slug: 'tether',
      category: 'token',
      tags: ['stablecoin', 'payments'],
      platform: {
        name: 'Ethereum',
        symbol: 'ETH',
        tokenAddress: '0xdac17f958d2ee523a2206206994597c13d831ec7',
      },
      circulatingSupply: 150e9,
      totalSupply: 152e9,
      maxSupply: null,
      price: 1,
      volume24h: 60e9,
      marketCap: 150e9,
      change1h: 0.01,
      change24h: 0,
      change7d: -0.02,
      lastUpdated: FAKE_CMC_LAST_UPDATED,
    });
    expect(coins[0]).toMatchObject({ category: 'coin', platform: null, maxSupply: 21e6, price: 60_000 });
    expect(coins[1]?.tags).toEqual(['pos', 'smart-contracts', 'layer-1']);
  });

  it("every listed coin's 1h and 7d changes are CoinMarketCap's percent_change_1h and percent_change_7d, and reach the table's rows", async () => {
    const coins = await provider().listings(10);
    const wire = [...CMC_COINS].sort((a, b) => a.rank - b.rank);
    expect(coins.map((c) => [c.symbol, c.change1h, c.change7d])).toEqual(
      wire.map((c) => [c.symbol, c.change1h ?? 0, c.change7d ?? 0]),
    );
    expect(coins.map(toMarketRow).find((r) => r.symbol === 'UNI')).toMatchObject({
      change1h: -0.2,
      change7d: 10,
    });
  });

  it('asks CoinMarketCap for no more coins than the limit, in USD', async () => {
    const coins = await provider().listings(2);

    expect(coins.map((coin) => coin.symbol)).toEqual(['BTC', 'ETH']);
    expect(fake.requests).toEqual([
      {
        path: '/v1/cryptocurrency/listings/latest',
        at: expect.any(Number),
        query: { start: '1', limit: '2', convert: 'USD' },
        apiKey: API_KEY,
        accept: 'application/json',
      },
    ]);
  });
});

describe('CoinMarketCap quotes, global metrics and map', () => {
  it('quotes coins by id in the order asked, leaving out unknown ids', async () => {
    const coins = await provider().quotes([7083, 1, 99_999_999]);

    expect(coins.map((coin) => coin.id)).toEqual([7083, 1]);
    // v2 sends tags as objects; the adapter keeps their slugs.
    expect(coins[0]).toEqual({
      id: 7083,
      rank: 4,
      name: 'Uniswap',
      symbol: 'UNI',
      slug: 'uniswap',
      category: 'token',
      tags: ['defi', 'dex'],
      platform: {
        name: 'Ethereum',
        symbol: 'ETH',
        tokenAddress: '0x1f9840a85d5af5bf1d1762f925bdaddc4201f984',
      },
      circulatingSupply: 600e6,
      totalSupply: 1e9,
      maxSupply: 1e9,
      price: 12.5,
      volume24h: 300e6,
      marketCap: 7.5e9,
      change1h: -0.2,
      change24h: -4,
      change7d: 10,
      lastUpdated: FAKE_CMC_LAST_UPDATED,
    });
    expect(fake.requests[0]?.path).toBe('/v2/cryptocurrency/quotes/latest');
    expect(fake.requests[0]?.query).toEqual({ id: '7083,1,99999999', convert: 'USD', skip_invalid: 'true' });
  });

  it('reads a v2 quotes answer keyed by symbol, with an array of coins per key', async () => {
    // Ask the fake by symbol so it answers `data: { ETH: [ … ] }`, the other shape v2 uses.
    const bySymbol: typeof fetch = (input, init) =>
      fetch(String(input).replace('id=1027', 'symbol=ETH'), init);

    const coins = await provider({ fetch: bySymbol }).quotes([1027]);

    expect(coins.map((coin) => [coin.id, coin.symbol, coin.price])).toEqual([[1027, 'ETH', 5_000]]);
  });

  it('asks for nothing when no ids are given', async () => {
    expect(await provider().quotes([])).toEqual([]);
    expect(fake.requests).toEqual([]);
  });

  it('reads global metrics: totals, dominance, DeFi, stablecoins and their 24h changes', async () => {
    const total = 1.2e12 + 600e9 + 150e9 + 7.5e9;
    // Yesterday's caps from each coin's 24h change: BTC +20 %, ETH −20 %, USDT 0 %, UNI −4 %.
    const btcYesterday = 1.2e12 / 1.2;
    const ethYesterday = 600e9 / 0.8;
    const uniYesterday = 7.5e9 / 0.96;
    const totalYesterday = btcYesterday + ethYesterday + 150e9 + uniYesterday;
    const btcDominance = (1.2e12 / total) * 100;
    const ethDominance = (600e9 / total) * 100;

    const global = await provider().globalMetrics();

    expect(global).toEqual({
      totalMarketCapUsd: total,
      totalVolume24hUsd: 30e9 + 15e9 + 60e9 + 300e6,
      btcDominance: expect.closeTo(btcDominance, 9),
      ethDominance: expect.closeTo(ethDominance, 9),
      activeCryptocurrencies: 4,
      totalCryptocurrencies: 4,
      activeExchanges: FAKE_CMC_EXCHANGES.active,
      totalExchanges: FAKE_CMC_EXCHANGES.total,
      activeMarketPairs: 121_000,
      marketCapChange24h: expect.closeTo((total / totalYesterday - 1) * 100, 9),
      volumeChange24h: 0,
      btcDominanceChange24h: expect.closeTo(
        (btcDominance / ((btcYesterday / totalYesterday) * 100) - 1) * 100,
        9,
      ),
      ethDominanceChange24h: expect.closeTo(
        (ethDominance / ((ethYesterday / totalYesterday) * 100) - 1) * 100,
        9,
      ),
      defiMarketCapUsd: 7.5e9,
      defiVolume24hUsd: 300e6,
      defiChange24h: expect.closeTo((7.5e9 / uniYesterday - 1) * 100, 9),
      stablecoinMarketCapUsd: 150e9,
      stablecoinVolume24hUsd: 60e9,
      stablecoinChange24h: 0,
      lastUpdated: FAKE_CMC_LAST_UPDATED,
    });
    expect(fake.requests[0]?.query).toEqual({ convert: 'USD' });
  });

  it('reads the coin map in rank order with status, platform and first data date', async () => {
    const entries = await provider().map(3);

    expect(entries.map((entry) => entry.id)).toEqual([1, 1027, 825]);
    expect(entries[2]).toEqual({
      id: 825,
      rank: 3,
      name: 'Tether USDt',
      symbol: 'USDT',
      slug: 'tether',
      isActive: true,
      platform: {
        name: 'Ethereum',
        symbol: 'ETH',
        tokenAddress: '0xdac17f958d2ee523a2206206994597c13d831ec7',
      },
      firstHistoricalData: FAKE_CMC_DATE_ADDED,
    });
    expect(fake.requests[0]?.query).toEqual({ start: '1', limit: '3', sort: 'cmc_rank' });
  });
});

describe('CoinMarketCap failures', () => {
  it('maps HTTP 429 to a rate_limited error with status 429 and CoinMarketCap’s message', async () => {
    fake.setMode('429');
    const error = await rejection(provider().listings(10));
    expect(error).toMatchObject({ kind: 'rate_limited', status: 429 });
    expect(error.message).toContain(CMC_RATE_LIMIT_MESSAGE);
  });

  it('maps HTTP 500 to an http error with status 500', async () => {
    fake.setMode('500');
    const error = await rejection(provider().globalMetrics());
    expect(error).toMatchObject({ kind: 'http', status: 500 });
    expect(error.message).toContain('An internal server error occurred.');
  });

  it('[MKT-045] gives up on a silent server after the timeout; the default timeout is 10 s', async () => {
    expect(UPSTREAM_TIMEOUT_MS).toBe(10_000);
    fake.setMode('timeout');
    const startedAt = performance.now();
    const error = await rejection(provider({ timeoutMs: 200 }).listings(10));
    expect(error.kind).toBe('timeout');
    expect(performance.now() - startedAt).toBeLessThan(5_000);
  });

  it('maps a body that is not JSON to a malformed error', async () => {
    fake.setMode('malformed');
    expect((await rejection(provider().listings(10))).kind).toBe('malformed');
  });

  it('maps JSON of an unexpected shape to a malformed error', async () => {
    const wrongShape = {
      status: { error_code: 0, error_message: null },
      data: [{ id: 'one', name: 'Bitcoin' }],
    };
    const error = await rejection(provider({ fetch: answering(wrongShape) }).listings(10));
    expect(error.kind).toBe('malformed');
  });

  it('maps a listings answer without coins to an empty error', async () => {
    fake.setMode('empty');
    expect((await rejection(provider().listings(10))).kind).toBe('empty');
  });

  it('maps a wrong API key to an http error with status 401', async () => {
    const error = await rejection(provider({ apiKey: 'not-the-key' }).listings(10));
    expect(error).toMatchObject({ kind: 'http', status: 401 });
    expect(error.message).toContain('This API Key is invalid.');
  });

  it('maps a non-zero status.error_code in a 200 answer to an http error', async () => {
    const refused = {
      status: { error_code: 1006, error_message: 'Your plan does not support this endpoint.' },
    };
    const error = await rejection(provider({ fetch: answering(refused) }).globalMetrics());
    expect(error).toMatchObject({ kind: 'http', status: 200 });
    expect(error.message).toContain('Your plan does not support this endpoint.');
  });

  it('refuses an answer past the size cap without reading it all', async () => {
    fake.setMode('oversized');
    const error = await rejection(provider().listings(10));
    expect(error.kind).toBe('malformed');
    expect(error.message).toBe(
      `CoinMarketCap answered /v1/cryptocurrency/listings/latest with more than ${UPSTREAM_MAX_BYTES} bytes`,
    );
    const declared = await rejection(
      provider({
        fetch: async () =>
          new Response('{}', { headers: { 'content-length': String(UPSTREAM_MAX_BYTES + 1) } }),
      }).listings(10),
    );
    expect(declared.kind).toBe('malformed');
  });

  it('maps a refused connection to a network error', async () => {
    const closed = await startFakeCoinMarketCap(CMC_COINS, { apiKey: API_KEY });
    await closed.close();
    const error = await rejection(provider({ baseUrl: closed.url }).listings(10));
    expect(error.kind).toBe('network');
  });

  it('keeps the API key out of every error message, even when CoinMarketCap echoes it', async () => {
    const errors: ProviderError[] = [];
    for (const mode of ['429', '500', 'malformed', 'empty'] as const) {
      fake.setMode(mode);
      errors.push(await rejection(provider().listings(10)));
    }
    fake.setMode('timeout');
    errors.push(await rejection(provider({ timeoutMs: 100 }).listings(10)));
    fake.setMode('ok');
    errors.push(await rejection(provider({ apiKey: `${API_KEY}-x` }).listings(10)));
    const echo = { status: { error_code: 1001, error_message: `API key ${API_KEY} is not allowed.` } };
    errors.push(await rejection(provider({ fetch: answering(echo, 401) }).listings(10)));
    errors.push(await rejection(provider({ fetch: answering(echo) }).listings(10)));

    expect(errors).toHaveLength(8);
    for (const error of errors) {
      expect(error.message).not.toContain(API_KEY);
      expect(String(error.stack)).not.toContain(API_KEY);
    }
  });
});
