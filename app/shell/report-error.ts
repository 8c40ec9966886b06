// Sends a browser error to the error-reporting endpoint; answers the reference the server logged it under.
// The same error reported again within a short while (React may render a failing tree twice) is sent once.
import { apiPost, shape } from '../../platform/browser/api';

const DEDUPE_MS = 5_000;
const recent = new Map<string, { at: number; reference: Promise<string | null> }>();

export function reportError(error: unknown, now = Date.now()): Promise<string | null> {
  const err = error instanceof Error ? error : new Error(String(error));
  const signature = `${err.message}\n${err.stack ?? ''}`;
  const seen = recent.get(signature);
  if (seen && now - seen.at < DEDUPE_MS) return seen.reference;
  const reference = send(err);
  recent.set(signature, { at: now, reference });
  return reference;
}

const referenceOf = shape<{ reference: string }>({ reference: 'string' });

async function send(err: Error): Promise<string | null> {
  const result = await apiPost(
    fetch,
    '/api/client-errors',
    {
      message: err.message.slice(0, 2000) || 'Unknown error',
      stack: err.stack?.slice(0, 20_000),
      url: typeof location === 'undefined' ? undefined : location.href.slice(0, 2000),
    },
    referenceOf,
  );
  return result.ok ? result.data.reference : null;
}
