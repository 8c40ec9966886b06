// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { clearAllCopies } from '../../../lib/client-cache';
import { MARKET_REFRESH_MS, type MarketLoad } from '../client/market-data';
import {
  FULL_TICKER_COINS,
  FULL_TICKER_REFRESH_MS,
  HEADER_TICKER_REFRESH_MS,
  type TickerData,
} from '../client/ticker-data';
import { MARKET_QUERY_KEY, useMarketData } from '../client/use-market';
import { useOnline } from '../client/use-online';
import { PriceMarquee } from './price-marquee';

/** Requests the page makes, answered like the server would. */
let requests: string[] = [];

function serve(url: string): Response {
  requests.push(url);
  if (url.startsWith('/api/market-cache/ticker'))
    return Response.json({ data: coins(FULL_TICKER_COINS, 2000) });
  if (url.startsWith('/api/coinmarketcap/cryptocurrency/quotes/latest')) {
    const ids = new URL(url, 'http://x').searchParams.get('id')!.split(',');
    return Response.json({
      data: Object.fromEntries(
        ids.map((id) => [id, { quote: { USD: { price: 5000 + Number(id), percent_change_24h: 9 } } }]),
      ),
    });
  }
  if (url.startsWith('/api/market-cache'))
    return Response.json(
      { success: true, data: [], globalMetrics: {}, meta: { source: 'simulated' } },
      { headers: { 'X-Cache-Status': 'hit' } },
    );
  return new Response('not found', { status: 404 });
}

const coins = (n: number, base: number) =>
  Array.from({ length: n }, (_, i) => ({
    id: i + 1,
    symbol: `C${i}`,
    name: `Coin ${i}`,
    price: base + i,
    change24h: 1,
  }));

let lastClient: QueryClient | undefined;

function withClient(children: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  lastClient = client;
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>,
  );
}

const count = (prefix: string) => requests.filter((u) => u.startsWith(prefix)).length;
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  requests = [];
  clearAllCopies(null);
  localStorage.clear();
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'Date'] });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => serve(url)),
  );
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function marketLoad(status: MarketLoad['cacheStatus']): MarketLoad {
  return {
    coins: [],
    globalMetrics: {} as MarketLoad['globalMetrics'],
    origin: 'simulated',
    fetchedAt: new Date().toISOString(),
    cacheStatus: status,
    dataSource: status === 'stale' ? 'stale-cache' : 'server',
    message: null,
    loadedAt: Date.now(),
  };
}

/** Uses the market data as the markets page does (which also re-renders on online/offline). */
function MarketProbe({ initial }: { initial: MarketLoad }) {
  const { data } = useMarketData(initial);
  useOnline();
  return <p data-testid="status">{data.cacheStatus}</p>;
}

describe('markets page refresh', () => {
  test('[MKT-014] the market list is loaded again every 120000 ms, not before', async () => {
    withClient(<MarketProbe initial={marketLoad('hit')} />);
    await advance(MARKET_REFRESH_MS - 1000);
    expect(count('/api/market-cache?')).toBe(0);
    await advance(1000);
    expect(count('/api/market-cache?')).toBe(1);
    await advance(MARKET_REFRESH_MS);
    expect(count('/api/market-cache?')).toBe(2);
  });

  test('[MKT-011] coming back online reloads the list, though live ticks kept it looking fresh', async () => {
    withClient(<MarketProbe initial={marketLoad('hit')} />);
    const setOnline = (online: boolean) => {
      Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
      act(() => void window.dispatchEvent(new Event(online ? 'online' : 'offline')));
    };
    setOnline(false);
    await advance(3 * 60_000);
    expect(count('/api/market-cache?')).toBe(0);
    // A price tick (as the stream delivers) marks the query fresh, but the list itself is 3 minutes old.
    act(() => lastClient!.setQueryData<MarketLoad>(MARKET_QUERY_KEY, (old) => old && { ...old }));
    setOnline(true);
    await advance(10);
    expect(count('/api/market-cache?')).toBe(1);
  });

  test('[MKT-012] returning to the tab refreshes the list while it is not connected, and only then', async () => {
    const setVisibility = (state: DocumentVisibilityState) => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
      act(() => void document.dispatchEvent(new Event('visibilitychange')));
    };
    const stale = withClient(<MarketProbe initial={marketLoad('stale')} />);
    setVisibility('hidden');
    setVisibility('visible');
    await advance(10);
    expect(count('/api/market-cache?')).toBe(1);
    expect(screen.getByTestId('status').textContent).toBe('hit');
    stale.unmount();

    requests = [];
    clearAllCopies(null);
    withClient(<MarketProbe initial={marketLoad('hit')} />);
    setVisibility('hidden');
    setVisibility('visible');
    await advance(10);
    expect(count('/api/market-cache?')).toBe(0);
  });
});

describe('full price ticker', () => {
  const initial = (): TickerData => ({
    coins: coins(FULL_TICKER_COINS, 1000),
    cacheStatus: 'hit',
    loadedAt: Date.now(),
  });

  test('[MKT-039] its prices refresh every 300000 ms from quotes/latest', async () => {
    withClient(<PriceMarquee initial={initial()} />);
    const first = () => screen.getAllByTestId('marquee-coin')[0]!.textContent;
    expect(screen.getAllByTestId('marquee-coin')).toHaveLength(40);
    expect(first()).toBe('C0$1,000.000+1.00%');
    await advance(HEADER_TICKER_REFRESH_MS - 1000);
    expect(count('/api/coinmarketcap/cryptocurrency/quotes/latest')).toBe(0);
    await advance(1000);
    expect(count('/api/coinmarketcap/cryptocurrency/quotes/latest')).toBe(1);
    expect(requests.at(-1)).toMatch(/id=1,2,3,.*,40&cache_bust=\d+$/);
    await vi.waitFor(() => expect(first()).toBe('C0$5,001.000+9.00%'));
  });

  test('[MKT-040] its list of 40 coins is loaded again every 4 hours (14400 s)', async () => {
    withClient(<PriceMarquee initial={initial()} />);
    expect(FULL_TICKER_REFRESH_MS).toBe(14_400_000);
    await advance(FULL_TICKER_REFRESH_MS - 1000);
    expect(count('/api/market-cache/ticker')).toBe(0);
    await advance(1000);
    expect(requests.filter((u) => u.startsWith('/api/market-cache/ticker?limit=40&t='))).toHaveLength(1);
  });
});
