import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Database } from '../../platform/db.server';
import { oneDatabaseTarget } from '../../tests/databases';
import { createTestServices } from '../../tests/services';
import { coinImageUrl } from '../media';
import { loadCoin } from './coin.server';

describe.each(oneDatabaseTarget)('coin detail on $name', (target) => {
  let database: Database;
  beforeAll(async () => {
    database = await target.open();
  });
  afterAll(() => database.close());

  describe('coin detail', () => {
    test('[MKT-058] the detail has the 24h change and volume, total supply, platform symbol, description and large image', async () => {
      const { market } = createTestServices(database);
      const found = await loadCoin(market, 'link');
      expect(found?.coin).toMatchObject({
        symbol: 'LINK',
        change24h: expect.any(Number),
        volume24h: expect.any(Number),
        totalSupply: expect.any(Number),
        platform: { symbol: 'ETH' },
        description: expect.stringMatching(/\w+/),
      });
      expect(coinImageUrl(found!.coin, 128)).toBe(`/images/coins/128x128/link-${found?.coin.id}.png`);
      expect(await loadCoin(market, 'no-such-coin')).toBeNull();
      expect((await loadCoin(market, '1'))?.coin.symbol).toBe('BTC');
    });
  });
});
