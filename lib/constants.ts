// The product's business constants that no one feature owns (CONST-001..004): the feature flags, the default
// delays and the toast's time. Browser-safe; each is read where its behaviour is, and tested there.

export type FeatureFlag =
  | 'newsletter'
  | 'liveData'
  | 'analytics'
  | 'advancedCharts'
  | 'darkMode'
  | 'portfolioTracking'
  | 'socialFeatures';

/**
 * The feature flags: newsletter sign-up, live prices from the stream, the site's own measuring, the coin page's
 * price chart and the theme switch are on. portfolioTracking and socialFeatures are off, as in the original, and
 * switch nothing off (decisions.md 6): the portfolio and the share links are part of the product.
 */
export const FEATURE_FLAGS: Readonly<Record<FeatureFlag, boolean>> = {
  newsletter: true,
  liveData: true,
  analytics: true,
  advancedCharts: true,
  darkMode: true,
  portfolioTracking: false,
  socialFeatures: false,
};

/**
 * How long a loading state waits before it shows its placeholder (CONST-003, decision record 0024): a load that
 * answers sooner never flashes one. The price ticker waits longer, as its band holds still meanwhile.
 */
export const DEFAULT_DELAY_MS = 100;
export const TICKER_DELAY_MS = 300;

/** How long a toast stays on screen unless its reader dismisses it first (CONST-004). */
export const TOAST_DURATION_MS = 5_000;

/**
 * The portfolio refreshes at least this often whatever the reader's update interval (dashboard spec section 5);
 * the settings page says so beside that interval, so the figure lives below both features.
 */
export const PORTFOLIO_REFRESH_MS = 120_000;
