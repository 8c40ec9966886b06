// @vitest-environment happy-dom
// The add dialog on its own, with the coin reference calls answered here: the top 500 unwatched, a search from 2
// characters 300 ms after the last key, several chosen at once, Cancel, and the cap on the choice.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { AddDialog } from './add-dialog';

const TOP = [
  { id: 1, symbol: 'BTC', name: 'Bitcoin', rank: 1 },
  { id: 1027, symbol: 'ETH', name: 'Ethereum', rank: 2 },
  { id: 825, symbol: 'USDT', name: 'Tether', rank: 3 },
  { id: 5426, symbol: 'SOL', name: 'Solana', rank: 5 },
];
/** 150 coins match 'dog' in the reference data; the search answers as many as its limit asks, as the API does. */
const SEARCH = [
  { id: 74, symbol: 'DOGE', name: 'Dogecoin', rank: 8 },
  ...Array.from({ length: 149 }, (_, i) => ({
    id: 90_000 + i,
    symbol: `DOG${i}`,
    name: `Dog ${i}`,
    rank: 100 + i,
  })),
];

let calls: string[];
beforeEach(() => {
  calls = [];
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      calls.push(url);
      const limit = Number(new URL(url, 'http://localhost').searchParams.get('limit'));
      const data = url.includes('/search') ? SEARCH.slice(0, limit) : TOP;
      return new Response(JSON.stringify({ data }), { headers: { 'Content-Type': 'application/json' } });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderDialog(props: Partial<Parameters<typeof AddDialog>[0]> = {}) {
  const onAdd = vi.fn(async () => [] as string[]);
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <AddDialog open watched={new Set([825])} onAdd={onAdd} onClose={onClose} {...props} />
    </QueryClientProvider>,
  );
  return { onAdd, onClose };
}

const listed = () => screen.queryAllByRole('checkbox').map((box) => box.closest('label')?.textContent ?? '');

describe('the add dialog', () => {
  test('[WATCH-016] [WATCH-020] [WATCH-021] is titled Add Cryptocurrencies to Watchlist and lists the top 500 coins, without those already watched', async () => {
    renderDialog();
    expect(screen.getByRole('heading', { name: 'Add Cryptocurrencies to Watchlist' })).toBeTruthy();
    await screen.findByText('Bitcoin');
    expect(calls).toEqual(['/api/crypto-reference/top?limit=500']);
    expect(listed().some((t) => t.includes('Tether'))).toBe(false);
    expect(listed()).toHaveLength(3);
  });

  test('[WATCH-017] [WATCH-018] [WATCH-019] searches from 2 characters, 300 ms after the last key, for up to 100 results', async () => {
    renderDialog();
    await screen.findByText('Bitcoin');
    // From here the clock moves only when told: a clock that also follows real time (as in the other tests) could
    // pass 300 ms on a busy machine between two steps below.
    vi.useFakeTimers();
    const box = screen.getByRole('searchbox', { name: 'Search cryptocurrencies' });
    fireEvent.change(box, { target: { value: 'd' } });
    await act(() => vi.advanceTimersByTimeAsync(400));
    expect(calls.filter((u) => u.includes('/search'))).toEqual([]);
    fireEvent.change(box, { target: { value: 'do' } });
    await act(() => vi.advanceTimersByTimeAsync(200));
    fireEvent.change(box, { target: { value: 'dog' } });
    await act(() => vi.advanceTimersByTimeAsync(299));
    expect(calls.filter((u) => u.includes('/search'))).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(calls.filter((u) => u.includes('/search'))).toEqual([
      '/api/crypto-reference/search?q=dog&limit=100',
    ]);
    for (let i = 0; i < 20 && !screen.queryByText('Dogecoin'); i++)
      await act(() => vi.advanceTimersByTimeAsync(10));
    expect(screen.getByText('Dogecoin')).toBeTruthy();
    // Of the 150 matches, the dialog offers the first 100.
    expect(listed()).toHaveLength(100);
    expect(listed()[99]).toContain('Dog 98');
    expect(screen.getByText(/^100 matches for “dog”/)).toBeTruthy();
  });

  test('[WATCH-022] [WATCH-024] several coins are chosen at once and Add (n) to Watchlist adds exactly those', async () => {
    const { onAdd, onClose } = renderDialog();
    await screen.findByText('Bitcoin');
    fireEvent.click(screen.getByRole('checkbox', { name: /Bitcoin/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /Solana/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /Ethereum/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /Ethereum/ }));
    const add = screen.getByRole('button', { name: 'Add (2) to Watchlist' });
    await act(async () => fireEvent.click(add));
    expect(onAdd).toHaveBeenCalledWith([
      { coin_id: 1, symbol: 'BTC', name: 'Bitcoin', image_url: expect.stringContaining('/images/coins/') },
      { coin_id: 5426, symbol: 'SOL', name: 'Solana', image_url: expect.stringContaining('/images/coins/') },
    ]);
    expect(onClose).toHaveBeenCalledOnce();
  });

  test('[WATCH-023] Cancel closes without adding anything', async () => {
    const { onAdd, onClose } = renderDialog();
    await screen.findByText('Bitcoin');
    fireEvent.click(screen.getByRole('checkbox', { name: /Bitcoin/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(onAdd).not.toHaveBeenCalled();
  });

  test('[WATCH-025] with a maximum set, choosing one more raises Maximum N selections allowed and keeps the choice', async () => {
    renderDialog({ maxSelections: 2 });
    await screen.findByText('Bitcoin');
    fireEvent.click(screen.getByRole('checkbox', { name: /Bitcoin/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /Ethereum/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /Solana/ }));
    expect(screen.getByRole('alert').textContent).toBe('Maximum 2 selections allowed');
    expect((screen.getByRole('checkbox', { name: /Solana/ }) as HTMLInputElement).checked).toBe(false);
    expect(screen.getByRole('button', { name: 'Add (2) to Watchlist' })).toBeTruthy();
  });

  test('a full watchlist says so at once and lets nothing be chosen', async () => {
    const { onAdd } = renderDialog({ maxSelections: 0 });
    await screen.findByText('Bitcoin');
    expect(screen.getByTestId('watchlist-full').textContent).toBe(
      'Your watchlist holds at most 200 coins. Remove a coin to add another.',
    );
    expect((screen.getByRole('checkbox', { name: /Bitcoin/ }) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Add (0) to Watchlist' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(onAdd).not.toHaveBeenCalled();
  });

  test('opens with focus in the search field, so typing searches at once, and Tab stays inside the dialog', async () => {
    renderDialog();
    await screen.findByText('Bitcoin');
    const box = screen.getByRole('searchbox', { name: 'Search cryptocurrencies' });
    // The browser's own choice was the first button (Close): typing went nowhere and Enter closed the dialog.
    expect(document.activeElement).toBe(box);
    const dialog = box.closest('dialog') as HTMLDialogElement;
    fireEvent.click(screen.getByRole('checkbox', { name: /Bitcoin/ }));
    const last = screen.getByRole('button', { name: 'Add (1) to Watchlist' });
    last.focus();
    fireEvent.keyDown(last, { key: 'Tab' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
    expect(dialog.contains(document.activeElement)).toBe(true);
  });
});
