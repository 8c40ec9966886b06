// The frame of the account screens: a centred card with a title, an intro line and the form.
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';

export function AuthCard({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  const [params] = useSearchParams();
  return (
    <main id="main" className="mx-auto w-full max-w-md px-4 py-12">
      <div className="card p-6 sm:p-8">
        <h1 className="text-2xl font-bold">{title}</h1>
        {intro && <p className="muted mt-2 text-sm">{intro}</p>}
        {params.has('needs-script') && (
          <div className="mt-4">
            <FormMessage kind="error">
              This form needs JavaScript, which did not load. Please reload the page (or enable JavaScript)
              and try again. Nothing you typed was used.
            </FormMessage>
          </div>
        )}
        <div className="mt-6">{children}</div>
      </div>
    </main>
  );
}

/** The id of a form's error message, which the field it is about points to. */
export const FORM_ERROR_ID = 'form-error';

export function Field({
  label,
  hint,
  invalid = false,
  ...input
}: {
  label: string;
  hint?: string;
  /** The form's error message is about this field: marked invalid and described by that message. */
  invalid?: boolean;
} & React.InputHTMLAttributes<HTMLInputElement> & { name: string }) {
  const id = `field-${input.name}`;
  const describedBy = [invalid && FORM_ERROR_ID, hint && `${id}-hint`].filter(Boolean).join(' ');
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <input
        id={id}
        className="field"
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy || undefined}
        {...input}
      />
      {hint && (
        <p id={`${id}-hint`} className="muted mt-1 text-xs">
          {hint}
        </p>
      )}
    </div>
  );
}

/** Announced to screen readers as it appears. */
export function FormMessage({ kind, children }: { kind: 'error' | 'success'; children: ReactNode }) {
  return (
    <div
      id={kind === 'error' ? FORM_ERROR_ID : undefined}
      role={kind === 'error' ? 'alert' : 'status'}
      className={kind === 'error' ? 'form-error' : 'form-success'}
    >
      {children}
    </div>
  );
}
