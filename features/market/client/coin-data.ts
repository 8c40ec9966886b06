// A coin page's figures in the browser: quotes/latest by id, cached 300 s, merged into the detail on screen.
import type { CmcListing } from '../cmc-format';
import type { Coin } from '../schemas';
import { CACHE_POLICIES, cachedLoad, type ClientEnv } from '../../../lib/client-cache';
import { shape } from '../../../platform/browser/api';
import { INVALID_FORMAT_MESSAGE, marketGet } from './market-get';

export const COIN_DETAIL_TTL_MS = CACHE_POLICIES.coin.memoryMs;
/** Figures neither the stream nor a poll has renewed for this long are labelled stale: two missed polls. */
export const COIN_STALE_AFTER_MS = 2 * COIN_DETAIL_TTL_MS;

/** What a poll renews of the coin page's figures. */
export type CoinFigures = Pick<
  Coin,
  | 'rank'
  | 'price'
  | 'change24h'
  | 'volume24h'
  | 'marketCap'
  | 'circulatingSupply'
  | 'totalSupply'
  | 'maxSupply'
>;

/** The coin's current figures; throws when the coin cannot be loaded (the page keeps what it shows). */
export async function loadCoinFigures(env: ClientEnv, id: number): Promise<CoinFigures> {
  const { data } = await cachedLoad<CoinFigures>(env, CACHE_POLICIES.coin, String(id), async () => {
    const { body } = await marketGet(
      env,
      `/api/coinmarketcap/cryptocurrency/quotes/latest?id=${id}&cache_bust=${env.now()}`,
      shape<{ data?: Record<string, CmcListing> }>({ data: 'object?' }),
    );
    const entry = body.data?.[String(id)];
    const usd = entry?.quote?.USD;
    if (!entry || typeof usd?.price !== 'number' || entry.cmc_rank === null)
      throw new Error(INVALID_FORMAT_MESSAGE);
    return {
      rank: entry.cmc_rank,
      price: usd.price,
      change24h: usd.percent_change_24h,
      volume24h: usd.volume_24h,
      marketCap: usd.market_cap,
      circulatingSupply: entry.circulating_supply,
      totalSupply: entry.total_supply,
      maxSupply: entry.max_supply,
    };
  });
  return data;
}
