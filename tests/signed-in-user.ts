// The signed-in reader of browser unit tests: the account as the session answers it.
import type { PublicUser } from '../platform/browser/account';

export const SIGNED_IN_USER: PublicUser = {
  id: 'u1',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  profileImageUrl: null,
  emailVerified: true,
  role: 'user',
  subscription: { tier: 'free', status: 'active', currentPeriodEnd: null },
};
