// Every route's request body limit, in one place: what each route may be sent and how much of it. A few KB for
// JSON calls (sign-in, settings, alerts...), the upload limits for uploads, the import and webhook limits for
// those; page form posts get a small limit of their own. platform/request-body.server.ts enforces them.
import { WEBHOOK_BODY_LIMIT_BYTES } from '../features/billing/api.server';
import { IMPORT_MAX_BYTES, PORTFOLIO_MESSAGES } from '../features/portfolio/schemas';
import { AVATAR_MAX_BYTES, SETTINGS_MESSAGES } from '../features/settings/schemas';
import { TELEMETRY_BODY_LIMIT } from '../features/telemetry/api.server';
import { UPLOAD_MAX_BYTES } from '../platform/image-upload.server';
import type { BodyLimit } from '../platform/request-body.server';

const KB = 1024;
const MB = 1024 * KB;

type Method = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A route's limit: `path` as the app mounts it, `:name` standing for one path segment. */
export interface BodyRule extends BodyLimit {
  method: Method;
  path: string;
}

/**
 * Any /api call not listed below (sign-in, sign-up, password reset...): a JSON body of a few KB. Room for a field
 * pasted ten thousand characters long, so its form says what is wrong with it rather than 'too large'.
 */
export const API_BODY_DEFAULT: BodyLimit = { maxBytes: 16 * KB, kind: 'json' };
/** A page's form post (sign-in without scripts, the newsletter form): any encoding, small. */
export const PAGE_FORM_BODY: BodyLimit = { maxBytes: 16 * KB, kind: 'form' };

export const BODY_RULES: readonly BodyRule[] = [
  // Uploads: the file plus its form's framing.
  {
    method: 'POST',
    path: '/api/admin/uploads',
    maxBytes: UPLOAD_MAX_BYTES,
    kind: 'multipart',
    message: `Image too large (at most ${UPLOAD_MAX_BYTES / MB} MB)`,
  },
  {
    method: 'POST',
    path: '/api/dashboard/profile/avatar',
    maxBytes: AVATAR_MAX_BYTES,
    kind: 'multipart',
    message: SETTINGS_MESSAGES.avatarTooLarge,
  },
  // The CSV file's text as the body, with a little room over the file cap for the request's own framing.
  {
    method: 'POST',
    path: '/api/dashboard/portfolio/import',
    maxBytes: IMPORT_MAX_BYTES + KB,
    kind: 'csv',
    message: PORTFOLIO_MESSAGES.importTooLarge(IMPORT_MAX_BYTES),
  },
  // Stripe signs the raw body: read as it comes.
  { method: 'POST', path: '/api/billing/webhook', maxBytes: WEBHOOK_BODY_LIMIT_BYTES, kind: 'raw' },
  // Reports from pages: batches of measurements (sendBeacon), error reports with a stack.
  {
    method: 'POST',
    path: '/api/telemetry/events',
    maxBytes: TELEMETRY_BODY_LIMIT,
    kind: 'beacon',
    message: 'Report too large',
  },
  {
    method: 'POST',
    path: '/api/client-errors',
    maxBytes: 32 * KB,
    kind: 'json',
    message: 'Report too large',
  },
  // Settings, plans and lists: a few fields.
  { method: 'PUT', path: '/api/dashboard/preferences', maxBytes: 4 * KB, kind: 'json' },
  { method: 'PUT', path: '/api/dashboard/profile', maxBytes: 4 * KB, kind: 'json' },
  { method: 'POST', path: '/api/billing/checkout', maxBytes: 4 * KB, kind: 'json' },
  { method: 'POST', path: '/api/billing/payment-method', maxBytes: 4 * KB, kind: 'json' },
  { method: 'POST', path: '/api/crypto-watchlist', maxBytes: 4 * KB, kind: 'json' },
  { method: 'POST', path: '/api/newsletter/subscribe', maxBytes: 4 * KB, kind: 'json' },
  // Dashboard writes with a little more to say than a few fields.
  { method: 'POST', path: '/api/dashboard/portfolio', maxBytes: 8 * KB, kind: 'json' },
  { method: 'PUT', path: '/api/dashboard/portfolio', maxBytes: 8 * KB, kind: 'json' },
  { method: 'POST', path: '/api/dashboard/alerts', maxBytes: 8 * KB, kind: 'json' },
  { method: 'PUT', path: '/api/dashboard/alerts', maxBytes: 8 * KB, kind: 'json' },
  { method: 'PUT', path: '/api/dashboard/notifications', maxBytes: 8 * KB, kind: 'json' },
  { method: 'POST', path: '/api/dashboard/push-subscriptions', maxBytes: 8 * KB, kind: 'json' },
  { method: 'DELETE', path: '/api/dashboard/push-subscriptions', maxBytes: 8 * KB, kind: 'json' },
  { method: 'POST', path: '/api/user-activity/record', maxBytes: 8 * KB, kind: 'json' },
  // The editor's articles: up to 100,000 characters of Markdown, which JSON may escape to six bytes each.
  { method: 'POST', path: '/api/admin/articles', maxBytes: 1 * MB, kind: 'json' },
  { method: 'PUT', path: '/api/admin/articles/:id', maxBytes: 1 * MB, kind: 'json' },
  { method: 'POST', path: '/api/admin/articles/preview', maxBytes: 1 * MB, kind: 'json' },
  // Icon lists: up to 5,000 coins to fetch, 10,000 ids to keep.
  { method: 'POST', path: '/api/icons/download', maxBytes: 512 * KB, kind: 'json' },
  { method: 'DELETE', path: '/api/icons/cleanup', maxBytes: 256 * KB, kind: 'json' },
];

const compiled = BODY_RULES.map((rule) => ({
  rule,
  pattern: new RegExp(`^${rule.path.replace(/:[^/]+/g, '[^/]+')}/?$`),
}));

/** The limit of a request to `path` by `method`. */
export function bodyLimitFor(method: string, path: string): BodyLimit {
  const found = compiled.find((c) => c.rule.method === method && c.pattern.test(path));
  if (found) return found.rule;
  return path === '/api' || path.startsWith('/api/') ? API_BODY_DEFAULT : PAGE_FORM_BODY;
}
