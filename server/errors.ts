// The one place that turns thrown errors into HTTP answers: `{ success: false, error }`, never a stack.
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { AppError, TooManyRequestsError } from '../lib/errors';
import type { Logger } from '../platform/logger.server';

export const INTERNAL_ERROR_MESSAGE = 'Internal server error';

export function errorResponse(err: unknown, c: Context, logger: Logger): Response {
  const reference = (c.get('requestId') as string | undefined) ?? 'unknown';
  if (err instanceof AppError) {
    if (err instanceof TooManyRequestsError) c.header('Retry-After', String(Math.ceil(err.retryAfterSec)));
    return c.json({ success: false, error: err.message }, err.status);
  }
  if (err instanceof HTTPException) {
    return c.json(
      { success: false, error: err.message || 'Request failed' },
      err.status as ContentfulStatusCode,
    );
  }
  logger.error({ err, reqId: reference, path: c.req.path }, 'unhandled error');
  return c.json({ success: false, error: INTERNAL_ERROR_MESSAGE, reference }, 500);
}
