// The browser's view of an alert's webhook (Enterprise): its address and latest deliveries (read again every few
// seconds while one is waiting for a retry), and the calls that set, remove and test it.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import {
  apiCall,
  apiLoad,
  changeFailureText,
  failureReason,
  listOf,
  shape,
} from '../../../platform/browser/api';
import { useSession } from '../../../platform/browser/session';
import {
  WEBHOOK_MESSAGES,
  type WebhookDeliveryRow,
  type WebhookRow,
  type WebhookSetAnswer,
} from '../webhook-rules';
import { ALERTS_KEY } from './use-alerts';

const PATH = '/api/dashboard/alerts/webhook';
/** While a delivery waits for its next attempt, the list is read again this often. */
export const WEBHOOK_REFRESH_MS = 5_000;
export const webhookKey = (alertId: string) => ['dashboard', 'alerts', 'webhook', alertId] as const;

const deliveryOf = shape<WebhookDeliveryRow>({
  id: 'string',
  event_type: 'string',
  status: 'string',
  attempts: 'number',
  created_at: 'string',
});
const answerOf = shape<{ webhook: WebhookRow | null; deliveries: WebhookDeliveryRow[] }>({
  webhook: 'object?',
  deliveries: listOf(deliveryOf),
});
const setAnswerOf = shape<WebhookSetAnswer>({ webhook: 'object', secret: 'string?' });

export function useWebhookQuery(alertId: string) {
  const { authFetch, status } = useSession();
  return useQuery({
    queryKey: webhookKey(alertId),
    queryFn: () => apiLoad(authFetch, `${PATH}?id=${encodeURIComponent(alertId)}`, answerOf),
    enabled: status === 'authenticated',
    refetchInterval: (query) =>
      query.state.data?.deliveries.some((d) => d.status === 'pending') ? WEBHOOK_REFRESH_MS : false,
  });
}

/**
 * What setting or removing a webhook came to. `error` is why it failed (platform/browser/api's failureReason), for the
 * caller to say after what failed: the alert's dialog ('The alert was saved, but its webhook was not: …') and the
 * panel's Remove webhook ('Failed to remove the webhook: …') each say it their way.
 */
export type WebhookOutcome = { ok: true; secret: string | null } | { ok: false; error: string };
export type TestOutcome = { ok: true; delivery: WebhookDeliveryRow } | { ok: false; error: string };

export function useWebhookActions() {
  const { authFetch } = useSession();
  const client = useQueryClient();
  const refresh = useCallback(
    (alertId: string) =>
      Promise.all([
        client.invalidateQueries({ queryKey: webhookKey(alertId) }),
        client.invalidateQueries({ queryKey: ALERTS_KEY }),
      ]),
    [client],
  );

  /** Sets the alert's webhook address; the answer's secret (the first time only) is to be shown once. */
  const set = useCallback(
    async (alertId: string, url: string): Promise<WebhookOutcome> => {
      const outcome = await apiCall(authFetch, `${PATH}?id=${encodeURIComponent(alertId)}`, {
        method: 'PUT',
        body: { url },
        check: setAnswerOf,
      });
      // Awaited: the secret's box shows once the list has the alert's webhook, so Done can hand focus to its button.
      await refresh(alertId);
      return outcome.ok
        ? { ok: true, secret: outcome.data.secret }
        : { ok: false, error: failureReason(outcome) };
    },
    [authFetch, refresh],
  );

  const clear = useCallback(
    async (alertId: string): Promise<WebhookOutcome> => {
      const outcome = await apiCall(authFetch, `${PATH}?id=${encodeURIComponent(alertId)}`, {
        method: 'DELETE',
      });
      void refresh(alertId);
      return outcome.ok ? { ok: true, secret: null } : { ok: false, error: failureReason(outcome) };
    },
    [authFetch, refresh],
  );

  /** Sends a test now: the delivery as it stands after the attempt (the list shows it too), or why it was not sent. */
  const sendTest = useCallback(
    async (alertId: string): Promise<TestOutcome> => {
      const outcome = await apiCall(authFetch, `${PATH}/test?id=${encodeURIComponent(alertId)}`, {
        method: 'POST',
        check: deliveryOf,
      });
      await client.invalidateQueries({ queryKey: webhookKey(alertId) });
      return outcome.ok
        ? { ok: true, delivery: outcome.data }
        : { ok: false, error: changeFailureText(WEBHOOK_MESSAGES.testFailed, outcome) };
    },
    [authFetch, client],
  );

  return { set, clear, sendTest };
}
