// The import's question: add the file's positions to those held, or replace them; replacing asks once more, with
// the safe answer focused, since it removes every position held.
import { useEffect, useId, useRef, useState } from 'react';
import { Dialog, DialogTitle } from '../../../ui/dialog';
import { IMPORT_TEXTS as T, type ImportMode } from '../rules';

const DANGER =
  'inline-block rounded-lg bg-red-600 px-4 py-2 text-sm font-semibold text-white hover:bg-red-700';

export function ImportDialog({
  fileName,
  held,
  onChoose,
  onCancel,
}: {
  fileName: string;
  /** Positions (lots) held now: what a replace removes. */
  held: number;
  onChoose: (mode: ImportMode) => void;
  onCancel: () => void;
}) {
  const add = useRef<HTMLButtonElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const id = useId();
  const [confirming, setConfirming] = useState(false);
  // The question opens on Add (it keeps what is held); the confirmation on Cancel.
  useEffect(() => {
    if (confirming) cancel.current?.focus();
  }, [confirming]);

  return (
    <Dialog
      role={confirming ? 'alertdialog' : 'dialog'}
      initialFocus={add}
      aria-describedby={`${id}-text`}
      className="surface m-auto w-[min(28rem,calc(100vw-1.5rem))] rounded-xl border border-[var(--border)] p-5 shadow-xl backdrop:bg-black/50"
      onClose={onCancel}
      data-testid="import-dialog"
    >
      <DialogTitle className="text-lg font-bold">{T.title}</DialogTitle>
      <p id={`${id}-text`} className="mt-2 text-sm" aria-live="polite">
        {confirming ? T.confirmReplace(held) : T.question(fileName)}
      </p>
      <div className="mt-5 flex flex-wrap justify-end gap-2">
        <button ref={cancel} type="button" className="btn-secondary" onClick={onCancel}>
          Cancel
        </button>
        {confirming ? (
          <button type="button" className={DANGER} onClick={() => onChoose('replace')}>
            {T.confirm}
          </button>
        ) : (
          <>
            <button type="button" className={DANGER} onClick={() => setConfirming(true)}>
              {T.replace}
            </button>
            <button ref={add} type="button" className="btn-primary" onClick={() => onChoose('add')}>
              {T.add}
            </button>
          </>
        )}
      </div>
    </Dialog>
  );
}
