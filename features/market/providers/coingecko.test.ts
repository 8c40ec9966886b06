// The CoinGecko adapter against a local fake of its API: mapping, CoinMarketCap ids, paging and failure kinds.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  FAKE_GECKO_LAST_UPDATED,
  FAKE_GECKO_MARKETS,
  type FakeGecko,
  GECKO_RATE_LIMIT_MESSAGE,
  startFakeCoinGecko,
} from '../../../tests/fakes/coingecko-server';
import { GECKO_BITCOIN, GECKO_COINS, geckoCoin } from './provider-fixtures';
import { createCoinGeckoProvider, type CoinGeckoOptions } from './coingecko.server';
import { ProviderError, UPSTREAM_TIMEOUT_MS } from './provider';

const API_KEY = 'cg-secret-51be0d';
const CMC_ID_BY_SYMBOL = new Map([
  ['BTC', 1],
  ['ETH', 1027],
  ['USDT', 825],
]);
// 1 000 000 + FNV-1a-32(CoinGecko id) mod 10^9, worked out by hand once; they must never change.
const PEPE_ID = 171_157_437;
const BATCOIN_ID = 564_790_565;
const GHOST_ID = 172_151_612;

let fake: FakeGecko;

function provider(overrides: Partial<CoinGeckoOptions> = {}) {
  return createCoinGeckoProvider({
    baseUrl: fake.url,
    apiKey: API_KEY,
    cmcIdBySymbol: CMC_ID_BY_SYMBOL,
    ...overrides,
  });
}

async function rejection(call: Promise<unknown>): Promise<ProviderError> {
  const error = await call.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ProviderError)) throw new Error(`expected a ProviderError, got ${String(error)}`);
  return error;
}

beforeAll(async () => {
  fake = await startFakeCoinGecko(GECKO_COINS, { apiKey: API_KEY });
});
afterEach(() => {
  fake.setMode('ok');
  fake.setCoins(GECKO_COINS);
  fake.requests.length = 0;
});
afterAll(async () => {
  await fake.close();
});

describe('CoinGecko listings and ids', () => {
  it('lists coins in market-cap order with every CoinGecko field mapped', async () => {
    const coins = await provider().listings(10);

    expect(coins[0]).toEqual({
      id: 1,
      rank: 1,
      name: 'Bitcoin',
      symbol: 'BTC',
      slug: 'bitcoin',
      category: 'coin',
      tags: [],
      platform: null,
      circulatingSupply: 20e6,
      totalSupply: 21e6,
      maxSupply: 21e6,
      price: 60_000,
      volume24h: 30e9,
      marketCap: 1.2e12,
      change1h: 0.5,
      change24h: 20,
      change7d: 4.25,
      lastUpdated: FAKE_GECKO_LAST_UPDATED,
    });
    expect(fake.requests[0]).toEqual({
      path: '/coins/markets',
      query: {
        vs_currency: 'usd',
        order: 'market_cap_desc',
        per_page: '10',
        page: '1',
        price_change_percentage: '1h,24h,7d',
      },
      apiKey: API_KEY,
      accept: 'application/json',
    });
  });

  it("the 1h and 7d changes are CoinGecko's price_change_percentage_1h/7d_in_currency, asked for with price_change_percentage", async () => {
    fake.setCoins([
      GECKO_BITCOIN,
      geckoCoin({
        id: 'ethereum',
        symbol: 'eth',
        name: 'Ethereum',
        rank: 2,
        price: 5_000,
        marketCap: 600e9,
        change1h: -1.25,
        change7d: -8.5,
      }),
    ]);
    const coins = await provider().listings(10);
    expect(coins.map((c) => [c.symbol, c.change1h, c.change7d])).toEqual([
      ['BTC', 0.5, 4.25],
      ['ETH', -1.25, -8.5],
    ]);
    expect(fake.requests[0]?.query.price_change_percentage?.split(',')).toEqual(
      expect.arrayContaining(['1h', '7d']),
    );
  });

  it('uses CoinMarketCap ids by symbol and derives stable ids for the rest, leaving out coins without a price', async () => {
    const coins = await provider().listings(10);

    expect(coins.map((c) => [c.slug, c.id, c.rank])).toEqual([
      ['bitcoin', 1, 1],
      ['ethereum', 1027, 2],
      ['tether', 825, 3],
      ['pepe', PEPE_ID, 4],
      // Batcoin shares Bitcoin's symbol but must not take its id.
      ['batcoin', BATCOIN_ID, 5],
    ]);
  });

  it('asks for no more coins than the limit', async () => {
    const coins = await provider().listings(2);

    expect(coins.map((c) => c.slug)).toEqual(['bitcoin', 'ethereum']);
    expect(fake.requests.map((r) => r.query.per_page)).toEqual(['2']);
  });

  it('pages through /coins/markets 250 coins at a time', async () => {
    const many = Array.from({ length: 600 }, (_, i) =>
      geckoCoin({
        id: `coin-${i + 1}`,
        symbol: `c${i + 1}`,
        name: `Coin ${i + 1}`,
        rank: i + 1,
        price: 1,
      }),
    );
    fake.setCoins(many);

    const coins = await provider().listings(520);

    expect(coins).toHaveLength(520);
    expect(coins.at(-1)).toMatchObject({ slug: 'coin-520', rank: 520 });
    expect(fake.requests.map((r) => [r.query.page, r.query.per_page])).toEqual([
      ['1', '250'],
      ['2', '250'],
      ['3', '250'],
    ]);
  });

  it('sends no key header to the public API when no key is configured', async () => {
    const publicApi = await startFakeCoinGecko(GECKO_COINS);
    try {
      await createCoinGeckoProvider({ baseUrl: publicApi.url }).listings(1);
      expect(publicApi.requests[0]?.apiKey).toBeUndefined();
    } finally {
      await publicApi.close();
    }
  });
});

