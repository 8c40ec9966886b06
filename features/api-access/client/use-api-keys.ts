// The API page in the browser: the user's keys with their usage (TanStack Query), and making or revoking one.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiCall, apiLoad, changeFailureText, shape } from '../../../platform/browser/api';
import { useSession } from '../../../platform/browser/session';
import { API_MESSAGES as M, type ApiKeyRow, type ApiKeysAnswer } from '../rules';

export const API_KEYS_PATH = '/api/dashboard/api-keys';
export const API_KEYS_KEY = ['api-keys'] as const;

const answerOf = shape<ApiKeysAnswer>({
  keys: 'array',
  limit: 'object',
  remainingToday: 'object',
  canCreate: 'boolean',
});
const createdOf = shape<{ key: string; apiKey: ApiKeyRow }>({ key: 'string', apiKey: 'object' });

/** What a make came to: the key, shown once; or what failed and why, with the server's reason when it refused. */
export type CreateOutcome = { key: string; id: string } | { error: string; refusal: string | null };
/**
 * What a revoke came to. `gone`: the key is no longer in the list (revoked now, or already, in another tab), and
 * `message` says so when it was already; not gone, `message` says what failed.
 */
export type RevokeOutcome = { gone: boolean; message: string | null };

export function useApiKeys() {
  const { authFetch, status } = useSession();
  const client = useQueryClient();
  const keys = useQuery({
    queryKey: API_KEYS_KEY,
    enabled: status === 'authenticated',
    queryFn: () => apiLoad(authFetch, API_KEYS_PATH, answerOf),
  });

  /** The list as the server now has it, before the refetch says so: the page can move focus onto it at once. */
  const editKeys = useCallback(
    (change: (keys: ApiKeyRow[]) => ApiKeyRow[]) =>
      client.setQueryData<ApiKeysAnswer>(API_KEYS_KEY, (was) => was && { ...was, keys: change(was.keys) }),
    [client],
  );

  /** Makes a key; the answer's key is shown once and never again. */
  const create = useCallback(
    async (name: string): Promise<CreateOutcome> => {
      const result = await apiCall(authFetch, API_KEYS_PATH, {
        method: 'POST',
        body: { name },
        check: createdOf,
      });
      if (result.ok) {
        const row = result.data.apiKey;
        editKeys((keys) => [...keys.filter((k) => k.id !== row.id), row]);
      }
      void client.invalidateQueries({ queryKey: API_KEYS_KEY });
      return result.ok
        ? { key: result.data.key, id: result.data.apiKey.id }
        : {
            error: changeFailureText(M.createFailed, result),
            refusal: result.kind === 'server' && result.status < 500 ? result.serverMessage : null,
          };
    },
    [authFetch, client, editKeys],
  );

  const revoke = useCallback(
    async (id: string): Promise<RevokeOutcome> => {
      const result = await apiCall(authFetch, `${API_KEYS_PATH}/${encodeURIComponent(id)}`, {
        method: 'DELETE',
      });
      // Not found: the key was revoked elsewhere (another tab) since the list was read. What the reader asked for is
      // done, so the page goes on as after a revoke, and says so rather than 'API key not found'.
      const already = !result.ok && result.kind === 'server' && result.status === 404;
      if (result.ok || already) editKeys((keys) => keys.filter((k) => k.id !== id));
      const read = client.invalidateQueries({ queryKey: API_KEYS_KEY });
      // The list is stale then (other keys may have gone too): the page moves focus once it is read again.
      if (already) await read;
      else void read;
      if (result.ok) return { gone: true, message: null };
      if (already) return { gone: true, message: M.alreadyRevoked };
      return { gone: false, message: changeFailureText(M.revokeFailed, result) };
    },
    [authFetch, client, editKeys],
  );

  return { keys, create, revoke };
}
