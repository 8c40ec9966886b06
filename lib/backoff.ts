// Exponential backoff. The defaults are the browser's market loads' (spec decision 9, MKT-008/009): 1 s, doubling,
// capped at 30 s, at most 5 retries; the server's database work passes its own base and cap. The server's calls to
// the third-party market upstream are not retried: the market breaker allows one per 30 s while it fails.

export const BACKOFF_BASE_MS = 1_000;
export const BACKOFF_CAP_MS = 30_000;
export const BACKOFF_MAX_RETRIES = 5;

/** Delay before retry number `attempt` (1-based). */
export function backoffDelay(attempt: number, baseMs = BACKOFF_BASE_MS, capMs = BACKOFF_CAP_MS): number {
  return Math.min(capMs, baseMs * 2 ** (attempt - 1));
}