describe('CoinGecko quotes, global metrics and map', () => {
  it('finds coins it has not seen among the top 250 and quotes them by CoinMarketCap id', async () => {
    const coins = await provider().quotes([1027, 1, 424_242]);

    expect(coins.map((c) => [c.id, c.slug])).toEqual([
      [1027, 'ethereum'],
      [1, 'bitcoin'],
    ]);
    expect(fake.requests.map((r) => [r.path, r.query.per_page])).toEqual([['/coins/markets', '250']]);
  });

  it('reprices coins it has seen with /simple/price, keeping the rest of their last quote', async () => {
    const cg = provider();
    await cg.listings(10);
    fake.setCoins([{ ...GECKO_BITCOIN, price: 66_000, marketCap: 1.32e12, volume24h: 33e9, change24h: 32 }]);
    fake.requests.length = 0;

    const [quote] = await cg.quotes([1]);

    expect(quote).toMatchObject({
      id: 1,
      price: 66_000,
      marketCap: 1.32e12,
      volume24h: 33e9,
      change24h: 32,
      change1h: 0.5,
      lastUpdated: FAKE_GECKO_LAST_UPDATED,
    });
    expect(fake.requests).toMatchObject([
      {
        path: '/simple/price',
        query: {
          ids: 'bitcoin',
          vs_currencies: 'usd',
          include_24hr_change: 'true',
          include_market_cap: 'true',
          include_24hr_vol: 'true',
          include_last_updated_at: 'true',
        },
      },
    ]);
  });

  it('reads global metrics, reporting 0 for the figures CoinGecko does not give', async () => {
    const total = 1.2e12 + 600e9 + 150e9 + 4.2e9 + 1e6;
    const yesterday = 1.2e12 / 1.2 + 600e9 + 150e9 + 4.2e9 / 1.05 + 1e6;

    const global = await provider().globalMetrics();

    expect(global).toEqual({
      totalMarketCapUsd: total,
      totalVolume24hUsd: 30e9,
      btcDominance: expect.closeTo((1.2e12 / total) * 100, 9),
      ethDominance: expect.closeTo((600e9 / total) * 100, 9),
      activeCryptocurrencies: 6,
      totalCryptocurrencies: 6,
      activeExchanges: 0,
      totalExchanges: 0,
      activeMarketPairs: FAKE_GECKO_MARKETS,
      marketCapChange24h: expect.closeTo((total / yesterday - 1) * 100, 9),
      volumeChange24h: 0,
      btcDominanceChange24h: 0,
      ethDominanceChange24h: 0,
      defiMarketCapUsd: 0,
      defiVolume24hUsd: 0,
      defiChange24h: 0,
      stablecoinMarketCapUsd: 0,
      stablecoinVolume24hUsd: 0,
      stablecoinChange24h: 0,
      lastUpdated: FAKE_GECKO_LAST_UPDATED,
    });
    expect(fake.requests.map((r) => r.path)).toEqual(['/global']);
  });

  it('maps every listed coin, even one without market data, as active', async () => {
    const entries = await provider().map(10);

    expect(entries).toHaveLength(6);
    expect(entries[0]).toEqual({
      id: 1,
      rank: 1,
      name: 'Bitcoin',
      symbol: 'BTC',
      slug: 'bitcoin',
      isActive: true,
      platform: null,
      firstHistoricalData: null,
    });
    expect(entries[5]).toMatchObject({ id: GHOST_ID, rank: null, slug: 'ghost-token', isActive: true });
  });
});

