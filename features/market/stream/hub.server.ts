// The live price stream (/api/stream/prices): one subscription to the market's ticks per process, fanned out to
// every open connection. Each connection names the coins its page shows (`ids`, or the `top` N by rank); a tick
// is serialised once per distinct choice, not once per connection. Every message carries the latest prices of
// all the coins named, so a client that stops reading keeps only the newest message, never a queue. Connections
// are capped per address and in total, and live at most a set time (the browser reconnects with Last-Event-ID).
import { randomInt } from 'node:crypto';
import type { Bus } from '../../../platform/bus.server';
import type { Logger } from '../../../platform/logger.server';
import { TooManyRequestsError, UnavailableError } from '../../../lib/errors';
import type { PriceTick, TickCoin } from './ticks';
import { TICK_CHANNEL, tickFromSnapshot, type MarketService } from '../service.server';

export interface StreamLimits {
  /** Open streams from one client address. */
  perAddress: number;
  /** Open streams in this process. */
  total: number;
  /** A stream ends after about this long (±10%, so reconnects spread out); the browser reconnects. */
  lifetimeMs: number;
  /** A heartbeat keeps idle proxies from closing a quiet stream. */
  heartbeatMs: number;
}

export const DEFAULT_STREAM_LIMITS: StreamLimits = {
  perAddress: 20,
  total: 5_000,
  lifetimeMs: 15 * 60_000,
  heartbeatMs: 15_000,
};

/** What a connection receives: the `top` N coins by rank and the coins listed in `ids`. */
export interface StreamView {
  top: number;
  ids: readonly number[];
}

interface Connection {
  view: StreamView;
  key: string;
  address: string;
  endsAt: number;
  /** The newest message not yet taken by the socket; replaced, never queued. */
  pending?: Uint8Array;
  /** The socket asked for data and nothing was pending: the next message goes out at once. */
  waiting: boolean;
  /** The tick this connection last received. */
  sentTick: number;
  controller: ReadableStreamDefaultController<Uint8Array>;
}

const encoder = new TextEncoder();

function viewKey(view: StreamView): string {
  return `${view.top}:${view.ids.join(',')}`;
}

/** The coins of a tick a view names, in rank order. */
export function coinsOf(tick: PriceTick, view: StreamView): TickCoin[] {
  const ids = new Set(view.ids);
  return tick.coins.filter((coin, index) => index < view.top || ids.has(coin.id));
}

function tickMessage(tick: PriceTick, view: StreamView): Uint8Array {
  const data = JSON.stringify({ fetchedAt: tick.fetchedAt, source: tick.source, coins: coinsOf(tick, view) });
  return encoder.encode(`event: tick\nid: ${tick.fetchedAt}\ndata: ${data}\n\n`);
}

