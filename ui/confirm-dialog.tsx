// A question in a modal dialog: keeps focus inside, closes on Escape (as Cancel), and starts on the safe choice
// (the WAI-ARIA pattern for an alert dialog), even when it asks for a password.
import { useId, useRef, type ReactNode } from 'react';
import { Dialog, DialogTitle } from './dialog';

export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  cancelLabel = 'Cancel',
  destructive = false,
  busy = false,
  onConfirm,
  onCancel,
}: {
  title: string;
  /** What happens if the user confirms; fields of a form may sit here too. */
  children: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  destructive?: boolean;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const cancel = useRef<HTMLButtonElement>(null);
  const id = useId();
  return (
    <Dialog
      role="alertdialog"
      initialFocus={cancel}
      aria-describedby={`${id}-body`}
      className="surface m-auto w-[min(28rem,calc(100vw-1.5rem))] rounded-xl border border-[var(--border)] p-5 shadow-xl backdrop:bg-black/50"
      onClose={onCancel}
    >
      <form
        method="dialog"
        onSubmit={(e) => {
          e.preventDefault();
          if (!busy) onConfirm();
        }}
      >
        <DialogTitle className="text-lg font-semibold">{title}</DialogTitle>
        <div id={`${id}-body`} className="mt-2 space-y-3 text-sm">
          {children}
        </div>
        <div className="mt-5 flex flex-wrap justify-end gap-2">
          <button ref={cancel} type="button" className="btn-secondary" onClick={onCancel}>
            {cancelLabel}
          </button>
          <button
            type="submit"
            disabled={busy}
            className={
              destructive
                ? 'inline-block rounded-lg bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800 disabled:opacity-60'
                : 'btn-primary'
            }
          >
            {confirmLabel}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
