// Sends a browser error to the error-reporting endpoint; answers the reference the server logged it under.

export async function reportError(error: unknown, fetcher: typeof fetch = fetch): Promise<string | null> {
  const err = error instanceof Error ? error : new Error(String(error));
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
