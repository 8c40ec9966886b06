// Publish/subscribe between the parts of the product: in-process by default, Redis pub/sub across instances.
import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';

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

export function createRedisBus(url: string, prefix = 'bc:'): Bus {
  const publisher = new Redis(url, { maxRetriesPerRequest: 2 });
  const subscriber = new Redis(url, { maxRetriesPerRequest: 2 });
  const local = new EventEmitter();
  local.setMaxListeners(0);
  const counts = new Map<string, number>();
  subscriber.on('message', (channel: string, raw: string) => {
    local.emit(channel.slice(prefix.length), JSON.parse(raw));
  });
  return {
    kind: 'redis',
    async publish(channel, message) {
      await publisher.publish(prefix + channel, JSON.stringify(message));
    },
    async subscribe(channel, handler) {
      const count = counts.get(channel) ?? 0;
      if (count === 0) await subscriber.subscribe(prefix + channel);
      counts.set(channel, count + 1);
      local.on(channel, handler);
      return async () => {
        local.off(channel, handler);
        const left = (counts.get(channel) ?? 1) - 1;
        counts.set(channel, left);
        if (left === 0) await subscriber.unsubscribe(prefix + channel);
      };
    },
    async close() {
      local.removeAllListeners();
      await Promise.all([publisher.quit(), subscriber.quit()]);
    },
  };
}
