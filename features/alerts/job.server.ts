// The alert job: on every market tick, under a leader lease, it evaluates the active alerts of the coins whose
// price moved. Active alerts sit in an in-memory index keyed by symbol, so a tick costs in proportion to the alerts
// on coins that moved. A write announces its user on the bus and only that user's alerts are read again; the whole
// index is read again every minute beside the ticks (a safety net), and at once after a lost race.
import { and, eq, sql } from 'drizzle-orm';
import type { Bus, Unsubscribe } from '../../platform/bus.server';
import type { Db } from '../../platform/db.server';
import { keepLeadership } from '../../platform/locks.server';
import type { Logger } from '../../platform/logger.server';
import type { Metrics } from '../../platform/metrics.server';
import type { RecordActivityInput } from '../activity/server';
import { TICK_CHANNEL, type Coin, type PriceTick } from '../market/server';
import {
  describeTarget,
  evaluateAlert,
  formatSignedPercent,
  severityOf,
  type AlertState,
  type NotificationRow,
} from './schemas';
import { ALERTS_CHANGED_CHANNEL, loadActiveAlerts, toNotificationRow } from './service.server';
import { alertNotifications, priceAlerts } from './tables.server';

export const ALERT_LEASE = 'alert-evaluate';
/** The index is reloaded at least this often, whatever the bus said. */
export const INDEX_REFRESH_MS = 60_000;
/** An instance that dies while evaluating alerts hands them to another within this long. */
export const ALERT_HANDOVER_MS = 10_000;

type AlertRecord = Awaited<ReturnType<typeof loadActiveAlerts>>[number];

export interface FiredAlert {
  alert: AlertRecord;
  notification: NotificationRow;
}

export interface AlertEvaluatorDeps {
  db: Db;
  bus: Bus;
  logger: Logger;
  clock: () => number;
  recordActivity: (userId: string, input: RecordActivityInput) => Promise<unknown>;
  /** Sends a fired alert's notification on its channels (live stream, e-mail, push). */
  deliver: (fired: FiredAlert) => Promise<void>;
}

function stateOf(a: AlertRecord): AlertState {
  return {
    condition: a.condition,
    targetPriceUsd: a.targetPriceUsd,
    thresholdPercent: a.thresholdPercent,
    direction: a.direction,
    isActive: a.isActive,
    referencePrice: a.referencePrice,
    referenceAt: a.referenceAt?.getTime() ?? null,
    windowMinutes: a.windowMinutes,
    cooldownMinutes: a.cooldownMinutes,
    snoozedUntil: a.snoozedUntil?.getTime() ?? null,
    lastTriggeredAt: a.lastTriggeredAt?.getTime() ?? null,
  };
}

