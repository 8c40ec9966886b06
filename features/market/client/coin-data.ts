// A coin page's figures in the browser: quotes/latest by id, cached 300 s, merged into the detail on screen.
import { CACHE_POLICIES, cachedLoad, getJson, INVALID_FORMAT_MESSAGE, type ClientEnv } from './client-cache';

export const COIN_DETAIL_TTL_MS = CACHE_POLICIES.coin.memoryMs;

export interface CoinFigures {
  rank: number;
  price: number;
  change: number;
  change24h: number;
  volume: number;
  volume24h: number;
  marketCap: number;
  circulating_supply: number | null;
  total_supply: number | null;
  max_supply: number | null;
}

interface QuoteEntry {
  cmc_rank: number;
  circulating_supply: number | null;
  total_supply: number | null;
  max_supply: number | null;
  quote: { USD: { price: number; percent_change_24h: number; volume_24h: number; market_cap: number } };
}

/** The coin's current figures; throws when the coin cannot be loaded (the page keeps what it shows). */
export async function loadCoinFigures(env: ClientEnv, id: number): Promise<CoinFigures> {
  const { data } = await cachedLoad<CoinFigures>(env, CACHE_POLICIES.coin, String(id), async () => {
    const { body } = await getJson(
      env,
      `/api/coinmarketcap/cryptocurrency/quotes/latest?id=${id}&cache_bust=${env.now()}`,
    );
    const entry = (body as { data?: Record<string, QuoteEntry> }).data?.[String(id)];
    const usd = entry?.quote?.USD;
    if (!entry || typeof usd?.price !== 'number') throw new Error(INVALID_FORMAT_MESSAGE);
    return {
      rank: entry.cmc_rank,
      price: usd.price,
      change: usd.percent_change_24h,
      change24h: usd.percent_change_24h,
      volume: usd.volume_24h,
      volume24h: usd.volume_24h,
      marketCap: usd.market_cap,
      circulating_supply: entry.circulating_supply,
      total_supply: entry.total_supply,
      max_supply: entry.max_supply,
    };
  });
  return data;
}
