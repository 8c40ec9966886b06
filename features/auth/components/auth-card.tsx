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

export function Field({
  label,
  hint,
  ...input
}: { label: string; hint?: string } & React.InputHTMLAttributes<HTMLInputElement> & { name: string }) {
  const id = `field-${input.name}`;
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <input id={id} className="field" aria-describedby={hint ? `${id}-hint` : undefined} {...input} />
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
      role={kind === 'error' ? 'alert' : 'status'}
      className={kind === 'error' ? 'form-error' : 'form-success'}
    >
      {children}
    </div>
  );
}
