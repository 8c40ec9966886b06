// Turns the pool's failures that mean 'the database cannot answer' (a timeout, a lost connection, a full disk, a
// missing file) into DatabaseUnavailableError, so callers and the error handler tell them from a bad query.
import type pg from 'pg';
import { DatabaseUnavailableError } from '../lib/errors';

/** Connection errors of Node and pg; the messages are pg's own (it sets no code on them). */
const CONNECTION_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ENOENT', 'EPIPE', 'ETIMEDOUT']);
const CONNECTION_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Client was closed and is not queryable',
  'Cannot use a pool after calling end on the pool',
];
/**
 * SQLSTATE classes: 08 connection exception, 53 insufficient resources (disk full), 57P operator intervention
 * (shutdown), 58 system error (I/O, a missing file).
 */
const UNAVAILABLE_SQLSTATE = /^(08|53|57P|58)/;

/** The DatabaseUnavailableError in an error's cause chain (drizzle wraps what the pool throws), if any. */
export function unavailableCause(err: unknown): DatabaseUnavailableError | undefined {
  for (let e = err, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    if (e instanceof DatabaseUnavailableError) return e;
  }
  return undefined;
}

/** The typed error for `err` when it means the database cannot answer; `err` itself otherwise. */
export function classify(err: unknown, failure: () => string | null, queryTimeoutMs?: number): unknown {
  if (!(err instanceof Error) || unavailableCause(err)) return err;
  const known = failure();
  if (known) return new DatabaseUnavailableError(known, { cause: err });
  const code = (err as { code?: unknown }).code;
  if (err.message === 'Query read timeout') {
    const within = queryTimeoutMs ? ` within ${queryTimeoutMs / 1000} s` : '';
    return new DatabaseUnavailableError(`database did not answer${within}`, { cause: err });
  }
  if (
    (typeof code === 'string' && (CONNECTION_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code))) ||
    CONNECTION_MESSAGES.some((m) => err.message.startsWith(m))
  ) {
    return new DatabaseUnavailableError(`database connection failed (${code ?? err.message})`, {
      cause: err,
    });
  }
  return err;
}

type Method = (...args: unknown[]) => unknown;

/**
 * Wraps a method of the pool or of a client so that its errors, by callback or by promise, pass through
 * `classify`. pg's methods have many overloads; the wrapper only touches the last argument or the result.
 */
function guardMethod(target: object, name: 'query' | 'connect', translate: (err: unknown) => unknown) {
  const original = Reflect.get(target, name) as Method;
  const guarded: Method = function (this: unknown, ...args) {
    const last = args.at(-1);
    if (typeof last === 'function') {
      const callback = last as Method;
      args[args.length - 1] = (err: unknown, ...rest: unknown[]) =>
        callback(err ? translate(err) : err, ...rest);
      return original.apply(this, args);
    }
    const result = original.apply(this, args);
    return result instanceof Promise
      ? result.catch((err: unknown) => {
          throw translate(err);
        })
      : result;
  };
  Reflect.set(target, name, guarded);
}

const guarded = new WeakSet<object>();

/** Makes every query of `pool` (plain or in a transaction) fail with DatabaseUnavailableError when it should. */
export function guardPool(pool: pg.Pool, failure: () => string | null, queryTimeoutMs?: number): void {
  const translate = (err: unknown) => classify(err, failure, queryTimeoutMs);
  guardMethod(pool, 'query', translate);
  guardMethod(pool, 'connect', translate);
  // Transactions run on a client checked out of the pool: guard each client once.
  pool.on('connect', (client) => {
    if (guarded.has(client)) return;
    guarded.add(client);
    guardMethod(client, 'query', translate);
  });
}
