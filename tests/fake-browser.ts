// A browser environment for the client loaders: a fetch answered by the test, local storage and a clock the
// test moves. Records every request.
import type { ClientEnv } from '../lib/client-cache';
import { memoryStorage } from './fake-storage';

export type FakeRoute = { status: number; body: unknown; headers?: Record<string, string> } | 'network-error';

export interface FakeBrowser extends ClientEnv {
  requests: { url: string; headers: Record<string, string> }[];
  advance(ms: number): void;
}

export function fakeBrowser(answer: (url: string) => FakeRoute, start = Date.parse('2026-01-01T00:00:00Z')) {
  let now = start;
  const env: FakeBrowser = {
    requests: [],
    storage: memoryStorage(),
    now: () => now,
    advance: (ms) => {
      now += ms;
    },
    fetch: (async (input: string, init?: RequestInit) => {
      env.requests.push({ url: input, headers: (init?.headers ?? {}) as Record<string, string> });
      const route = answer(input);
      if (route === 'network-error') throw new TypeError('Failed to fetch');
      const body = typeof route.body === 'string' ? route.body : JSON.stringify(route.body);
      return new Response(body, { status: route.status, headers: route.headers });
    }) as typeof fetch,
  };
  return env;
}
