// The API access feature's browser face: the limits (the pricing page states them) and the API page.
export { API_LIMITS } from './limits';
export { API_KEYS_MAX } from './rules';
