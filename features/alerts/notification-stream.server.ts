// Each signed-in user's live notifications (/api/dashboard/notifications/stream, server-sent events): one bus
// subscription per process, and a notification goes only to the open streams of the user it belongs to. The
// stream is opened with the session cookie (an EventSource cannot send headers), lives at most a set time so a
// signed-out or revoked session stops receiving, and is capped per user and in total.
import { TooManyRequestsError, UnavailableError } from '../../lib/errors';
import type { Bus, Unsubscribe } from '../../platform/bus.server';
import type { Logger } from '../../platform/logger.server';
import { NOTIFICATION_EVENT, type NotificationRow } from './rules';

export const NOTIFICATION_CHANNEL = 'alerts:notification';

export interface NotificationMessage {
  userId: string;
  notification: NotificationRow;
}

export interface NotificationStreamLimits {
  perUser: number;
  total: number;
  lifetimeMs: number;
  heartbeatMs: number;
  /** A stream whose reader lets this many messages pile up is closed (the browser reconnects and reloads). */
  backlog: number;
}

export const DEFAULT_NOTIFICATION_STREAM_LIMITS: NotificationStreamLimits = {
  perUser: 10,
  total: 5_000,
  lifetimeMs: 15 * 60_000,
  heartbeatMs: 20_000,
  backlog: 100,
};

interface Connection {
  userId: string;
  endsAt: number;
  controller: ReadableStreamDefaultController<Uint8Array>;
}

const encoder = new TextEncoder();

export function createNotificationStream(deps: {
  bus: Bus;
  clock: () => number;
  logger: Logger;
  shutdownSignal: AbortSignal;
  limits?: Partial<NotificationStreamLimits>;
}) {
  const { bus, clock, logger, shutdownSignal } = deps;
  const limits = { ...DEFAULT_NOTIFICATION_STREAM_LIMITS, ...deps.limits };
  const byUser = new Map<string, Set<Connection>>();
  let total = 0;
  let subscription: Promise<Unsubscribe> | undefined;
  let timer: ReturnType<typeof setInterval> | undefined;

  function end(connection: Connection) {
    const set = byUser.get(connection.userId);
    if (!set?.delete(connection)) return;
    total -= 1;
    if (set.size === 0) byUser.delete(connection.userId);
    if (total === 0 && timer) {
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

  function send(connection: Connection, bytes: Uint8Array) {
    if ((connection.controller.desiredSize ?? 0) < -limits.backlog) return close(connection);
    try {
      connection.controller.enqueue(bytes);
    } catch {
      end(connection);
    }
  }

  function onMessage(message: NotificationMessage) {
    const set = byUser.get(message.userId);
    if (!set) return;
    const n = message.notification;
    const bytes = encoder.encode(`event: ${NOTIFICATION_EVENT}\nid: ${n.id}\ndata: ${JSON.stringify(n)}\n\n`);
    for (const connection of set) send(connection, bytes);
  }

  function sweep() {
    const now = clock();
    const beat = encoder.encode(`: heartbeat ${now}\n\n`);
    for (const set of byUser.values())
      for (const connection of set) {
        if (now >= connection.endsAt) close(connection);
        else send(connection, beat);
      }
  }

  shutdownSignal.addEventListener('abort', () => {
    for (const set of byUser.values()) for (const connection of set) close(connection);
  });

  return {
    /** Announces a notification to its user's open streams, on every instance. */
    async publish(message: NotificationMessage) {
      await bus.publish(NOTIFICATION_CHANNEL, message);
    },

    async open(userId: string): Promise<ReadableStream<Uint8Array>> {
      if (shutdownSignal.aborted)
        throw new UnavailableError('The server is restarting; try again shortly', 5);
      if (total >= limits.total) throw new UnavailableError('Live notifications are at capacity', 30);
      if ((byUser.get(userId)?.size ?? 0) >= limits.perUser)
        throw new TooManyRequestsError('Too many open notification streams; close a tab and try again', 30);
      subscription ??= bus.subscribe(NOTIFICATION_CHANNEL, (m) => onMessage(m as NotificationMessage));
      await subscription;
      let connection: Connection | undefined;
      const stream = new ReadableStream<Uint8Array>({
        start(controller) {
          connection = { userId, endsAt: clock() + limits.lifetimeMs, controller };
          const set = byUser.get(userId) ?? new Set();
          set.add(connection);
          byUser.set(userId, set);
          total += 1;
          timer ??= setInterval(sweep, limits.heartbeatMs);
          timer.unref?.();
          // Opens the stream at once (some proxies wait for the first bytes), and sets the retry pace.
          controller.enqueue(encoder.encode(`retry: 5000\n: open\n\n`));
        },
        cancel() {
          if (connection) end(connection);
        },
      });
      return stream;
    },

    stats() {
      return { open: total, users: byUser.size };
    },

    async close() {
      for (const set of byUser.values()) for (const connection of set) close(connection);
      if (subscription)
        await (await subscription)().catch((err: unknown) => logger.warn({ err }, 'unsubscribe'));
    },
  };
}

export type NotificationStream = ReturnType<typeof createNotificationStream>;
