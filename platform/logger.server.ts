// The process logger: JSON lines through pino; a line written while a request is served carries its id (reqId).
// Errors under `err` are serialised by errorForLog: a failed database query is logged as its cause and the start of
// its SQL, never its parameters (they carry user data and can be megabytes long).
import { pino, type Logger } from 'pino';
import { currentRequestId } from './request-scope.server';

export type { Logger };

/** The most of a query's SQL a log line keeps. */
export const LOGGED_QUERY_CHARS = 200;

interface QueryError extends Error {
  query: string;
  params: unknown[];
}

const isQueryError = (err: unknown): err is QueryError =>
  err instanceof Error && typeof (err as Partial<QueryError>).query === 'string' && 'params' in err;

export function errorForLog(err: unknown): unknown {
  if (!isQueryError(err)) return pino.stdSerializers.err(err as Error);
  const cause = err.cause instanceof Error ? err.cause : undefined;
  const code = (cause as { code?: unknown } | undefined)?.code;
  // DatabaseUnavailableError says why the database could not answer.
  const reason = (cause as { reason?: unknown } | undefined)?.reason;
  return {
    type: 'DatabaseError',
    message: cause?.message ?? 'query failed',
    ...(typeof code === 'string' && { code }),
    ...(typeof reason === 'string' && { reason }),
    query: err.query.replace(/\s+/g, ' ').slice(0, LOGGED_QUERY_CHARS),
    params: err.params.length,
    stack: cause?.stack?.split('\n').slice(0, 6).join('\n'),
  };
}

/**
 * Standard output, written asynchronously: a request's log line never waits for the terminal or the pipe that
 * reads it. What is still buffered when the process exits is written then.
 */
function standardOutput(): pino.DestinationStream {
  const out = pino.destination({ dest: 1, sync: false });
  process.once('exit', () => {
    try {
      out.flushSync();
    } catch {
      // Nothing buffered, or stdout already closed.
    }
  });
  return out;
}

export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      base: { app: 'blockcast' },
      timestamp: pino.stdTimeFunctions.isoTime,
      serializers: { err: errorForLog },
      // Every line written while a request is served names it, whichever service writes it.
      mixin: () => {
        const reqId = currentRequestId();
        return reqId === undefined ? {} : { reqId };
      },
    },
    destination ?? (level === 'silent' ? undefined : standardOutput()),
  );
}
