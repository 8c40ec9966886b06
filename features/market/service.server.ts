// The market service: one snapshot of the top 300 coins and the global metrics, kept fresh from the provider
// and served from memory, then the shared cache (Redis), then the database, with stale-while-revalidate.
// One upstream call at a time (single flight), none for 30 s from the start of a failed one (circuit breaker, shared
// by all instances through the cache), and the built-in dataset for 10 minutes after a 429, so neither traffic nor
// the job nor the number of instances can burn the provider's quota. The
// database copy is written in the background and backs off while the database fails: it never holds a tick or trips
// the breaker.
import { eq } from 'drizzle-orm';
import { backoffDelay } from '../../lib/backoff';
import type { Bus } from '../../platform/bus.server';
import type { Cache } from '../../platform/cache.server';
import type { Db } from '../../platform/db.server';
import type { Logger } from '../../platform/logger.server';
import { datasetUpTo, FALLBACK_GLOBAL, coinFromDataset } from './dataset.server';
import type { CandleInterval } from './candles';
import { readCloses, recordTick } from './history.server';
import { createCandleFiguresStore, withCandleChanges } from './candle-figures.server';
import { ProviderError, type MarketProvider } from './providers/provider';
import { toTickCoin, type PriceTick } from './stream/ticks';
import type { Coin, GlobalQuote, MarketProviderName, SnapshotSource } from './schemas';

export type { PriceTick, SnapshotSource };
import { marketSnapshots } from './tables.server';

export const MARKET_LIMIT = 300;
/** Listings stay fresh this long (spec: listings cached 10 minutes). */
export const MARKET_TTL_MS = 10 * 60_000;
/** After a 429 the built-in dataset is used this long, with no upstream call. */
export const RATE_LIMIT_FALLBACK_MS = 10 * 60_000;
/**
 * After any other failure, no upstream call for this long, counted from the failed call's start: a call held until
 * the provider's timeout is followed by the next 30 s after it began, so calls stay 30 s apart and a recovery is seen
 * within 30 s.
 */
export const BREAKER_COOLDOWN_MS = 30_000;
/**
 * Shared by every instance (the cache is Redis when there are several): while the upstream fails, the failure (its
 * error, and the end of a 429's fallback window), and the turn of the one instance that may probe it next. A probe is
 * made only by the instance that claims the turn, so the whole site asks a failing upstream at most once per 30 s,
 * however many instances read stale data.
 */
export const UPSTREAM_FAILING_KEY = 'market:upstream-failing';
export const UPSTREAM_PROBE_KEY = 'market:upstream-probe';
/** How long the shared record of a failing upstream lasts without a probe to renew or end it. */
const FAILING_RECORD_MS = 60 * 60_000;
/** An instance that did not get the probe's turn asks the shared cache again after this long. */
const PROBE_TURN_CHECK_MS = 5_000;
/**
 * The shared cache's copy of the snapshot. Versioned by the coin's field names: after an upgrade that renames them
 * (v2: migration 0018), a copy written before is never read; it expires within the hour.
 */
export const SNAPSHOT_CACHE_KEY = 'market:snapshot:v2';
/** The database copy and the candles are written at most this often; memory and cache on every tick. */
export const PERSIST_EVERY_MS = 30_000;
/** After a failed write of the snapshot and candles, the next try waits this long, doubling up to the cap. */
export const PERSIST_RETRY_BASE_MS = 30_000;
export const PERSIST_RETRY_CAP_MS = 10 * 60_000;
export const TICK_CHANNEL = 'market:tick';

export type CacheStatus = 'hit' | 'miss' | 'refresh' | 'stale' | 'error';

export interface MarketSnapshot {
  fetchedAt: number;
  source: SnapshotSource;
  coins: Coin[];
  global: GlobalQuote;
}

export interface MarketRead {
  snapshot: MarketSnapshot;
  status: CacheStatus;
}

export interface MarketStats {
  provider: MarketProviderName;
  upstreamCalls: number;
  upstreamFailures: number;
  reads: Record<CacheStatus, number>;
  lastError: string | null;
  breakerOpenUntil: number | null;
  fallbackUntil: number | null;
  snapshotAgeMs: number | null;
  source: SnapshotSource | null;
  /** Failed writes of the database copy in a row, and when the next is tried (null: when due). */
  persistFailures: number;
  persistRetryAt: number | null;
}

