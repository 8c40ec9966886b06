// The auth feature's browser face: the account's texts, rules and shape, and the account components other pages
// embed. The signed-in session itself is a layer down, in platform/browser/session.
export {
  AUTH_MESSAGES,
  NAME_MAX_LENGTH,
  nameProblem,
  SUBSCRIPTION_STATUSES,
  TIER_LABELS,
  TIERS,
  type AdminUser,
  type PublicSubscription,
  type PublicUser,
  type SubscriptionStatus,
  type Tier,
} from './rules';
export { personName } from './schemas';
export { AccountSecurity } from './components/account-security';
export { AuthCard, Field, FormMessage } from './components/auth-card';
export { LoginForm } from './components/login-form';
