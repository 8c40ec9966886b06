// Scroll depth: 25, 50, 75 and 100 percent of the page, each once per page view, read 150 ms after scrolling
// stops (debounced).
import { SCROLL_DEBOUNCE_MS, SCROLL_DEPTHS } from '../rules';

type Depth = (typeof SCROLL_DEPTHS)[number];

/** Starts watching the page's scroll; returns what stops it (a new page view starts again from 0). */
export function trackScrollDepth(onDepth: (percent: Depth) => void, win: Window = window): () => void {
  const reached = new Set<Depth>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const check = () => {
    const doc = win.document.documentElement;
    const height = Math.max(doc.scrollHeight, 1);
    const seen = Math.min(100, ((win.scrollY + win.innerHeight) / height) * 100);
    for (const depth of SCROLL_DEPTHS) {
      // A pixel short of the end still counts as the end (rounding of fractional heights).
      if (!reached.has(depth) && seen >= depth - 0.5) {
        reached.add(depth);
        onDepth(depth);
      }
    }
  };
  const onScroll = () => {
    clearTimeout(timer);
    timer = setTimeout(check, SCROLL_DEBOUNCE_MS);
  };
  win.addEventListener('scroll', onScroll, { passive: true });
  return () => {
    clearTimeout(timer);
    win.removeEventListener('scroll', onScroll);
  };
}
