// Scroll depth: 25, 50, 75 and 100 percent of the page, each once per page view, read 150 ms after scrolling
// stops (debounced), or at once when the page is hidden, left, or a link or Back moves to another page before then
// (a reader who scrolls to the end and goes on did get there).
import { SCROLL_DEBOUNCE_MS, SCROLL_DEPTHS } from '../rules';
import { beforeReportLeaves } from './analytics';

type Depth = (typeof SCROLL_DEPTHS)[number];

/** Starts watching the page's scroll; returns what stops it (a new page view starts again from 0). */
export function trackScrollDepth(
  onDepth: (percent: Depth) => void,
  win: Window = window,
  onLeaving: (read: () => void) => () => void = beforeReportLeaves,
): () => void {
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
    timer = setTimeout(() => {
      timer = undefined;
      check();
    }, SCROLL_DEBOUNCE_MS);
  };
  win.addEventListener('scroll', onScroll, { passive: true });
  /** A read still waiting is taken now, while the document is still this page's. */
  const settle = () => {
    if (timer === undefined) return;
    clearTimeout(timer);
    timer = undefined;
    check();
  };
  const stopLeaving = onLeaving(settle);
  // A click (on a link of the site, before the router has shown the next page: this listener runs first, capturing
  // at the document) and Back or Forward move to another page without leaving this one.
  win.document.addEventListener('click', settle, { capture: true });
  win.addEventListener('popstate', settle);
  // Stopped when another page is shown: the document is that page's by then, so a read still waiting is dropped.
  return () => {
    clearTimeout(timer);
    win.removeEventListener('scroll', onScroll);
    win.document.removeEventListener('click', settle, { capture: true });
    win.removeEventListener('popstate', settle);
    stopLeaving();
  };
}
