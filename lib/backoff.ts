// Exponential backoff: 1 s, doubling, capped at 30 s, at most 5 retries (spec and decision 9).

export const BACKOFF_BASE_MS = 1_000;
export const BACKOFF_CAP_MS = 30_000;
export const BACKOFF_MAX_RETRIES = 5;

/** Delay before retry number `attempt` (1-based). */
export function backoffDelay(attempt: number, baseMs = BACKOFF_BASE_MS, capMs = BACKOFF_CAP_MS): number {
  return Math.min(capMs, baseMs * 2 ** (attempt - 1));
}

/** Runs `task`, retrying failures after 1, 2, 4, 8 and 16 s; rethrows the last error when all fail. */
export async function withBackoff<T>(
  task: () => Promise<T>,
  options: {
    retries?: number;
    sleep?: (ms: number) => Promise<void>;
    shouldRetry?: (err: unknown) => boolean;
  } = {},
): Promise<T> {
  const retries = options.retries ?? BACKOFF_MAX_RETRIES;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  for (let attempt = 0; ; attempt++) {
    try {
      return await task();
    } catch (err) {
      if (attempt >= retries || (options.shouldRetry && !options.shouldRetry(err))) throw err;
      await sleep(backoffDelay(attempt + 1));
    }
  }
}
