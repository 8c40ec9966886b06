// Price alerts on the server: a user's alerts and notifications (listed, written, marked read), always scoped to
// that user: another user's alert or notification is "not found".
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { dec, toColumn } from '../../lib/decimal';
import { BUILT_IN_RATES, type CurrencyRates } from '../../lib/money';
import { NotFoundError, ValidationError } from '../../lib/errors';
import type { Bus } from '../../platform/bus.server';
import type { Db } from '../../platform/db.server';
import type { Logger } from '../../platform/logger.server';
import type { RecordActivityInput } from '../activity/server';
import type { Coin } from '../market/server';
import {
  ALERT_MESSAGES,
  NOTIFICATIONS_LIST_MAX,
  THRESHOLD_DEFAULT_PERCENT,
  activityAlertType,
  describeAnyAlert,
  targetPriceOf,
  usdFromCurrency,
  type AlertRow,
  type CreateAlertInput,
  type NotificationRow,
  type UpdateAlertInput,
} from './schemas';
import { describeAlertChange } from './change-words';
import { pushEndpointAllowed } from './push-services';
import { alertNotifications, alertWebhooks, priceAlerts, pushSubscriptions } from './tables.server';

/** Published after any write to a user's alerts (with the user), so every instance's alert index reads theirs again. */
export const ALERTS_CHANGED_CHANNEL = 'alerts:changed';

type AlertRecord = typeof priceAlerts.$inferSelect;
type NotificationRecord = typeof alertNotifications.$inferSelect;

export function toNotificationRow(r: NotificationRecord): NotificationRow {
  return {
    id: r.id,
    alert_id: r.alertId,
    is_read: r.isRead,
    symbol: r.symbol,
    severity: r.severity,
    price_change_percent: toColumn(r.priceChangePercent),
    old_price: toColumn(r.oldPrice),
    new_price: toColumn(r.newPrice),
    triggered_at: r.triggeredAt.toISOString(),
    // Only a crossed target's notification says so: a % alert's keeps the shape ALERT-036 gives it.
    ...(r.crossed && r.targetPriceUsd !== null
      ? { target_price_usd: toColumn(r.targetPriceUsd), crossed: r.crossed }
      : {}),
  };
}

export interface AlertServiceDeps {
  db: Db;
  bus: Bus;
  logger: Logger;
  clock: () => number;
  /** The market's current coins (names and prices). */
  coins: () => Promise<readonly Coin[]>;
  /** The coin reference data's name for a symbol (its highest-ranked coin of that symbol), or null. */
  referenceName: (symbol: string) => Promise<string | null>;
  recordActivity: (userId: string, input: RecordActivityInput) => Promise<unknown>;
  /** Called after every alert write (this process's alert index reloads; other instances hear the bus). */
  /** Push services subscriptions may point at (features/alerts/push-services.ts). */
  pushServices?: readonly string[];
  /** Told which user's alerts changed. */
  onChange?: (userId: string) => void;
  /** The exchange rates the site converts with: a target typed in EUR or GBP is stored in USD by them. */
  rates?: () => CurrencyRates;
}

/** A % alert's target for the activity log (decision 18), or a price-target alert's own. */
function activityTarget(a: AlertRecord): string | null {
  if (a.condition === 'price_target') return a.targetPriceUsd;
  return a.referencePrice ? targetPriceOf(a.referencePrice, a.thresholdPercent, a.direction) : null;
}

