// The one place that turns thrown errors into HTTP answers: `{ success: false, error }`, never a stack.
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { AppError, UnavailableError } from '../lib/errors';
import { unavailableCause } from '../platform/db.server';
import type { Logger } from '../platform/logger.server';

export const INTERNAL_ERROR_MESSAGE = 'Internal server error';

/** An API whose errors have a shape of their own (the CoinMarketCap-compatible calls' `status` object). */
export type ErrorBody = (failure: { status: number; message: string }) => Record<string, unknown>;

/**
 * `shape` is either fields an API's answers always carry (the reference service's `data: null`) or the whole
 * body of an API with its own error format; either way mounted as that API's onError.
 */
export function errorResponse(
  err: unknown,
  c: Context,
  logger: Logger,
  shape: Record<string, unknown> | ErrorBody = {},
): Response {
  const body = (status: number, message: string, more: Record<string, unknown> = {}) =>
    typeof shape === 'function'
      ? shape({ status, message })
      : { success: false, ...shape, error: message, ...more };
  const reference = (c.get('requestId') as string | undefined) ?? 'unknown';
  // A query that failed because the database cannot answer arrives wrapped by drizzle: answer its 503 (an
  // operation's own typed error, such as OperationFailedError, keeps its text).
  if (!(err instanceof AppError)) err = unavailableCause(err) ?? err;
  if (err instanceof AppError) {
    if (err.retryAfterSec !== undefined) c.header('Retry-After', String(Math.ceil(err.retryAfterSec)));
    if (err.status >= 500 && !(err instanceof UnavailableError))
      logger.error({ err: err.cause ?? err, reqId: reference, path: c.req.path }, err.message);
    return c.json(body(err.status, err.message), err.status);
  }
  if (err instanceof HTTPException) {
    return c.json(body(err.status, err.message || 'Request failed'), err.status as ContentfulStatusCode);
  }
  logger.error({ err, reqId: reference, path: c.req.path }, 'unhandled error');
  return c.json(body(500, INTERNAL_ERROR_MESSAGE, { reference }), 500);
}
