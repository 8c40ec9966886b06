// The site's dialog: a modal (ui/modal.tsx: the page behind inert, Escape closes, focus back to the opener on
// closing) named by its <DialogTitle>, or by `label` when it shows none, that opens on `initialFocus` or its first
// field and keeps Tab inside. On the native <dialog>: a library's would weigh on the first load.
import { createContext, useContext, useId, useMemo, type ReactNode, type RefObject } from 'react';
import { focusFirstField, keepTabInside } from './dialog-focus';
import { Modal, type ModalProps } from './modal';

const TitleId = createContext<string | undefined>(undefined);

export interface DialogProps extends Omit<ModalProps, 'onShow' | 'role' | 'aria-label' | 'aria-labelledby'> {
  /** 'alertdialog' for a question that interrupts (a confirmation); a <dialog> is a dialog without it. */
  role?: 'dialog' | 'alertdialog';
  /** The dialog's name when it shows no <DialogTitle>. */
  label?: string;
  /** What takes focus on opening; the first field when not given, else the browser's choice. */
  initialFocus?: RefObject<HTMLElement | null>;
  children: ReactNode;
}

/** What a dialog does once shown: focus on `initialFocus` or its first field, and Tab kept inside. */
function showWith(initialFocus: RefObject<HTMLElement | null> | undefined) {
  return (el: HTMLDialogElement) => {
    focusFirstField(el, initialFocus?.current);
    const onKeyDown = (event: KeyboardEvent) => keepTabInside(el, event);
    el.addEventListener('keydown', onKeyDown);
    return () => el.removeEventListener('keydown', onKeyDown);
  };
}

export function Dialog({ label, initialFocus, children, ...rest }: DialogProps) {
  const titleId = useId();
  // Stable while initialFocus is: a new one would close and open the modal again.
  const onShow = useMemo(() => showWith(initialFocus), [initialFocus]);
  return (
    <Modal
      {...rest}
      onShow={onShow}
      aria-label={label}
      aria-labelledby={label === undefined ? titleId : undefined}
    >
      <TitleId.Provider value={titleId}>{children}</TitleId.Provider>
    </Modal>
  );
}

/** The dialog's visible title, which names it. */
export function DialogTitle({ className, children }: { className?: string; children: ReactNode }) {
  const id = useContext(TitleId);
  return (
    <h2 id={id} className={className}>
      {children}
    </h2>
  );
}
