import { describe, expect, test } from 'vitest';
import { cmcListing } from '../../cmc-api/answers';
import { datasetUpTo, coinFromDataset } from '../dataset.server';
import { apiStatus, INITIAL_API_STATUS, loadDashboardMarket } from './dashboard-market';

const btc = datasetUpTo(1).map((c) => coinFromDataset(c, Date.parse('2026-01-15T12:00:00Z')))[0];

function server(failing: (url: string) => boolean) {
  const urls: string[] = [];
  const fetcher = (async (url: string) => {
    urls.push(url);
    if (failing(url)) return new Response('down', { status: 503 });
    return new Response(
      JSON.stringify({
        data: url.includes('global')
          ? { btc_dominance: 57 }
          : [btc && cmcListing(btc, 1e12), { symbol: 'BAD' }],
      }),
    );
  }) as typeof fetch;
  return { urls, fetcher };
}

describe('dashboard market data status', () => {
  test('[MKT-019] the status starts as unknown', () => {
    expect(INITIAL_API_STATUS).toBe('unknown');
    expect(apiStatus([])).toBe('unknown');
  });

  test('[MKT-020] [MKT-056] loading 250 coins, 40 ticker coins and the global metrics makes it connected', async () => {
    const { urls, fetcher } = server(() => false);
    const market = await loadDashboardMarket(fetcher);
    expect(urls).toEqual([
      '/api/coinmarketcap/cryptocurrency/listings/latest?limit=250',
      '/api/market-cache/ticker?limit=40',
      '/api/coinmarketcap/global-metrics/quotes/latest',
    ]);
    expect(market).toMatchObject({ status: 'connected', message: null });
  });

  test('[MKT-021] [MKT-024] when some calls fail it is degraded, and the failed list is empty, not an error', async () => {
    const { fetcher } = server((url) => url.includes('ticker'));
    const market = await loadDashboardMarket(fetcher);
    expect(market).toMatchObject({
      status: 'degraded',
      message: 'Some data may be delayed or using cached values',
      ticker: [],
    });
    // The listing is read into the internal coin; an entry that is no listing is left out.
    expect(market.coins).toEqual([btc]);
  });

  test('[MKT-022] when every call fails it is offline', async () => {
    const { fetcher } = server(() => true);
    const market = await loadDashboardMarket(fetcher);
    expect(market).toMatchObject({
      status: 'offline',
      message: 'Unable to fetch market data from remote database',
      coins: [],
    });
  });
});