export interface MarketServiceDeps {
  db: Db;
  cache: Cache;
  bus: Bus;
  logger: Logger;
  clock: () => number;
  provider: MarketProvider;
}

/** The tick a snapshot makes for the price stream: every coin's live figures, in rank order. */
export function tickFromSnapshot(snapshot: MarketSnapshot): PriceTick {
  return {
    fetchedAt: snapshot.fetchedAt,
    source: snapshot.source,
    coins: snapshot.coins.map(toTickCoin),
  };
}

export function fallbackSnapshot(now: number): MarketSnapshot {
  return {
    fetchedAt: now,
    source: 'fallback',
    coins: datasetUpTo(MARKET_LIMIT).map((c) => coinFromDataset(c, now)),
    global: { ...FALLBACK_GLOBAL, lastUpdated: new Date(now).toISOString() },
  };
}

/** The snapshot last stored in the database, if any. */
export async function readStoredSnapshot(db: Db): Promise<MarketSnapshot | undefined> {
  const [row] = await db.select().from(marketSnapshots).where(eq(marketSnapshots.kind, 'market'));
  return row ? (row.payload as MarketSnapshot) : undefined;
}

// One packed map per read of the candle figures, shared by every page view until the next read.
const sparklinesOf = new WeakMap<object, ReadonlyMap<number, string>>();