/** Evaluates alerts against prices by symbol; holds the index of active alerts. */
export function createAlertEvaluator(deps: AlertEvaluatorDeps) {
  const { db, logger, clock } = deps;
  /** Every active alert by id, and the same records by symbol: what a tick reads. */
  let byId = new Map<string, AlertRecord>();
  let index = new Map<string, AlertRecord[]>();
  let loadedAt = Number.NEGATIVE_INFINITY;
  let dirty = true;
  /** Users whose alerts changed since they were loaded: only theirs are read again. */
  let staleUsers = new Set<string>();
  /** A full reload running off the tick path, and the users who changed while it ran. */
  let background: Promise<void> | undefined;
  let changedDuringBackground = new Set<string>();
  /** The last price seen per symbol: an unchanged price evaluates nothing. */
  const lastPrice = new Map<string, number>();

  function rebuild() {
    const next = new Map<string, AlertRecord[]>();
    for (const row of byId.values()) {
      const list = next.get(row.symbol);
      if (list) list.push(row);
      else next.set(row.symbol, [row]);
    }
    index = next;
  }

  async function reload() {
    const rows = await loadActiveAlerts(db);
    byId = new Map(rows.map((r) => [r.id, r]));
    rebuild();
    loadedAt = clock();
    dirty = false;
    staleUsers = new Set();
  }

  /** Reads again the alerts of the users who changed theirs. */
  async function refreshUsers() {
    const users = [...staleUsers];
    staleUsers = new Set();
    const rows = await loadActiveAlerts(db, users);
    const gone = new Set(users);
    for (const [id, alert] of byId) if (gone.has(alert.userId)) byId.delete(id);
    for (const row of rows) byId.set(row.id, row);
    rebuild();
  }

  /** The periodic full reload (a safety net for a missed announcement) runs beside the ticks, never inside one. */
  function reloadInBackground() {
    if (background) return;
    changedDuringBackground = new Set();
    background = reload()
      .then(() => {
        // A user's change made while the full read ran may be missing from it: read theirs again.
        for (const user of changedDuringBackground) staleUsers.add(user);
      })
      .catch((err: unknown) => logger.warn({ err }, 'alerts: index reload failed'))
      .finally(() => {
        background = undefined;
      });
  }

  /**
   * A full read running beside this write may have read the row before it: the owner's alerts are read again once
   * it ends, or it would put the old reference back (a price-target alert would then miss its next crossing).
   */
  function wrote(alert: AlertRecord) {
    if (background) changedDuringBackground.add(alert.userId);
  }

  /** Moves the reference only if nobody moved it meanwhile (another instance, an edit). */
  async function rebase(alert: AlertRecord, price: string, at: Date) {
    const moved = await db
      .update(priceAlerts)
      .set({ referencePrice: price, referenceAt: at })
      .where(
        and(
          eq(priceAlerts.id, alert.id),
          sql`${priceAlerts.referencePrice} is not distinct from ${alert.referencePrice}`,
        ),
      )
      .returning({ id: priceAlerts.id });
    wrote(alert);
    // Somebody moved it first: this index is behind the database, read it again on the next tick.
    if (moved.length === 0) dirty = true;
    alert.referencePrice = price;
    alert.referenceAt = at;
  }

  async function fire(
    alert: AlertRecord,
    move: {
      changePercent: string;
      oldPrice: string;
      newPrice: string;
      crossed?: { targetPriceUsd: string; side: 'above' | 'below' };
    },
  ): Promise<FiredAlert | undefined> {
    const at = new Date(clock());
    // A 'once' alert switches itself off in the same write that claims the firing.
    const stillActive = alert.repeats;
    // The reference moves and the notification is written together, and only if the reference was still the one
    // this evaluation measured from: a second evaluator of the same tick finds nothing to update and writes nothing.
    const written = await db.transaction(async (tx) => {
      const claimed = await tx
        .update(priceAlerts)
        .set({ referencePrice: move.newPrice, referenceAt: at, lastTriggeredAt: at, isActive: stillActive })
        .where(
          and(
            eq(priceAlerts.id, alert.id),
            eq(priceAlerts.isActive, true),
            sql`${priceAlerts.referencePrice} = ${move.oldPrice}`,
          ),
        )
        .returning({ id: priceAlerts.id });
      if (claimed.length === 0) return undefined;
      const [row] = await tx
        .insert(alertNotifications)
        .values({
          userId: alert.userId,
          alertId: alert.id,
          symbol: alert.symbol,
          // A crossed target: up is good news, down a warning, whatever the size of the last step.
          severity: move.crossed
            ? move.crossed.side === 'above'
              ? 'success'
              : 'warning'
            : severityOf(move.changePercent),
          priceChangePercent: move.changePercent,
          oldPrice: move.oldPrice,
          newPrice: move.newPrice,
          targetPriceUsd: move.crossed?.targetPriceUsd ?? null,
          crossed: move.crossed?.side ?? null,
          triggeredAt: at,
        })
        .returning();
      return row;
    });
    wrote(alert);
    if (!written) {
      dirty = true;
      return undefined;
    }
    alert.referencePrice = move.newPrice;
    alert.referenceAt = at;
    alert.lastTriggeredAt = at;
    alert.isActive = stillActive;
    const fired = { alert, notification: toNotificationRow(written) };
    await deps
      .recordActivity(alert.userId, {
        activityType: 'alert_triggered',
        description: move.crossed
          ? `Price alert triggered: ${describeTarget(alert.symbol, move.crossed.side === 'above' ? 'up' : 'down', move.crossed.targetPriceUsd)} (price ${move.newPrice})${stillActive ? '' : '; the alert is now off'}`
          : `Price alert triggered: ${alert.symbol} moved ${formatSignedPercent(move.changePercent)} (alert set at ${Number(alert.thresholdPercent)}%)`,
        coinSymbol: alert.symbol,
        alertType: alert.direction === 'up' ? 'above' : alert.direction === 'down' ? 'below' : null,
        priceUsd: move.oldPrice,
        triggerPrice: move.newPrice,
        metadata: {
          action: 'trigger',
          alertId: alert.id,
          notificationId: written.id,
          changePercent: move.changePercent,
        },
      })
      .catch((err: unknown) => logger.warn({ err }, 'alerts: trigger activity not recorded'));
    await deps.deliver(fired).catch((err: unknown) => logger.warn({ err }, 'alerts: delivery failed'));
    return fired;
  }

  return {
    /** Marks one user's alerts stale (their next evaluation reads only theirs), or with no user the whole index. */
    invalidate(userId?: string) {
      if (userId === undefined) dirty = true;
      else {
        staleUsers.add(userId);
        if (background) changedDuringBackground.add(userId);
      }
    },
    reload,
    /** Resolves once a background reload, if any, has finished (tests, benchmarks). */
    async settled() {
      await background;
    },
    /** The index's size, for tests and status. */
    indexed(): { symbols: number; alerts: number } {
      let alerts = 0;
      for (const list of index.values()) alerts += list.length;
      return { symbols: index.size, alerts };
    },
    /** Evaluates the alerts of the symbols whose price changed since the last call. Answers what fired. */
    async evaluate(prices: ReadonlyMap<string, number>): Promise<FiredAlert[]> {
      if (dirty) await reload();
      else {
        if (staleUsers.size > 0) await refreshUsers();
        if (clock() - loadedAt >= INDEX_REFRESH_MS) reloadInBackground();
      }
      const fired: FiredAlert[] = [];
      const now = clock();
      for (const [symbol, price] of prices) {
        if (lastPrice.get(symbol) === price) continue;
        lastPrice.set(symbol, price);
        const alerts = index.get(symbol);
        if (!alerts) continue;
        for (const alert of alerts) {
          const outcome = evaluateAlert(stateOf(alert), price, now);
          if (outcome.kind === 'rebase') await rebase(alert, outcome.price, new Date(now));
          else if (outcome.kind === 'fire') {
            const done = await fire(alert, outcome);
            if (done) fired.push(done);
          }
        }
      }
      return fired;
    },
  };
}

