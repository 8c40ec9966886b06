// Top movers in the browser: GET /api/market-cache/performers through this browser's performers cache
// (3 minutes in memory, 30 minutes in local storage).
import { marketRowFromMarketCache, type MarketCacheCoin } from '../market-cache-format';
import type { MarketRow } from '../schemas';
import { CACHE_POLICIES, cachedLoad, storeCopy, type ClientEnv } from '../../../lib/client-cache';
import { shape } from '../../../platform/browser/api';
import { marketGet } from './market-get';

export type PerformerType = 'gainers' | 'losers';

export async function loadPerformers(
  env: ClientEnv,
  type: PerformerType,
  limit: number,
): Promise<MarketRow[]> {
  const { data } = await cachedLoad<MarketRow[]>(
    env,
    CACHE_POLICIES.performers,
    `${type}:${limit}`,
    async () => {
      const { body } = await marketGet(
        env,
        `/api/market-cache/performers?type=${type}&limit=${limit}`,
        shape<{ data: MarketCacheCoin[] }>({ data: 'array' }),
      );
      return body.data.map(marketRowFromMarketCache);
    },
  );
  return data;
}

/** The server-rendered movers become this browser's copy, so a refresh never goes back to an older one. */
export function rememberPerformers(
  env: ClientEnv,
  type: PerformerType,
  limit: number,
  coins: MarketRow[],
  at: number,
) {
  storeCopy(env, CACHE_POLICIES.performers, `${type}:${limit}`, coins, at);
}
