// The time for labels that read it ('5 minutes ago', 'LIVE NOW'): the server's while the page hydrates, so the HTML
// matches, then the browser's, moved on every minute. One timer serves every label on the page.
import { useSyncExternalStore } from 'react';

export const MINUTE_MS = 60_000;

let current = 0;
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

function tick() {
  current = Date.now();
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!timer) {
    current = Date.now();
    timer = setInterval(tick, MINUTE_MS);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

/** `rendered` is the time the page was rendered at: what the server used for the same labels. */
export function useMinuteClock(rendered: number): number {
  return useSyncExternalStore(
    subscribe,
    () => current || rendered,
    () => rendered,
  );
}
