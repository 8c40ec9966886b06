// Publish/subscribe between the parts of the product: in-process by default, Redis pub/sub across instances.
import { EventEmitter } from 'node:events';
import { closeRedis, connectRedis, type RedisLogger } from './redis-connection.server';

export type Unsubscribe = () => Promise<void>;

export interface Bus {
  readonly kind: 'memory' | 'redis';
  publish(channel: string, message: unknown): Promise<void>;
  subscribe(channel: string, handler: (message: unknown) => void): Promise<Unsubscribe>;
  close(): Promise<void>;
}

export function createMemoryBus(): Bus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    kind: 'memory',
    async publish(channel, message) {
      // A structured clone keeps subscribers from sharing (and mutating) the publisher's object, as over Redis.
      emitter.emit(channel, structuredClone(message));
    },
    async subscribe(channel, handler) {
      emitter.on(channel, handler);
      return async () => {
        emitter.off(channel, handler);
      };
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}

/**
 * Redis pub/sub across instances that never fails its caller while Redis is away: a message published then reaches
 * this process's own subscribers (the others miss it; the next one reaches them), a subscription asked for then
 * starts when Redis returns, and every channel is subscribed again on each reconnection.
 */
export function createRedisBus(url: string, prefix = 'bc:', options: { logger?: RedisLogger } = {}): Bus {
  const { redis: publisher, firstConnect: publisherConnect } = connectRedis(
    url,
    'bus publisher',
    options.logger,
  );
  const { redis: subscriber, firstConnect: subscriberConnect } = connectRedis(
    url,
    'bus subscriber',
    options.logger,
  );
  const firstConnect = Promise.all([publisherConnect, subscriberConnect]);
  const local = new EventEmitter();
  local.setMaxListeners(0);
  const counts = new Map<string, number>();
  subscriber.on('message', (channel: string, raw: string) => {
    local.emit(channel.slice(prefix.length), JSON.parse(raw));
  });
  subscriber.on('ready', () => {
    const channels = [...counts].filter(([, n]) => n > 0).map(([channel]) => prefix + channel);
    if (channels.length) subscriber.subscribe(...channels).catch(() => undefined);
  });
  return {
    kind: 'redis',
    async publish(channel, message) {
      await firstConnect;
      let sent = false;
      if (publisher.status === 'ready') {
        sent = await publisher.publish(prefix + channel, JSON.stringify(message)).then(
          () => true,
          () => false,
        );
      }
      // What Redis cannot bring back to this process is handed to its subscribers here.
      if (!sent || subscriber.status !== 'ready') local.emit(channel, structuredClone(message));
    },
    async subscribe(channel, handler) {
      await firstConnect;
      const count = counts.get(channel) ?? 0;
      counts.set(channel, count + 1);
      local.on(channel, handler);
      if (count === 0 && subscriber.status === 'ready')
        await subscriber.subscribe(prefix + channel).catch(() => undefined);
      return async () => {
        local.off(channel, handler);
        const left = Math.max(0, (counts.get(channel) ?? 1) - 1);
        counts.set(channel, left);
        if (left === 0 && subscriber.status === 'ready')
          await subscriber.unsubscribe(prefix + channel).catch(() => undefined);
      };
    },
    async close() {
      local.removeAllListeners();
      await Promise.all([closeRedis(publisher), closeRedis(subscriber)]);
    },
  };
}
