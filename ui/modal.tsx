// A native <dialog> shown as a modal while `open`: the page behind is inert and Escape closes it (the browser's own
// Escape, so a search field's first Escape still only clears the field); on closing, focus goes back to the control
// that opened it, also when the dialog is unmounted (the browser does that only for a dialog closed in the page).
// The drawers use it as it is; ui/dialog.tsx builds the site's dialogs on it (a title, first focus, Tab inside).
import { useEffect, useRef, type ComponentPropsWithoutRef } from 'react';

export interface ModalProps extends Omit<ComponentPropsWithoutRef<'dialog'>, 'open' | 'onClose' | 'onClick'> {
  /** Shown while true (default); a modal may also simply be unmounted to close it. */
  open?: boolean;
  /** It closed itself: Escape, a form with method="dialog", or a click on the backdrop when allowed. */
  onClose: () => void;
  /** A click on the backdrop (outside the box) closes it. */
  closeOnBackdrop?: boolean;
  /** Runs once it is shown; what it returns runs before it closes. Keep it stable (useCallback). */
  onShow?: (dialog: HTMLDialogElement) => (() => void) | void;
}

/**
 * Gives focus back to the opener, unless there is none (opened from its address) or focus already moved on purpose
 * (the browser gave it back, or the closing code focused something): only focus left inside the dialog or on the
 * page's body is taken back.
 */
function giveFocusBack(dialog: HTMLElement, opener: Element | null) {
  const { body, activeElement } = dialog.ownerDocument;
  if (
    opener instanceof HTMLElement &&
    opener !== body &&
    (activeElement === body || dialog.contains(activeElement))
  )
    opener.focus();
}

export function Modal({ open = true, onClose, closeOnBackdrop = false, onShow, ...rest }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const el = ref.current;
    if (!el || !open) return;
    const opener = el.ownerDocument.activeElement;
    if (!el.open) el.showModal();
    const undo = onShow?.(el);
    return () => {
      undo?.();
      if (el.open) el.close();
      giveFocusBack(el, opener);
    };
  }, [open, onShow]);

  return (
    <dialog
      {...rest}
      ref={ref}
      onClose={onClose}
      onClick={(event) => {
        if (closeOnBackdrop && event.target === event.currentTarget) onClose();
      }}
    />
  );
}
