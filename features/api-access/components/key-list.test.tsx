// @vitest-environment happy-dom
// The API page's key list on its own: when each key was made and last used, as dates the reader can place.
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { DAY_MS } from '../../../lib/time';
import { API_LIMITS, API_PAGE_TEXT, type ApiKeyRow } from '../rules';
import { KeyList } from './key-list';

afterEach(cleanup);

const row = (over: Partial<ApiKeyRow>): ApiKeyRow => ({
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Trading bot',
  prefix: 'bc_live_abcdef',
  createdAt: '2026-01-15T12:00:00.000Z',
  lastUsedAt: null,
  usage: [],
  ...over,
});

const shown = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** The text under a term of the key's details ('Created', 'Last used'). */
const detail = (term: string) => {
  const dt = within(screen.getByTestId('api-key')).getByText(term, { selector: 'dt' });
  return dt.nextElementSibling?.textContent;
};

describe('the API page’s key list', () => {
  test('a key made last month and used yesterday says both days with their times; one never used says Never', () => {
    const lastMonth = new Date(Date.now() - 35 * DAY_MS).toISOString();
    const yesterday = new Date(Date.now() - DAY_MS).toISOString();
    const { unmount } = render(
      <KeyList
        keys={[row({ createdAt: lastMonth, lastUsedAt: yesterday })]}
        remaining={{}}
        perDay={API_LIMITS.enterprise.perDay}
        revoke={async () => ({ gone: true, message: null })}
      />,
    );
    expect(detail('Created')).toBe(shown(lastMonth));
    expect(detail('Last used')).toBe(shown(yesterday));
    expect(detail('Created')).toContain(String(new Date(lastMonth).getFullYear()));
    unmount();

    render(
      <KeyList
        keys={[row({ createdAt: lastMonth })]}
        remaining={{}}
        perDay={API_LIMITS.enterprise.perDay}
        revoke={async () => ({ gone: true, message: null })}
      />,
    );
    expect(detail('Last used')).toBe('Never');
  });

  test('keys of an account no longer on Enterprise are each marked paused, and each can still be revoked', () => {
    const keys = [row({}), row({ id: '00000000-0000-4000-8000-000000000002', name: 'Sheet' })];
    const props = {
      keys,
      remaining: {},
      perDay: API_LIMITS.enterprise.perDay,
      revoke: async () => ({ gone: true, message: null }),
    };
    const { unmount } = render(<KeyList {...props} />);
    expect(screen.queryAllByTestId('api-key-status')).toEqual([]);
    unmount();

    render(<KeyList {...props} paused />);
    const rows = screen.getAllByTestId('api-key');
    expect(rows.map((r) => within(r).getByTestId('api-key-status').textContent)).toEqual([
      API_PAGE_TEXT.pausedStatus,
      API_PAGE_TEXT.pausedStatus,
    ]);
    expect(rows.map((r) => within(r).getByTestId('api-key-remaining').textContent)).toEqual([
      API_PAGE_TEXT.pausedQuota,
      API_PAGE_TEXT.pausedQuota,
    ]);
    expect(rows.map((r) => within(r).getByRole('button').getAttribute('aria-label'))).toEqual([
      'Revoke key Trading bot',
      'Revoke key Sheet',
    ]);
  });
});
