// The market job: polls the provider on an interval under a leader lease, one upstream call per run, and backfills a
// year of history on first start so charts are never empty. After a failed call it makes none while the market's
// breaker is open (30 s; 10 minutes after a 429) and runs again the moment it closes, so a third party that fails is
// asked at most once per 30 s and its recovery is seen within 30 s. When its database work fails
// (the lease, the backfill, the housekeeping), that work backs off from 30 s to 10 minutes with one log line
// per failure; polling goes on meanwhile with the embedded database, which no other process shares, and on the
// instance that led when PostgreSQL last answered.
import { sql } from 'drizzle-orm';
import { backoffDelay } from '../../lib/backoff';
import type { Cache } from '../../platform/cache.server';
import { queryRows, unavailableCause, type Db } from '../../platform/db.server';
import { createJobStatus, type JobOutcome } from '../../platform/job-status.server';
import { keepLeadership } from '../../platform/locks.server';
import type { Logger } from '../../platform/logger.server';
import type { Metrics } from '../../platform/metrics.server';
import { pruneCandles, storeCandles } from './history.server';
import type { SimulatedProvider } from './providers/simulated.server';
import type { MarketService } from './service.server';

export const MARKET_LEASE = 'market-poll';
/** After the job's database work fails, it is tried again after this long, doubling up to the cap. */
export const JOB_DB_RETRY_BASE_MS = 30_000;
export const JOB_DB_RETRY_CAP_MS = 10 * 60_000;

export interface MarketJobOptions {
  db: Db;
  logger: Logger;
  market: MarketService;
  intervalMs: number;
  clock: () => number;
  /** The simulated provider, when it is the source: it generates the backfill. */
  simulated?: SimulatedProvider;
  /** Schedules the next run: the process's timers unless a test runs them on its fake clock. */
  timers?: JobTimers;
  /** Where the leader stores its last run and error for the admin page (the shared cache). */
  cache?: Cache;
  /**
   * No other process uses this database (the embedded one): when the lease cannot be taken because the database
   * fails, the job polls anyway, so prices stay live in memory. Otherwise it waits, as another instance may poll.
   */
  soleInstance?: boolean;
  /** Where each run is counted and timed for /metrics. */
  metrics?: Pick<Metrics, 'observeJobRun'>;
}

