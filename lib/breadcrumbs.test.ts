import { describe, expect, test } from 'vitest';
import { buildBreadcrumbs, titleCase } from './breadcrumbs';

describe('breadcrumbs', () => {
  test('[SHELL-015] Home, then one title-cased crumb per path segment, in order', () => {
    expect(buildBreadcrumbs('/press-releases/new-exchange-launch')).toEqual([
      { label: 'Home', href: '/' },
      { label: 'Press Releases', href: '/press-releases' },
      { label: 'New Exchange Launch', href: '/press-releases/new-exchange-launch' },
    ]);
    expect(titleCase('top-movers')).toBe('Top Movers');
    expect(titleCase('hello%20world')).toBe('Hello World');
  });

  test('[SHELL-016] the trail is empty when it would show only Home', () => {
    expect(buildBreadcrumbs('/')).toEqual([]);
    expect(buildBreadcrumbs('')).toEqual([]);
  });

  test('a segment that is not a page of its own is named for, and leads to, the page that lists its children', () => {
    expect(buildBreadcrumbs('/coin/btc')[1]).toEqual({ label: 'Coins', href: '/coins' });
    expect(buildBreadcrumbs('/crypto/bitcoin')[1]).toEqual({ label: 'Coins', href: '/coins' });
  });

  test('the newsletter link pages lead back to the sign-up on the home page, not to a missing /newsletter', () => {
    for (const page of ['/newsletter/confirm', '/newsletter/unsubscribe'])
      expect(buildBreadcrumbs(page)[1]).toEqual({ label: 'Newsletter', href: '/#daily-brief' });
  });

  test('control characters in the address never reach the page', () => {
    expect(buildBreadcrumbs('/coin/%00btc%0A').at(-1)!.label).toBe('Btc');
  });

  test('a malformed escape in the path does not throw', () => {
    expect(buildBreadcrumbs('/bad%E0')).toEqual([
      { label: 'Home', href: '/' },
      { label: 'Bad%E0', href: '/bad%E0' },
    ]);
  });
});
