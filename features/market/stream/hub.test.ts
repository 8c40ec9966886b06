// The live price stream at scale: what one connection receives, what the process keeps per connection, caps,
// lifetime and reconnection.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Database } from '../../../platform/db.server';
import { createApp } from '../../../server/app';
import { databaseTargets } from '../../../tests/databases';
import { createTestServices } from '../../../tests/services';
import type { PriceTick } from './ticks';
import { TICK_CHANNEL } from '../service.server';
import { createPriceStream } from './hub.server';

let database: Database;
beforeAll(async () => {
  database = await databaseTargets[0]!.open();
});
afterAll(() => database.close());

const decoder = new TextDecoder();

/** Reads a stream's messages as `{ event, id, data }`, one at a time. */
function messages(body: ReadableStream<Uint8Array>) {
  const reader = body.getReader();
  let text = '';
  return {
    async next(): Promise<{ event: string; id?: string; data: string; retry?: string }> {
      while (!text.includes('\n\n')) {
        const { value, done } = await reader.read();
        if (done) throw new Error('stream ended');
        text += decoder.decode(value);
      }
      const end = text.indexOf('\n\n');
      const block = text.slice(0, end);
      text = text.slice(end + 2);
      const field = (name: string) =>
        block
          .split('\n')
          .find((l) => l.startsWith(`${name}: `))
          ?.slice(name.length + 2);
      return {
        event: field('event') ?? '',
        id: field('id'),
        data: field('data') ?? '',
        retry: field('retry'),
      };
    },
    /** The next tick, past heartbeats. */
    async tick(): Promise<PriceTick & { id?: string }> {
      for (;;) {
        const m = await this.next();
        if (m.event === 'tick') return { ...(JSON.parse(m.data) as PriceTick), id: m.id };
      }
    },
    reader,
  };
}

function tick(fetchedAt: number, coins = 300): PriceTick {
  return {
    fetchedAt,
    source: 'simulated',
    coins: Array.from({ length: coins }, (_, i) => ({
      id: i + 1,
      price: fetchedAt + i,
      change: 1,
      marketCap: 1e9,
      volume: 1e8,
    })),
  };
}

describe('what a connection receives', () => {
  test('the first message carries only the coins the page names: the top N, or the ids listed', async () => {
    const services = createTestServices(database);
    const app = createApp(services);
    const header = messages((await app.request('/api/stream/prices?top=10')).body!);
    const ready = await header.next();
    expect(ready.event).toBe('ready');
    expect(Number(ready.retry)).toBeGreaterThanOrEqual(2_000);
    const first = await header.tick();
    expect(first.coins.map((c) => c.id)).toEqual(
      (await services.market.read()).snapshot.coins.slice(0, 10).map((c) => c.id),
    );
    const coinPage = messages((await app.request('/api/stream/prices?ids=1027,1')).body!);
    expect((await coinPage.tick()).coins.map((c) => c.id)).toEqual([1, 1027]);
    // The header's 10 coins cost about 1 KB, not the 43 KB of all 300.
    expect(JSON.stringify(first).length).toBeLessThan(1_500);
    await header.reader.cancel();
    await coinPage.reader.cancel();
  });

  test('each tick reaches every connection with the latest prices of its coins', async () => {
    const services = createTestServices(database);
    const app = createApp(services);
    const stream = messages((await app.request('/api/stream/prices?ids=2,3')).body!);
    await stream.tick();
    await services.bus.publish(TICK_CHANNEL, tick(Date.now() + 60_000));
    const next = await stream.tick();
    expect(next.coins).toEqual([
      expect.objectContaining({ id: 2, price: next.fetchedAt + 1 }),
      expect.objectContaining({ id: 3, price: next.fetchedAt + 2 }),
    ]);
    expect(next.id).toBe(String(next.fetchedAt));
    await stream.reader.cancel();
  });

  test('a stream naming no coins, or bad ones, is refused with a plain message', async () => {
    const app = createApp(createTestServices(database));
    for (const [query, message] of [
      ['', 'ids name the coins to stream: ids=1,1027 or top=1 to 300'],
      ['?ids=1,abc', 'ids must be coin ids separated by commas'],
      ['?top=301', 'top must be 1 to 300'],
    ] as const) {
      const res = await app.request(`/api/stream/prices${query}`);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ success: false, error: message });
    }
  });
});

