// The removal question (PORT-011): a modal that keeps focus, closes on Escape, and defaults to keeping.
import { useEffect, useId, useRef } from 'react';
import { PORTFOLIO_MESSAGES as M } from '../rules';

export function ConfirmRemove({
  label,
  onConfirm,
  onCancel,
}: {
  label: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const id = useId();
  useEffect(() => {
    const el = dialog.current;
    if (el && !el.open) el.showModal();
    cancel.current?.focus();
    return () => {
      if (el?.open) el.close();
    };
  }, []);
  return (
    <dialog
      ref={dialog}
      role="alertdialog"
      aria-labelledby={`${id}-q`}
      aria-describedby={`${id}-what`}
      className="surface m-auto w-[min(26rem,calc(100vw-1.5rem))] rounded-xl border border-[var(--border)] p-5 shadow-xl backdrop:bg-black/50"
      onClose={onCancel}
    >
      <p id={`${id}-q`} className="font-semibold">
        {M.confirmRemove}
      </p>
      <p id={`${id}-what`} className="muted mt-2 text-sm">
        {label}
      </p>
      <div className="mt-5 flex justify-end gap-2">
        <button ref={cancel} type="button" className="btn-secondary" onClick={onCancel}>
          Cancel
        </button>
        <button
          type="button"
          className="inline-block rounded-lg bg-red-600 px-4 py-2 text-sm font-semibold text-white hover:bg-red-700"
          onClick={onConfirm}
        >
          Remove
        </button>
      </div>
    </dialog>
  );
}
