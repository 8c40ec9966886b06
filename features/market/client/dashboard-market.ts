// The dashboard's market data: 250 coins, the 40-coin ticker and the global metrics, and the API status
// (unknown → connected, degraded or offline) that the dashboard shows.
import { shape } from '../../../platform/browser/api';
import { marketGet } from './market-get';
import { coinFromCmc, type CmcListing } from '../cmc-format';
import type { Coin } from '../schemas';

export const DASHBOARD_COINS = 250;
export const DASHBOARD_TICKER = 40;

export type ApiStatus = 'unknown' | 'connected' | 'degraded' | 'offline';
export const API_STATUS_MESSAGES: Record<ApiStatus, string | null> = {
  unknown: null,
  connected: null,
  degraded: 'Some data may be delayed or using cached values',
  offline: 'Unable to fetch market data from remote database',
};

export const INITIAL_API_STATUS: ApiStatus = 'unknown';

/** Connected when every call worked; degraded when some failed; offline when all did. */
export function apiStatus(results: { ok: boolean }[]): ApiStatus {
  if (results.length === 0) return 'unknown';
  const ok = results.filter((r) => r.ok).length;
  if (ok === results.length) return 'connected';
  return ok === 0 ? 'offline' : 'degraded';
}

export interface DashboardMarket {
  /** The listed coins as the one internal coin (the CoinMarketCap wire format is read here, at the edge). */
  coins: Coin[];
  ticker: unknown[];
  global: unknown;
  status: ApiStatus;
  message: string | null;
}

/** Loads the three parts side by side; a failed part is empty, never an uncaught error. */
export async function loadDashboardMarket(fetcher: typeof fetch): Promise<DashboardMarket> {
  const get = async (url: string) =>
    (await marketGet({ fetch: fetcher }, url, shape<{ data?: unknown }>({}))).body;
  const [coins, ticker, global] = await Promise.allSettled([
    get(`/api/coinmarketcap/cryptocurrency/listings/latest?limit=${DASHBOARD_COINS}`),
    get(`/api/market-cache/ticker?limit=${DASHBOARD_TICKER}`),
    get('/api/coinmarketcap/global-metrics/quotes/latest'),
  ]);
  const list = (r: PromiseSettledResult<{ data?: unknown }>) =>
    r.status === 'fulfilled' && Array.isArray(r.value.data) ? r.value.data : [];
  const status = apiStatus([coins, ticker, global].map((r) => ({ ok: r.status === 'fulfilled' })));
  return {
    coins: list(coins).flatMap((raw) => {
      try {
        return coinFromCmc(raw as CmcListing) ?? [];
      } catch {
        return []; // An entry that is not a listing is left out, as an unranked one is.
      }
    }),
    ticker: list(ticker),
    global: global.status === 'fulfilled' ? global.value.data : null,
    status,
    message: API_STATUS_MESSAGES[status],
  };
}
