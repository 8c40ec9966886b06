// The API access feature's server face: the public API's door (keys and limits) and the API page's calls.
export { publicApiAccess, RATE_LIMIT_HEADERS } from './access.server';
export { apiKeysApi } from './api.server';
export { API_LIMITS } from './rules';
export type { ApiAccessService } from './service.server';
