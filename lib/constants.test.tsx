// @vitest-environment happy-dom
// The business constants of lib/constants.ts, and the behaviour that follows each: every flag is switched here both
// ways, and what it governs appears or goes with it.
import { cleanup, render, screen } from '@testing-library/react';
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

const { FEATURE_FLAGS: SHIPPED } = await vi.importActual<typeof Constants>('./constants');
const { ThemeToggle } = await import('../app/shell/theme-toggle');
const { ThemeProvider } = await import('../app/shell/theme-provider');
const { NewsletterForm } = await import('../features/newsletter/components/newsletter-form');
const { PriceChart } = await import('../features/market/components/price-chart');
const { subscribeToTicks } = await import('../features/market/stream/client');
const { installAnalytics } = await import('../features/telemetry/client/analytics');
const { ShareLinks } = await import('../features/news/components/share-links');

afterEach(() => {
  cleanup();
  Object.assign(flags, SHIPPED);
  vi.unstubAllGlobals();
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
