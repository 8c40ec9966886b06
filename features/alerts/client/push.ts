// Web Push in the browser: subscribe this browser to the user's alert pushes (the server's VAPID key, the site's
// service worker, the browser's push service) and store the subscription; or undo it. Each failure has a text
// the settings page shows as it is.
import { apiGet, apiSend, type AuthFetch, shape } from '../../../platform/browser/api';
import { SERVICE_WORKER_URL } from '../../telemetry';

const PUSH_API = '/api/dashboard/push-subscriptions';

export const PUSH_MESSAGES = {
  unsupported: 'This browser cannot receive push notifications.',
  denied: 'Notifications are blocked for this site in your browser settings.',
  notConfigured: 'Push notifications are not set up on this server.',
  failed: 'Your browser could not subscribe to push notifications. Please try again.',
} as const;

/** The server's VAPID key: null when push is not set up there. */
const keyOf = shape<{ publicKey: string | null }>({ publicKey: 'string?' });

/** The VAPID public key (base64url) as the bytes pushManager.subscribe takes. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

const supported = () =>
  typeof window !== 'undefined' &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  'Notification' in window;

/** Subscribes this browser; answers null when done, else the reason it could not. */
export async function subscribeToPush(authFetch: AuthFetch): Promise<string | null> {
  if (!supported()) return PUSH_MESSAGES.unsupported;
  try {
    const answer = await apiGet(authFetch, `${PUSH_API}/key`, keyOf);
    const key = answer.ok ? answer.data.publicKey : null;
    if (!key) return PUSH_MESSAGES.notConfigured;
    if ((await Notification.requestPermission()) !== 'granted') return PUSH_MESSAGES.denied;
    const registration =
      (await navigator.serviceWorker.getRegistration()) ??
      (await navigator.serviceWorker.register(SERVICE_WORKER_URL));
    await navigator.serviceWorker.ready;
    const subscription =
      (await registration.pushManager.getSubscription()) ??
      (await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: keyBytes(key),
      }));
    const saved = await apiSend(authFetch, 'POST', PUSH_API, subscription.toJSON());
    return saved.ok ? null : PUSH_MESSAGES.failed;
  } catch {
    return PUSH_MESSAGES.failed;
  }
}

/** Ends this browser's subscription, here and on the server; best effort (the server drops dead ones itself). */
export async function unsubscribeFromPush(authFetch: AuthFetch): Promise<void> {
  if (!supported()) return;
  try {
    const registration = await navigator.serviceWorker.getRegistration();
    const subscription = await registration?.pushManager.getSubscription();
    if (!subscription) return;
    await apiSend(authFetch, 'DELETE', PUSH_API, { endpoint: subscription.endpoint });
    await subscription.unsubscribe();
  } catch {
    // Nothing more to do: a subscription the browser still holds fails at the push service and is dropped.
  }
}
