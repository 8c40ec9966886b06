// A loading placeholder that waits before it shows (CONST-003): a load that answers within the delay never flashes
// one. Server-rendered and hydrating, it is not shown either: the delay counts from the page being live.
import { useEffect, useState, type ReactNode } from 'react';
import { DEFAULT_DELAY_MS } from '../lib/constants';

/** True once `active` has held for `delayMs` without a break; false again as soon as it ends. */
export function useDelayed(active: boolean, delayMs: number = DEFAULT_DELAY_MS): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => setShown(true), delayMs);
    // The next load waits its own whole delay.
    return () => {
      clearTimeout(timer);
      setShown(false);
    };
  }, [active, delayMs]);
  return active && shown;
}

/** Its children once `active` has held for `delayMs`; nothing before. */
export function Delayed({
  active = true,
  delayMs = DEFAULT_DELAY_MS,
  children,
}: {
  active?: boolean;
  delayMs?: number;
  children: ReactNode;
}) {
  return useDelayed(active, delayMs) ? children : null;
}
