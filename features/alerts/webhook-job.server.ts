// The alert webhook delivery job: under a leader lease, one instance at a time sends the deliveries that are due,
// every couple of seconds and at once when an alert fires (announced on the bus). Each delivery is also claimed
// before it is sent (webhook-dispatch), so even two leaders during a handover never send the same attempt.
import type { Bus, Unsubscribe } from '../../platform/bus.server';
import type { Db } from '../../platform/db.server';
import { keepLeadership } from '../../platform/locks.server';
import type { Logger } from '../../platform/logger.server';
import type { Metrics } from '../../platform/metrics.server';
import { DISPATCH_BATCH, type WebhookDispatcher } from './webhook-dispatch.server';

export const WEBHOOK_LEASE = 'alert-webhooks';
/** How often the leader looks for due deliveries (the first retry comes 5 s after a failure). */
export const WEBHOOK_POLL_MS = 2_000;
/** An instance that dies while holding the lease hands the deliveries to another within this long. */
export const WEBHOOK_HANDOVER_MS = 10_000;
/** How often the leader deletes old finished deliveries. */
export const WEBHOOK_PRUNE_EVERY_MS = 3_600_000;
/** Published when a delivery is queued, so the leader sends it now rather than at its next turn. */
export const WEBHOOKS_DUE_CHANNEL = 'alerts:webhooks-due';

export async function startWebhookJob(deps: {
  db: Db;
  bus: Bus;
  logger: Logger;
  clock: () => number;
  dispatcher: WebhookDispatcher;
  pollMs?: number;
  handoverMs?: number;
  metrics?: Pick<Metrics, 'observeJobRun'>;
}) {
  const { db, bus, logger, clock, dispatcher } = deps;
  const pollMs = deps.pollMs ?? WEBHOOK_POLL_MS;
  const leadership = keepLeadership({
    db,
    name: WEBHOOK_LEASE,
    handoverMs: deps.handoverMs ?? WEBHOOK_HANDOVER_MS,
  });
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let prunedAt = Number.NEGATIVE_INFINITY;

  async function pass() {
    if (!leadership.leads() && !(await leadership.renew())) return;
    const startedAt = clock();
    let outcome = 'failed';
    try {
      // A full batch may mean more are due: take the next one at once.
      while (!stopped && (await dispatcher.runDue()) >= DISPATCH_BATCH);
      if (clock() - prunedAt >= WEBHOOK_PRUNE_EVERY_MS) {
        prunedAt = clock();
        await dispatcher.prune();
      }
      outcome = 'ok';
    } finally {
      deps.metrics?.observeJobRun(WEBHOOK_LEASE, outcome, (clock() - startedAt) / 1000);
    }
  }

  /** Runs a pass now, or right after the one running; then waits for the next turn. */
  function run() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    if (timer) clearTimeout(timer);
    running = pass()
      .catch((err: unknown) => logger.warn({ err }, 'alert webhooks: delivery pass failed'))
      .finally(() => {
        running = undefined;
        if (stopped) return;
        if (again) {
          again = false;
          run();
        } else timer = setTimeout(run, pollMs);
      });
  }

  const unsubscribe: Unsubscribe = await bus.subscribe(WEBHOOKS_DUE_CHANNEL, () => run());
  run();
  return {
    /** Resolves once no pass is running (tests). */
    async idle() {
      while (running) await running;
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await unsubscribe();
      while (running) await running;
      await leadership.stop();
    },
  };
}
