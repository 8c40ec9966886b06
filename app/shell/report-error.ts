// Sends a browser error to the error-reporting endpoint; answers the reference the server logged it under.
// The same error reported again within a short while (React may render a failing tree twice) is sent once.

const DEDUPE_MS = 5_000;
const recent = new Map<string, { at: number; reference: Promise<string | null> }>();

export function reportError(
  error: unknown,
  fetcher: typeof fetch = fetch,
  now = Date.now(),
): Promise<string | null> {
  const err = error instanceof Error ? error : new Error(String(error));
  const signature = `${err.message}\n${err.stack ?? ''}`;
  const seen = recent.get(signature);
  if (seen && now - seen.at < DEDUPE_MS) return seen.reference;
  const reference = send(err, fetcher);
  recent.set(signature, { at: now, reference });
  return reference;
}

async function send(err: Error, fetcher: typeof fetch): Promise<string | null> {
  try {
    const res = await fetcher('/api/client-errors', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        message: err.message.slice(0, 2000) || 'Unknown error',
        stack: err.stack?.slice(0, 20_000),
        url: typeof location === 'undefined' ? undefined : location.href.slice(0, 2000),
      }),
    });
    if (!res.ok) return null;
    const body = (await res.json()) as { data?: { reference?: string } };
    return body.data?.reference ?? null;
  } catch {
    return null;
  }
}
