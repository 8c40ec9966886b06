// Pauses a CSS marquee while its element is scrolled out of view (no animation work nobody can see).
import { useEffect, useRef, useState } from 'react';

export function usePauseOffscreen<T extends Element>() {
  const ref = useRef<T>(null);
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setVisible(entry?.isIntersecting ?? true));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return { ref, paused: !visible };
}
