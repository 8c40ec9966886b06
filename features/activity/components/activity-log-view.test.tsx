// @vitest-environment happy-dom
// The Activity Log page on its own: each entry with its category's icon, an alert's grouped triggers said with their
// count, and the type filter, a labelled select whose choice goes into the address for the server to filter.
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLoaderData } from 'react-router';
import { afterEach, describe, expect, test } from 'vitest';
import type { ActivityCategory, ActivityRow, ActivityStats, ActivityType } from '../rules';
import { ActivityLogView } from './activity-log-view';

afterEach(cleanup);

const row = (id: number, type: ActivityType, description: string, over: Partial<ActivityRow> = {}) =>
  ({
    id,
    user_id: 'u1',
    activity_type: type,
    description,
    coin_symbol: null,
    coin_name: null,
    coin_id: null,
    amount: null,
    value_usd: null,
    price_usd: null,
    page_name: null,
    page_path: null,
    alert_type: null,
    target_price: null,
    trigger_price: null,
    setting_name: null,
    old_value: null,
    new_value: null,
    metadata: null,
    created_at: '2026-01-15T12:00:00.000Z',
    group_count: 1,
    group_first_at: '2026-01-15T12:00:00.000Z',
    ...over,
  }) satisfies ActivityRow;

const STATS: ActivityStats = {
  timeframe: '7d',
  since: '2026-01-09T00:00:00.000Z',
  total: 3,
  byType: {},
  byDay: [],
  allTime: 3,
  lastSevenDays: 3,
  lastLogin: null,
};

function renderAt(path: string, activities: ActivityRow[]) {
  const seen: string[] = [];
  const router = createMemoryRouter(
    [
      {
        path: '/dashboard/activity',
        loader: ({ request }) => {
          const url = new URL(request.url);
          seen.push(url.search);
          return { category: (url.searchParams.get('category') || null) as ActivityCategory | null };
        },
        Component: function Page() {
          const { category } = useLoaderData<{ category: ActivityCategory | null }>();
          return <ActivityLogView activities={activities} stats={STATS} category={category} />;
        },
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return { router, seen };
}

describe('the activity log page', () => {
  test('settings and profile entries carry the Account icon, alert edits the Alerts icon, not the Portfolio one', async () => {
    renderAt('/dashboard/activity', [
      row(3, 'settings_update', 'Changed update interval from 5 min to 1 min'),
      row(2, 'alert_updated', 'Turned off a price alert: BTC rises 5%'),
      row(1, 'portfolio_add', 'Added 0.5 BTC'),
    ]);
    const items = within(await screen.findByTestId('activity-list')).getAllByRole('listitem');
    expect(items.map((li) => within(li).getByRole('img').getAttribute('aria-label'))).toEqual([
      'Account',
      'Alerts',
      'Portfolio',
    ]);
  });

  test("an alert's grouped triggers say how many they are", async () => {
    renderAt('/dashboard/activity', [
      row(9, 'alert_triggered', 'Price alert triggered: ETH moved +0.20% (alert set at 0.1%)', {
        group_count: 12,
        group_first_at: '2026-01-15T11:57:00.000Z',
      }),
    ]);
    expect((await screen.findByTestId('activity-group')).textContent).toMatch(
      /^12 triggers that day, the first at /,
    );
  });

  test('the type filter is a labelled select of every category; a choice asks the server for that category', async () => {
    const { router, seen } = renderAt('/dashboard/activity', [row(1, 'login', 'Signed in')]);
    const select = (await screen.findByLabelText('Show')) as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual([
      'All types',
      'Watchlist',
      'Portfolio',
      'Alerts',
      'Price Checks',
      'Login',
      'Page Views',
      'Account',
    ]);
    await act(async () => {
      fireEvent.change(select, { target: { value: 'alerts' } });
    });
    await waitFor(() => expect(router.state.location.search).toBe('?category=alerts'));
    expect(seen).toContain('?category=alerts');
    expect((screen.getByLabelText('Show') as HTMLSelectElement).value).toBe('alerts');
  });
});
