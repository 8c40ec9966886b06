// /api/dashboard/alerts, /notifications (and their live stream) and /push-subscriptions: the signed-in user's
// price alerts and what they fired; never anyone else's (another user's id answers 404 and changes nothing).
// /alerts/webhook?id= is an alert's webhook (Enterprise): PUT sets its address (the answer carries the secret once,
// when the webhook is made), DELETE removes it, GET reads it with its latest deliveries, POST /test sends a test.
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { NotFoundError } from '../../lib/errors';
import { limitedBy, type RateLimiter } from '../../platform/rate-limit.server';
import { validated } from '../../platform/validation.server';
import { requireUser, type AuthEnv, type AuthService } from '../auth/server';
import type { NotificationStream } from './notification-stream.server';
import {
  ALERT_MESSAGES,
  createAlertInput,
  markReadInput,
  pushSubscriptionInput,
  pushUnsubscribeInput,
  updateAlertInput,
  WEBHOOK_MESSAGES,
  webhookInput,
} from './schemas';
import type { AlertService } from './service.server';
import type { WebhookService } from './webhooks.server';

const alertId = z.uuid();

/** The alert named by ?id=; an id that cannot exist is as unknown as another user's. */
function idOf(c: Context): string {
  const parsed = alertId.safeParse(c.req.query('id'));
  if (!parsed.success) throw new NotFoundError(ALERT_MESSAGES.notFound);
  return parsed.data;
}

export function alertsApi(deps: {
  auth: AuthService;
  alerts: AlertService;
  webhooks: WebhookService;
  /** Spends a point per webhook test a user sends (WEBHOOK_TESTS_PER_MINUTE). */
  webhookTestLimiter: RateLimiter;
  notificationStream: NotificationStream;
  vapidPublicKey?: string;
}) {
  const { alerts, webhooks, notificationStream } = deps;
  const signedIn = requireUser(deps.auth);
  const me = (c: Context<AuthEnv>) => c.get('principal').user.id;
  // Guards only these paths: other features mount their own calls under /api/dashboard too.
  return new Hono<AuthEnv>()
    .use('/alerts', signedIn)
    .use('/alerts/webhook', signedIn)
    .use('/alerts/webhook/*', signedIn)
    .use('/notifications', signedIn)
    .use('/notifications/*', signedIn)
    .use('/push-subscriptions', signedIn)
    .use('/push-subscriptions/*', signedIn)
    .get('/alerts', async (c) => c.json({ success: true, data: await alerts.list(me(c)) }))
    .post('/alerts', validated('json', createAlertInput), async (c) => {
      const data = await alerts.create(me(c), c.req.valid('json'));
      return c.json({ success: true, data }, 201);
    })
    .put('/alerts', validated('json', updateAlertInput), async (c) => {
      await alerts.update(me(c), idOf(c), c.req.valid('json'));
      return c.json({ success: true });
    })
    .delete('/alerts', async (c) => {
      await alerts.remove(me(c), idOf(c));
      return c.json({ success: true });
    })
    .get('/alerts/webhook', async (c) => c.json({ success: true, data: await webhooks.read(me(c), idOf(c)) }))
    .put('/alerts/webhook', validated('json', webhookInput), async (c) => {
      const data = await webhooks.set(me(c), idOf(c), c.req.valid('json').url);
      return c.json({ success: true, data }, data.secret ? 201 : 200);
    })
    .delete('/alerts/webhook', async (c) => {
      await webhooks.clear(me(c), idOf(c));
      return c.json({ success: true });
    })
    .post(
      '/alerts/webhook/test',
      limitedBy<AuthEnv>(deps.webhookTestLimiter, me, WEBHOOK_MESSAGES.testsTooMany),
      async (c) => {
        const data = await webhooks.sendTest(me(c), idOf(c));
        return c.json({ success: true, data }, 201);
      },
    )
    .get('/notifications', async (c) => c.json({ success: true, data: await alerts.notifications(me(c)) }))
    .put('/notifications', validated('json', markReadInput), async (c) => {
      await alerts.markRead(me(c), c.req.valid('json').notification_ids);
      return c.json({ success: true });
    })
    .get('/notifications/stream', async (c) => {
      const body = await notificationStream.open(me(c));
      return c.body(body, 200, {
        'Content-Type': 'text/event-stream',
        'Cache-Control': 'no-cache, no-transform',
        'X-Accel-Buffering': 'no',
      });
    })
    .get('/push-subscriptions/key', (c) =>
      c.json({ success: true, data: { publicKey: deps.vapidPublicKey ?? null } }),
    )
    .post('/push-subscriptions', validated('json', pushSubscriptionInput), async (c) => {
      const { endpoint, keys } = c.req.valid('json');
      await alerts.savePushSubscription(me(c), { endpoint, p256dh: keys.p256dh, auth: keys.auth });
      return c.json({ success: true }, 201);
    })
    .delete('/push-subscriptions', validated('json', pushUnsubscribeInput), async (c) => {
      await alerts.removePushSubscription(me(c), c.req.valid('json').endpoint);
      return c.json({ success: true });
    });
}
