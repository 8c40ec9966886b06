import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Database } from '../../platform/db.server';
import { databaseTargets } from '../../tests/databases';
import { readCandles, recordTick } from './history.server';
import type { Coin } from './schemas';

describe.each(databaseTargets)('price candles on $name', (target) => {
  let database: Database;
  beforeAll(async () => {
    database = await target.open();
  });
  afterAll(async () => {
    await database.close();
  });

  test('ticks within one 5-minute bucket keep the first price as open, the extremes, and the last as close', async () => {
    const quote = (price: number) => ({ id: 1, price, volume24h: price * 10 }) as Coin;
    const start = Date.parse('2026-01-15T12:01:00Z');
    for (const [i, price] of [100, 120, 90, 95].entries()) {
      await recordTick(database.db, [quote(price)], start + i * 30_000);
    }
    const [candle] = await readCandles(database.db, 1, '1D', start + 120_000);
    expect(candle).toEqual({
      time: Date.parse('2026-01-15T12:00:00Z'),
      open: 100,
      high: 120,
      low: 90,
      close: 95,
      volume: 950,
    });
  });
});
