// Pauses a CSS marquee while its element is scrolled out of view (no animation work nobody can see).
import { useCallback, useEffect, useState } from 'react';

export function usePauseOffscreen<T extends Element>() {
  // A callback ref: the element may appear after the first render (a ticker that first had nothing to show).
  const [element, setElement] = useState<T | null>(null);
  const ref = useCallback((el: T | null) => setElement(el), []);
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setVisible(entry?.isIntersecting ?? true));
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return { ref, paused: !visible };
}

/**
 * For a scrolling band's focus events: once the band has stopped (CSS :focus-within), scrolls the focused link
 * into view inside it, so a keyboard user sees what they reached.
 */
export function revealFocused(event: { target: EventTarget }) {
  const el = event.target as HTMLElement;
  requestAnimationFrame(() => el.scrollIntoView({ block: 'nearest', inline: 'nearest' }));
}

/**
 * Left and right arrows move between a band's items (the band itself is a single tab stop): the handler for the
 * band's list, given the selector of its items' links (the duplicate copy that makes the loop is left out).
 */
export function moveAlongBand(itemSelector: string) {
  return (event: { key: string; currentTarget: Element; preventDefault(): void }) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const links = [...event.currentTarget.querySelectorAll<HTMLAnchorElement>(itemSelector)];
    const at = links.indexOf(document.activeElement as HTMLAnchorElement);
    if (at < 0) return;
    event.preventDefault();
    const next = links[(at + (event.key === 'ArrowRight' ? 1 : links.length - 1)) % links.length];
    next?.focus();
  };
}
