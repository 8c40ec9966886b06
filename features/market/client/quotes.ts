// Live quotes of chosen coins in the browser: GET /api/coinmarketcap/cryptocurrency/quotes/latest?id=…&cache_bust=…
// (dashboard-spec section 7), read into the internal coin at the edge. A coin the market does not list is absent.
// Between calls, the price stream's ticks move them (applyTickToQuotes).
import { ApiError, apiCall, shape, type AuthFetch } from '../../../platform/browser/api';
import { coinFromCmc, type CmcListing } from '../cmc-format';
import { movedBy } from '../stream/client';
import type { PriceTick } from '../stream/ticks';
import type { Coin } from '../schemas';

export interface LiveQuotes {
  quotes: Map<number, Coin>;
  /** The answer's time (status.timestamp), or null with no coins to ask for. */
  updatedAt: string | null;
}

/** The compatible endpoint takes at most this many ids a call. */
export const QUOTES_PER_CALL = 120;

export async function loadLiveQuotes(
  ids: readonly number[],
  fetcher: AuthFetch = fetch,
): Promise<LiveQuotes> {
  const unique = [...new Set(ids)];
  const chunks: number[][] = [];
  for (let i = 0; i < unique.length; i += QUOTES_PER_CALL) chunks.push(unique.slice(i, i + QUOTES_PER_CALL));
  const answers = await Promise.all(chunks.map((chunk) => loadChunk(chunk, fetcher)));
  return {
    quotes: new Map(answers.flatMap((a) => [...a.quotes])),
    updatedAt: answers.map((a) => a.updatedAt).find((t) => t !== null) ?? null,
  };
}

/** What a quotes call reads of the CoinMarketCap-compatible answer. */
const quotesAnswer = shape<{ status?: { timestamp?: string }; data?: Record<string, CmcListing> }>({
  status: 'object?',
  data: 'object?',
});

async function loadChunk(unique: readonly number[], fetcher: AuthFetch): Promise<LiveQuotes> {
  const result = await apiCall(
    fetcher,
    `/api/coinmarketcap/cryptocurrency/quotes/latest?id=${unique.join(',')}&cache_bust=${Date.now()}`,
    { whole: true, check: quotesAnswer },
  );
  if (!result.ok) {
    // 400: none of the ids is listed; every coin is then unpriced, which is not an error.
    if (result.status === 400) return { quotes: new Map(), updatedAt: new Date().toISOString() };
    throw new ApiError(result);
  }
  const body = result.data;
  const quotes = new Map<number, Coin>();
  for (const raw of Object.values(body.data ?? {})) {
    try {
      const quote = coinFromCmc(raw);
      if (quote && quote.price > 0) quotes.set(quote.id, quote);
    } catch {
      // Not a listing: left out, as an unlisted coin is.
    }
  }
  return { quotes, updatedAt: body.status?.timestamp ?? null };
}

/**
 * The quotes with a tick of the price stream applied: price, 24h change, market cap and volume of the coins it
 * carries, and the tick's time as the last update. A tick older than the quotes (a call answered a newer snapshot
 * meanwhile) changes nothing; so does one that carries none of these coins.
 */
export function applyTickToQuotes(live: LiveQuotes, tick: PriceTick): LiveQuotes {
  if (live.updatedAt && tick.fetchedAt < Date.parse(live.updatedAt)) return live;
  let quotes: Map<number, Coin> | null = null;
  for (const t of tick.coins) {
    const quote = live.quotes.get(t.id);
    if (!quote) continue;
    quotes ??= new Map(live.quotes);
    quotes.set(t.id, movedBy(quote, t));
  }
  return quotes ? { quotes, updatedAt: new Date(tick.fetchedAt).toISOString() } : live;
}
