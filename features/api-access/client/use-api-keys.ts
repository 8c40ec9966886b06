// The API page in the browser: the user's keys with their usage (TanStack Query), and making or revoking one.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiCall, apiLoad, shape, type CallFailure } from '../../../platform/browser/api';
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

/** What a failed change says: the server's reason when it gave one. */
const failureText = (failure: CallFailure, fallback: string) =>
  failure.serverMessage ?? `${fallback}: ${failure.error}`;

export function useApiKeys() {
  const { authFetch, status } = useSession();
  const client = useQueryClient();
  const keys = useQuery({
    queryKey: API_KEYS_KEY,
    enabled: status === 'authenticated',
    queryFn: () => apiLoad(authFetch, API_KEYS_PATH, answerOf),
  });

  /** Makes a key; the answer's key is shown once and never again. */
  const create = useCallback(
    async (name: string): Promise<{ key: string } | { error: string }> => {
      const result = await apiCall(authFetch, API_KEYS_PATH, {
        method: 'POST',
        body: { name },
        check: createdOf,
      });
      void client.invalidateQueries({ queryKey: API_KEYS_KEY });
      return result.ok ? { key: result.data.key } : { error: failureText(result, M.createFailed) };
    },
    [authFetch, client],
  );

  const revoke = useCallback(
    async (id: string): Promise<string | null> => {
      const result = await apiCall(authFetch, `${API_KEYS_PATH}/${encodeURIComponent(id)}`, {
        method: 'DELETE',
      });
      void client.invalidateQueries({ queryKey: API_KEYS_KEY });
      return result.ok ? null : failureText(result, M.revokeFailed);
    },
    [authFetch, client],
  );

  return { keys, create, revoke };
}
