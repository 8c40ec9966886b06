// The billing feature's server face: what each plan may use.
export { canAccess, hasAccessStatus, planNameOf } from './plans';
