// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { SessionProvider } from '../../../platform/browser/session';
import type { PublicSubscription, PublicUser } from '../../auth/schemas';
import type { PaidTier } from '../plans';
import { PlanGate } from './plan-gate';

const userOn = (subscription: Omit<PublicSubscription, 'currentPeriodEnd'>): PublicUser => ({
  id: 'u1',
  email: 'reader@example.com',
  firstName: 'Reader',
  lastName: 'One',
  profileImageUrl: null,
  emailVerified: true,
  role: 'user',
  subscription: { ...subscription, currentPeriodEnd: null },
});

function renderGate(user: PublicUser, required: PaidTier) {
  render(
    <MemoryRouter>
      <SessionProvider initialUser={user}>
        <PlanGate required={required}>
          <h1>The paid page</h1>
        </PlanGate>
      </SessionProvider>
    </MemoryRouter>,
  );
  return screen.getByRole('heading', { level: 1 }).textContent;
}

beforeEach(() => {
  // The session's start-up check stays pending: the gate decides from the user the server rendered.
  vi.stubGlobal('fetch', () => new Promise(() => undefined));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the plan gate screens', () => {
  test('[AUTH-028] a Free user meets Premium Feature with a way to upgrade', () => {
    expect(renderGate(userOn({ tier: 'free', status: 'active' }), 'premium')).toBe('Premium Feature');
    expect(screen.getByRole('link', { name: 'Upgrade to Premium' }).getAttribute('href')).toBe(
      '/dashboard/subscription?plan=premium',
    );
    expect(screen.queryByText('The paid page')).toBeNull();
  });

  test('[AUTH-029] a Premium user meets Enterprise Feature on an Enterprise page', () => {
    expect(renderGate(userOn({ tier: 'premium', status: 'active' }), 'enterprise')).toBe(
      'Enterprise Feature',
    );
  });

  test('[AUTH-030] a lapsed subscription shows Subscription Required with its status', () => {
    expect(renderGate(userOn({ tier: 'premium', status: 'past_due' }), 'premium')).toBe(
      'Subscription Required',
    );
    expect(screen.getByText('your subscription is past_due')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Manage billing' }).getAttribute('href')).toBe(
      '/dashboard/billing',
    );
  });

  test('[AUTH-031] Premium and Enterprise users who are active or trialing open the page', () => {
    expect(renderGate(userOn({ tier: 'premium', status: 'trialing' }), 'premium')).toBe('The paid page');
    cleanup();
    expect(renderGate(userOn({ tier: 'enterprise', status: 'active' }), 'premium')).toBe('The paid page');
  });
});
