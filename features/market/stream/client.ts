// One EventSource per page for /api/stream/prices, shared by every component that wants live prices. Each
// subscriber names the coins it shows; the stream asks the server for those alone (their union), and is
// reopened only when that union changes. The browser reconnects on its own after the server ends a stream,
// sending Last-Event-ID so prices it already has are not sent again.
import { backoffDelay } from '../../../lib/backoff';
import { FEATURE_FLAGS } from '../../../lib/constants';
import type { Coin } from '../schemas';
import { STREAM_MAX_COINS as MAX_COINS, type PriceTick, type TickCoin } from './ticks';

type Listener = (tick: PriceTick) => void;

/** The coins a subscriber shows: listed by id, and/or the top N by rank. */
export interface TickNeed {
  ids?: readonly number[];
  top?: number;
}

interface Subscriber {
  listener: Listener;
  need: TickNeed;
}

const subscribers = new Set<Subscriber>();
let source: EventSource | null = null;
let sourceUrl = '';
let syncQueued = false;

/** The stream address for a set of needs, or '' when nothing is needed. */
export function streamUrl(needs: Iterable<TickNeed>): string {
  let top = 0;
  const ids = new Set<number>();
  for (const need of needs) {
    top = Math.max(top, Math.min(need.top ?? 0, MAX_COINS));
    for (const id of need.ids ?? []) if (Number.isInteger(id) && id > 0) ids.add(id);
  }
  const params = new URLSearchParams();
  if (top > 0) params.set('top', String(top));
  if (ids.size > 0 && top < MAX_COINS)
    params.set(
      'ids',
      [...ids]
        .sort((a, b) => a - b)
        .slice(0, MAX_COINS)
        .join(','),
    );
  const query = params.toString();
  return query ? `/api/stream/prices?${query.replaceAll('%2C', ',')}` : '';
}

function sync() {
  if (syncQueued) return;
  syncQueued = true;
  // Subscribers that change together (a page mounting its components) cost one reconnect, not several.
  queueMicrotask(() => {
    syncQueued = false;
    const next = streamUrl([...subscribers].map((s) => s.need));
    if (next === sourceUrl) return;
    source?.close();
    source = null;
    clearTimeout(retryTimer);
    failures = 0;
    sourceUrl = next;
    if (next && typeof EventSource !== 'undefined') open(next);
  });
}

/** Errors in a row without the stream opening, and the pending reopen after them. */
let failures = 0;
let retryTimer: ReturnType<typeof setTimeout> | undefined;

function open(url: string) {
  const stream = new EventSource(url);
  source = stream;
  stream.addEventListener('open', () => {
    failures = 0;
  });
  stream.addEventListener('tick', (event) => {
    const tick = JSON.parse((event as MessageEvent<string>).data) as PriceTick;
    for (const s of subscribers) s.listener(tick);
  });
  stream.addEventListener('error', () => {
    failures += 1;
    // The browser reconnects a dropped stream itself, with Last-Event-ID. A refused stream (429, 503) it gives up
    // on, and one that keeps failing it retries every few seconds for ever: those wait 2, 4, 8, 16 then 30 s
    // instead, while the pages' polls keep prices fresh.
    if (stream.readyState !== EventSource.CLOSED && failures < 2) return;
    stream.close();
    if (source === stream) source = null;
    retryTimer = setTimeout(() => {
      if (sourceUrl === url && !source) open(url);
    }, backoffDelay(failures));
  });
}

/** Calls `listener` with each tick of the coins `need` names (a tick may carry other coins too). */
export function subscribeToTicks(need: TickNeed, listener: Listener): () => void {
  // With the liveData flag off (CONST-001) prices come only from the polling fallback.
  if (!FEATURE_FLAGS.liveData) return () => {};
  const subscriber = { listener, need };
  subscribers.add(subscriber);
  sync();
  return () => {
    subscribers.delete(subscriber);
    sync();
  };
}

/** A coin's figures in a tick under the coin's names: the one reader of the stream's names. */
export function fromTickCoin(
  tick: TickCoin,
): Pick<Coin, 'id' | 'price' | 'change24h' | 'marketCap' | 'volume24h'> {
  return {
    id: tick.id,
    price: tick.price,
    change24h: tick.change,
    marketCap: tick.marketCap,
    volume24h: tick.volume,
  };
}

/**
 * A coin moved by its figures in a tick: price and 24h change, and its cap and volume where it has them. The stream
 * carries no 1h or 7d change (its bytes are counted): a coin that has them keeps their reference prices, an hour
 * and a week ago, so they follow the price until the next poll brings the server's.
 */
export function movedBy<T extends Pick<Coin, 'price' | 'change24h'>>(coin: T, tick: TickCoin): T {
  const { price, change24h, marketCap, volume24h } = fromTickCoin(tick);
  const moved =
    'marketCap' in coin ? { ...coin, price, change24h, marketCap, volume24h } : { ...coin, price, change24h };
  const ratio = coin.price > 0 ? price / coin.price : 1;
  const changes = moved as Partial<Record<'change1h' | 'change7d', unknown>>;
  for (const key of ['change1h', 'change7d'] as const) {
    const before = changes[key];
    if (typeof before === 'number') changes[key] = (ratio * (1 + before / 100) - 1) * 100;
  }
  return moved;
}

/** Applies a tick's prices to a list of coins (unchanged coins keep their object). */
export function applyTick<T extends Pick<Coin, 'id' | 'price' | 'change24h'>>(
  coins: T[],
  tick: PriceTick,
): T[] {
  if (tick.coins.length === 0) return coins;
  const byId = new Map(tick.coins.map((c) => [c.id, c]));
  return coins.map((coin) => {
    const t = byId.get(coin.id);
    return t ? movedBy(coin, t) : coin;
  });
}