export function createMarketService(deps: MarketServiceDeps) {
  const { db, cache, bus, logger, clock, provider } = deps;
  const candleFigures = createCandleFiguresStore({ db, clock, logger });
  let memory: MarketSnapshot | undefined;
  let inFlight: Promise<MarketSnapshot> | undefined;
  let breakerOpenUntil = 0;
  let fallbackUntil = 0;
  let lastError: string | null = null;
  const stats = {
    upstreamCalls: 0,
    upstreamFailures: 0,
    reads: { hit: 0, miss: 0, refresh: 0, stale: 0, error: 0 },
  };

  const age = (s: MarketSnapshot) => clock() - s.fetchedAt;

  async function loadShared(): Promise<MarketSnapshot | undefined> {
    try {
      const cached = await cache.get<MarketSnapshot>(SNAPSHOT_CACHE_KEY);
      if (cached) return cached;
    } catch (err) {
      logger.warn({ err }, 'shared cache unavailable');
    }
    try {
      return await readStoredSnapshot(db);
    } catch (err) {
      // The provider (or the dataset) can still answer: a failing database must not fail the page.
      logger.warn({ err }, 'stored market snapshot unreadable');
      return undefined;
    }
  }

  let persistedAt = Number.NEGATIVE_INFINITY;
  let persisting: Promise<void> | undefined;
  let persistFailures = 0;
  let persistRetryAt = 0;

  async function save(snapshot: MarketSnapshot) {
    memory = snapshot;
    await Promise.allSettled([cache.set(SNAPSHOT_CACHE_KEY, snapshot, MARKET_TTL_MS * 6)]);
    persistWhenDue(snapshot);
    await publishTick(snapshot);
  }

  /**
   * Starts the write of the database copy when one is due (30 s since the last, the backoff over, none under
   * way), without waiting for it. A failed write logs one line and waits 30 s, 1, 2, 4, 8, then 10 minutes.
   */
  function persistWhenDue(snapshot: MarketSnapshot) {
    if (persisting || snapshot.fetchedAt - persistedAt < PERSIST_EVERY_MS || clock() < persistRetryAt) return;
    persistedAt = snapshot.fetchedAt;
    persisting = persist(snapshot)
      .then(
        () => {
          if (persistFailures > 0) {
            logger.info({ failures: persistFailures }, 'market data written to the database again');
          }
          persistFailures = 0;
          persistRetryAt = 0;
        },
        (err: unknown) => {
          persistFailures += 1;
          const retryInMs = backoffDelay(persistFailures, PERSIST_RETRY_BASE_MS, PERSIST_RETRY_CAP_MS);
          persistRetryAt = clock() + retryInMs;
          logger.warn(
            { err, failures: persistFailures, retryInSec: retryInMs / 1000 },
            'market data not written to the database: retrying later',
          );
        },
      )
      .finally(() => {
        persisting = undefined;
      });
  }

  async function persist(snapshot: MarketSnapshot) {
    await db
      .insert(marketSnapshots)
      .values({
        kind: 'market',
        payload: snapshot,
        source: snapshot.source,
        fetchedAt: new Date(snapshot.fetchedAt),
      })
      .onConflictDoUpdate({
        target: marketSnapshots.kind,
        set: { payload: snapshot, source: snapshot.source, fetchedAt: new Date(snapshot.fetchedAt) },
      });
    await recordTick(db, snapshot.coins, snapshot.fetchedAt);
  }

  async function publishTick(snapshot: MarketSnapshot) {
    await bus.publish(TICK_CHANNEL, tickFromSnapshot(snapshot));
  }

  function servedFallback(now: number): MarketSnapshot {
    if (memory?.source !== 'fallback') memory = fallbackSnapshot(now);
    return memory;
  }

  /**
   * Whether this instance may call the upstream now: yes while no instance has seen it fail; while it fails, only
   * when this instance claims the next probe's turn. Otherwise this instance's breaker (or the 429's window) is set
   * from the shared record, and the call is refused without reaching the upstream.
   */
  async function mayCallUpstream(now: number): Promise<boolean> {
    const failing = await cache
      .get<{ error: string; rateLimitedUntil?: number }>(UPSTREAM_FAILING_KEY)
      .catch(() => undefined);
    if (!failing) return true;
    lastError = failing.error;
    if (failing.rateLimitedUntil !== undefined && now < failing.rateLimitedUntil) {
      fallbackUntil = failing.rateLimitedUntil;
      return false;
    }
    if (await cache.claim(UPSTREAM_PROBE_KEY, now, BREAKER_COOLDOWN_MS).catch(() => true)) return true;
    breakerOpenUntil = now + PROBE_TURN_CHECK_MS;
    return false;
  }

  /** Tells every instance the upstream fails (and, after a 429, until when the dataset stands in). */
  async function shareFailure(startedAt: number, rateLimitedUntil?: number) {
    await Promise.allSettled([
      cache.set(UPSTREAM_FAILING_KEY, { error: lastError, rateLimitedUntil }, FAILING_RECORD_MS),
      // The next probe's turn comes 30 s after this call began (a claim made for this call ends then too).
      cache.set(UPSTREAM_PROBE_KEY, startedAt, Math.max(1, startedAt + BREAKER_COOLDOWN_MS - clock())),
    ]);
  }

  /** One upstream fetch of listings and global metrics; a 429 switches to the dataset for 10 minutes. */
  async function fetchFromProvider(): Promise<MarketSnapshot> {
    const now = clock();
    if (now < fallbackUntil) return servedFallback(now);
    if (now < breakerOpenUntil) throw new ProviderError('http', lastError ?? 'Upstream recently failed');
    if (!(await mayCallUpstream(now))) {
      if (now < fallbackUntil) return servedFallback(now);
      throw new ProviderError('http', lastError ?? 'Upstream recently failed');
    }
    stats.upstreamCalls += 1;
    try {
      const [listed, global] = await Promise.all([provider.listings(MARKET_LIMIT), provider.globalMetrics()]);
      // A feed with no 1h and 7d figures of its own takes them from the stored candles (as they are: a tick never
      // waits for the database).
      const coins = provider.changesFromCandles ? withCandleChanges(listed, candleFigures.now()) : listed;
      const snapshot: MarketSnapshot = { fetchedAt: clock(), source: provider.name, coins, global };
      lastError = null;
      // The upstream answers again (the probe at the breaker's time got through): polling goes on at its pace, on
      // every instance.
      breakerOpenUntil = 0;
      await Promise.allSettled([cache.delete(UPSTREAM_FAILING_KEY)]);
      await save(snapshot);
      return snapshot;
    } catch (err) {
      stats.upstreamFailures += 1;
      lastError = err instanceof Error ? err.message : String(err);
      if (err instanceof ProviderError && err.kind === 'rate_limited') {
        fallbackUntil = clock() + RATE_LIMIT_FALLBACK_MS;
        await shareFailure(now, fallbackUntil);
        logger.warn(
          { provider: provider.name },
          'provider rate limit: using the built-in dataset for 10 minutes',
        );
        const fallback = fallbackSnapshot(clock());
        memory = fallback;
        await publishTick(fallback);
        return fallback;
      }
      breakerOpenUntil = now + BREAKER_COOLDOWN_MS;
      await shareFailure(now);
      logger.warn({ provider: provider.name, err: lastError }, 'market provider failed');
      throw err;
    }
  }

  /**
   * Single flight: concurrent callers share one upstream fetch. While the breaker is open it fails at once without
   * calling the upstream, for the market job as for reads: the job waits for `pausedUntil()` instead.
   */
  function refresh(): Promise<MarketSnapshot> {
    inFlight ??= fetchFromProvider().finally(() => {
      inFlight = undefined;
    });
    return inFlight;
  }

  async function read(): Promise<MarketRead> {
    if (!memory) {
      // A refresh may have filled memory while the shared copy was loading: keep the newer one.
      const shared = await loadShared();
      memory ??= shared;
    }
    const now = clock();
    if (memory && memory.source === 'fallback' && now < fallbackUntil)
      return count({ snapshot: memory, status: 'error' });
    if (memory && age(memory) < MARKET_TTL_MS) return count({ snapshot: memory, status: 'hit' });
    if (memory) {
      // Stale while revalidate: answer at once, refresh in the background unless the breaker is open.
      const refreshing = now >= breakerOpenUntil && now >= fallbackUntil;
      if (refreshing) refresh().catch(() => undefined);
      return count({ snapshot: memory, status: refreshing ? 'refresh' : 'stale' });
    }
    try {
      const snapshot = await refresh();
      return count({ snapshot, status: snapshot.source === 'fallback' ? 'error' : 'miss' });
    } catch {
      return count({ snapshot: fallbackSnapshot(now), status: 'error' });
    }
  }

  function count(r: MarketRead): MarketRead {
    stats.reads[r.status] += 1;
    return r;
  }

  return {
    read,
    refresh,
    /** Recorded closing prices of several coins at one interval since a time, as decimal strings. */
    closes: (coinIds: readonly number[], interval: CandleInterval, since: number) =>
      readCloses(db, coinIds, interval, since),
    /** Every coin's 7-day sparkline from the stored candles, packed (sparkline.ts), by coin id. */
    async sparklines(): Promise<ReadonlyMap<number, string>> {
      const figures = await candleFigures.current();
      let packed = sparklinesOf.get(figures);
      if (!packed) {
        packed = new Map([...figures].filter(([, f]) => f.encoded !== '').map(([id, f]) => [id, f.encoded]));
        sparklinesOf.set(figures, packed);
      }
      return packed;
    },
    /** Resolves once no upstream fetch and no database write or read is under way (shutdown, tests). */
    async settled() {
      await inFlight?.catch(() => undefined);
      await persisting;
      await candleFigures.settled();
    },
    /**
     * Drops this instance's copy so the next read loads the shared one (another instance polled); answers the
     * dropped snapshot's time and source, or null when there was none.
     */
    invalidate(): { fetchedAt: number; source: SnapshotSource } | null {
      const dropped = memory ? { fetchedAt: memory.fetchedAt, source: memory.source } : null;
      memory = undefined;
      return dropped;
    },
    /** Until when no upstream call is made (rate-limit window or open breaker): the job's next probe is then. */
    pausedUntil: () => Math.max(fallbackUntil, breakerOpenUntil),
    stats(): MarketStats {
      return {
        provider: provider.name,
        upstreamCalls: stats.upstreamCalls,
        upstreamFailures: stats.upstreamFailures,
        reads: { ...stats.reads },
        lastError,
        breakerOpenUntil: breakerOpenUntil > clock() ? breakerOpenUntil : null,
        fallbackUntil: fallbackUntil > clock() ? fallbackUntil : null,
        snapshotAgeMs: memory ? age(memory) : null,
        source: memory?.source ?? null,
        persistFailures,
        persistRetryAt: persistRetryAt > clock() ? persistRetryAt : null,
      };
    },
  };
}

export type MarketService = ReturnType<typeof createMarketService>;
