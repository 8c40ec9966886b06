// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, test } from 'vitest';
import { AccountMenu } from './account-menu';

afterEach(cleanup);

describe('account menu', () => {
  test('[SHELL-003] signed out there is no account menu, only Sign In', () => {
    render(
      <MemoryRouter>
        <AccountMenu user={null} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByRole('button')).toBeNull();
  });

  test('[SHELL-003] [SHELL-004] signed in, a menu labelled with the e-mail links the account pages', () => {
    render(
      <MemoryRouter>
        <AccountMenu user={{ email: 'ada@example.com', profileImageUrl: null }} />
      </MemoryRouter>,
    );
    const button = screen.getByRole('button', { name: /ada@example.com/ });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    const links = screen.getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(links).toEqual([
      '/dashboard',
      '/dashboard/portfolio',
      '/dashboard/watchlist',
      '/dashboard/settings',
      '/logout',
    ]);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryAllByRole('link')).toHaveLength(0);
  });
});
