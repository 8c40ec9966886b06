// The market's reads of the API, through the one client (platform/browser/api.ts): asked past any cache, what they
// read checked, and a failure in the spec's words: 'Server error: {status}' for a refusal, 'Invalid server response
// format' for an answer that is not what was asked, the client's own text when no answer came.
import type { ClientEnv } from '../../../lib/client-cache';
import { apiCall, type Check } from '../../../platform/browser/api';

export const INVALID_FORMAT_MESSAGE = 'Invalid server response format';
export const serverErrorMessage = (status: number) => `Server error: ${status}`;

const NO_CACHE = { 'Cache-Control': 'no-cache', Pragma: 'no-cache' };

/** GET `url`, the whole answer checked by `check`; throws an Error with the failure's text. */
export async function marketGet<T>(
  env: Pick<ClientEnv, 'fetch'>,
  url: string,
  check: Check<T>,
): Promise<{ body: T; headers: Headers }> {
  const result = await apiCall(env.fetch, url, { check, whole: true, headers: NO_CACHE });
  if (result.ok) return { body: result.data, headers: result.headers };
  throw new Error(
    result.kind === 'server'
      ? serverErrorMessage(result.status)
      : result.kind === 'notJson'
        ? INVALID_FORMAT_MESSAGE
        : result.error,
  );
}
