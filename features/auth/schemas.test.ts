import { describe, expect, test } from 'vitest';
import { safeRedirectPath } from './schemas';

describe('where sign-in sends the user back', () => {
  test('[AUTH-026] a path on this site is kept with its query', () => {
    expect(safeRedirectPath('/dashboard/watchlist?sort=name')).toBe('/dashboard/watchlist?sort=name');
  });

  test.each([
    'https://evil.example/x',
    '//evil.example',
    '/\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    'javascript:alert(1)',
    '',
    null,
  ])('%j goes to the dashboard instead', (target) => {
    expect(safeRedirectPath(target)).toBe('/dashboard');
  });
});
