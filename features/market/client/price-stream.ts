// One EventSource per page for /api/stream/prices, shared by every component that wants live prices.
import type { PriceTick } from '../schemas';

type Listener = (tick: PriceTick) => void;
const listeners = new Set<Listener>();
let source: EventSource | null = null;

export function subscribeToTicks(listener: Listener): () => void {
  listeners.add(listener);
  if (!source && typeof EventSource !== 'undefined') {
    source = new EventSource('/api/stream/prices');
    source.addEventListener('tick', (event) => {
      const tick = JSON.parse((event as MessageEvent<string>).data) as PriceTick;
      for (const l of listeners) l(tick);
    });
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && source) {
      source.close();
      source = null;
    }
  };
}

/** Applies a tick's prices to a list of coins (unchanged coins keep their object). */
export function applyTick<T extends { id: number; price: number; change: number }>(
  coins: T[],
  tick: PriceTick,
): T[] {
  if (tick.coins.length === 0) return coins;
  const byId = new Map(tick.coins.map((c) => [c.id, c]));
  return coins.map((coin) => {
    const t = byId.get(coin.id);
    if (!t) return coin;
    const next = { ...coin, price: t.price, change: t.change };
    if ('marketCap' in coin) Object.assign(next, { marketCap: t.marketCap, volume: t.volume });
    return next;
  });
}
