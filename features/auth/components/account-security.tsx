// The Settings page's account section: change the password (the current one first) and delete the account (the
// password again, in a dialog that says what goes). Errors are shown at the field they are about.
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { apiPost } from '../../../platform/browser/api';
import { useSession } from '../../../platform/browser/session';
import { AUTH_MESSAGES, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../rules';
import { Field, FormMessage } from './auth-card';

type PasswordField = 'currentPassword' | 'newPassword' | 'confirmPassword';

/** Which field of the change form a refusal is about. */
function fieldOf(message: string): PasswordField | null {
  if (message === AUTH_MESSAGES.currentPasswordWrong) return 'currentPassword';
  const about: string[] = [
    AUTH_MESSAGES.passwordTooShort,
    AUTH_MESSAGES.passwordTooLong,
    AUTH_MESSAGES.passwordCommon,
    AUTH_MESSAGES.passwordUnchanged,
  ];
  if (about.includes(message)) return 'newPassword';
  if (message === AUTH_MESSAGES.passwordsDiffer) return 'confirmPassword';
  return null;
}

/** A message shown under its field (and pointed to by it), or above the form when it is about none. */
function FieldError({ text }: { text: string }) {
  return (
    <div className="mt-2">
      <FormMessage kind="error">{text}</FormMessage>
    </div>
  );
}

export function AccountSecurity() {
  return (
    <section className="card p-6" aria-labelledby="account-heading">
      <h2 id="account-heading" className="text-lg font-bold">
        Account
      </h2>
      <ChangePassword />
      <DeleteAccount />
    </section>
  );
}

function ChangePassword() {
  const { authFetch } = useSession();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<{ field: PasswordField | null; text: string } | null>(null);
  const [done, setDone] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const element = event.currentTarget;
    const form = new FormData(element);
    const currentPassword = String(form.get('currentPassword') ?? '');
    const newPassword = String(form.get('newPassword') ?? '');
    setDone(false);
    if (newPassword !== String(form.get('confirmPassword') ?? '')) {
      setError({ field: 'confirmPassword', text: AUTH_MESSAGES.passwordsDiffer });
      document.getElementById('field-confirmPassword')?.focus();
      return;
    }
    setPending(true);
    const result = await apiPost(authFetch, '/api/auth/change-password', {
      currentPassword,
      newPassword,
    });
    setPending(false);
    if (!result.ok) {
      const field = fieldOf(result.error);
      setError({ field, text: result.error });
      if (field) document.getElementById(`field-${field}`)?.focus();
      return;
    }
    setError(null);
    element.reset();
    setDone(true);
  }

  const at = (field: PasswordField) => error?.field === field;
  return (
    <form className="mt-4 max-w-sm space-y-4" onSubmit={(e) => void submit(e)} noValidate>
      <h3 className="font-semibold">Change password</h3>
      {done && <FormMessage kind="success">{AUTH_MESSAGES.passwordChanged}</FormMessage>}
      {error && !error.field && <FormMessage kind="error">{error.text}</FormMessage>}
      <div>
        <Field
          label="Current password"
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          required
          invalid={at('currentPassword')}
        />
        {error && at('currentPassword') && <FieldError text={error.text} />}
      </div>
      <div>
        <Field
          label="New password"
          name="newPassword"
          type="password"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN_LENGTH}
          maxLength={PASSWORD_MAX_LENGTH}
          hint={`At least ${PASSWORD_MIN_LENGTH} characters. Your other sessions will be signed out.`}
          invalid={at('newPassword')}
        />
        {error && at('newPassword') && <FieldError text={error.text} />}
      </div>
      <div>
        <Field
          label="Confirm new password"
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          required
          invalid={at('confirmPassword')}
        />
        {error && at('confirmPassword') && <FieldError text={error.text} />}
      </div>
      <button type="submit" className="btn-primary" disabled={pending}>
        {pending ? 'Changing…' : 'Change password'}
      </button>
    </form>
  );
}

function DeleteAccount() {
  const { authFetch } = useSession();
  const [asking, setAsking] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function confirm() {
    const input = document.getElementById('field-deletePassword');
    const password = input instanceof HTMLInputElement ? input.value : '';
    setPending(true);
    const result = await apiPost(authFetch, '/api/auth/delete-account', { password });
    if (!result.ok) {
      setPending(false);
      setError(result.error);
      input?.focus();
      return;
    }
    // A fresh page load: the server has ended every session and cleared the cookie, so the sign-in page opens
    // signed out (a client-side sign-out first would let the dashboard's guard redirect elsewhere).
    window.location.replace('/login?account=deleted');
  }

  return (
    <div className="mt-8 border-t border-[var(--border)] pt-6">
      <h3 className="font-semibold">Delete account</h3>
      <p className="muted mt-1 text-sm">
        Deleting your account removes your profile, settings, portfolio, watchlist, alerts, notifications and
        activity log, and signs you out everywhere. It cannot be undone. Invoices are kept for tax and
        accounting, as the <Link to="/privacy">Privacy Policy</Link> says.
      </p>
      <button
        type="button"
        className="mt-3 inline-block rounded-lg border border-red-700 px-4 py-2 text-sm font-semibold text-red-700 hover:bg-red-50 dark:border-red-400 dark:text-red-300 dark:hover:bg-red-950"
        onClick={() => {
          setError(null);
          setAsking(true);
        }}
      >
        Delete account…
      </button>
      {asking && (
        <ConfirmDialog
          title="Delete your account?"
          confirmLabel={pending ? 'Deleting…' : 'Delete my account'}
          cancelLabel="Keep my account"
          destructive
          busy={pending}
          onConfirm={() => void confirm()}
          onCancel={() => setAsking(false)}
        >
          <p>
            Your portfolio, watchlist, alerts, notifications, settings and activity log are removed at once
            and cannot be restored. Cancel a paid plan first.
          </p>
          <div>
            <Field
              label="Your password"
              name="deletePassword"
              type="password"
              autoComplete="current-password"
              required
              invalid={error !== null}
            />
            {error && <FieldError text={error} />}
          </div>
        </ConfirmDialog>
      )}
    </div>
  );
}