export function createAlertService(deps: AlertServiceDeps) {
  const { db, bus, logger, clock } = deps;
  const rates = deps.rates ?? (() => BUILT_IN_RATES);

  async function coinsBySymbol(): Promise<Map<string, Coin>> {
    const coins = await deps.coins().catch(() => [] as Coin[]);
    const map = new Map<string, Coin>();
    // Rank order: the first coin of a symbol wins (a few symbols repeat).
    for (const c of coins) if (!map.has(c.symbol.toUpperCase())) map.set(c.symbol.toUpperCase(), c);
    return map;
  }

  /**
   * An alert watches a coin the market quotes: any other could never fire. While the market cannot be read at all,
   * the symbol is taken as it is and priced on its first tick.
   */
  function quoted(coins: Map<string, Coin>, symbol: string) {
    if (coins.size > 0 && !coins.has(symbol)) throw new ValidationError(ALERT_MESSAGES.unknownCoin(symbol));
  }

  /** A symbol's coin name: the coin reference data's, else the market's, else the symbol itself. */
  async function nameOf(symbol: string, coins: Map<string, Coin>): Promise<string> {
    const reference = await deps.referenceName(symbol).catch((err: unknown) => {
      logger.warn({ err, symbol }, 'coin reference unavailable for an alert name');
      return null;
    });
    return reference ?? coins.get(symbol)?.name ?? symbol;
  }

  async function namesOf(symbols: readonly string[], coins: Map<string, Coin>) {
    const unique = [...new Set(symbols)];
    const names = await Promise.all(unique.map((symbol) => nameOf(symbol, coins)));
    return new Map(unique.map((symbol, i) => [symbol, names[i]!]));
  }

  function toAlertRow(
    r: AlertRecord,
    triggered: number,
    names: Map<string, string>,
    webhookUrl: string | null = null,
  ): AlertRow {
    return {
      id: r.id,
      symbol: r.symbol,
      name: names.get(r.symbol) ?? r.symbol,
      threshold_percent: Number(r.thresholdPercent),
      direction: r.direction,
      condition: r.condition,
      target_price_usd: r.targetPriceUsd === null ? null : toColumn(r.targetPriceUsd),
      repeat: r.repeats ? 'repeating' : 'once',
      alert_type: r.alertType,
      is_active: r.isActive,
      triggered_count: triggered,
      window_minutes: r.windowMinutes,
      cooldown_minutes: r.cooldownMinutes,
      snoozed_until: r.snoozedUntil?.toISOString() ?? null,
      reference_price: r.referencePrice === null ? null : toColumn(r.referencePrice),
      last_triggered_at: r.lastTriggeredAt?.toISOString() ?? null,
      created_at: r.createdAt.toISOString(),
      webhook_url: webhookUrl,
    };
  }

  async function triggeredCounts(alertIds: string[]): Promise<Map<string, number>> {
    if (alertIds.length === 0) return new Map();
    const rows = await db
      .select({ alertId: alertNotifications.alertId, n: count() })
      .from(alertNotifications)
      .where(inArray(alertNotifications.alertId, alertIds))
      .groupBy(alertNotifications.alertId);
    return new Map(rows.map((r) => [r.alertId ?? '', Number(r.n)]));
  }

  /** A typed target in the reader's currency as the USD the alert keeps. */
  function usdTarget(text: string | undefined, currency: CreateAlertInput['target_currency']): string {
    if (text === undefined) throw new ValidationError(ALERT_MESSAGES.targetRequired);
    const usd = usdFromCurrency(text, currency, rates());
    if (dec(usd).lte(0)) throw new ValidationError(ALERT_MESSAGES.targetPositive);
    return usd;
  }

  async function ownAlert(userId: string, id: string): Promise<AlertRecord> {
    const [row] = await db
      .select()
      .from(priceAlerts)
      .where(and(eq(priceAlerts.id, id), eq(priceAlerts.userId, userId)));
    if (!row) throw new NotFoundError(ALERT_MESSAGES.notFound);
    return row;
  }

  function changed(userId: string) {
    deps.onChange?.(userId);
    bus.publish(ALERTS_CHANGED_CHANNEL, { at: clock(), userId }).catch((err: unknown) => {
      logger.warn({ err }, 'alerts: could not announce a change');
    });
  }

  function record(userId: string, input: RecordActivityInput) {
    // The write has happened; a failed activity record is logged, never turned into a failed call.
    return deps.recordActivity(userId, input).catch((err: unknown) => {
      logger.warn({ err, type: input.activityType }, 'alerts: activity not recorded');
    });
  }

  return {
    async list(userId: string): Promise<AlertRow[]> {
      const rows = await db
        .select({ alert: priceAlerts, webhookUrl: alertWebhooks.url })
        .from(priceAlerts)
        .leftJoin(alertWebhooks, eq(alertWebhooks.alertId, priceAlerts.id))
        .where(eq(priceAlerts.userId, userId))
        .orderBy(desc(priceAlerts.createdAt), desc(priceAlerts.id));
      const [counts, coins] = await Promise.all([
        triggeredCounts(rows.map((r) => r.alert.id)),
        coinsBySymbol(),
      ]);
      const names = await namesOf(
        rows.map((r) => r.alert.symbol),
        coins,
      );
      return rows.map((r) => toAlertRow(r.alert, counts.get(r.alert.id) ?? 0, names, r.webhookUrl));
    },

    /** The user's active alerts: the overview's Active Alerts card. */
    async countActive(userId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(priceAlerts)
        .where(and(eq(priceAlerts.userId, userId), eq(priceAlerts.isActive, true)));
      return Number(row?.n ?? 0);
    },

    async create(userId: string, input: CreateAlertInput): Promise<AlertRow> {
      const coins = await coinsBySymbol();
      quoted(coins, input.symbol);
      const quote = coins.get(input.symbol);
      const now = new Date(clock());
      // Measured from the price at creation; a coin the market does not quote yet is priced on its first tick.
      const reference = quote && quote.price > 0 ? String(quote.price) : null;
      const target = input.condition === 'price_target';
      const [row] = await db
        .insert(priceAlerts)
        .values({
          userId,
          symbol: input.symbol,
          thresholdPercent: String(input.threshold_percent ?? THRESHOLD_DEFAULT_PERCENT),
          direction: input.direction,
          condition: input.condition,
          targetPriceUsd: target ? usdTarget(input.target_price, input.target_currency) : null,
          repeats: input.repeat === 'repeating',
          alertType: input.alert_type,
          // A window bounds a % move; a crossing has none.
          windowMinutes: target ? null : (input.window_minutes ?? null),
          cooldownMinutes: input.cooldown_minutes,
          referencePrice: reference,
          referenceAt: reference ? now : null,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!row) throw new Error('alert insert returned nothing');
      changed(userId);
      const name = await nameOf(input.symbol, coins);
      await record(userId, {
        activityType: 'alert_created',
        description: `Created a price alert: ${describeAnyAlert(row)}`,
        coinSymbol: input.symbol,
        coinName: name,
        alertType: activityAlertType(input.direction),
        targetPrice: activityTarget(row),
        priceUsd: reference,
        metadata: {
          action: 'create',
          alertId: row.id,
          direction: input.direction,
          condition: row.condition,
          ...(target
            ? { targetPriceUsd: row.targetPriceUsd }
            : { thresholdPercent: input.threshold_percent }),
        },
      });
      return toAlertRow(row, 0, new Map([[input.symbol, name]]));
    },

    async update(userId: string, id: string, input: UpdateAlertInput): Promise<void> {
      const before = await ownAlert(userId, id);
      const set: Partial<typeof priceAlerts.$inferInsert> = { updatedAt: new Date(clock()) };
      if (input.symbol !== undefined) set.symbol = input.symbol;
      if (input.threshold_percent !== undefined) set.thresholdPercent = String(input.threshold_percent);
      if (input.direction !== undefined) set.direction = input.direction;
      if (input.condition !== undefined) set.condition = input.condition;
      if (input.repeat !== undefined) set.repeats = input.repeat === 'repeating';
      if (input.target_price !== undefined)
        set.targetPriceUsd = usdTarget(input.target_price, input.target_currency);
      const condition = set.condition ?? before.condition;
      if (condition === 'price_target') {
        if (!(set.targetPriceUsd ?? before.targetPriceUsd))
          throw new ValidationError(ALERT_MESSAGES.targetRequired);
        if ((set.direction ?? before.direction) === 'both')
          throw new ValidationError(ALERT_MESSAGES.targetDirection);
        set.windowMinutes = null;
      }
      if (input.alert_type !== undefined) set.alertType = input.alert_type;
      if (input.is_active !== undefined) set.isActive = input.is_active;
      if (input.window_minutes !== undefined && condition === 'percent')
        set.windowMinutes = input.window_minutes;
      if (input.cooldown_minutes !== undefined) set.cooldownMinutes = input.cooldown_minutes;
      if (input.snoozed_until !== undefined)
        set.snoozedUntil = input.snoozed_until === null ? null : new Date(input.snoozed_until);
      // A new coin, or an alert switched back on, is measured from the price now (not from a stale reference).
      const symbolChanged = input.symbol !== undefined && input.symbol !== before.symbol;
      const reactivated = input.is_active === true && !before.isActive;
      // A new kind or target is measured from the price now too: the old reference was another rule's.
      const ruleChanged =
        condition !== before.condition ||
        (set.targetPriceUsd !== undefined && set.targetPriceUsd !== before.targetPriceUsd);
      if (symbolChanged || reactivated || ruleChanged) {
        const coins = await coinsBySymbol();
        if (symbolChanged) quoted(coins, input.symbol!);
        const quote = coins.get(set.symbol ?? before.symbol);
        set.referencePrice = quote && quote.price > 0 ? String(quote.price) : null;
        set.referenceAt = quote ? new Date(clock()) : null;
      }
      const [after] = await db
        .update(priceAlerts)
        .set(set)
        .where(and(eq(priceAlerts.id, id), eq(priceAlerts.userId, userId)))
        .returning();
      changed(userId);
      const description = after ? describeAlertChange(before, after) : null;
      if (!after || description === null) return;
      // A switch, a snooze and an edit are all logged: the log tells what the alerts did and what was done to them.
      await record(userId, {
        activityType: 'alert_updated',
        description,
        coinSymbol: after.symbol,
        alertType: activityAlertType(after.direction),
        metadata: {
          action: 'update',
          alertId: after.id,
          direction: after.direction,
          condition: after.condition,
          ...(after.condition === 'price_target'
            ? { targetPriceUsd: after.targetPriceUsd }
            : { thresholdPercent: Number(after.thresholdPercent) }),
          isActive: after.isActive,
        },
      });
    },

    async remove(userId: string, id: string): Promise<void> {
      const alert = await ownAlert(userId, id);
      await db.delete(priceAlerts).where(and(eq(priceAlerts.id, id), eq(priceAlerts.userId, userId)));
      changed(userId);
      const coins = await coinsBySymbol();
      await record(userId, {
        activityType: 'alert_deleted',
        description: `Deleted a price alert: ${describeAnyAlert(alert)}`,
        coinSymbol: alert.symbol,
        coinName: await nameOf(alert.symbol, coins),
        alertType: activityAlertType(alert.direction),
        targetPrice: activityTarget(alert),
        metadata: { action: 'delete', alertId: alert.id, direction: alert.direction },
      });
    },

    async notifications(userId: string, limit = NOTIFICATIONS_LIST_MAX): Promise<NotificationRow[]> {
      const rows = await db
        .select()
        .from(alertNotifications)
        .where(eq(alertNotifications.userId, userId))
        .orderBy(desc(alertNotifications.triggeredAt), desc(alertNotifications.id))
        .limit(limit);
      return rows.map(toNotificationRow);
    },

    /** Marks the user's own notifications among `ids` read; others' ids change nothing. Answers how many matched. */
    async markRead(userId: string, ids: number[]): Promise<number> {
      const rows = await db
        .update(alertNotifications)
        .set({ isRead: true })
        .where(and(eq(alertNotifications.userId, userId), inArray(alertNotifications.id, ids)))
        .returning({ id: alertNotifications.id });
      return rows.length;
    },

    async unreadCount(userId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(alertNotifications)
        .where(and(eq(alertNotifications.userId, userId), eq(alertNotifications.isRead, false)));
      return Number(row?.n ?? 0);
    },

    async savePushSubscription(userId: string, sub: { endpoint: string; p256dh: string; auth: string }) {
      if (!pushEndpointAllowed(sub.endpoint, deps.pushServices))
        throw new ValidationError(ALERT_MESSAGES.pushServiceUnsupported);
      // An endpoint belongs to one browser: re-subscribing (or another account on that browser) takes it over.
      await db
        .insert(pushSubscriptions)
        .values({ userId, ...sub, createdAt: new Date(clock()) })
        .onConflictDoUpdate({
          target: pushSubscriptions.endpoint,
          set: { userId, p256dh: sub.p256dh, auth: sub.auth },
        });
    },

    async removePushSubscription(userId: string, endpoint: string): Promise<void> {
      await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
    },
  };
}

export type AlertService = ReturnType<typeof createAlertService>;

/** Active alerts as the job's index holds them. */
/** The active alerts, of every user or of the users named. */
export async function loadActiveAlerts(db: Db, userIds?: readonly string[]) {
  return db
    .select()
    .from(priceAlerts)
    .where(
      userIds
        ? and(sql`${priceAlerts.isActive}`, inArray(priceAlerts.userId, [...userIds]))
        : sql`${priceAlerts.isActive}`,
    );
}
