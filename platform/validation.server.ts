// Request validation for the API: one zod validator, failing with the typed errors of lib/errors.ts (bodies are
// capped before it, by platform/request-body.server.ts). A schema's own message wins; where a schema has none,
// the reader gets a plain sentence naming the field (zod's defaults read 'Invalid input: expected string, ...').
import { zValidator } from '@hono/zod-validator';
import { resolver, uniqueSymbol } from 'hono-openapi';
import { z } from 'zod';
import { ValidationError } from '../lib/errors';
import { hasLoneSurrogate, TEXT_MESSAGES } from '../lib/text';

type Issue = z.core.$ZodRawIssue;

const article = (word: string) => (/^[aeiou]/i.test(word) ? `an ${word}` : `a ${word}`);

function unitOf(origin: unknown, count: number | bigint): string {
  if (origin === 'string') return count === 1 ? ' character' : ' characters';
  if (origin === 'array' || origin === 'set') return count === 1 ? ' item' : ' items';
  return '';
}

/** The sentence for an issue raised by a schema without a message of its own. */
export function plainIssueMessage(issue: Issue): string {
  const field = issue.path?.length ? issue.path.map(String).join('.') : 'The request body';
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined
        ? `${field} is required`
        : `${field} must be ${article(String(issue.expected))}`;
    case 'too_small': {
      const min = issue.minimum as number;
      if (issue.origin === 'string' && min === 1) return `${field} is required`;
      const bound = issue.inclusive === false ? 'more than' : 'at least';
      return `${field} must be ${bound} ${min}${unitOf(issue.origin, min)}`;
    }
    case 'too_big': {
      const max = issue.maximum as number;
      const bound = issue.inclusive === false ? 'less than' : 'at most';
      return `${field} must be ${bound} ${max}${unitOf(issue.origin, max)}`;
    }
    case 'invalid_format':
      return issue.format === 'email'
        ? `${field} must be a valid email address`
        : `${field} is not a valid ${String(issue.format)}`;
    case 'invalid_value':
      return `${field} must be one of: ${issue.values.map(String).join(', ')}`;
    case 'unrecognized_keys':
      return `Unknown field${issue.keys.length === 1 ? '' : 's'}: ${issue.keys.join(', ')}`;
    case 'not_multiple_of':
      return `${field} must be a multiple of ${String(issue.divisor)}`;
    default:
      return `${field} is invalid`;
  }
}

z.config({ customError: plainIssueMessage });

type Target = 'json' | 'query' | 'param' | 'form' | 'header' | 'cookie';

/**
 * The path of the first text in `value` (a string, or one inside its arrays and objects, their names included)
 * that `bad` picks out, or null.
 */
export function fieldWhere(value: unknown, bad: (text: string) => boolean, path = ''): string | null {
  const here = (key: string) => (path ? `${path}.${key}` : key);
  if (typeof value === 'string') return bad(value) ? path || 'The request' : null;
  if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) {
      const found = fieldWhere(v, bad, here(String(i)));
      if (found) return found;
    }
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      // A bad name is reported as its object's (the name itself may not print).
      const found = bad(k) ? path || 'The request' : fieldWhere(v, bad, here(k));
      if (found) return found;
    }
  }
  return null;
}

const hasNul = (text: string) => text.includes('\u0000');

/**
 * Validates one part of the request; the first problem becomes the 400 answer's message. The middleware also
 * carries its schema for the OpenAPI document (hono-openapi reads it from the route), so what is documented is
 * what is checked. Text that cannot be stored is refused here for every call, whatever its schema, so no handler
 * passes it to the database: a NUL character (PostgreSQL refuses it in text) and half a UTF-16 pair (JSON's
 * "\ud800", which would be stored as U+FFFD). Free-text fields refuse the latter in their own schema too (lib/text-field.ts), for the forms.
 */
export const validated = <T extends Target, S extends z.ZodType>(
  target: T,
  schema: S,
  /** One message for any problem, or the message made from the first problem (to name its parameter). */
  fallback?: string | ((issue: { field: string; message: string }) => string),
) =>
  Object.assign(
    zValidator(target, schema, (result) => {
      if (!result.success) {
        const issue = result.error.issues[0];
        const field = issue?.path.join('.') || target;
        // `?limit=2&limit=3` reaches the schema as a list: said as such, not as 'must be a whole number'.
        const repeated =
          target === 'query' &&
          Array.isArray((result.data as Record<string, unknown>)[String(issue?.path[0])]);
        if (repeated && typeof fallback !== 'string')
          throw new ValidationError(
            fallback ? fallback({ field, message: 'must be given once' }) : `${field} must be given once`,
          );
        throw new ValidationError(
          typeof fallback === 'function'
            ? fallback({ field, message: issue?.message ?? 'is invalid' })
            : (fallback ?? issue?.message ?? 'Invalid request'),
        );
      }
      const nul = fieldWhere(result.data, hasNul);
      if (nul) throw new ValidationError(`${nul} must not contain NUL characters`);
      const broken = fieldWhere(result.data, hasLoneSurrogate);
      if (broken) throw new ValidationError(TEXT_MESSAGES.unstorable(broken));
    }),
    { [uniqueSymbol]: { target, ...resolver(schema) } },
  );

/**
 * A message naming the parameter before its schema's predicate ('limit must be 1 to 300'), for schemas whose
 * messages are predicates.
 */
export const fieldFirst = ({ field, message }: { field: string; message: string }) => `${field} ${message}`;

/** A whole-number query parameter from 1 to `max`, `fallback` when absent ('must be 1 to 300'). */
export const countParam = (max: number, fallback: number) =>
  z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(1, `must be 1 to ${max}`)
    .max(max, `must be 1 to ${max}`)
    .optional()
    .default(fallback);

/** The values of a comma-separated query parameter, trimmed, empty ones left out. */
export const commaList = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
