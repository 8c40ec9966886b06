// The public API's keys and limits, without zod: what the browser (the API page, the pricing page) and the server
// both read. Every figure of the API's limits is in limits.ts, once.
/** What every key starts with; the key page shows it and the next 6 characters, never more. */
export const API_KEY_PREFIX = 'bc_live_';
/** Characters after the prefix: base62, so a double click selects the whole key. */
export const API_KEY_SECRET_LENGTH = 40;
/** Characters of the secret shown after the key is made (bc_live_ + 6). */
export const API_KEY_SHOWN_CHARS = 6;
/** Live (not revoked) keys a user may hold. */
export const API_KEYS_MAX = 10;
export const API_KEY_NAME_MAX = 60;
/** Days of calls the API page charts. */
export const API_USAGE_DAYS = 30;

/**
 * A caller of the public API: by key when it sends one; otherwise by address, apart for the site's own pages (a
 * browser's `Sec-Fetch-Site: same-origin`) and for everyone else.
 */
export type ApiCaller = 'anonymous' | 'site' | 'key';

import type { ApiLimit } from './limits';

export { API_LIMITS, type ApiLimit } from './limits';

export const API_MESSAGES = {
  malformedKey: `This API key is malformed: a Blockcast key is ${API_KEY_PREFIX} followed by ${API_KEY_SECRET_LENGTH} letters and digits.`,
  unknownKey: 'This API key is not valid: it is unknown or was revoked.',
  /** Making a key on the API page. */
  createNeedsPlan: (tierName: string) =>
    `API keys need the Enterprise plan; your account is on the ${tierName} plan.`,
  /** A call of the API with a key. */
  accountDisabled: "This API key's account has been disabled.",
  planRequired: (tierName: string) =>
    `API keys need the Enterprise plan; this key's account is on the ${tierName} plan.`,
  tooMany: (limit: number, window: 'minute' | 'day', who: string) =>
    `Rate limit exceeded: ${limit.toLocaleString('en-US')} calls per ${window} ${who}.`,
  keysMax: `You can have at most ${API_KEYS_MAX} active API keys. Revoke one to create another.`,
  keyNotFound: 'API key not found',
  nameRequired: 'Name is required',
  nameTooLong: `Name must be at most ${API_KEY_NAME_MAX} characters`,
  nameControl: 'Name must not contain control characters',
  nameInvisible: 'Name cannot contain invisible or direction-changing characters',
  createFailed: 'Failed to create the API key',
  revokeFailed: 'Failed to revoke the API key',
  /** A revoke whose key was already gone (revoked in another tab): the page says so, and the list drops it. */
  alreadyRevoked: 'This key was already revoked.',
  loadFailed: 'Failed to load your API keys',
} as const;

/**
 * What the API page says of keys whose account has left the Enterprise plan: the API refuses them (403) until the
 * account is on Enterprise again, and their owner may still revoke them.
 */
export const API_PAGE_TEXT = {
  pausedTitle: 'Your API keys are paused',
  pausedBody:
    'Your account is no longer on the Enterprise plan, so the API refuses these keys. They work again as soon as the account is back on Enterprise; you can still revoke them.',
  pausedStatus: 'Paused',
  /** A paused key's calls left today. */
  pausedQuota: 'None while paused',
  /** Beside the disabled form once the account has API_KEYS_MAX keys. */
  keysFull: `You have ${API_KEYS_MAX} keys, the most there can be: revoke one to make another.`,
} as const;

/** A key as its owner sees it after it was made: never the key itself. */
export interface ApiKeyRow {
  id: string;
  name: string;
  /** `bc_live_` and the first 6 characters of the secret. */
  prefix: string;
  createdAt: string;
  lastUsedAt: string | null;
  /** Calls per UTC day, oldest first, the last API_USAGE_DAYS days ending today. */
  usage: { day: string; calls: number }[];
}

/** The API page's answer: the keys, and today's quota (per key; the plan's). */
export interface ApiKeysAnswer {
  keys: ApiKeyRow[];
  limit: ApiLimit;
  /** Calls left today, per key id (the day's count is per key). */
  remainingToday: Record<string, number>;
  /** Whether the caller's plan lets them create and use keys. */
  canCreate: boolean;
}