export type AlertEvaluator = ReturnType<typeof createAlertEvaluator>;

/** Prices of a tick by symbol (the first coin of a symbol by rank wins), named through the market's coins. */
export function pricesBySymbol(tick: PriceTick, coins: readonly Coin[]): Map<string, number> {
  const symbolOf = new Map(coins.map((c) => [c.id, c.symbol.toUpperCase()]));
  const prices = new Map<string, number>();
  for (const coin of tick.coins) {
    const symbol = symbolOf.get(coin.id);
    if (symbol && !prices.has(symbol)) prices.set(symbol, coin.price);
  }
  return prices;
}

/** Follows the market's ticks; the instance holding the lease evaluates. Ticks that arrive while one is being
 * evaluated are folded into the newest, never queued. */
export async function startAlertJob(
  deps: AlertEvaluatorDeps & {
    evaluator: AlertEvaluator;
    coins: () => Promise<readonly Coin[]>;
    /** Where each evaluation this instance makes as the leader is counted and timed for /metrics. */
    metrics?: Pick<Metrics, 'observeJobRun'>;
  },
) {
  const { db, bus, logger, evaluator, clock } = deps;
  const leadership = keepLeadership({ db, name: ALERT_LEASE, handoverMs: ALERT_HANDOVER_MS });
  let pending: PriceTick | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;

  async function run(tick: PriceTick) {
    // Renewed here too, so the first tick after a start is evaluated by whoever takes the lease.
    if (!leadership.leads() && !(await leadership.renew())) return;
    const startedAt = clock();
    let outcome = 'failed';
    try {
      await evaluator.evaluate(pricesBySymbol(tick, await deps.coins()));
      outcome = 'ok';
    } finally {
      deps.metrics?.observeJobRun(ALERT_LEASE, outcome, (clock() - startedAt) / 1000);
    }
  }

  function drain() {
    if (running || stopped || !pending) return;
    const tick = pending;
    pending = undefined;
    running = run(tick)
      .catch((err: unknown) => logger.warn({ err }, 'alert job: evaluation failed'))
      .finally(() => {
        running = undefined;
        drain();
      });
  }

  const unsubscribers: Unsubscribe[] = [
    await bus.subscribe(TICK_CHANNEL, (message) => {
      pending = message as PriceTick;
      drain();
    }),
    await bus.subscribe(ALERTS_CHANGED_CHANNEL, (message) =>
      evaluator.invalidate((message as { userId?: string } | null)?.userId),
    ),
  ];
  return {
    /** Resolves once no evaluation is running (tests). */
    async idle() {
      while (running) await running;
    },
    async stop() {
      stopped = true;
      await Promise.all(unsubscribers.map((u) => u()));
      while (running) await running;
      await leadership.stop();
    },
  };
}
