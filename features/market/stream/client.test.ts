import { describe, expect, test, vi } from 'vitest';
import { streamUrl, subscribeToTicks } from './client';

describe('the stream a page opens', () => {
  test('asks for the union of what its components show: the ids listed and the largest top N', () => {
    expect(streamUrl([{ ids: [1027, 1] }, { ids: [1, 52] }, { top: 10 }, { top: 5 }])).toBe(
      '/api/stream/prices?top=10&ids=1,52,1027',
    );
  });

  test('names no ids once it takes all 300, and opens nothing when nothing is shown', () => {
    expect(streamUrl([{ top: 300 }, { ids: [1, 2] }])).toBe('/api/stream/prices?top=300');
    expect(streamUrl([{ ids: [] }])).toBe('');
    expect(streamUrl([])).toBe('');
  });
});

describe('a stream that keeps failing', () => {
  class FakeEventSource {
    static CONNECTING = 0;
    static OPEN = 1;
    static CLOSED = 2;
    static opened: FakeEventSource[] = [];
    readyState = FakeEventSource.CONNECTING;
    private handlers = new Map<string, ((e: unknown) => void)[]>();
    constructor(readonly url: string) {
      FakeEventSource.opened.push(this);
    }
    addEventListener(type: string, handler: (e: unknown) => void) {
      this.handlers.set(type, [...(this.handlers.get(type) ?? []), handler]);
    }
    close() {
      this.readyState = FakeEventSource.CLOSED;
    }
    emit(type: string, readyState = this.readyState) {
      this.readyState = readyState;
      for (const h of this.handlers.get(type) ?? []) h({ data: '{}' });
    }
  }

  test('is reopened after 2, 4, 8, 16, then 30 s instead of every 3 s, and a refused one after 1 s instead of never', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('EventSource', FakeEventSource);
    try {
      const stop = subscribeToTicks({ ids: [1] }, () => undefined);
      await Promise.resolve();
      expect(FakeEventSource.opened).toHaveLength(1);
      // A drop the browser reconnects itself (still CONNECTING): nothing to do here.
      FakeEventSource.opened[0]!.emit('error', FakeEventSource.CONNECTING);
      await vi.advanceTimersByTimeAsync(60_000);
      expect(FakeEventSource.opened).toHaveLength(1);
      // It fails again: closed, and reopened after a growing wait.
      const waits: number[] = [];
      for (const expected of [2_000, 4_000, 8_000, 16_000, 30_000, 30_000]) {
        const current = FakeEventSource.opened.at(-1)!;
        current.emit('error', FakeEventSource.CONNECTING);
        expect(current.readyState).toBe(FakeEventSource.CLOSED);
        const before = FakeEventSource.opened.length;
        await vi.advanceTimersByTimeAsync(expected - 1);
        expect(FakeEventSource.opened).toHaveLength(before);
        await vi.advanceTimersByTimeAsync(1);
        expect(FakeEventSource.opened).toHaveLength(before + 1);
        waits.push(expected);
      }
      // Once open, the count starts again; a refusal (CLOSED at once) is retried after 1 s.
      FakeEventSource.opened.at(-1)!.emit('open', FakeEventSource.OPEN);
      FakeEventSource.opened.at(-1)!.emit('error', FakeEventSource.CLOSED);
      await vi.advanceTimersByTimeAsync(1_000);
      expect(FakeEventSource.opened.at(-1)!.readyState).toBe(FakeEventSource.CONNECTING);
      expect(waits).toHaveLength(6);
      stop();
    } finally {
      vi.unstubAllGlobals();
      vi.useRealTimers();
    }
  });
});
