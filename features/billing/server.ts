// The billing feature's server face: what each plan may use.
export { canAccess, hasAccessStatus } from './plans';
