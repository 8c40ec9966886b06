// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { CacheBadge } from './cache-badge';
import { clearAllCopies } from '../../../lib/client-cache';
import { TICKER_DELAY_MS } from '../../../lib/constants';
import { DEFAULT_TICKER, TICKER_ROTATE_MS, tickerBadge, type TickerData } from '../client/ticker-data';
import { CompactTicker } from './compact-ticker';

afterEach(() => {
  cleanup();
  clearAllCopies(null);
  localStorage.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('cache status badge', () => {
  test('[MKT-030] each cache status has its text', () => {
    const texts = (['hit', 'miss', 'refresh', 'stale', 'error', 'unknown'] as const).map((status) => {
      const { container, unmount } = render(<CacheBadge status={status} />);
      const text = container.textContent;
      unmount();
      return text;
    });
    expect(texts).toEqual([
      'Cache Hit',
      'Cache Miss',
      'Refreshing',
      'Stale Data(Data may be outdated)',
      'Error(Failed to load data)',
      'Unknown',
    ]);
  });

  test('[MKT-031] offline, the badge says Offline (Using cached data)', () => {
    render(<CacheBadge status="hit" offline />);
    expect(screen.getByTestId('cache-badge').textContent).toBe('Offline(Using cached data)');
  });
});

const TEN: TickerData = {
  loadedAt: Date.now(),
  cacheStatus: 'hit',
  coins: Array.from({ length: 10 }, (_, i) => ({
    id: i + 1,
    symbol: `C${i}`,
    name: `Coin ${i}`,
    price: 1000 + i,
    change24h: i - 5,
  })),
};

function renderTicker(initial: TickerData | null) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <CompactTicker initial={initial} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('compact header ticker', () => {
  test('[MKT-036] badge: Updating Data... while loading, Cached Live Data on a hit, Professional Live Data otherwise', () => {
    expect(tickerBadge(true, 'unknown')).toBe('Updating Data...');
    expect(tickerBadge(false, 'hit')).toBe('Cached Live Data');
    expect(tickerBadge(false, 'miss')).toBe('Professional Live Data');
    expect(tickerBadge(false, 'refresh')).toBe('Professional Live Data');
  });

  test('a stale copy kept after a failed load is Delayed Data, never a live label', () => {
    expect(tickerBadge(false, 'stale')).toBe('Delayed Data');
    expect(tickerBadge(false, 'error')).toBe('Delayed Data');
  });

  test('simulated and sample prices say so instead of a live label', () => {
    expect(tickerBadge(false, 'hit', false, 'simulated')).toBe('Simulated Data');
    expect(tickerBadge(false, 'miss', false, 'fallback')).toBe('Sample Data');
    expect(tickerBadge(false, 'miss', false, 'coinmarketcap')).toBe('Professional Live Data');
  });

  test('prices with no update for 5 minutes are labelled Delayed Data, not live', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'Date'] });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    renderTicker({ ...TEN, loadedAt: Date.now() - 6 * 60_000 });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(TICKER_ROTATE_MS);
    });
    expect(screen.getByTestId('ticker-badge').textContent).toBe('Delayed Data');
    expect(tickerBadge(false, 'miss', true)).toBe('Delayed Data');
  });

  test('[MKT-033] [MKT-034] shows one of 10 coins with symbol, price and change, and rotates every 3 s; links to /markets', () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ data: TEN.coins }))),
    );
    renderTicker(TEN);
    const link = screen.getByTestId('compact-ticker');
    expect(link.getAttribute('href')).toBe('/markets');
    expect(link.textContent).toContain('C0');
    expect(link.textContent).toContain('$1,000.000');
    expect(link.textContent).toContain('-5.00%');
    expect(screen.getByTestId('ticker-badge').textContent).toBe('Cached Live Data');
    act(() => vi.advanceTimersByTime(TICKER_ROTATE_MS));
    expect(link.textContent).toContain('C1');
    act(() => vi.advanceTimersByTime(TICKER_ROTATE_MS * 9));
    expect(link.textContent).toContain('C0');
  });

  test('[MKT-027] [MKT-035] it asks the ticker endpoint for 10 coins with a timestamp', async () => {
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        calls.push(url);
        return new Response('down', { status: 500 });
      }),
    );
    renderTicker(null);
    await vi.waitFor(() => expect(calls.length).toBeGreaterThan(0));
    expect(calls[0]).toMatch(/^\/api\/market-cache\/ticker\?limit=10&t=\d+$/);
  });

  test('[MKT-041] with nothing to show and every try failed, the ticker shows the default symbol', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('down', { status: 503 })),
    );
    renderTicker(null);
    const link = screen.getByTestId('compact-ticker');
    // While the first tries run it says it is updating (once the ticker's delay, CONST-003, has passed).
    act(() => vi.advanceTimersByTime(TICKER_DELAY_MS));
    expect(link.textContent).toContain('Updating Data...');
    // Five retries at 1, 2, 4, 8 and 16 s.
    await act(() => vi.advanceTimersByTimeAsync(31_000));
    await vi.waitFor(() => expect(link.textContent).toContain(DEFAULT_TICKER.coins[0]!.symbol));
    expect(vi.mocked(fetch)).toHaveBeenCalledTimes(6);
  });
});
