// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, expect, test, vi } from 'vitest';
import { SessionProvider } from '../../../platform/browser/session';
import { AUTH_MESSAGES } from '../schemas';
import { SignupForm } from './signup-form';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

test('a refusal about the password marks that field invalid and points it to the message', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ success: false, error: AUTH_MESSAGES.passwordCommon }), {
          status: 400,
          headers: { 'Content-Type': 'application/json' },
        }),
    ),
  );
  render(
    <MemoryRouter>
      <SessionProvider initialUser={null}>
        <SignupForm onSignedIn={() => {}} />
      </SessionProvider>
    </MemoryRouter>,
  );
  fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Ada' } });
  fireEvent.change(screen.getByLabelText('Last name'), { target: { value: 'Lovelace' } });
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@example.com' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'password123' } });
  fireEvent.submit(screen.getByRole('button', { name: 'Create Account' }).closest('form')!);
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toBe(AUTH_MESSAGES.passwordCommon);
  const password = screen.getByLabelText('Password');
  await waitFor(() => expect(password.getAttribute('aria-invalid')).toBe('true'));
  expect(password.getAttribute('aria-describedby')?.split(' ')).toContain(alert.id);
  expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBeNull();
});