export function createPriceStream(deps: {
  bus: Bus;
  market: MarketService;
  clock: () => number;
  logger: Logger;
  shutdownSignal: AbortSignal;
  limits?: Partial<StreamLimits>;
}) {
  const { bus, market, clock, logger, shutdownSignal } = deps;
  const limits = { ...DEFAULT_STREAM_LIMITS, ...deps.limits };
  const connections = new Set<Connection>();
  const perAddress = new Map<string, number>();
  let latest: PriceTick | undefined;
  /** This tick's message for each view key asked for so far. */
  let messages = new Map<string, Uint8Array>();
  let subscription: Promise<() => Promise<void>> | undefined;
  let timer: ReturnType<typeof setInterval> | undefined;
  const stats = { opened: 0, refused: 0, ticks: 0, messagesBuilt: 0, replaced: 0 };

  function messageFor(connection: Connection): Uint8Array {
    if (!latest) throw new Error('no tick yet');
    let message = messages.get(connection.key);
    if (!message) {
      message = tickMessage(latest, connection.view);
      messages.set(connection.key, message);
      stats.messagesBuilt += 1;
    }
    return message;
  }

  function offer(connection: Connection, message: Uint8Array) {
    if (connection.waiting) {
      connection.waiting = false;
      connection.controller.enqueue(message);
    } else {
      if (connection.pending) stats.replaced += 1;
      connection.pending = message;
    }
  }

  function sendTick(connection: Connection) {
    if (!latest || connection.sentTick === latest.fetchedAt) return;
    connection.sentTick = latest.fetchedAt;
    offer(connection, messageFor(connection));
  }

  function onTick(tick: PriceTick) {
    // Ticks from before the one held (a late bus message) are dropped; an empty one carries no prices.
    if (tick.coins.length === 0 || (latest && tick.fetchedAt < latest.fetchedAt)) return;
    latest = tick;
    messages = new Map();
    stats.ticks += 1;
    for (const connection of connections) sendTick(connection);
  }

  function end(connection: Connection) {
    if (!connections.delete(connection)) return;
    const left = (perAddress.get(connection.address) ?? 1) - 1;
    if (left > 0) perAddress.set(connection.address, left);
    else perAddress.delete(connection.address);
    if (connections.size === 0 && timer) {
      clearInterval(timer);
      timer = undefined;
    }
  }

  function close(connection: Connection) {
    end(connection);
    try {
      connection.controller.close();
    } catch {
      // Already closed by the client.
    }
  }

  /** Heartbeats for idle streams and the end of streams past their lifetime, on one timer for all. */
  function sweep() {
    const now = clock();
    const beat = encoder.encode(`event: heartbeat\ndata: ${now}\n\n`);
    for (const connection of connections) {
      if (now >= connection.endsAt) close(connection);
      else if (!connection.pending) offer(connection, beat);
    }
  }

  shutdownSignal.addEventListener('abort', () => {
    for (const connection of connections) close(connection);
  });

  async function ensureSubscribed() {
    subscription ??= bus.subscribe(TICK_CHANNEL, (message) => onTick(message as PriceTick));
    await subscription;
    if (!latest) {
      const { snapshot } = await market.read();
      onTick(tickFromSnapshot(snapshot));
    }
  }

  return {
    /**
     * Opens a stream for a client: refused with 429 past the per-address cap and 503 past the total. The first
     * message is the current prices of the view, unless `lastEventId` says the client already has them.
     */
    async open(view: StreamView, address: string, lastEventId?: string): Promise<ReadableStream<Uint8Array>> {
      if (shutdownSignal.aborted)
        throw new UnavailableError('The server is restarting; try again shortly', 5);
      if (connections.size >= limits.total) {
        stats.refused += 1;
        throw new UnavailableError('Live prices are at capacity; prices still refresh every 2 minutes', 30);
      }
      if ((perAddress.get(address) ?? 0) >= limits.perAddress) {
        stats.refused += 1;
        throw new TooManyRequestsError(
          `Too many live price streams from this address (at most ${limits.perAddress}); close a tab and try again`,
          30,
        );
      }
      // Counted before the first await, so a burst of opens cannot pass the caps together.
      perAddress.set(address, (perAddress.get(address) ?? 0) + 1);
      const jitter = Math.round(limits.lifetimeMs / 10);
      const connection = {
        view,
        key: viewKey(view),
        address,
        endsAt: clock() + limits.lifetimeMs - jitter + randomInt(2 * jitter + 1),
        waiting: false,
        sentTick: Number(lastEventId ?? Number.NaN),
      } as Connection;
      connections.add(connection);
      stats.opened += 1;
      timer ??= setInterval(sweep, Math.min(limits.heartbeatMs, 5_000));
      timer.unref?.();
      try {
        await ensureSubscribed();
      } catch (err) {
        end(connection);
        throw err;
      }
      // A client that reconnects after a few seconds' wait is told to wait 2-6 s, spread so a wave of
      // reconnects does not arrive at once.
      const hello = encoder.encode(`retry: ${2_000 + randomInt(4_001)}\nevent: ready\ndata: ${clock()}\n\n`);
      return new ReadableStream<Uint8Array>(
        {
          start(controller) {
            connection.controller = controller;
            controller.enqueue(hello);
            sendTick(connection);
          },
          pull() {
            if (!connections.has(connection)) return;
            if (connection.pending) {
              const message = connection.pending;
              connection.pending = undefined;
              connection.controller.enqueue(message);
            } else connection.waiting = true;
          },
          cancel() {
            end(connection);
          },
        },
        { highWaterMark: 0 },
      );
    },
    stats() {
      return { open: connections.size, addresses: perAddress.size, ...stats };
    },
    async close() {
      for (const connection of connections) close(connection);
      if (subscription)
        await (await subscription)().catch((err: unknown) => logger.warn({ err }, 'unsubscribe'));
      subscription = undefined;
    },
  };
}

export type PriceStream = ReturnType<typeof createPriceStream>;
