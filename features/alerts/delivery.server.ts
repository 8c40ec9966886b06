// Where a fired alert's notification goes: the user's open pages always (the in-app channel); e-mail and Web Push
// by the user's preferences, for paying plans only (decision 3), and e-mail only to a verified address (decision 22);
// the alert's webhook, if it has one, on Enterprise.
import { eq } from 'drizzle-orm';
import type { Agent } from 'node:https';
import webpush from 'web-push';
import type { Db } from '../../platform/db.server';
import type { Logger } from '../../platform/logger.server';
import type { Mailer } from '../../platform/mail.server';
import { subscriptions, users } from '../auth/server';
import { BUILT_IN_RATES, formatMoney, formatMoneyMove, type CurrencyRates } from '../../lib/money';
import { userPreferences } from '../settings/server';
import type { FiredAlert } from './job.server';
import type { NotificationStream } from './notification-stream.server';
import { notificationTitle, priceMovedText } from './rules';
import { pushEndpointAllowed } from './push-services';
import { pushSubscriptions } from './tables.server';
import type { WebhookService } from './webhooks.server';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

const PAID_TIERS = new Set(['premium', 'enterprise']);
const LIVE_STATUSES = new Set(['active', 'trialing']);
/** A push a browser has not fetched within an hour is stale news: the push service drops it. */
const PUSH_TTL_SEC = 3600;

/** What a push message carries (the service worker shows it as a notification). */
export interface PushPayload {
  title: string;
  body: string;
  url: string;
  notificationId: number;
  symbol: string;
}

export function createDelivery(deps: {
  db: Db;
  logger: Logger;
  mailer: Mailer;
  stream: NotificationStream;
  siteUrl: string;
  vapid?: VapidKeys;
  /** Push services subscriptions may point at; the browsers' own by default. */
  pushServices?: readonly string[];
  /** The HTTPS agent pushes go through (one that trusts a local push service's certificate, in tests). */
  pushAgent?: Agent;
  /** The exchange rates known now: e-mail and push show prices in the reader's currency, as the pages do. */
  rates?: () => CurrencyRates;
  /** Queues a fired alert for its webhook (Enterprise). */
  webhooks?: Pick<WebhookService, 'enqueueFired'>;
}) {
  const { db, logger, mailer, stream } = deps;
  const rates = deps.rates ?? (() => BUILT_IN_RATES);

  async function recipient(userId: string) {
    const [row] = await db
      .select({
        email: users.email,
        verifiedAt: users.emailVerifiedAt,
        tier: subscriptions.tier,
        status: subscriptions.status,
        emailAlerts: userPreferences.emailAlerts,
        pushAlerts: userPreferences.pushAlerts,
        currency: userPreferences.currency,
      })
      .from(users)
      .leftJoin(subscriptions, eq(subscriptions.userId, users.id))
      .leftJoin(userPreferences, eq(userPreferences.userId, users.id))
      .where(eq(users.id, userId));
    return row;
  }

  async function push(userId: string, payload: PushPayload, vapid: VapidKeys) {
    const subs = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
    await Promise.all(
      // Stored before the allow-list changed, or written around the API: never sent off the push services.
      subs
        .filter((s) => pushEndpointAllowed(s.endpoint, deps.pushServices))
        .map(async (s) => {
          try {
            await webpush.sendNotification(
              { endpoint: s.endpoint, keys: { p256dh: s.p256dh, auth: s.auth } },
              JSON.stringify(payload),
              { vapidDetails: vapid, TTL: PUSH_TTL_SEC, timeout: 10_000, agent: deps.pushAgent },
            );
          } catch (err) {
            // Gone or unknown: the browser unsubscribed; the endpoint will never work again.
            if (err instanceof webpush.WebPushError && (err.statusCode === 404 || err.statusCode === 410)) {
              await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, s.id));
            } else logger.warn({ err, endpoint: new URL(s.endpoint).origin }, 'alerts: push failed');
          }
        }),
    );
  }

  return {
    async deliver({ alert, notification }: FiredAlert): Promise<void> {
      await stream.publish({ userId: alert.userId, notification });
      const to = await recipient(alert.userId);
      if (!to) return;
      const paid = PAID_TIERS.has(to.tier ?? 'free') && LIVE_STATUSES.has(to.status ?? 'active');
      if (!paid) return;
      const currency = to.currency ?? 'USD';
      const known = rates();
      const title = notificationTitle(notification, (usd) => formatMoney(usd, currency, known));
      const body = priceMovedText(notification, (from, to) => formatMoneyMove(from, to, currency, known));
      const url = `${deps.siteUrl}/dashboard/alerts`;
      const work: Promise<unknown>[] = [];
      if (to.tier === 'enterprise' && deps.webhooks) {
        work.push(
          deps.webhooks
            .enqueueFired({ alert, notification })
            .catch((err: unknown) => logger.warn({ err }, 'alerts: webhook delivery not queued')),
        );
      }
      if (to.emailAlerts && to.verifiedAt) {
        work.push(
          mailer
            .send({
              to: to.email,
              subject: `Price alert: ${title}`,
              text: `${body}.\n\nYour ${notification.symbol} alert fired at ${notification.triggered_at}.\nSee your alerts: ${url}\n`,
            })
            .then((r) => r.error && logger.warn({ error: r.error }, 'alerts: alert e-mail not sent')),
        );
      }
      if (to.pushAlerts && deps.vapid) {
        work.push(
          push(
            alert.userId,
            { title, body, url, notificationId: notification.id, symbol: notification.symbol },
            deps.vapid,
          ),
        );
      }
      await Promise.all(work);
    },
  };
}
