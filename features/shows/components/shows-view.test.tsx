// @vitest-environment happy-dom
// The flagship shows as the page shows them: each card's name, format, schedule, host and episode count.
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { ShowsView } from './shows-view';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** The page at a moment: the server's time while it renders, and the browser's clock after. */
function showsAt(iso: string) {
  vi.useFakeTimers({ now: Date.parse(iso) });
  render(<ShowsView now={Date.parse(iso)} episodes={[]} />);
}

/** Each flagship card as read on the page: name, the format's words, and its facts by their terms. */
function flagshipCards() {
  const region = screen.getByRole('region', { name: 'Flagship Programming' });
  return within(region)
    .getAllByRole('article')
    .map((card) => {
      const terms = [...card.querySelectorAll('dt')].map((dt) => dt.textContent);
      const values = [...card.querySelectorAll('dd')].map((dd) => dd.textContent);
      const facts = Object.fromEntries(terms.map((t, i) => [t, values[i]]));
      const heading = within(card).getByRole('heading', { level: 3 });
      const format = heading.parentElement?.lastElementChild?.textContent;
      return [heading.textContent, facts.Episodes, facts.Schedule, format];
    });
}

describe('the shows page', () => {
  test('[SHOWS-007] [SHOWS-008] [SHOWS-009] [SHOWS-010] each flagship show is shown with its episodes, air time and format', () => {
    // Saturday: no show is on air, so no card carries LIVE NOW beside its format.
    showsAt('2026-11-28T15:00:00Z');
    expect(flagshipCards()).toEqual([
      ['Crypto Market Open', '156', 'Mon-Fri 6-10 AM ET', 'Broadcast live'],
      ['The Daily Decrypt', '89', 'Mon-Fri 12-1 PM ET', 'Recorded'],
      ['Institutional Crypto', '124', 'Mon-Fri 2-4 PM ET', 'Coming soon'],
      ['After Hours Crypto', '98', 'Mon-Fri 6-8 PM ET', 'Recorded'],
    ]);
  });

  test('[SHOWS-007] the live show is marked LIVE NOW while it airs, Monday to Friday 6-10 AM Eastern', () => {
    // Tuesday 8:00 AM ET.
    showsAt('2026-11-24T13:00:00Z');
    const live = screen.getByText('LIVE NOW');
    expect(live.closest('article')?.querySelector('h3')?.textContent).toBe('Crypto Market Open');
  });
});
