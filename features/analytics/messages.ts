// The analytics page's own words, written once for the page and its tests (browser-safe, without zod).

/** Inside the value chart's box while its code loads or another range's figures arrive. */
export const ANALYTICS_CHART_LOADING = 'Loading the chart…';
