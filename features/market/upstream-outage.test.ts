// The market job while CoinMarketCap fails for minutes (the fake server speaking its wire format, the real adapter,
// the job's timers run on a fake clock): how often the third party is asked, and how soon its recovery is seen.
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { createMemoryBus } from '../../platform/bus.server';
import { createMemoryCache } from '../../platform/cache.server';
import type { Database } from '../../platform/db.server';
import { createLogger } from '../../platform/logger.server';
import { oneDatabaseTarget } from '../../tests/databases';
import { startFakeCoinMarketCap, type FakeCmc } from '../../tests/fakes/coinmarketcap-server';
import { createTestServices, fakeClock } from '../../tests/services';
import { startMarketJob, type JobTimers } from './job.server';
import { createCoinMarketCapProvider } from './providers/coinmarketcap.server';
import { ProviderError, UPSTREAM_TIMEOUT_MS, type MarketProvider } from './providers/provider';
import { CMC_COINS } from './providers/provider-fixtures';
import {
  BREAKER_COOLDOWN_MS,
  createMarketService,
  MARKET_TTL_MS,
  RATE_LIMIT_FALLBACK_MS,
} from './service.server';

type FakeClock = ReturnType<typeof fakeClock>;

const MINUTE_MS = 60_000;

/** The job's timers on the fake clock: each fires when the test has run the one before it to its end. */
function fakeTimers(clock: FakeClock) {
  const pending = new Map<number, { at: number; run: () => void }>();
  let made = 0;
  let scheduled: (() => void) | undefined;
  const timers: JobTimers = {
    set(run, ms) {
      made += 1;
      pending.set(made, { at: clock() + ms, run });
      scheduled?.();
      return made;
    },
    clear: (handle) => void pending.delete(handle as number),
  };

  /** Waits, in real time, until the job has scheduled its next run: the run under way is over. */
  async function idle() {
    const deadline = Date.now() + 20_000;
    while (pending.size === 0) {
      if (Date.now() > deadline) throw new Error('the market job scheduled no next run within 20 s');
      await new Promise<void>((resolve) => {
        scheduled = resolve;
        setTimeout(resolve, 100);
      });
    }
  }

  return {
    timers,
    /** Runs the job's timers in order up to `until` (the clock then stands there), or until `done()` after a run. */
    async runUntil(until: number, done: () => boolean = () => false) {
      for (;;) {
        await idle();
        const [id, next] = [...pending].reduce((a, b) => (b[1].at < a[1].at ? b : a));
        if (next.at > until) {
          clock.set(Math.max(clock(), until));
          return;
        }
        clock.set(Math.max(clock(), next.at));
        pending.delete(id);
        next.run();
        await idle();
        if (done()) return;
      }
    },
  };
}

/**
 * The adapter as the job calls it, noting the fake-clock time of each listings call. A call the fake holds ends in
 * the adapter's (short, real) timeout; on the fake clock it lasts the production timeout, 10 s.
 */
function onFakeClock(provider: MarketProvider, clock: FakeClock) {
  const calls: number[] = [];
  let onTimeout: ((startedAt: number) => void) | undefined;
  const timed =
    <A extends unknown[], T>(call: (...args: A) => Promise<T>) =>
    async (...args: A): Promise<T> => {
      const startedAt = clock();
      try {
        return await call(...args);
      } catch (err) {
        if (err instanceof ProviderError && err.kind === 'timeout') {
          clock.set(Math.max(clock(), startedAt + UPSTREAM_TIMEOUT_MS));
          const hook = onTimeout;
          onTimeout = undefined;
          hook?.(startedAt);
        }
        throw err;
      }
    };
  const listings = timed(provider.listings);
  return {
    calls,
    /** Runs once, when the next call has timed out, with the time that call began. */
    afterNextTimeout(hook: (startedAt: number) => void) {
      onTimeout = hook;
    },
    provider: {
      ...provider,
      listings: (limit: number) => {
        calls.push(clock());
        return listings(limit);
      },
      globalMetrics: timed(provider.globalMetrics),
    } satisfies MarketProvider,
  };
}

/** The most of `times` in any 30 s, [t, t + 30 s). */
function mostIn30s(times: number[]): number {
  return Math.max(0, ...times.map((t) => times.filter((u) => u >= t && u < t + 30_000).length));
}

const gaps = (times: number[]) => times.slice(1).map((t, i) => t - times[i]!);

