// The API page's form that makes a key and shows it once, in full, with a copy button.
import { useId, useState, type FormEvent, type RefObject } from 'react';
import type { CreateOutcome } from '../client/use-api-keys';
import { ShownOnce } from '../../../ui/shown-once';
import { API_KEY_NAME_MAX, API_MESSAGES as M, API_PAGE_TEXT } from '../rules';

/** The refusals that are about the name, so the field is marked and described by them. */
const NAME_ERRORS: readonly string[] = [M.nameRequired, M.nameTooLong, M.nameControl, M.nameInvisible];

export function NewKeyForm({
  create,
  full,
  rowOf,
  nameField,
}: {
  create: (name: string) => Promise<CreateOutcome>;
  full: boolean;
  /** A key's row in the list, where focus goes once the box that showed the new key is done. */
  rowOf: (id: string) => HTMLElement | null;
  /** The name field (the page focuses it when the last key is revoked). */
  nameField: RefObject<HTMLInputElement | null>;
}) {
  const nameId = useId();
  const errorId = useId();
  const fullId = useId();
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  /** The name was refused: the field is marked, and described by the error. */
  const [nameRefused, setNameRefused] = useState(false);
  const [made, setMade] = useState<{ key: string; id: string } | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    setNameRefused(false);
    const outcome = await create(name);
    setBusy(false);
    if ('error' in outcome) {
      setError(outcome.error);
      const aboutName = outcome.refusal !== null && NAME_ERRORS.includes(outcome.refusal);
      setNameRefused(aboutName);
      // Back on the field to mend it; the alert says why.
      if (aboutName) nameField.current?.focus();
      return;
    }
    setMade(outcome);
    setName('');
  };
  /** Why the field is refused or disabled. */
  const describedBy = [error && errorId, full && fullId].filter(Boolean).join(' ') || undefined;
  return (
    <section className="card mt-6 p-4 sm:p-5" aria-labelledby="new-key-heading">
      <h2 id="new-key-heading" className="text-lg font-bold">
        Create a key
      </h2>
      <form className="mt-3 flex flex-wrap items-end gap-3" onSubmit={(e) => void submit(e)} noValidate>
        <div className="min-w-0 grow basis-56">
          <label htmlFor={nameId} className="field-label">
            Key name
          </label>
          <input
            ref={nameField}
            id={nameId}
            className="field"
            value={name}
            maxLength={API_KEY_NAME_MAX}
            placeholder="Trading bot"
            onChange={(e) => setName(e.target.value)}
            disabled={full}
            aria-invalid={nameRefused || undefined}
            aria-describedby={describedBy}
          />
        </div>
        {/* aria-disabled, not disabled, while it creates: a disabled button loses the keyboard's focus to the page.
            Disabled once the keys are full: the tenth key's box, which takes focus as it shows, has it then. */}
        <button
          type="submit"
          className="btn-primary aria-disabled:cursor-wait aria-disabled:opacity-70"
          disabled={full}
          aria-disabled={(busy && !full) || undefined}
          aria-describedby={full ? fullId : undefined}
        >
          {busy ? 'Creating…' : 'Create key'}
        </button>
      </form>
      {/* A polite live region from the start, so the limit is said when the tenth key fills it. */}
      <div role="status">
        {full && (
          <p id={fullId} className="muted mt-2 text-sm">
            {API_PAGE_TEXT.keysFull}
          </p>
        )}
      </div>
      {error && (
        <p id={errorId} role="alert" className="form-error mt-3">
          {error}
        </p>
      )}
      {made && (
        <ShownOnce
          // A box per key, each taking focus as it shows: on the key, to copy it (the Create button that made it
          // is disabled when it was the last one allowed).
          key={made.id}
          focusOnShow
          label="Your new API key"
          value={made.key}
          what="key"
          testId="new-key"
          onDone={() => setMade(null)}
          // The new key's row: a keyboard user lands on what was made, and Tab goes on to its Revoke button. The
          // name field is the fallback (it is disabled once the tenth key is made, so it cannot be the rule).
          returnFocusTo={() => rowOf(made.id) ?? nameField.current}
        >
          <p className="font-semibold">Copy your new key now: it is shown only once.</p>
        </ShownOnce>
      )}
    </section>
  );
}
