// The auth feature's server face: the route guards, the accounts and subscriptions other features read and
// change, and the tables their foreign keys point to.
export { requireAdmin, requireUser, resolvePrincipal, type AuthEnv } from './guard.server';
export type { AuthService, Principal } from './service.server';
export {
  findUserById,
  getSubscription,
  getSubscriptionRow,
  listUsers,
  lockSubscriptionRow,
  setSubscription,
  toAdminUser,
  toPublicSubscription,
  type SubscriptionChange,
  type SubscriptionRow,
  type UserRow,
} from './accounts.server';
export { subscriptions, users } from './tables.server';
export {
  TIER_LABELS,
  TIERS,
  type AdminUser,
  type PublicSubscription,
  type PublicUser,
  type Tier,
} from './rules';
