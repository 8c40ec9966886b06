// The alert evaluator's index: a user's change is read again for that user alone on the next tick, and the
// periodic full read runs beside the ticks, never inside one.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Database } from '../../platform/db.server';
import { createMemoryBus } from '../../platform/bus.server';
import { createLogger } from '../../platform/logger.server';
import { databaseTargets } from '../../tests/databases';
import { users } from '../auth/tables.server';
import { createAlertEvaluator, INDEX_REFRESH_MS } from './job.server';
import { priceAlerts } from './tables.server';

describe.each(databaseTargets)('alert index on $name', (target) => {
  let database: Database;
  let now = Date.parse('2026-11-25T08:00:00Z');
  let ada: string;
  let bob: string;

  beforeAll(async () => {
    database = await target.open();
    const rows = await database.db
      .insert(users)
      .values([
        { email: 'ada@example.com', firstName: 'Ada', lastName: 'L', passwordHash: 'x' },
        { email: 'bob@example.com', firstName: 'Bob', lastName: 'B', passwordHash: 'x' },
      ])
      .returning({ id: users.id });
    [ada, bob] = rows.map((r) => r.id) as [string, string];
  });
  afterAll(() => database.close());

  const alertOn = (userId: string, symbol: string) =>
    database.db.insert(priceAlerts).values({
      userId,
      symbol,
      thresholdPercent: '5',
      direction: 'up',
      referencePrice: '100',
      referenceAt: new Date(now),
    });

  test('a changed user is read again alone on the next tick; the minute-old index is read again beside the ticks', async () => {
    const evaluator = createAlertEvaluator({
      db: database.db,
      bus: createMemoryBus(),
      logger: createLogger('silent'),
      clock: () => now,
      recordActivity: async () => undefined,
      deliver: async () => undefined,
    });
    await evaluator.evaluate(new Map([['BTC', 100]]));
    expect(evaluator.indexed()).toEqual({ symbols: 0, alerts: 0 });

    // Ada creates an alert and says so; Bob's alert is written without a word (another instance, a lost message).
    await alertOn(ada, 'BTC');
    await alertOn(bob, 'ETH');
    evaluator.invalidate(ada);
    const fired = await evaluator.evaluate(new Map([['BTC', 106]]));
    expect(fired.map((f) => f.alert.userId)).toEqual([ada]);
    expect(evaluator.indexed()).toEqual({ symbols: 1, alerts: 1 });

    // A minute on, the tick is answered from the index it has, and the full read runs beside it.
    now += INDEX_REFRESH_MS;
    expect(await evaluator.evaluate(new Map([['ETH', 110]]))).toEqual([]);
    await evaluator.settled();
    expect(evaluator.indexed()).toEqual({ symbols: 2, alerts: 2 });
    const late = await evaluator.evaluate(new Map([['ETH', 111]]));
    expect(late.map((f) => f.alert.userId)).toEqual([bob]);
  });
});
