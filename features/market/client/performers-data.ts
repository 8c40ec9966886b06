// Top movers in the browser: GET /api/market-cache/performers through this browser's performers cache
// (3 minutes in memory, 30 minutes in local storage).
import { marketRowFromMarketCache, type MarketCacheCoin } from '../market-cache-format';
import type { MarketRow } from '../schemas';
import {
  CACHE_POLICIES,
  cachedLoad,
  getJson,
  INVALID_FORMAT_MESSAGE,
  storeCopy,
  type ClientEnv,
} from '../../../lib/client-cache';

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
      const { body } = await getJson(env, `/api/market-cache/performers?type=${type}&limit=${limit}`);
      const list = (body as { data?: unknown }).data;
      if (!Array.isArray(list)) throw new Error(INVALID_FORMAT_MESSAGE);
      return (list as MarketCacheCoin[]).map(marketRowFromMarketCache);
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