describe('CoinGecko failures', () => {
  it('maps HTTP 429 to a rate_limited error with status 429 and CoinGecko’s message', async () => {
    fake.setMode('429');
    const error = await rejection(provider().listings(10));
    expect(error).toMatchObject({ kind: 'rate_limited', status: 429 });
    expect(error.message).toContain(GECKO_RATE_LIMIT_MESSAGE.slice(0, 40));
  });

  it('maps HTTP 500 with an HTML page to an http error with status 500', async () => {
    fake.setMode('500');
    expect(await rejection(provider().globalMetrics())).toMatchObject({ kind: 'http', status: 500 });
  });

  it('[MKT-045] gives up on a silent server after the timeout; the default timeout is 10 s', async () => {
    expect(UPSTREAM_TIMEOUT_MS).toBe(10_000);
    fake.setMode('timeout');
    expect((await rejection(provider({ timeoutMs: 200 }).listings(10))).kind).toBe('timeout');
  });

  it('maps a body that is not JSON to a malformed error', async () => {
    fake.setMode('malformed');
    expect((await rejection(provider().listings(10))).kind).toBe('malformed');
  });

  it('maps JSON of an unexpected shape to a malformed error', async () => {
    const wrongShape: typeof fetch = async () => Response.json({ data: [{ id: 'bitcoin' }] });
    expect((await rejection(provider({ fetch: wrongShape }).listings(10))).kind).toBe('malformed');
  });

  it('maps a markets answer without coins to an empty error', async () => {
    fake.setMode('empty');
    expect((await rejection(provider().listings(10))).kind).toBe('empty');
  });

  it('maps a wrong API key to an http error with status 401', async () => {
    const error = await rejection(provider({ apiKey: 'not-the-key' }).listings(10));
    expect(error).toMatchObject({ kind: 'http', status: 401 });
  });

  it('maps a refused connection to a network error', async () => {
    const closed = await startFakeCoinGecko(GECKO_COINS);
    await closed.close();
    expect((await rejection(provider({ baseUrl: closed.url }).listings(10))).kind).toBe('network');
  });

  it('keeps the API key out of every error message, even when CoinGecko echoes it', async () => {
    const errors: ProviderError[] = [];
    for (const mode of ['429', '500', 'malformed', 'empty'] as const) {
      fake.setMode(mode);
      errors.push(await rejection(provider().listings(10)));
    }
    fake.setMode('timeout');
    errors.push(await rejection(provider({ timeoutMs: 100 }).listings(10)));
    fake.setMode('ok');
    errors.push(await rejection(provider({ apiKey: 'wrong' }).listings(10)));
    const echo: typeof fetch = async () =>
      Response.json({ error: `Invalid key ${API_KEY}` }, { status: 403 });
    errors.push(await rejection(provider({ fetch: echo }).listings(10)));

    expect(errors).toHaveLength(7);
    for (const error of errors) {
      expect(error.message).not.toContain(API_KEY);
      expect(String(error.stack)).not.toContain(API_KEY);
    }
  });
});
