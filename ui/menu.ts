// A button and the popup it opens (a menu, a panel, a list of suggestions): a press outside it or Escape closes it,
// and closing from inside it gives the keyboard's place back to its button, since the popup's controls are gone.
import { useEffect, useEffectEvent, useRef, useState, type RefObject } from 'react';

export type DismissedBy = 'outside' | 'escape';

/** While `open`, a press outside `root` or Escape anywhere on the page calls `onDismiss`. */
export function useDismiss(
  root: RefObject<HTMLElement | null>,
  open: boolean,
  onDismiss: (by: DismissedBy) => void,
) {
  const dismiss = useEffectEvent(onDismiss);
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) dismiss('outside');
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') dismiss('escape');
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [root, open]);
}

/**
 * The state of a button's popup. `root` holds both the button and the popup (a press there is not outside), `button`
 * is the button. Escape from inside the popup, or `close(true)` (its own Close control), focuses the button.
 */
export function useMenu<Root extends HTMLElement = HTMLDivElement>() {
  const [open, setOpen] = useState(false);
  const root = useRef<Root>(null);
  const button = useRef<HTMLButtonElement>(null);
  const close = (returnFocus = false) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  };
  useDismiss(root, open, (by) => close(by === 'escape' && !!root.current?.contains(document.activeElement)));
  return { open, toggle: () => setOpen((was) => !was), close, root, button };
}