describe.each(oneDatabaseTarget)('the market job while the upstream fails, on $name', (target) => {
  let database: Database;
  let fake: FakeCmc;
  const stops: (() => Promise<void>)[] = [];

  beforeAll(async () => {
    database = await target.open();
    fake = await startFakeCoinMarketCap(CMC_COINS, { apiKey: 'test-key' });
  });
  afterEach(async () => {
    for (const stop of stops.splice(0)) await stop();
    fake.setMode('ok');
    fake.requests.length = 0;
  });
  afterAll(async () => {
    await fake.close();
    await database.close();
  });

  /** The job polling the fake every `pollMs`, after its first poll (which got through). */
  async function pollingJob(pollMs: number) {
    const clock = fakeClock();
    // A held call is given up after 300 ms of real time; onFakeClock makes it 10 s on the fake clock.
    const adapter = createCoinMarketCapProvider({ baseUrl: fake.url, apiKey: 'test-key', timeoutMs: 300 });
    const upstream = onFakeClock(adapter, clock);
    const services = createTestServices(database, { clock, provider: upstream.provider });
    const { market } = services;
    const run = fakeTimers(clock);
    const job = startMarketJob({
      db: database.db,
      logger: services.logger,
      market,
      intervalMs: pollMs,
      clock,
      cache: services.cache,
      timers: run.timers,
    });
    stops.push(async () => {
      await job.stop();
      await market.settled();
    });
    await run.runUntil(Number.POSITIVE_INFINITY, () => upstream.calls.length === 1);
    expect(market.stats()).toMatchObject({ source: 'coinmarketcap', upstreamFailures: 0 });
    /** When the snapshot the market serves was fetched. */
    const fetchedAt = () => clock() - (market.stats().snapshotAgeMs ?? Number.POSITIVE_INFINITY);
    const listingRequests = () => fake.requests.filter((r) => r.path.includes('listings')).length;
    return { clock, upstream, market, run, fetchedAt, listingRequests };
  }

  test.each([
    { mode: '500', pollMs: 2_000 },
    { mode: 'malformed', pollMs: 2_000 },
    { mode: '500', pollMs: 60_000 },
  ] as const)(
    'an upstream answering $mode for 3 minutes under a $pollMs ms poll is called once per 30 s; fresh data comes within 30 s of its recovery, then polling resumes at its interval',
    async ({ mode, pollMs }) => {
      const { clock, upstream, market, run, fetchedAt, listingRequests } = await pollingJob(pollMs);
      fake.setMode(mode);
      const failingFrom = clock();
      await run.runUntil(failingFrom + 3 * MINUTE_MS);

      const during = upstream.calls.filter((t) => t > failingFrom);
      expect(mostIn30s(during)).toBe(1);
      // Each probe at the breaker's time, not at the next interval after it.
      expect(gaps(during).every((gap) => gap === BREAKER_COOLDOWN_MS)).toBe(true);
      expect(during.length).toBe(pollMs === 2_000 ? 6 : 5);
      expect(listingRequests()).toBe(upstream.calls.length);
      expect(market.stats().upstreamFailures).toBe(during.length);

      // It recovers right after a failed probe: the worst moment.
      const calls = upstream.calls.length;
      await run.runUntil(Number.POSITIVE_INFINITY, () => upstream.calls.length > calls);
      const recoveredAt = clock();
      fake.setMode('ok');
      await run.runUntil(Number.POSITIVE_INFINITY, () => fetchedAt() > recoveredAt);
      expect(fetchedAt() - recoveredAt).toBeLessThanOrEqual(BREAKER_COOLDOWN_MS);
      expect(market.stats().breakerOpenUntil).toBeNull();

      const recoveredCalls = upstream.calls.length;
      await run.runUntil(clock() + 3 * pollMs);
      expect(gaps(upstream.calls.slice(recoveredCalls - 1))).toEqual([pollMs, pollMs, pollMs]);
      expect(market.stats().source).toBe('coinmarketcap');
    },
  );

  test('a hanging upstream (each call held until the provider’s 10 s timeout) is called once per 30 s, and one that recovers 1 s into a held call gives fresh data within 30 s', async () => {
    const { clock, upstream, market, run, fetchedAt, listingRequests } = await pollingJob(2_000);
    fake.setMode('timeout');
    const failingFrom = clock();
    await run.runUntil(failingFrom + 3 * MINUTE_MS);

    const during = upstream.calls.filter((t) => t > failingFrom);
    expect(mostIn30s(during)).toBe(1);
    // 30 s from the start of each held call, not from its timeout 10 s later.
    expect(gaps(during).every((gap) => gap === BREAKER_COOLDOWN_MS)).toBe(true);
    expect(during.length).toBe(6);
    expect(listingRequests()).toBe(upstream.calls.length);
    expect(market.stats().lastError).toContain('did not answer');

    let recoveredAt = Number.POSITIVE_INFINITY;
    upstream.afterNextTimeout((startedAt) => {
      recoveredAt = startedAt + 1_000;
      fake.setMode('ok');
    });
    await run.runUntil(Number.POSITIVE_INFINITY, () => fetchedAt() > recoveredAt);
    expect(fetchedAt() - recoveredAt).toBeLessThanOrEqual(BREAKER_COOLDOWN_MS);
    expect(mostIn30s(upstream.calls.filter((t) => t > failingFrom))).toBe(1);
  });

  test('a 429 puts the market on the built-in data for 10 minutes with the one call; the provider’s data comes back at the end of them', async () => {
    const { clock, upstream, market, run, fetchedAt } = await pollingJob(2_000);
    fake.setMode('429');
    const from = clock();
    await run.runUntil(from + MINUTE_MS);
    expect(upstream.calls.filter((t) => t > from)).toHaveLength(1);
    const limitedAt = upstream.calls.at(-1)!;
    expect(market.stats()).toMatchObject({
      source: 'fallback',
      fallbackUntil: limitedAt + RATE_LIMIT_FALLBACK_MS,
    });

    // The upstream answers again long before the 10 minutes are over: it is not asked.
    fake.setMode('ok');
    await run.runUntil(limitedAt + RATE_LIMIT_FALLBACK_MS - 1);
    expect(upstream.calls.filter((t) => t > from)).toHaveLength(1);
    expect((await market.read()).snapshot.source).toBe('fallback');

    await run.runUntil(Number.POSITIVE_INFINITY, () => market.stats().source === 'coinmarketcap');
    expect(upstream.calls.filter((t) => t > from)).toEqual([limitedAt, limitedAt + RATE_LIMIT_FALLBACK_MS]);
    expect(fetchedAt()).toBe(limitedAt + RATE_LIMIT_FALLBACK_MS);
  });

  describe('several instances sharing one cache (Redis in production)', () => {
    /** Web instances reading on the fake clock, each with its own market service, all on one cache and one upstream. */
    async function instances(count: number) {
      const clock = fakeClock();
      const adapter = createCoinMarketCapProvider({ baseUrl: fake.url, apiKey: 'test-key', timeoutMs: 300 });
      const upstream = onFakeClock(adapter, clock);
      const cache = createMemoryCache(clock);
      const bus = createMemoryBus();
      const logger = createLogger('silent');
      const markets = Array.from({ length: count }, () =>
        createMarketService({ db: database.db, cache, bus, logger, clock, provider: upstream.provider }),
      );
      // Every instance holds the snapshot the first one fetched.
      await markets[0]!.refresh();
      for (const market of markets) await market.read();
      stops.push(async () => {
        for (const market of markets) await market.settled();
      });
      /** Each instance serves a reader every 500 ms of fake time until `until`. */
      async function readUntil(until: number) {
        while (clock() < until) {
          clock.advance(500);
          for (const market of markets) {
            await market.read();
            await market.settled();
          }
        }
      }
      return { clock, upstream, markets, readUntil };
    }

    test('three instances reading stale data while the upstream answers 500 for 3 minutes ask it once per 30 s between them; the one probe that gets through brings fresh data to all', async () => {
      const { clock, upstream, markets, readUntil } = await instances(3);
      fake.setMode('500');
      // The snapshot goes stale: every read then wants a refresh.
      clock.advance(MARKET_TTL_MS);
      const failingFrom = clock();
      await readUntil(failingFrom + 3 * MINUTE_MS);

      const during = upstream.calls.filter((t) => t >= failingFrom);
      expect(during.length).toBeGreaterThanOrEqual(6);
      expect(mostIn30s(during)).toBe(1);
      expect(gaps(during).every((gap) => gap >= BREAKER_COOLDOWN_MS)).toBe(true);
      // Every instance answered, from its stale copy.
      for (const market of markets) expect((await market.read()).status).toBe('stale');

      fake.setMode('ok');
      const recoveredAt = clock();
      await readUntil(recoveredAt + BREAKER_COOLDOWN_MS + 5_000);
      // Whichever instance probed, the fresh snapshot is every instance's (through the shared cache and the bus).
      for (const market of markets) {
        const { snapshot } = await market.read();
        expect(snapshot.fetchedAt).toBeGreaterThan(recoveredAt);
      }
      expect(mostIn30s(upstream.calls.filter((t) => t >= failingFrom && t <= recoveredAt))).toBe(1);
    });

    test('a 429 seen by one instance puts every instance on the built-in data, with no call of their own', async () => {
      const { clock, upstream, markets, readUntil } = await instances(3);
      fake.setMode('429');
      clock.advance(MARKET_TTL_MS);
      const from = clock();
      await readUntil(from + 2 * MINUTE_MS);
      expect(upstream.calls.filter((t) => t >= from)).toHaveLength(1);
      for (const market of markets) {
        const { snapshot } = await market.read();
        expect(snapshot.source).toBe('fallback');
      }
    });
  });
});
