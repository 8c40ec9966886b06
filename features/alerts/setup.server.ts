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

export interface AlertsRuntime {
  stream: NotificationStream;
  evaluator: AlertEvaluator;
  /** The VAPID public key browsers subscribe with; undefined when Web Push is not configured. */
  vapidPublicKey?: string;
  /** Follows the market's ticks and evaluates alerts under the leader lease. */
  startJob(): Promise<{ stop(): Promise<void>; idle(): Promise<void> }>;
}

declare module '../../platform/services.server' {
  interface FeatureServices {
    alerts: AlertService;
    alertsRuntime: AlertsRuntime;
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
  },
): { alerts: AlertService; alertsRuntime: AlertsRuntime } {
  const { database, bus, logger, clock } = infra;
  const db = database.db;
  const coins = async () => (await options.market.read()).snapshot.coins;
  const recordActivity = (userId: string, input: Parameters<ActivityService['record']>[1]) =>
    options.activity.record(userId, input);
  const stream = createNotificationStream({ ...infra, limits: options.streamLimits });
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
    onChange: (userId) => evaluator.invalidate(userId),
  });
  return {
    alerts,
    alertsRuntime: {
      stream,
      evaluator,
      vapidPublicKey: options.vapid?.publicKey,
      startJob: () => startAlertJob({ ...deps, evaluator, coins, metrics: infra.metrics }),
    },
  };
}

export { type AlertService } from './service.server';
