// @vitest-environment happy-dom
// The business constants of lib/constants.ts, and the behaviour that follows each: every flag is switched here both
// ways, and what it governs appears or goes with it; the loading placeholders wait their delays on a fake clock.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type * as Constants from './constants';
import type { FeatureFlag } from './constants';

/** The flags the product's code reads: the module's own values, changed by a test and put back after it. */
const flags = vi.hoisted(() => ({}) as Record<FeatureFlag, boolean>);
vi.mock('./constants', async (original) => {
  const actual = await original<typeof Constants>();
  Object.assign(flags, actual.FEATURE_FLAGS);
  return { ...actual, FEATURE_FLAGS: flags };
});

const SHIPPED_CONSTANTS = await vi.importActual<typeof Constants>('./constants');
const { FEATURE_FLAGS: SHIPPED } = SHIPPED_CONSTANTS;
const { ThemeToggle } = await import('../app/shell/theme-toggle');
const { ThemeProvider } = await import('../app/shell/theme-provider');
const { NewsletterForm } = await import('../features/newsletter/components/newsletter-form');
const { PriceChart } = await import('../features/market/components/price-chart');
const { subscribeToTicks } = await import('../features/market/stream/client');
const { installAnalytics } = await import('../features/telemetry/client/analytics');
const { ShareLinks } = await import('../features/news/components/share-links');
const { CompactTicker } = await import('../features/market/components/compact-ticker');
const { WatchlistView } = await import('../features/watchlist/components/watchlist-view');
const { SessionProvider } = await import('../platform/browser/session');
const { PreferencesProvider } = await import('../features/settings/client/preferences');
const { Toast, useToast } = await import('../ui/toast');

afterEach(() => {
  cleanup();
  Object.assign(flags, SHIPPED);
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** Streams the page opens, by address. */
function countStreams() {
  const opened: string[] = [];
  vi.stubGlobal(
    'EventSource',
    class {
      constructor(url: string) {
        opened.push(url);
      }
      addEventListener() {}
      close() {}
    },
  );
  return opened;
}

describe('feature flags', () => {
  test('[CONST-001] newsletter, liveData, analytics, advancedCharts and darkMode are on, and each shows what it governs only while on', async () => {
    expect(SHIPPED).toMatchObject({
      newsletter: true,
      liveData: true,
      analytics: true,
      advancedCharts: true,
      darkMode: true,
    });

    // darkMode: the theme switch.
    render(
      <ThemeProvider initial="dark">
        <ThemeToggle />
      </ThemeProvider>,
    );
    expect(screen.getByTestId('theme-toggle')).toBeTruthy();
    cleanup();
    flags.darkMode = false;
    render(<ThemeToggle />);
    expect(screen.queryByTestId('theme-toggle')).toBeNull();

    // newsletter: the sign-up form.
    render(<NewsletterForm />);
    expect(screen.getByRole('textbox')).toBeTruthy();
    cleanup();
    flags.newsletter = false;
    const { container } = render(<NewsletterForm />);
    expect(container.innerHTML).toBe('');

    // advancedCharts: the coin page's price chart.
    expect(PriceChart({ coinId: 1, up: true })).not.toBeNull();
    flags.advancedCharts = false;
    expect(PriceChart({ coinId: 1, up: true })).toBeNull();

    // liveData: the price stream.
    const opened = countStreams();
    flags.liveData = false;
    const off = subscribeToTicks({ ids: [1] }, () => {});
    await Promise.resolve();
    expect(opened).toEqual([]);
    off();
    flags.liveData = true;
    const on = subscribeToTicks({ ids: [1] }, () => {});
    await Promise.resolve();
    expect(opened).toEqual(['/api/stream/prices?ids=1']);
    on();

    // analytics: the site's own measuring.
    flags.analytics = false;
    expect(installAnalytics()).toBeNull();
    flags.analytics = true;
    expect(installAnalytics()).not.toBeNull();
  });

  test('[CONST-002] portfolioTracking and socialFeatures are off, and switch nothing off: the share links are there', () => {
    expect(SHIPPED).toMatchObject({ portfolioTracking: false, socialFeatures: false });
    render(<ShareLinks url="https://blockcast.test/news/a" title="A" />);
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeTruthy();
  });
});

/** A signed-in reader's page whose every call is still on its way. */
function renderWaiting(page: ReactNode) {
  vi.stubGlobal('fetch', () => new Promise<Response>(() => undefined));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <SessionProvider
          initialUser={{
            id: 'u1',
            email: 'reader@example.com',
            firstName: 'Reader',
            lastName: 'One',
            profileImageUrl: null,
            emailVerified: true,
            role: 'user',
            subscription: { tier: 'free', status: 'active', currentPeriodEnd: null },
          }}
        >
          <PreferencesProvider>{page}</PreferencesProvider>
        </SessionProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('delays', () => {
  test('[CONST-003] the default delay is 100 ms and the ticker waits 300 ms: a loading placeholder shows only once its delay has passed', () => {
    const { DEFAULT_DELAY_MS, TICKER_DELAY_MS } = SHIPPED_CONSTANTS;
    expect([DEFAULT_DELAY_MS, TICKER_DELAY_MS]).toEqual([100, 300]);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });

    // A dashboard page's loading state: the watchlist, its list still on its way.
    renderWaiting(<WatchlistView addOpen={false} source={null} />);
    const loading = () => screen.queryByText('Loading your watchlist…');
    act(() => vi.advanceTimersByTime(DEFAULT_DELAY_MS - 1));
    expect(loading()).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(loading()).not.toBeNull();
    cleanup();

    // The price ticker with no list yet: neither its placeholder nor its badge's until 300 ms.
    renderWaiting(<CompactTicker initial={null} />);
    const ticker = screen.getByTestId('compact-ticker');
    act(() => vi.advanceTimersByTime(TICKER_DELAY_MS - 1));
    expect(ticker.textContent).not.toContain('Updating Data...');
    act(() => vi.advanceTimersByTime(1));
    expect(ticker.textContent).toContain('Updating Data...');
    expect(screen.getByTestId('ticker-badge').textContent).toBe('Updating Data...');
  });
});

describe('toast', () => {
  test('[CONST-004] a toast shows for 5 s by default, then goes', () => {
    expect(SHIPPED_CONSTANTS.TOAST_DURATION_MS).toBe(5_000);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    function Confirmed() {
      const { toast, show, dismiss } = useToast();
      return (
        <>
          <button type="button" onClick={() => show('Added Bitcoin to your watchlist')}>
            Add
          </button>
          <Toast toast={toast} onDismiss={dismiss} />
        </>
      );
    }
    render(<Confirmed />);
    act(() => screen.getByRole('button', { name: 'Add' }).click());
    const shown = () => screen.getByRole('status').textContent;
    expect(shown()).toContain('Added Bitcoin to your watchlist');
    act(() => vi.advanceTimersByTime(4_999));
    expect(shown()).toContain('Added Bitcoin to your watchlist');
    act(() => vi.advanceTimersByTime(1));
    expect(shown()).toBe('');
  });
});
