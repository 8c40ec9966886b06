// The request a piece of code runs for: its id, carried through every await so each log line of that request names it.
import { AsyncLocalStorage } from 'node:async_hooks';

interface RequestScope {
  requestId: string;
}

const scope = new AsyncLocalStorage<RequestScope>();

/** Runs `work` (and everything it starts) as part of the request `requestId`. */
export function withRequestScope<T>(requestId: string, work: () => T): T {
  return scope.run({ requestId }, work);
}

/** The id of the request the caller runs for, if any (jobs and start-up run for none). */
export function currentRequestId(): string | undefined {
  return scope.getStore()?.requestId;
}
