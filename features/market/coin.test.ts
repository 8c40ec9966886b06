import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Database } from '../../platform/db.server';
import { databaseTargets } from '../../tests/databases';
import { createTestServices } from '../../tests/services';
import { loadCoin } from './coin.server';

describe.each(databaseTargets)('coin detail on $name', (target) => {
  let database: Database;
  beforeAll(async () => {
    database = await target.open();
  });
  afterAll(() => database.close());

  describe('coin detail', () => {
    test('[MKT-058] detail adds change24h, volume24h, total_supply, platformSymbol, image_large and description', async () => {
      const { market } = createTestServices(database);
      const found = await loadCoin(market, 'link');
      expect(found?.coin).toMatchObject({
        symbol: 'LINK',
        change24h: found?.coin.change,
        volume24h: found?.coin.volume,
        total_supply: expect.any(Number),
        platformSymbol: 'ETH',
        image_large: `/images/coins/128x128/link-${found?.coin.id}.png`,
        description: expect.stringMatching(/\w+/),
      });
      expect(await loadCoin(market, 'no-such-coin')).toBeNull();
      expect((await loadCoin(market, '1'))?.coin.symbol).toBe('BTC');
    });
  });
});
