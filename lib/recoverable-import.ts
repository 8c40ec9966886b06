// Lazy imports whose failure their caller shows and retries itself (the chart's "could not be loaded" box,
// measuring that simply does not start): the site-wide reload for a failed lazy load must leave them alone.

let pending = 0;

/** Runs `load`; while it is under way, a failed lazy load is this caller's to handle. */
export async function importRecoverable<T>(load: () => Promise<T>): Promise<T> {
  pending += 1;
  try {
    return await load();
  } finally {
    pending -= 1;
  }
}

/** Whether a recoverable import is under way. */
export function recoverableImportPending(): boolean {
  return pending > 0;
}