export interface JobTimers {
  set(run: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

const processTimers: JobTimers = {
  set: (run, ms) => setTimeout(run, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * Writes a year of daily, a week of hourly and a day of 5-minute candles once, when there is no history older
 * than two days.
 */
export async function backfillHistory(
  db: Db,
  simulated: SimulatedProvider,
  logger: Logger,
  now: number,
): Promise<number> {
  const before = new Date(now - 2 * 86_400_000).toISOString();
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from price_candles where interval = '1d' and bucket_start < ${before}::timestamptz`,
  );
  if ((row?.n ?? 0) > 0) return 0;
  const started = performance.now();
  const written = await storeCandles(db, simulated.backfill(365, 168, 288));
  logger.info({ rows: written, ms: Math.round(performance.now() - started) }, 'price history backfilled');
  return written;
}

export function startMarketJob(options: MarketJobOptions) {
  const { db, logger, market, intervalMs, clock } = options;
  const timers = options.timers ?? processTimers;
  let stopped = false;
  let timer: unknown;
  let running: Promise<void> = Promise.resolve();
  let backfilled = false;
  let ticks = 0;
  let dbFailures = 0;
  let dbRetryAt = 0;
  let dbError: unknown;
  let idle = false;
  // The lease is renewed on a heartbeat of its own, so a long poll (up to the provider's 10 s timeout) never lets it
  // lapse, and an instance that dies holding it hands the job over within one poll interval.
  const leadership = keepLeadership({
    db,
    name: MARKET_LEASE,
    handoverMs: intervalMs,
    // While the job goes on through a database outage it keeps trying, to learn as soon as it is back who leads.
    paused: () => clock() < dbRetryAt && !leadership.ledAtLastAnswer(),
    // Taken over from an instance that stopped: poll now, not at this instance's next turn.
    onLead: () => {
      if (!idle || stopped) return;
      if (timer !== undefined) timers.clear(timer);
      schedule(0);
    },
  });
  const { holder } = leadership;
  const status = createJobStatus({
    name: MARKET_LEASE,
    holder,
    intervalMs,
    clock,
    cache: options.cache,
    logger,
    metrics: options.metrics,
  });

  /** Runs database work unless it is backing off; a failure starts or lengthens the backoff. */
  async function databaseWork(work: () => Promise<unknown>): Promise<{ failed: unknown } | undefined> {
    if (clock() < dbRetryAt) return { failed: dbError };
    try {
      await work();
      if (dbFailures > 0) logger.info({ failures: dbFailures }, 'market job: the database answers again');
      dbFailures = 0;
      dbRetryAt = 0;
      return undefined;
    } catch (err) {
      dbFailures += 1;
      dbError = err;
      const retryInMs = backoffDelay(dbFailures, JOB_DB_RETRY_BASE_MS, JOB_DB_RETRY_CAP_MS);
      dbRetryAt = clock() + retryInMs;
      logger.warn(
        { err, failures: dbFailures, retryInSec: retryInMs / 1000 },
        'market job: database work failed: retrying later',
      );
      return { failed: err };
    }
  }

  async function tick() {
    let leader = false;
    const lease = await databaseWork(async () => {
      leader = (await leadership.renew()) && leadership.leads();
    });
    // Without the lease: another instance polls, or the database fails. Then a sole instance goes on, and so does
    // the one that led when the database last answered, as prices need no database and no other can take its lease
    // meanwhile; it stops once the database answers that another leads.
    const carryOn =
      lease !== undefined &&
      (options.soleInstance === true ||
        (leadership.ledAtLastAnswer() && unavailableCause(lease.failed) !== undefined));
    if (!leader && !carryOn) return;
    const startedAt = clock();
    let outcome: JobOutcome = lease ? 'failed' : 'ok';
    let failure: unknown = lease?.failed;
    try {
      if (leader && options.simulated && !backfilled) {
        const { simulated } = options;
        const backfill = await databaseWork(() => backfillHistory(db, simulated, logger, clock()));
        if (backfill) {
          outcome = 'failed';
          failure = backfill.failed;
        } else backfilled = true;
      }
      if (clock() < market.pausedUntil()) {
        outcome = 'paused';
        return;
      }
      try {
        // One call: a failure opens the breaker, and the next run comes when it closes (nextRunInMs).
        await market.refresh();
      } catch (err) {
        outcome = 'failed';
        failure = err;
        logger.warn(
          {
            err: err instanceof Error ? err.message : String(err),
            retryInSec: (market.pausedUntil() - clock()) / 1000,
          },
          'market poll failed: the upstream is asked again when the breaker closes',
        );
      }
      ticks += 1;
      // Housekeeping about every 10 minutes at the simulated pace: old candles out, dead rows reclaimed
      // (the embedded database has no autovacuum).
      if (leader && ticks % 120 === 1) {
        const housekeeping = await databaseWork(async () => {
          await pruneCandles(db, clock());
          await db.execute(sql`vacuum market_snapshots`);
          await db.execute(sql`vacuum price_candles`);
        });
        if (housekeeping) {
          outcome = 'failed';
          failure = housekeeping.failed;
        }
      }
    } catch (err) {
      outcome = 'failed';
      failure = err;
      throw err;
    } finally {
      await status.record(startedAt, outcome, failure);
    }
  }

  /**
   * The next run: one interval on, or sooner when the breaker closes first, so the probe after a failure is made
   * at the breaker's time (30 s), not at the next interval after it.
   */
  function nextRunInMs(): number {
    const pausedForMs = market.pausedUntil() - clock();
    return pausedForMs > 0 ? Math.min(intervalMs, pausedForMs) : intervalMs;
  }

  function schedule(delay: number) {
    if (stopped) return;
    idle = true;
    timer = timers.set(() => {
      timer = undefined;
      idle = false;
      running = tick()
        .catch((err: unknown) => logger.error({ err }, 'market job error'))
        .finally(() => schedule(nextRunInMs()));
    }, delay);
  }

  schedule(0);
  return {
    /** This instance's lease holder id and what its runs as the leader did. */
    status: status.current,
    async stop() {
      stopped = true;
      if (timer !== undefined) timers.clear(timer);
      await running;
      await leadership.stop();
    },
  };
}
