// The public API's keys and limits, without zod: what the browser (the API page, the pricing page) and the server
// both read. Every figure of the API's limits is here, once.
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

/** A caller of the public API: by address when anonymous, by key when it sends one. */
export type ApiCaller = 'anonymous' | 'key';

export interface ApiLimit {
  perMinute: number;
  perDay: number;
}

/**
 * Calls a caller may make. Anonymous callers are counted per address (the site's own pages call some of these,
 * and a reader never comes near them); keys, which only the Enterprise plan makes, per key. The day is the UTC day.
 */
export const API_LIMITS: Readonly<Record<'anonymous' | 'enterprise', ApiLimit>> = {
  anonymous: { perMinute: 60, perDay: 2_000 },
  enterprise: { perMinute: 600, perDay: 100_000 },
};

export const API_MESSAGES = {
  malformedKey: `This API key is malformed: a Blockcast key is ${API_KEY_PREFIX} followed by ${API_KEY_SECRET_LENGTH} letters and digits.`,
  unknownKey: 'This API key is not valid: it is unknown or was revoked.',
  planRequired: (tierName: string) =>
    `API keys need the Enterprise plan; this key's account is on the ${tierName} plan.`,
  tooMany: (limit: number, window: 'minute' | 'day', who: string) =>
    `Rate limit exceeded: ${limit.toLocaleString('en-US')} calls per ${window} ${who}.`,
  keysMax: `You can have at most ${API_KEYS_MAX} active API keys. Revoke one to create another.`,
  keyNotFound: 'API key not found',
  nameRequired: 'Name is required',
  nameTooLong: `Name must be at most ${API_KEY_NAME_MAX} characters`,
  createFailed: 'Failed to create the API key',
  revokeFailed: 'Failed to revoke the API key',
  loadFailed: 'Failed to load your API keys',
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
