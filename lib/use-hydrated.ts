// Whether the page is live in the browser: false while rendering on the server and hydrating, true afterwards.
// Anything that depends on the reader's clock or zone renders a fixed form until then, so hydration matches.
import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
