import { describe, expect, test } from 'vitest';
import { dashboardOverview, OVERVIEW_ACTIVITIES, type OverviewSources } from './overview.server';

/** What a source's method answers. */
type Answer<F> = F extends (...args: never[]) => Promise<infer R> ? R : never;

const watched = (coinId: number, symbol: string) => ({
  coin_id: coinId,
  symbol,
  name: `${symbol} coin`,
  image_url: null,
  addedAt: '2026-01-01T00:00:00.000Z',
});

/** The five features as the overview reads them, recording what it asked for. */
function sources(coins: { id: number; price: number; change24h: number }[], items: number) {
  const asked: { activity?: unknown[] } = {};
  const summary = { metrics: { totalValue: '10' }, top: [] } as unknown as Answer<
    OverviewSources['portfolio']['summary']
  >;
  const activities = [{ id: 1 }] as unknown as Answer<OverviewSources['activity']['list']>;
  const fake: OverviewSources = {
    portfolio: { summary: async () => summary },
    alerts: { countActive: async () => 3 },
    activity: {
      list: async (...args) => {
        asked.activity = args;
        return activities;
      },
    },
    watchlist: {
      list: async () => Array.from({ length: items }, (_, i) => watched(i + 1, `C${i + 1}`)),
    },
    market: {
      read: async () => ({ snapshot: { coins } }) as unknown as Answer<OverviewSources['market']['read']>,
    },
  };
  return { fake, asked, summary, activities };
}

describe('the dashboard overview', () => {
  test('joins the first watchlist items with the market’s live prices; a coin the market lacks has none', async () => {
    const { fake, summary, activities } = sources(
      [
        { id: 1, price: 100, change24h: 2.5 },
        { id: 3, price: 0.5, change24h: -1 },
      ],
      7,
    );
    const overview = await dashboardOverview(fake, 'u1');
    expect(overview.summary).toBe(summary);
    expect(overview.activities).toBe(activities);
    expect(overview.activeAlerts).toBe(3);
    expect(overview.watchlist.total).toBe(7);
    expect(overview.watchlist.items).toHaveLength(5);
    expect(overview.watchlist.items.slice(0, 3)).toEqual([
      { coinId: 1, symbol: 'C1', name: 'C1 coin', price: 100, change24h: 2.5 },
      { coinId: 2, symbol: 'C2', name: 'C2 coin', price: null, change24h: null },
      { coinId: 3, symbol: 'C3', name: 'C3 coin', price: 0.5, change24h: -1 },
    ]);
  });

  test('lists the last activities without page views', async () => {
    const { fake, asked } = sources([], 0);
    const overview = await dashboardOverview(fake, 'u1');
    expect(asked.activity).toEqual(['u1', OVERVIEW_ACTIVITIES, ['page_view']]);
    expect(overview.watchlist).toEqual({ items: [], total: 0 });
  });
});