describe('the cost of many connections', () => {
  test('a tick is serialised once per distinct set of coins, not once per connection', async () => {
    const services = createTestServices(database);
    const stream = services.priceStream;
    const opened = await Promise.all(
      Array.from({ length: 200 }, (_, i) => stream.open({ top: 10, ids: [] }, `10.0.${i % 10}.1`)),
    );
    const coinPage = await stream.open({ top: 0, ids: [1027] }, '10.1.0.1');
    const readers = [...opened, coinPage].map((body) => messages(body));
    await Promise.all(readers.map((r) => r.tick()));
    const built = stream.stats().messagesBuilt;
    await services.bus.publish(TICK_CHANNEL, tick(Date.now() + 60_000));
    await Promise.all(readers.map((r) => r.tick()));
    expect(stream.stats().messagesBuilt - built).toBe(2);
    await Promise.all(readers.map((r) => r.reader.cancel()));
    expect(stream.stats().open).toBe(0);
  });

  test('a client that stops reading holds only the newest tick, never a queue', async () => {
    const services = createTestServices(database);
    const slow = messages(await services.priceStream.open({ top: 300, ids: [] }, '10.0.0.9'));
    await slow.tick();
    const base = Date.now() + 60_000;
    for (let i = 1; i <= 50; i += 1) await services.bus.publish(TICK_CHANNEL, tick(base + i));
    // Nothing was read meanwhile: each tick replaced the one before it.
    expect(services.priceStream.stats().replaced).toBe(49);
    expect((await slow.tick()).fetchedAt).toBe(base + 50);
    await slow.reader.cancel();
  });
});

describe('caps, lifetime and reconnecting', () => {
  test('past the cap for one address a new stream gets 429; past the total, 503; both say when to retry', async () => {
    const services = createTestServices(database, { streamLimits: { perAddress: 2, total: 3 } });
    const app = createApp(services);
    const open = [
      await app.request('/api/stream/prices?top=10'),
      await app.request('/api/stream/prices?top=10'),
    ];
    const third = await app.request('/api/stream/prices?top=10');
    expect(third.status).toBe(429);
    expect(third.headers.get('retry-after')).toBe('30');
    expect(((await third.json()) as { error: string }).error).toMatch(/Too many live price streams/);
    const other = await services.priceStream.open({ top: 10, ids: [] }, '10.9.9.9');
    const fourth = await services.priceStream.open({ top: 10, ids: [] }, '10.8.8.8').catch((e: Error) => e);
    expect(fourth).toMatchObject({ status: 503, message: expect.stringMatching(/at capacity/) });
    // A closed stream frees its place.
    await open[0]!.body!.cancel();
    expect((await app.request('/api/stream/prices?top=10')).status).toBe(200);
    await other.cancel();
  });

  test('a stream ends after its lifetime, and a reconnect with Last-Event-ID skips the prices it has', async () => {
    const services = createTestServices(database, {
      streamLimits: { lifetimeMs: 60_000, heartbeatMs: 20 },
    });
    const app = createApp(services);
    const first = messages((await app.request('/api/stream/prices?top=5')).body!);
    const held = await first.tick();
    services.clock.advance(66_001);
    await expect(first.tick()).rejects.toThrow('stream ended');
    expect(services.priceStream.stats().open).toBe(0);

    const resumed = messages(
      (await app.request('/api/stream/prices?top=5', { headers: { 'Last-Event-ID': held.id! } })).body!,
    );
    expect((await resumed.next()).event).toBe('ready');
    // Nothing new: a heartbeat, not the same prices again.
    expect((await resumed.next()).event).toBe('heartbeat');
    await services.bus.publish(TICK_CHANNEL, tick(held.fetchedAt + 5_000));
    expect((await resumed.tick()).fetchedAt).toBe(held.fetchedAt + 5_000);
    await resumed.reader.cancel();
  });

  test('shutting down ends every stream and refuses new ones', async () => {
    const shutdown = new AbortController();
    const services = createTestServices(database);
    const stream = createPriceStream({ ...services, shutdownSignal: shutdown.signal });
    const open = messages(await stream.open({ top: 5, ids: [] }, '10.0.0.1'));
    await open.tick();
    shutdown.abort();
    await expect(open.tick()).rejects.toThrow('stream ended');
    await expect(stream.open({ top: 5, ids: [] }, '10.0.0.1')).rejects.toMatchObject({ status: 503 });
  });
});
