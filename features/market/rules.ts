// The market feature's user-visible texts that code and tests share.
export const MARKET_MESSAGES = {
  /** The accessible name of a coin's 7-day sparkline: 'BTC price, last 7 days: up 4.2%'. */
  sparklineLabel(symbol: string, change7d: number): string {
    if (!Number.isFinite(change7d)) return `${symbol} price, last 7 days`;
    const shown = Math.abs(change7d).toFixed(1);
    if (shown === '0.0') return `${symbol} price, last 7 days: unchanged`;
    return `${symbol} price, last 7 days: ${change7d > 0 ? 'up' : 'down'} ${shown}%`;
  },
  sparklineHeader: 'Last 7 days',
} as const;
