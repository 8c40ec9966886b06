// Alert evaluation: 100,000 active alerts of 1,000 users over 300 coins in the embedded database, then market ticks
// in which 10 coins move (below every threshold: nothing fires, as on most ticks), and one tick in which one coin
// moves 50% (every alert on it fires: a notification and an activity row each). Bounded: 30 ticks.
import { sql } from 'drizzle-orm';
import { createAlertEvaluator } from '../features/alerts/job.server';
import { users } from '../features/auth/tables.server';
import { createMemoryBus } from '../platform/bus.server';
import { openDatabase } from '../platform/db.server';
import { createLogger } from '../platform/logger.server';

export const BENCH_ALERTS = 100_000;
const USERS = 1_000;
const COINS = 300;
const MOVING = 10;
const TICKS = 30;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;

export async function benchAlerts() {
  const database = await openDatabase({ memory: true });
  await database.migrate();
  const { db } = database;
  try {
    const loadStarted = performance.now();
    await db.execute(sql`
      insert into users (email, first_name, last_name, password_hash)
      select 'bench-' || i || '@example.com', 'Bench', 'User', 'x' from generate_series(1, ${USERS}) as i`);
    // Thresholds 2% to 20%, every direction, reference price 100 for every coin.
    await db.execute(sql`
      insert into price_alerts (user_id, symbol, threshold_percent, direction, reference_price, reference_at)
      select u.id, 'C' || (i % ${COINS}), 2 + (i % 19), (array['up','down','both'])[1 + (i / ${COINS}) % 3], 100, now()
      from generate_series(0, ${BENCH_ALERTS - 1}) as i
      join (select id, row_number() over () - 1 as n from users) u on u.n = i % ${USERS}`);
    await db.execute(sql`analyze price_alerts`);
    const loadMs = Math.round(performance.now() - loadStarted);

    let clock = Date.now();
    const evaluator = createAlertEvaluator({
      db,
      bus: createMemoryBus(),
      logger: createLogger('error'),
      clock: () => clock,
      recordActivity: async () => undefined,
      deliver: async () => undefined,
    });
    const prices = new Map(Array.from({ length: COINS }, (_, i) => [`C${i}`, 100]));
    const indexStarted = performance.now();
    await evaluator.evaluate(prices);
    const firstTickMs = performance.now() - indexStarted;

    const times: number[] = [];
    for (let t = 0; t < TICKS; t++) {
      clock += 10_000;
      const tick = new Map<string, number>();
      for (let k = 0; k < MOVING; k++)
        tick.set(`C${(t * MOVING + k * 7) % COINS}`, 100 + ((t + k) % 2 ? 1 : -1) * 1.5);
      const started = performance.now();
      const fired = await evaluator.evaluate(tick);
      times.push(performance.now() - started);
      if (fired.length) throw new Error('a move below every threshold fired an alert');
    }
    // A user changed an alert: the next tick reads that user's alerts again (100 of them), not all 100,000.
    const [someone] = await db.select({ id: users.id }).from(users).limit(1);
    evaluator.invalidate(someone!.id);
    clock += 10_000;
    const changeStarted = performance.now();
    await evaluator.evaluate(new Map([['C2', 100.5]]));
    const changeMs = performance.now() - changeStarted;
    await evaluator.settled();

    clock += 10_000;
    const burstStarted = performance.now();
    const fired = await evaluator.evaluate(new Map([['C1', 150]]));
    const burstMs = performance.now() - burstStarted;
    const sorted = [...times].sort((a, b) => a - b);
    return {
      alerts: BENCH_ALERTS,
      coins: COINS,
      'load ms': loadMs,
      'first tick (index + 300 coins) ms': Math.round(firstTickMs),
      'tick, 10 coins move: p50 ms': Number(percentile(sorted, 0.5).toFixed(2)),
      'tick, 10 coins move: max ms': Number(sorted.at(-1)!.toFixed(2)),
      'tick after a user changed an alert ms': Math.round(changeMs),
      'one coin +50%: alerts fired': fired.length,
      'one coin +50%: ms': Math.round(burstMs),
    };
  } finally {
    await database.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.table([await benchAlerts()]);
