// The market job: polls the provider on an interval under a leader lease, retrying with backoff,
// and backfills a year of history on first start so charts are never empty.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { withBackoff } from '../../lib/backoff';
import type { Cache } from '../../platform/cache.server';
import { queryRows, type Db } from '../../platform/db.server';
import { createJobStatus, type JobOutcome } from '../../platform/job-status.server';
import { acquireLease, releaseLease } from '../../platform/locks.server';
import type { Logger } from '../../platform/logger.server';
import { pruneCandles, storeCandles } from './history.server';
import { ProviderError } from './providers/provider';
import type { SimulatedProvider } from './providers/simulated.server';
import type { MarketService } from './service.server';

export const MARKET_LEASE = 'market-poll';

export interface MarketJobOptions {
  db: Db;
  logger: Logger;
  market: MarketService;
  intervalMs: number;
  clock: () => number;
  /** The simulated provider, when it is the source: it generates the backfill. */
  simulated?: SimulatedProvider;
  sleep?: (ms: number) => Promise<void>;
  /** Where the leader stores its last run and error for the admin page (the shared cache). */
  cache?: Cache;
}

/** Writes a year of daily and a week of hourly candles once, when there is no history older than two days. */
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
  const written = await storeCandles(db, simulated.backfill(365, 168));
  logger.info({ rows: written, ms: Math.round(performance.now() - started) }, 'price history backfilled');
  return written;
}

export function startMarketJob(options: MarketJobOptions) {
  const { db, logger, market, intervalMs, clock } = options;
  const holder = randomUUID();
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> = Promise.resolve();
  let backfilled = false;
  let ticks = 0;
  const status = createJobStatus({
    name: MARKET_LEASE,
    holder,
    intervalMs,
    clock,
    cache: options.cache,
    logger,
  });

  async function tick() {
    if (!(await acquireLease(db, MARKET_LEASE, holder, intervalMs * 3 + 30_000))) return;
    const startedAt = clock();
    let outcome: JobOutcome = 'ok';
    let failure: unknown;
    try {
      if (options.simulated && !backfilled) {
        await backfillHistory(db, options.simulated, logger, clock());
        backfilled = true;
      }
      if (clock() < market.pausedUntil()) {
        outcome = 'paused';
        return;
      }
      try {
        await withBackoff(() => market.refresh({ probe: true }), {
          sleep: (ms) => (stopped ? Promise.resolve() : sleep(ms)),
          shouldRetry: (err) => !stopped && !(err instanceof ProviderError && err.kind === 'rate_limited'),
        });
      } catch (err) {
        outcome = 'failed';
        failure = err;
        logger.warn(
          { err: err instanceof Error ? err.message : String(err) },
          'market poll failed after retries',
        );
      }
      ticks += 1;
      // Housekeeping about every 10 minutes at the simulated pace: old candles out, dead rows reclaimed
      // (the embedded database has no autovacuum).
      if (ticks % 120 === 1) {
        await pruneCandles(db, clock());
        await db.execute(sql`vacuum market_snapshots`);
        await db.execute(sql`vacuum price_candles`);
      }
    } catch (err) {
      outcome = 'failed';
      failure = err;
      throw err;
    } finally {
      await status.record(startedAt, outcome, failure);
    }
  }

  function schedule(delay: number) {
    if (stopped) return;
    timer = setTimeout(() => {
      running = tick()
        .catch((err: unknown) => logger.error({ err }, 'market job error'))
        .finally(() => schedule(intervalMs));
    }, delay);
  }

  schedule(0);
  return {
    /** This instance's lease holder id and what its runs as the leader did. */
    status: status.current,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
      await releaseLease(db, MARKET_LEASE, holder).catch(() => undefined);
    },
  };
}
