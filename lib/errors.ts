// Typed errors the features throw; server/errors.ts maps them to HTTP answers in one place.

export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 500 | 502 | 503;

export class AppError extends Error {
  /** Seconds after which the caller may try again, sent as Retry-After (429 and 503 answers). */
  readonly retryAfterSec?: number;
  constructor(
    message: string,
    readonly status: ErrorStatus,
  ) {
    super(message);
    this.name = new.target.name;
  }
}
export class ValidationError extends AppError {
  constructor(message: string) {
    super(message, 400);
  }
}
export class UnauthorizedError extends AppError {
  constructor(message = 'Authentication required') {
    super(message, 401);
  }
}
export class ForbiddenError extends AppError {
  constructor(message = 'Forbidden') {
    super(message, 403);
  }
}
export class NotFoundError extends AppError {
  constructor(message = 'Not found') {
    super(message, 404);
  }
}
export class UpstreamError extends AppError {
  constructor(message: string) {
    super(message, 502);
  }
}
export class PayloadTooLargeError extends AppError {
  constructor(message = 'Request body too large') {
    super(message, 413);
  }
}
/** The body is of a kind this route does not read (a JSON route sent text/plain). */
export class UnsupportedMediaTypeError extends AppError {
  constructor(message: string) {
    super(message, 415);
  }
}
export class TooManyRequestsError extends AppError {
  constructor(
    message: string,
    override readonly retryAfterSec: number,
  ) {
    super(message, 429);
  }
}
/** The service cannot take this request now (at capacity, restarting); the client may retry later. */
export class UnavailableError extends AppError {
  constructor(
    message: string,
    override readonly retryAfterSec: number,
  ) {
    super(message, 503);
  }
}
export class ConflictError extends AppError {
  constructor(message: string) {
    super(message, 409);
  }
}

/**
 * An operation that failed for a reason the caller cannot fix (its database or provider), answered 500 with the
 * operation's own text ('Failed to list cryptocurrencies'); the cause is logged, never sent.
 */
export class OperationFailedError extends AppError {
  constructor(message: string, options: { cause: unknown }) {
    super(message, 500);
    this.cause = options.cause;
  }
}

/** A caller refused because the database cannot answer may try again after this long (a restart takes seconds). */
export const DATABASE_RETRY_AFTER_SEC = 5;

/**
 * The database cannot answer (it stopped, restarts, hangs, or lost its files), answered 503 with Retry-After: the
 * request may work later. `reason` says why in a line an operator can act on; the cause is logged, never sent.
 */
export class DatabaseUnavailableError extends AppError {
  override readonly retryAfterSec = DATABASE_RETRY_AFTER_SEC;
  constructor(
    readonly reason: string,
    options: { cause?: unknown } = {},
  ) {
    super('The database is unavailable. Please try again later.', 503);
    this.cause = options.cause;
  }
}
