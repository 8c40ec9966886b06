// Request validation for the API: one zod validator and one body cap, each failing with the typed errors of
// lib/errors.ts. A schema's own message wins; where a schema has none, the reader gets a plain sentence
// naming the field (zod's defaults read 'Invalid input: expected string, received undefined').
import { zValidator } from '@hono/zod-validator';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { PayloadTooLargeError, ValidationError } from '../lib/errors';

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

/** The path of the first text holding a NUL character (PostgreSQL refuses it in text), if any. */
export function nulField(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path || 'The request' : null;
  if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) {
      const found = nulField(v, path ? `${path}.${i}` : String(i));
      if (found) return found;
    }
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      const found = nulField(v, path ? `${path}.${k}` : k);
      if (found) return found;
    }
  }
  return null;
}

/**
 * Validates one part of the request; the first problem becomes the 400 answer's message. Text holding a NUL
 * character is refused here for every call, so no handler passes one to the database.
 */
export const validated = <T extends Target, S extends z.ZodType>(target: T, schema: S, fallback?: string) =>
  zValidator(target, schema, (result) => {
    if (!result.success)
      throw new ValidationError(fallback ?? result.error.issues[0]?.message ?? 'Invalid request');
    const field = nulField(result.data);
    if (field) throw new ValidationError(`${field} must not contain NUL characters`);
  });

/** Refuses a body over maxSize bytes with a 413 before it is read in full. */
export const limitBody = (maxSize: number, message?: string) =>
  bodyLimit({
    maxSize,
    onError: () => {
      throw new PayloadTooLargeError(message);
    },
  });
