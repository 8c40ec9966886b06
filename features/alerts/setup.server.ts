// Adds price alerts to the process's services: the alert service (pages and API), the live notification stream,
// and the job that evaluates alerts on market ticks (started by the jobs role).
import type { Agent } from 'node:https';
import type { InfraServices } from '../../platform/services.server';
import type { ActivityService } from '../activity/server';
import type { MarketService } from '../market/server';
import type { CurrencyRates } from '../../lib/money';
import { createDelivery, type VapidKeys } from './delivery.server';
import { createAlertEvaluator, startAlertJob, type AlertEvaluator } from './job.server';
import {
  createNotificationStream,
  type NotificationStream,
  type NotificationStreamLimits,
} from './notification-stream.server';
import { createAlertService, type AlertService } from './service.server';
import { createWebhookDispatcher, type WebhookDispatcher } from './webhook-dispatch.server';
import { startWebhookJob, WEBHOOKS_DUE_CHANNEL } from './webhook-job.server';
import { createSecretBox } from './webhook-secret-box.server';
import type { SenderOptions } from './webhook-sender.server';
import { createWebhookService, type WebhookService } from './webhooks.server';

export interface AlertsRuntime {
  stream: NotificationStream;
  evaluator: AlertEvaluator;
  /** The VAPID public key browsers subscribe with; undefined when Web Push is not configured. */
  vapidPublicKey?: string;
  /** Follows the market's ticks and evaluates alerts under the leader lease. */
  startJob(): Promise<{ stop(): Promise<void>; idle(): Promise<void> }>;
  /** Sends the alert webhook deliveries that are due (tests run passes by hand). */
  webhookDispatcher: WebhookDispatcher;
  /** Sends due webhook deliveries under their own leader lease. */
  startWebhookJob(options?: { pollMs?: number }): Promise<{ stop(): Promise<void>; idle(): Promise<void> }>;
}

/** Alert webhooks' configuration. */
export interface WebhookConfig {
  /** The key secrets are sealed under (AUTH_SECRET, or a key kept in the data folder). */
  secretKey: string;
  /** WEBHOOK_ALLOW_LOOPBACK_HTTP: development and tests only. */
  allowLoopbackHttp?: boolean;
  /** The sender's resolver and deadline, for tests. */
  sender?: Omit<SenderOptions, 'allowLoopbackHttp'>;
}

declare module '../../platform/services.server' {
  interface FeatureServices {
    alerts: AlertService;
    alertsRuntime: AlertsRuntime;
    alertWebhooks: WebhookService;
  }
}

export function createAlerts(
  infra: InfraServices,
  options: {
    market: MarketService;
    activity: ActivityService;
    /** The coin reference data's name for a symbol, or null: an alert's coin name. */
    referenceName: (symbol: string) => Promise<string | null>;
    vapid?: VapidKeys;
    /** Push services subscriptions may point at; the browsers' own by default (push-services.ts). */
    pushServices?: readonly string[];
    pushAgent?: Agent;
    /** Exchange rates for the prices in alert e-mails and pushes (the built-in ones when absent). */
    rates?: () => CurrencyRates;
    streamLimits?: Partial<NotificationStreamLimits>;
    webhooks: WebhookConfig;
  },
): { alerts: AlertService; alertsRuntime: AlertsRuntime; alertWebhooks: WebhookService } {
  const { database, bus, logger, clock } = infra;
  const db = database.db;
  const coins = async () => (await options.market.read()).snapshot.coins;
  const recordActivity = (userId: string, input: Parameters<ActivityService['record']>[1]) =>
    options.activity.record(userId, input);
  const stream = createNotificationStream({ ...infra, limits: options.streamLimits });
  const box = createSecretBox(options.webhooks.secretKey);
  const allowLoopbackHttp = options.webhooks.allowLoopbackHttp ?? false;
  const webhookDispatcher = createWebhookDispatcher({
    db,
    logger,
    clock,
    box,
    sender: { ...options.webhooks.sender, allowLoopbackHttp },
  });
  const alertWebhooks = createWebhookService({
    db,
    logger,
    clock,
    box,
    dispatcher: webhookDispatcher,
    allowLoopbackHttp,
    recordActivity,
    onDue: () => {
      bus.publish(WEBHOOKS_DUE_CHANNEL, { at: clock() }).catch((err: unknown) => {
        logger.warn({ err }, 'alert webhooks: could not announce a due delivery');
      });
    },
  });
  const delivery = createDelivery({
    db,
    logger,
    mailer: infra.mailer,
    stream,
    siteUrl: infra.siteUrl,
    vapid: options.vapid,
    pushServices: options.pushServices,
    pushAgent: options.pushAgent,
    rates: options.rates,
    webhooks: alertWebhooks,
  });
  const deps = { db, bus, logger, clock, recordActivity, deliver: delivery.deliver };
  const evaluator = createAlertEvaluator(deps);
  const alerts = createAlertService({
    db,
    bus,
    logger,
    clock,
    coins,
    referenceName: options.referenceName,
    recordActivity,
    pushServices: options.pushServices,
    rates: options.rates,
    onChange: (userId) => evaluator.invalidate(userId),
  });
  return {
    alerts,
    alertWebhooks,
    alertsRuntime: {
      stream,
      evaluator,
      vapidPublicKey: options.vapid?.publicKey,
      startJob: () => startAlertJob({ ...deps, evaluator, coins, metrics: infra.metrics }),
      webhookDispatcher,
      startWebhookJob: (job) =>
        startWebhookJob({
          db,
          bus,
          logger,
          clock,
          dispatcher: webhookDispatcher,
          metrics: infra.metrics,
          pollMs: job?.pollMs,
        }),
    },
  };
}

export { type AlertService } from './service.server';
